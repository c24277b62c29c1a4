/* Twins same_join_target's value-backend case (single_target: the join's
 * `t[k]` and the create's `&t[i]` name one object). A picker thread
 * chooses which worker main waits for first (`pick = 1`); main joins the
 * picker, so it reads pick == 1 and `pthread_join(t[pick])` ends the
 * writer before main's write of `x`. The other worker never touches x.
 * The index is a value another (joined) thread wrote. Truth: no race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
pthread_t t[2];
int pick;
int x;
void *idle(void *arg) { return arg; }
void *writer(void *arg) { x = 1; return arg; }
void *picker(void *arg) { pick = 1; return arg; }
int main(void) {
  pthread_t p;
  pthread_create(&t[0], 0, idle, 0);
  pthread_create(&t[1], 0, writer, 0);
  pthread_create(&p, 0, picker, 0);
  pthread_join(p, 0);
  pthread_join(t[pick], 0);      /* the writer */
  x = 2;
  pthread_join(t[1 - pick], 0);  /* the idle one */
  return 0;
}
