/* The reader, in a file of the same basename as the writer's; it only
 * parses with the -D flag its database entry carries. */
#ifndef RACER_TEST_FLAG
#error "RACER_TEST_FLAG comes from the compilation database"
#endif
#include "counter.h"

static int seen;

void *consume(void *arg) {
  seen = counter;
  return arg;
}
