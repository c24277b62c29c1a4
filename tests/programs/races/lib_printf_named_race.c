/* A program's own logger, defined in a file not given to Racer, whose name
 * holds "printf": deferred_printf queues its argument pointers and hands
 * them to the flusher, which upper-cases the string while main overwrites
 * it. Only the printf family by its standard names keeps no pointer
 * (before: any name holding "printf"; alias and Eva said no-race). Race. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
extern void deferred_printf(const char *fmt, ...);
extern char *deferred_next_arg(void);
void *flusher(void *arg) {
  char *s = deferred_next_arg();
  if (s) s[0] = (char)(s[0] - 32);
  return arg;
}
int main(void) {
  pthread_t t;
  char name[16] = "bob";
  deferred_printf("user %s\n", name);
  pthread_create(&t, 0, flusher, 0);
  name[0] = 'r';
  pthread_join(t, 0);
  return name[0];
}
