/* One thread stores a flag with a GCC atomic builtin, another reads it with
 * a plain load: an atomic access against a plain one is still a data race. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must flag A B
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
int flag;
void *setter(void *arg) {
  __atomic_store_n(&flag, 1, __ATOMIC_SEQ_CST); /* @A */
  return arg;
}
void *reader(void *arg) {
  int seen = flag; /* @B */
  return (void *)(long)seen;
  (void)arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, setter, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
