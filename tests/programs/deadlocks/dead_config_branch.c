/* No deadlock: The B->A nesting sits in a branch on `legacy_order`, a
 * global that is 0 and never written: no execution takes it, so both
 * threads always nest A->B. */
// EXPECT-DEADLOCK: unknown
// DEADLOCKS: 0
#include <pthread.h>
pthread_mutex_t A = PTHREAD_MUTEX_INITIALIZER, B = PTHREAD_MUTEX_INITIALIZER;
static int legacy_order = 0;
int x;
void *t1(void *p) {
  pthread_mutex_lock(&A); pthread_mutex_lock(&B); x++;
  pthread_mutex_unlock(&B); pthread_mutex_unlock(&A);
  return 0;
}
void *t2(void *p) {
  if (legacy_order) { pthread_mutex_lock(&B); pthread_mutex_lock(&A); }
  else              { pthread_mutex_lock(&A); pthread_mutex_lock(&B); }
  x--;
  pthread_mutex_unlock(&B); pthread_mutex_unlock(&A);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
