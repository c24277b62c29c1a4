/* Lock history through a pointer: main passes the address of the gate mutex
 * as the thread argument and holds the gate across the create while it fills
 * `table`; the loader locks and unlocks the gate through its parameter before
 * reading. The gate's unlock follows main's write, so the read is ordered
 * after it.
 * Proved by the lock-history digest LH (docs/engines.md, "Digests"). */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
#include <pthread.h>
pthread_mutex_t gate = PTHREAD_MUTEX_INITIALIZER;
int table[4];
void *loader(void *arg) {
  pthread_mutex_t *g = arg;
  int sum;
  pthread_mutex_lock(g);
  pthread_mutex_unlock(g);
  sum = table[0] + table[3];
  return (void *)(long)sum;
}
int main(void) {
  pthread_t t;
  pthread_mutex_lock(&gate);
  pthread_create(&t, 0, loader, &gate);
  table[0] = 1;
  table[3] = 4;
  pthread_mutex_unlock(&gate);
  pthread_join(t, 0);
  return 0;
}
