/* A thread keeps its argument (a global's address) as thread-specific data
 * and writes through what pthread_getspecific hands back, while main
 * writes the global: a race. The library returns the pointer it was given:
 * every backend must let that pointer reach the global (it may be any
 * object the program gave away), never nothing. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// RACE: may shared A B
#include <pthread.h>
int shared;
pthread_key_t key;
void *worker(void *arg) {
  pthread_setspecific(key, arg);
  int *p = pthread_getspecific(key);
  *p = 2; /* @A */
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_key_create(&key, 0);
  pthread_create(&t, 0, worker, &shared);
  shared = 1; /* @B */
  pthread_join(t, 0);
  return shared;
}
