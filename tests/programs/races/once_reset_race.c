/* main resets the once control while a reader runs (a "reload"): its second
 * pthread_once runs load_config again, writing config while the reader,
 * whose own pthread_once returned after the first run, reads it. A control
 * written other than by once calls gives no once token. Race on config
 * (and on the control). */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
pthread_once_t once = PTHREAD_ONCE_INIT;
static const pthread_once_t once_init = PTHREAD_ONCE_INIT;
int config;
static void load_config(void) { config++; }
void *reader(void *arg) {
  pthread_once(&once, load_config);
  return (void *)(long)config;
}
int main(void) {
  pthread_t t;
  pthread_once(&once, load_config);
  pthread_create(&t, 0, reader, 0);
  once = once_init;                  /* reload */
  pthread_once(&once, load_config);  /* runs load_config again */
  pthread_join(t, 0);
  return config;
}
