/* A driver-style private area sized by a header field that is smaller
 * than the structure used in it (a memory bug of its own, which Racer does
 * not look for; the Linux driver task of SV-COMP does this through
 * allocator wrappers Eva reads alike). With one block per allocation Eva
 * finds the accesses invalid and cuts those paths, so the over run tries
 * again with one weak block for all allocations, whose size Eva does not
 * bound, and proves what it can: the worker and main use the area under
 * the lock or after the join. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
#include <stdlib.h>
struct header { int size; };
struct priv { int a; int b; };
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
struct header hdr = { sizeof(int) };
void *worker(void *arg) {
  struct priv *p = arg;
  pthread_mutex_lock(&m);
  p->b = 2;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  struct priv *p = malloc(hdr.size);
  if (!p) return 1;
  pthread_t t;
  pthread_create(&t, 0, worker, p);
  pthread_mutex_lock(&m);
  p->a = 1;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  int r = p->b;
  free(p);
  return r;
}
