/* A function without a body given a function of the program may call it
 * back: qsort's comparator counts its calls in the global `compares`,
 * bumped from both workers with no lock: a race (TSan 5/5). The plug-in
 * reports the comparator as a callback (RACER_EVENT_CALLBACK), and every
 * backend runs it as a thread that may start at the qsort call; before, it
 * was never analysed and the verdict was a wrong no-race. Whether qsort
 * calls it at all is unknown: unknown. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may compares A A
// OPTS: -racer-witness-steps 0
#include <pthread.h>
#include <stdlib.h>
long compares;
static int by_value(const void *a, const void *b) {
  compares++; /* @A */
  return *(const int *)a - *(const int *)b;
}
void *worker(void *arg) {
  int v[4] = { 3, 1, 2, (int)(long)arg };
  qsort(v, 4, sizeof v[0], by_value);
  return (void *)(long)v[0];
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, (void *)5);
  pthread_create(&t2, 0, worker, (void *)0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return (int)compares;
}
