/* Digest J: main writes `g` after it joined the writer, while another
 * thread (which never touches g) still runs. Not a single-threaded phase
 * (TF cannot help), but the writer is not in main's may-active set any
 * more. Twin: joined_sibling_wrong_join_race.c. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// DECIDED-BY: J
#include <pthread.h>
int g, h;
void *writer(void *arg) {
  g = 1;
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
  pthread_join(w, 0);
  g = 3;
  pthread_join(o, 0);
  return h;
}
