/* Twin of ticket_slots: a watchdog rewinds the ticket counter through a
 * second name (`rewind_word` is `next_ticket` under an asm label), so the
 * next workers draw tickets earlier ones hold and two of them write the
 * same slot. A ticket counter must be reached by its name only (kept for
 * the ticket recogniser's move into the core). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdlib.h>
int *slots;
int next_ticket;
extern int rewind_word __asm__("next_ticket");
pthread_mutex_t ticket_lock = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int mine;
  pthread_mutex_lock(&ticket_lock);
  mine = next_ticket;
  next_ticket = next_ticket + 1;
  pthread_mutex_unlock(&ticket_lock);
  slots[mine] = 1;
  return arg;
}
void *watchdog(void *arg) {
  pthread_mutex_lock(&ticket_lock);
  rewind_word = 0;
  pthread_mutex_unlock(&ticket_lock);
  return arg;
}
int main(void) {
  pthread_t t, w;
  slots = malloc(64 * sizeof(int));
  if (!slots) return 1;
  pthread_create(&w, 0, watchdog, 0);
  for (int i = 0; i < 64; i++)
    pthread_create(&t, 0, worker, 0);
  return 0;
}
