/* Lock-free hand-off through a flag: the consumer spins until the producer
 * published the data. Without atomics this is a race in C, but the
 * pattern means the analysis cannot claim a certain race either. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
int data;
int ready;
void *producer(void *arg) { data = 42; ready = 1; return arg; }
void *consumer(void *arg) {
  while (!ready) {}
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
