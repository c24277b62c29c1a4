/* Twin of posix_buffers_private_norace: localtime_r keeps no pointer, but
 * returns its second argument, and main publishes that pointer to its own
 * `tm_now` before starting the reader, which writes through it while main
 * writes the same field. Race. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <time.h>
struct tm *g_tm;
void *reader(void *arg) {
  struct tm *p = g_tm;
  p->tm_year = 1;
  return arg;
}
int main(void) {
  pthread_t t;
  struct tm tm_now;
  time_t now = 0;
  g_tm = localtime_r(&now, &tm_now);
  pthread_create(&t, 0, reader, 0);
  tm_now.tm_year = 0;
  pthread_join(t, 0);
  return tm_now.tm_year;
}
