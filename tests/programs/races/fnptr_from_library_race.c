/* Unresolved-callee twin: the callback comes back from library code without
 * a body here (an event registry in another translation unit:
 * get_handler returns what register_handler stored). The handler, defined
 * here, counts events in `events`; main counts too, after starting the
 * worker and without a lock: a race. The call `h()` has no callee Racer can
 * name, so it must not conclude no-race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// RACE: may events A B
#include <pthread.h>
typedef void (*handler_t)(void);
extern void register_handler(handler_t h);
extern handler_t get_handler(void);
int events;
static void on_event(void) { events++; /* @A */ }
void *worker(void *arg) {
  handler_t h = get_handler();
  h();
  return arg;
}
int main(void) {
  pthread_t t;
  register_handler(on_event);
  pthread_create(&t, 0, worker, 0);
  events++; /* @B */
  pthread_join(t, 0);
  return events;
}
