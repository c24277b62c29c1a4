/* Twin of object_lock_pointer_norace.c where the premise fails: two
 * `struct rec` objects are members of one union at different offsets, so
 * they overlap; a struct type held in a union is no object for digest SL
 * (review of digest SL). */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
struct rec { pthread_mutex_t mu; int data[16]; };
union view {
  struct rec whole;
  struct { char pad[sizeof(pthread_mutex_t)]; struct rec inner; } tagged;
};
union view shared;
void *t1(void *arg) {
  struct rec *p = &shared.whole;
  pthread_mutex_lock(&p->mu);
  p->data[12]++;
  pthread_mutex_unlock(&p->mu);
  return arg;
}
void *t2(void *arg) {
  struct rec *q = &shared.tagged.inner;
  pthread_mutex_lock(&q->mu);
  q->data[12 - sizeof(pthread_mutex_t) / sizeof(int)]++; /* same bytes as whole.data[12] */
  pthread_mutex_unlock(&q->mu);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_mutex_init(&shared.whole.mu, 0);
  pthread_mutex_init(&shared.tagged.inner.mu, 0);
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
