/* Attacks the under run's decided call results (fixed_choices.ml
 * constant_return): a function whose body is one path is taken to return
 * the constant last assigned to the returned variable on that path; the
 * call to check_device() in between is assumed to change nothing, though
 * it writes the global `status`. The device is always busy (strcmp of
 * equal strings is 0), so probe() always returns -1 and main never writes
 * `counter`. The under model drops the `ret != 0` way and claims a
 * must-race. Truth: no-race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <string.h>
const char *device = "busy";
int status;
int counter;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) { pthread_mutex_lock(&lock); counter++; pthread_mutex_unlock(&lock); return arg; }
void check_device(void) {
  if (strcmp(device, "busy") == 0)   /* always: the device is busy */
    status = -1;
}
int probe(void) {
  status = 0;
  check_device();
  return status;
}
int main(void) {
  pthread_t w;
  int ret;
  pthread_create(&w, 0, worker, 0);
  ret = probe();
  if (ret == 0)
    counter = 3;
  pthread_join(w, 0);
  return 0;
}
