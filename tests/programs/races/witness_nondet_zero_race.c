/* The threads start only when a nondeterministic result is 0 (the
 * container_of tasks of SV-COMP's ldv-races: `if (res) goto exit;`), and
 * write the shared data through the pointer they are given, which the
 * syntactic backend cannot follow. The witness search answers 0 and shows
 * both threads at their write. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE-SYNTACTIC: must data A A
// RACE-ALIAS: must shared A A
// RACE-EVA: must shared A A
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
pthread_t t1, t2;
int shared;
void *callback(void *arg) {
  int *data = arg;
  *data = 1; /* @A */
  return 0;
}
int probe(int *data) {
  int res = __VERIFIER_nondet_int();
  if (res)
    goto exit;
  pthread_create(&t1, 0, callback, data);
  pthread_create(&t2, 0, callback, data);
  return 0;
exit:
  return -1;
}
int main(void) {
  if (probe(&shared) == 0) {
    pthread_join(t1, 0);
    pthread_join(t2, 0);
  }
  return 0;
}
