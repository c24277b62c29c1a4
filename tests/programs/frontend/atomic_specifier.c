/* The C11 `_Atomic(T)` specifier (SV-COMP's elimination_backoff_stack uses
 * `_Atomic(Cell*) ptop;`) with Racer's <stdatomic.h>: the specifier becomes
 * `__typeof__(T) __attribute__((racer_atomic))`, so an atomic pointer's type
 * carries the attribute and what it points to does not. */
// VERDICT: race
// RACE: plain P1 P2
// REWRITES: atomic-specifier=4
// ATOMIC: top counts[] stack.head hits push:old
// PLAIN: *top node.next stack.size plain *push:n
// NO-REWRITE-ERROR: syntax error
#include <pthread.h>
#include <stdatomic.h>

typedef struct node { struct node *next; int value; } node;
_Atomic(node *) top;
_Atomic(int) counts[2];
struct stack { _Atomic(node *) head; int size; } stack;
atomic_int hits;
int plain;
node cells[2];

void push(node *n) {
  _Atomic(node *) old = atomic_load(&top);
  n->next = old;
  while (!atomic_compare_exchange_weak(&top, &n->next, n))
    ;
  atomic_fetch_add(&hits, 1);
}

void *worker(void *arg) {
  push(&cells[1]);
  plain = 1; /* @P1 */
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  push(&cells[0]);
  plain = 2; /* @P2 */
  pthread_join(t, 0);
  return atomic_load(&hits);
}
