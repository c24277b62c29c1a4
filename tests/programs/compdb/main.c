/* Expected verdict: race, a certain one on `counter`, between produce
 * (producer/shared.c) and consume (consumer/shared.c). */
#include <pthread.h>
#include "counter.h"

int counter;

int main(void) {
  pthread_t p, c;
  pthread_create(&p, 0, produce, 0);
  pthread_create(&c, 0, consume, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return 0;
}
