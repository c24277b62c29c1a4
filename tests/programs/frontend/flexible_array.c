/* A struct ending with a zero-length array, embedded as a non-final member
 * of another struct (as `struct tty_buffer sentinel` in the LDV Linux tasks):
 * Frama-C 25 rejects it, the rewrite gives the array one element. The
 * race is on a field declared after the embedded struct. */
// OPTS: -machdep gcc_x86_64
// VERDICT: race
// RACE: head W1 W2
// REWRITES: flexible-array=1
// NO-REWRITE-ERROR: non-final field `sentinel' declared with a type containing a flexible array member
#include <pthread.h>

struct buffer {
  int used;
  unsigned long data[0];
};

struct head {
  struct buffer *first;
  struct buffer sentinel;
  int limit;
} head;

struct tail_only { int n; struct buffer last; } fine;  /* final member: left alone */

void *worker(void *arg) {
  head.limit = 1; /* @W1 */
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  head.limit = 2; /* @W2 */
  head.sentinel.used = 0;
  pthread_join(t, 0);
  return fine.n;
}
