/* A tiny bank: tellers move money between two accounts through deposit and
 * withdraw helpers that take the bank's lock via a wrapper (`bank_lock`
 * receives a `pthread_mutex_t *`). main opens the accounts before creating
 * the tellers and audits them only after joining both.
 * Expected verdict: no-race. */
#include <pthread.h>

long savings;
long checking;
pthread_mutex_t bank_mutex = PTHREAD_MUTEX_INITIALIZER;

static void bank_lock(pthread_mutex_t *m) { pthread_mutex_lock(m); }
static void bank_unlock(pthread_mutex_t *m) { pthread_mutex_unlock(m); }

static void transfer_to_checking(long amount)
{
  bank_lock(&bank_mutex);
  savings -= amount;
  checking += amount;
  bank_unlock(&bank_mutex);
}

static void transfer_to_savings(long amount)
{
  bank_lock(&bank_mutex);
  checking -= amount;
  savings += amount;
  bank_unlock(&bank_mutex);
}

void *teller_a(void *arg)
{
  (void)arg;
  for (int i = 0; i < 10; i++) transfer_to_checking(5);
  return 0;
}

void *teller_b(void *arg)
{
  (void)arg;
  for (int i = 0; i < 10; i++) transfer_to_savings(3);
  return 0;
}

int main(void)
{
  pthread_t a, b;
  savings = 1000; /* before any thread exists */
  checking = 0;
  pthread_create(&a, 0, teller_a, 0);
  pthread_create(&b, 0, teller_b, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return savings + checking == 1000 ? 0 : 1;
}
