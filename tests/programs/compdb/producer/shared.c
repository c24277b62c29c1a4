/* The writer: no lock. */
#include "counter.h"

void *produce(void *arg) {
  counter = counter + 1;
  return arg;
}
