/* Two threads of the same function write a global: a race between the two
 * instances. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must last A A
#include <pthread.h>
int last;
void *worker(void *arg) { last = (int)(long)arg; /* @A */ return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)1);
  pthread_create(&b, 0, worker, (void *)2);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return last;
}
