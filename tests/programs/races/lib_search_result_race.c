/* A search function of the C library (strchr) keeps no pointer, but the
 * pointer it returns points into its argument: main publishes where the
 * 'x' of its own buffer is, under a lock, and the reader writes there while
 * main writes the same byte. Before, `buf` was taken to stay main's own
 * and every backend said no-race. Race. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <string.h>
char *g_ptr;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *reader(void *arg) {
  char *p;
  pthread_mutex_lock(&m);
  p = g_ptr;
  pthread_mutex_unlock(&m);
  if (p) *p = 'y';
  return arg;
}
int main(void) {
  pthread_t t;
  char buf[16] = "axb";
  pthread_mutex_lock(&m);
  g_ptr = strchr(buf, 'x');
  pthread_mutex_unlock(&m);
  pthread_create(&t, 0, reader, 0);
  buf[1] = 'z';
  pthread_join(t, 0);
  return buf[1];
}
