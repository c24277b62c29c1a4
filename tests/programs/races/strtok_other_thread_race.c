/* strtok's hidden state is shared by all threads: main hands its line to
 * strtok and keeps reading it, while the worker's strtok(NULL, ...) goes
 * on in main's line and writes through the token. The line escapes into
 * the library's state, and the worker's token points into it. Twin of
 * strtok_state_norace. Race (main's read of line[4], the worker's write
 * of the token there). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <string.h>
void *worker(void *arg) {
  char *w = strtok(0, " ");
  if (w) w[0] = 'X';
  return arg;
}
int main(void) {
  pthread_t t;
  char line[32] = "a b c";
  int n;
  strtok(line, " ");
  pthread_create(&t, 0, worker, 0);
  n = line[2];
  pthread_join(t, 0);
  return n;
}
