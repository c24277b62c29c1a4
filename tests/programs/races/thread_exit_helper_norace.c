/* Attacks the "surely executed" treatment of calls: a call is assumed to
 * return unless its callee is flagged noreturn (abort, exit, ...;
 * extract_program.ml ends_program). pthread_exit is not in that list (and
 * Frama-C's libc gives it no noreturn/spec), nor is a helper that calls
 * it. The worker always gets a NULL job, calls quit_thread, and ends:
 * `hits++` never runs. Truth: no-race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
int hits;
static void quit_thread(void) { pthread_exit(0); }
void *worker(void *arg) {
  if (!arg)                        /* no job: always, main passes NULL */
    quit_thread();
  hits++;
  return arg;
}
int main(void) {
  pthread_t w;
  pthread_create(&w, 0, worker, 0);
  hits = 1;
  pthread_join(w, 0);
  return 0;
}
