/* Twin of joined_sibling_running_norace.c where the premise fails: main
 * joins the other thread, not the writer, before it writes `g`. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: must g A B
#include <pthread.h>
int g, h;
void *writer(void *arg) {
  g = 1; /* @A */
  return arg;
}
void *other(void *arg) {
  h = 2;
  return arg;
}
int main(void) {
  pthread_t w, o;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&o, 0, other, 0);
  pthread_join(o, 0);
  g = 3; /* @B */
  pthread_join(w, 0);
  return h;
}
