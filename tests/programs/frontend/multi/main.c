/* Two files in two directories, given with relative paths (see
 * check_frontend.py's scenarios). */
#include <pthread.h>
#include "lib/counter.h"
#ifndef WORKERS
#error "WORKERS is defined with -cpp-extra-args in the scenarios"
#endif

void *worker(void *arg) {
  record();
  return arg;
}

int main(void) {
  pthread_t t[WORKERS];
  for (int i = 0; i < WORKERS; i++) pthread_create(&t[i], 0, worker, 0);
  record();
  for (int i = 0; i < WORKERS; i++) pthread_join(t[i], 0);
  return (int)atomic_load(&events);
}
