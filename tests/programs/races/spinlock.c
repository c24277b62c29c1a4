/* A spinlock protects the shared counter. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
int counter;
pthread_spinlock_t s;
void *worker(void *arg) { pthread_spin_lock(&s); counter++; pthread_spin_unlock(&s); return arg; }
int main(void) {
  pthread_t a, b;
  pthread_spin_init(&s, 0);
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return counter;
}
