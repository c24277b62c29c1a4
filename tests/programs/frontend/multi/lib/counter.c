#include "counter.h"
counter_t events;
int unprotected;
void record(void) {
  atomic_fetch_add(&events, 1);
  unprotected++; /* @REC */
}
