/* Shared by multi/main.c and multi/lib/counter.c, included as "lib/counter.h"
 * and "counter.h": the rewrite must not change how local headers are found. */
#include <stdatomic.h>
typedef _Atomic long counter_t;
extern counter_t events;
extern int unprotected;
void record(void);
