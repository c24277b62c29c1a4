/* main joins only the first worker before writing: the second still runs. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must shared A B
// NORACE: first_only
#include <pthread.h>
int shared, first_only;
void *first(void *arg) { first_only = 1; return arg; }
void *second(void *arg) { shared = 2; /* @A */ return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, first, 0);
  pthread_create(&b, 0, second, 0);
  pthread_join(a, 0);
  first_only = 0;
  shared = 0; /* @B */
  pthread_join(b, 0);
  return 0;
}
