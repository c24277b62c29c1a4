/* Twin of fnptr_shape_norace.c where the premise of the type filter fails:
 * `bump`, of shape int(void), is stored in the int(int) slot through a cast,
 * and the worker really calls it (an extra argument is harmless in
 * practice): its write of `counter` races with main's increment. A function
 * whose address is converted may be called through any pointer, so the
 * worker's call still reaches it (and the witness search runs it). */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may counter A B
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
int counter;
int bump(void) { counter++; /* @A */ return 0; }
struct ops { int (*handle)(int); };
struct ops ops = { (int (*)(int))bump };
void *worker(void *arg) {
  ops.handle(1);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  counter++; /* @B */
  pthread_join(t, 0);
  return counter;
}
