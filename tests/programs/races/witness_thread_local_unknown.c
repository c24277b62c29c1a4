/* Each worker writes its own thread-local `mine` through a pointer. The
 * syntactic backend does not know where the pointer goes (a possible
 * race); the witness search runs both workers to the write and finds
 * them about to write different objects, one copy of `mine` per thread:
 * no witness, so no race is claimed. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: mine
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
__thread int mine;
void *worker(void *arg) {
  int *p = &mine;
  *p = (int)(long)arg;
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)1);
  pthread_create(&b, 0, worker, (void *)2);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
