/* Names in reports: fields, locks inside structs, threads one create
   statement makes twice (tests/e2e/check_reports.py). */
#include <pthread.h>

struct stats { pthread_mutex_t mu; int hits; };
struct acct { long id; int audits; int balance; } acct;
struct stats g_stats = { PTHREAD_MUTEX_INITIALIZER, 0 };

void *deposit(void *arg) {
  (void)arg;
  pthread_mutex_lock(&g_stats.mu);
  acct.audits++;
  g_stats.hits++;
  pthread_mutex_unlock(&g_stats.mu);
  return 0;
}

void spawn(pthread_t *t) { pthread_create(t, 0, deposit, 0); }

int main(void) {
  pthread_t t1, t2;
  spawn(&t1);
  spawn(&t2);
  acct.audits = 3;
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
