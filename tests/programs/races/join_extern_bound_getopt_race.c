/* TRUTH: race. The bound is libc's optopt ('?' = 63 in glibc at start);
 * getopt, called between the loops, sets it to the offending option
 * character: with argv[1] = "-1" and no options, optopt = '1' = 49, and
 * workers 49..62 are never joined. The recogniser's stable_base sees no
 * write of optopt in the program's code (the library writes it).
 * Found by a review of the OCaml recognisers (a wrong certain verdict before). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <unistd.h>
#include <pthread.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern char __VERIFIER_nondet_char(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(int argc, char **argv) {
  pthread_t tids[64];
  for (int i = 0; i < optopt; i++) pthread_create(&tids[i], 0, worker, 0);
  getopt(argc, argv, "");
  for (int j = 0; j < optopt; j++) pthread_join(tids[j], 0);
  return total;
}
