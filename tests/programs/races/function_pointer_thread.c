/* The thread function is chosen through a function pointer; both candidates
 * write the same global without a lock. Started with no arguments, main
 * picks right for both threads: the witness search shows them racing. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: may g A B
#include <pthread.h>
int g;
void *left(void *arg) { g = 1; /* @A */ return arg; }
void *right(void *arg) { g = 2; /* @B */ return arg; }
int main(int argc, char **argv) {
  (void)argv;
  void *(*fn)(void *) = argc > 1 ? left : right;
  pthread_t a, b;
  pthread_create(&a, 0, fn, 0);
  pthread_create(&b, 0, fn, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return g;
}
