/* Three globals both threads may write (each write sits in a branch, so no
 * race is certain): three possible race locations, for -racer-max-races. */
#include <pthread.h>
#include <stdlib.h>
int a, b, c;
void *w(void *p) {
  if (rand()) { a = 1; b = 1; c = 1; }
  return p;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, w, 0);
  if (rand()) { a = 2; b = 2; c = 2; }
  pthread_join(t, 0);
  return 0;
}
