/* Twin of once_reset_race: main resets the once control and runs the
 * routine again only after joining the reader. Nothing runs beside the
 * second run. No race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
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
  pthread_join(t, 0);
  once = once_init;                  /* reload, the reader gone */
  pthread_once(&once, load_config);  /* runs load_config again */
  return config;
}
