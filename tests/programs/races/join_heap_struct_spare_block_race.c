/* Per-thread heap blocks with a static fallback when malloc fails: every
 * worker whose allocation failed shares `spare`, and each create
 * overwrites spare.tid. The join loop then joins the last of them for each
 * slot that holds &spare, and the earlier ones are never joined: main's
 * reads after the join loop race with their write of spare.data.
 * The workers update data under a lock; main reads it unlocked once it
 * believes every worker has been joined.
 * (The block size depends on input: with extra > 0 malloc fails.) */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>
struct worker {
  pthread_t tid;
  int data;
};
static struct worker spare;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *work(void *arg) {
  struct worker *w = arg;
  usleep(1000);
  pthread_mutex_lock(&m);
  w->data += 42;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(int argc, char **argv) {
  int n = 4, sum = 0;
  size_t extra = argc > 1 ? (size_t)-1 / 2 : 0;
  (void)argv;
  struct worker **ts = malloc(n * sizeof *ts);
  if (!ts) return 1;
  for (int i = 0; i < n; i++) {
    struct worker *w = malloc(sizeof *w + extra);
    if (!w) w = &spare;
    ts[i] = w;
    pthread_create(&w->tid, 0, work, w);
  }
  for (int i = 0; i < n; i++) pthread_join(ts[i]->tid, 0);
  for (int i = 0; i < n; i++) sum += ts[i]->data;
  return sum;
}
