/* localtime and gmtime return the same static `struct tm` (glibc, and
 * Frama-C's libc: `__fc_time_tm`); one thread writes a field through
 * localtime's result while the other reads it through gmtime's. Frama-C
 * libc's storage whose address its headers take counts as user data
 * (before, every `__fc_` global was left out and Eva said no-race). Race. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <time.h>
int g_year;
void *writer(void *arg) {
  time_t now = 0;
  struct tm *t = localtime(&now);
  if (t) t->tm_year = 99;
  return arg;
}
int main(void) {
  pthread_t t;
  time_t now = 0;
  struct tm *g;
  pthread_create(&t, 0, writer, 0);
  g = gmtime(&now);
  if (g) g_year = g->tm_year;
  pthread_join(t, 0);
  return g_year;
}
