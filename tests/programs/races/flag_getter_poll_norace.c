/* Publication flag read through a getter: main writes `data`, then raises
 * `ready` under m; the reader polls `while (!get_ready());`, where get_ready()
 * reads the flag under m. Once it returns non-zero, the reader's critical
 * section came after main's, so main's write happens before the read: no
 * race. The flag rule needs a test of the flag itself while m is held (here
 * the test is on the getter's result), and the poll goes through a call with
 * a body, which the active-waiting detector rejects: nothing keeps the race
 * on `data` from being certain. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int ready;
int data;
static int get_ready(void) {
  int r;
  pthread_mutex_lock(&m);
  r = ready;
  pthread_mutex_unlock(&m);
  return r;
}
void *reader(void *arg) {
  int seen;
  while (!get_ready())
    ;
  seen = data;
  return (void *)(long)seen;
  (void)arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, reader, 0);
  data = 42;
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
