/* Ticket twin of ticket_slots.c: producers draw ring positions from a
 * counter read and incremented under a lock, but the position is kept in an
 * `unsigned char` (a 256-entry ring): the 257th draw gets the same slot as
 * the 1st. With 300 messages per producer, a producer preempted between its
 * draw and its store can be lapped by the other one (256 draws later),
 * whose store to the same slot is unordered with it: a race. Tickets are
 * unique only while the value that indexes is the counter's full value. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// RACE: may ring A A
#include <pthread.h>
int ring[256];
unsigned head;
pthread_mutex_t head_lock = PTHREAD_MUTEX_INITIALIZER;
void *producer(void *arg) {
  for (int n = 0; n < 300; n++) {
    unsigned char slot;
    pthread_mutex_lock(&head_lock);
    slot = head;
    head = head + 1;
    pthread_mutex_unlock(&head_lock);
    ring[slot] = n; /* @A */
  }
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, producer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return ring[0];
}
