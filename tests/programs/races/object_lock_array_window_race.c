/* Twin of object_lock_element_norace.c where the premise fails: the lock
 * and the access go through a window `pair *w` over a flat array of slots,
 * so the "object" would be an array that overlaps the next window; only a
 * struct element is an object for digest SL. Two threads update b[1].v
 * under b[0].mu and b[1].mu (review of digest SL). */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
struct slot { pthread_mutex_t mu; int v; };
struct slot b[3];
typedef struct slot pair[2];
void *worker(void *arg) {
  pair *w = (pair *)&b[(long)arg];     /* window starting at b[arg] */
  pthread_mutex_lock(&(*w)[0].mu);      /* the window's first lock guards the window */
  (*w)[1].v++;
  (*w)[0].v++;
  pthread_mutex_unlock(&(*w)[0].mu);
  return arg;
}
int main(void) {
  pthread_t x, y;
  for (int i = 0; i < 3; i++) pthread_mutex_init(&b[i].mu, 0);
  pthread_create(&x, 0, worker, (void *)0);   /* b[1].v via (*w)[1] under b[0].mu */
  pthread_create(&y, 0, worker, (void *)1);   /* b[1].v via (*w)[0] under b[1].mu */
  pthread_join(x, 0); pthread_join(y, 0);
  return 0;
}
