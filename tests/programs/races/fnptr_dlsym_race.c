/* Unresolved-callee twin of fnptr_from_library_race.c: the hook is looked
 * up by name (dlsym), so its address is never taken in the code. The hook
 * counts events in `events`, which main also bumps after starting the
 * worker, unordered: a race. A call through a pointer that came from
 * unknown code may reach any function with external linkage, not only the
 * address-taken ones. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// RACE-SYNTACTIC: may events A B
// RACE-ALIAS: may events A B
// OPTS: -machdep gcc_x86_64
#include <dlfcn.h>
#include <pthread.h>
int events;
void on_event(void) { events++; /* @A */ }
void *worker(void *arg) {
  void *self = dlopen(0, RTLD_NOW);
  void (*hook)(void) = self ? (void (*)(void))dlsym(self, "on_event") : 0;
  if (hook) hook();
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  events++; /* @B */
  pthread_join(t, 0);
  return events;
}
