/* The lock is taken by the caller and the access happens in a callee. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
int stock;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void restock(int n) { stock += n; }
static void sell(void) { if (stock > 0) stock--; }
void *shop(void *arg) { pthread_mutex_lock(&m); sell(); pthread_mutex_unlock(&m); return arg; }
void *supplier(void *arg) { pthread_mutex_lock(&m); restock(5); pthread_mutex_unlock(&m); return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, shop, 0);
  pthread_create(&b, 0, supplier, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return stock;
}
