/* Objects passed to the library: main hands its own `struct timeval` and
 * `struct tm` to gettimeofday and localtime_r, which fill them during the
 * call and keep no pointer (localtime_r's result, a pointer to `tm_now`,
 * is dropped). The reader writes through `g_ptr`, a heap block (a pointer
 * of unknown target for the syntactic backend), which cannot be either.
 * Twin of posix_result_published_race. No race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// NORACE: tv
// NORACE: tm_now
#include <pthread.h>
#include <stdlib.h>
#include <sys/time.h>
#include <time.h>
int *g_ptr;
void *reader(void *arg) {
  int *p = g_ptr;
  *p = 1;
  return arg;
}
int main(void) {
  pthread_t t;
  struct timeval tv;
  struct tm tm_now;
  time_t now = 0;
  g_ptr = malloc(sizeof *g_ptr);
  if (!g_ptr) return 1;
  gettimeofday(&tv, 0);
  localtime_r(&now, &tm_now);
  pthread_create(&t, 0, reader, 0);
  tv.tv_sec = 0;
  tm_now.tm_year = 0;
  pthread_join(t, 0);
  return (int)tv.tv_sec + tm_now.tm_year;
}
