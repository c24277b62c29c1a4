/* Two work queues over one output array: even workers take chunks from
 * cursor `front`, odd workers from cursor `extra`. Both cursors start at 0,
 * so a front chunk and an extra chunk cover the same elements.
 * Claims of two counters into the same locals key nothing. Found by a review. Race. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
int out[64];
int front, extra;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int c, end;
  if ((long)arg % 2 == 0) {
    pthread_mutex_lock(&lock);
    c = front;
    end = front + 8;
    front = end;
    pthread_mutex_unlock(&lock);
  } else {
    pthread_mutex_lock(&lock);
    c = extra;
    end = extra + 8;
    extra = end;
    pthread_mutex_unlock(&lock);
  }
  while (c < end) {
    out[c] = (int)(long)arg;
    c = c + 1;
  }
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, (void *)0);
  pthread_create(&t2, 0, worker, (void *)1);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return out[0];
}
