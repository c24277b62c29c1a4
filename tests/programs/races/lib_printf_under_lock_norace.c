/* Frama-C's Variadic plug-in replaces each call of a variadic library
 * function by a call of an instance named `f_va_N` (here sprintf_va_1).
 * The instance is sprintf, which `Library: returns` lists: it touches no
 * lock. Both workers hold m around the sprintf and the write of `hits`: no
 * race. When the instance's name did not match the list, the call was code
 * Racer cannot see, given a pointer (`arg`), so it could release m, and
 * `hits` looked unlocked. Twin: extern_unlock_wrapper_race.c (a function
 * without a body that is not in the list really releases the lock). */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// NORACE: hits
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
#include <stdio.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
char line[64];
int hits;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  sprintf(line, "%s", (char *)arg);
  hits++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(int argc, char **argv) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, argc > 1 ? argv[1] : "x");
  pthread_create(&b, 0, worker, "y");
  pthread_join(a, 0);
  pthread_join(b, 0);
  return hits;
}
