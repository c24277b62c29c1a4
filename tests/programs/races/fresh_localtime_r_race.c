/* localtime_r returns its second argument: main publishes the result,
 * the worker normalises tm_sec while main sets it. Race on buf->tm_sec. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
struct tm *g_tm;
void *worker(void *arg) {
  g_tm->tm_sec = 0;
  return arg;
}
int main(void) {
  pthread_t t;
  time_t now = 0;
  struct tm *buf = malloc(sizeof *buf);
  if (!buf) return 1;
  g_tm = localtime_r(&now, buf);
  if (!g_tm) return 1;
  pthread_create(&t, 0, worker, 0);
  buf->tm_sec = 30;
  pthread_join(t, 0);
  return buf->tm_sec;
}
