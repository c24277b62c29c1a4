/* Two tellers move money between two accounts through `lock_both`, which
 * locks its first argument, then its second: teller_ab passes (lock_a,
 * lock_b), teller_ba passes (lock_b, lock_a), so each may hold one account
 * while waiting for the other: a deadlock. Two auditors (started in a loop)
 * add up the balances without taking any lock: they race with the tellers,
 * and with each other on `audits`.
 * Expected verdict: race (must-races between the two auditors on `audits`
 * and `total`; the auditors' unlocked reads of the balances against the
 * tellers' writes are may-races).
 * Expected deadlock verdict: deadlock (lock_a -> lock_b -> lock_a).
 * Browse it: frama-c-gui -racer -deadlock share/examples/transfer_deadlock_race.c */
#include <pthread.h>

#define AUDITORS 2

int balance_a = 100;
int balance_b = 100;
int audits;
int total;
pthread_mutex_t lock_a = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t lock_b = PTHREAD_MUTEX_INITIALIZER;

void lock_both(pthread_mutex_t *first, pthread_mutex_t *second)
{
  pthread_mutex_lock(first);
  pthread_mutex_lock(second); /* waits while holding `first` */
}

void unlock_both(pthread_mutex_t *first, pthread_mutex_t *second)
{
  pthread_mutex_unlock(second);
  pthread_mutex_unlock(first);
}

void *teller_ab(void *arg)
{
  (void)arg;
  lock_both(&lock_a, &lock_b);
  balance_a = balance_a - 10;
  balance_b = balance_b + 10;
  unlock_both(&lock_a, &lock_b);
  return 0;
}

void *teller_ba(void *arg)
{
  (void)arg;
  lock_both(&lock_b, &lock_a); /* the other order: deadlock with teller_ab */
  balance_b = balance_b - 5;
  balance_a = balance_a + 5;
  unlock_both(&lock_b, &lock_a);
  return 0;
}

void *auditor(void *arg)
{
  (void)arg;
  total = balance_a + balance_b; /* no lock: races with the tellers */
  audits = audits + 1;           /* two auditors: race with each other */
  return 0;
}

int main(void)
{
  pthread_t ab, ba, aud[AUDITORS];
  pthread_create(&ab, 0, teller_ab, 0);
  pthread_create(&ba, 0, teller_ba, 0);
  for (int i = 0; i < AUDITORS; i++)
    pthread_create(&aud[i], 0, auditor, 0);
  pthread_join(ab, 0);
  pthread_join(ba, 0);
  for (int i = 0; i < AUDITORS; i++)
    pthread_join(aud[i], 0);
  return total;
}
