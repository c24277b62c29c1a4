/* The thread is started through a pointer to pthread_create (a pluggable
 * thread starter, e.g. for tests).
 * A create called through a pointer is no event: such a program gets no
 * certain verdict (unmodelled-construct). Found by a review. Race. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <unistd.h>
typedef int (*starter_t)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
starter_t start_thread = pthread_create;
int counter;
void *worker(void *arg) {
  counter = counter + 1;
  return arg;
}
int main(void) {
  pthread_t t;
  start_thread(&t, 0, worker, 0);
  counter = counter + 1;
  usleep(1000);
  return 0;
}
