/* Creator-meet twin of creator_meet_race.c: main still writes the worker's
 * slot right after the create, but joins that worker first (tasks run one
 * at a time). The worker's read of slots[i] happens before the join
 * returns, main's write after it: ordered, no race. The creator meet only
 * says both reach slots[i]; the join in the same iteration must still
 * order them. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#define N 4
int slots[N];
void *worker(void *arg) {
  int *p = arg;
  int v = *p; /* @A */
  return (void *)(long)v;
}
int main(void) {
  pthread_t t[N];
  for (int i = 0; i < N; i++) {
    pthread_create(&t[i], 0, worker, &slots[i]);
    pthread_join(t[i], 0);
    slots[i] = i; /* @B */
  }
  return 0;
}
