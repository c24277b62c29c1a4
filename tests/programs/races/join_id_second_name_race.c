/* `cur_alias` is `cur` under an asm label: the supervisor creates `idle`
 * into it, so after main joins the supervisor `cur` holds idle's id and
 * `pthread_join(cur)` ends idle, never the worker, whose write of `data`
 * meets main's read. A join is matched to a create only when nothing else
 * can write the id, under any name (the core: outside_ir; the Eva
 * backend's ghost of main's children too). Found by review (Eva said
 * no-race). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
int data;
void *worker(void *arg) { data = 1; return arg; }
void *idle(void *arg) { return arg; }
pthread_t cur;
extern pthread_t cur_alias __asm__("cur");
void *supervisor(void *arg) {
  pthread_create(&cur_alias, 0, idle, 0);
  return arg;
}
int main(void) {
  pthread_t sup;
  pthread_create(&cur, 0, worker, 0);
  pthread_create(&sup, 0, supervisor, 0);
  pthread_join(sup, 0);
  pthread_join(cur, 0);
  return data;
}
