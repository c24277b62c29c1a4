/* Twin of never_addressed_norace: the worker finds the program's counter
 * by its symbol name (dlsym) and increments it through the pointer while
 * main increments it by name. A program that looks symbols up by name
 * addresses every global (before: no-race on every backend). Race. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#define RTLD_DEFAULT ((void *)0)
extern void *dlsym(void *handle, const char *symbol);
int counter;
void *worker(void *arg) {
  int *p = (int *)dlsym(RTLD_DEFAULT, "counter");
  if (p) *p += 1;
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  counter += 1;
  pthread_join(t, 0);
  return counter;
}
