/* Lock-free hand-off through a flag: the consumer spins until the producer
 * published the data. Without atomics this is a race in C: the spin's
 * read of the plain flag races with its raise (spin_atomic_flag.c is the
 * atomic version, which the analysis cannot call a race). */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must ready R W
#include <pthread.h>
int data;
int ready;
void *producer(void *arg) { data = 42; ready = 1; /* @W */ return arg; }
void *consumer(void *arg) {
  while (!ready) {} /* @R */
  return (void *)(long)data;
  (void)arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
