/* strtok called through a pointer: main hands its line to strtok by way
 * of `tok`, and the worker's strtok(NULL, ...) goes on in main's line and
 * writes through the token while main reads the line. The tokens of a
 * direct call can point into a string given to that call too, so then
 * they are pointers of unknown target. Twin of strtok_other_thread_race.
 * Race (main's read of line[2], the worker's write there). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <string.h>
char *(*tok)(char *, const char *) = strtok;
void *worker(void *arg) {
  char *w = strtok(0, " ");
  if (w) w[0] = 'X';
  return arg;
}
int main(void) {
  pthread_t t;
  char line[32] = "a b c";
  int n;
  tok(line, " ");
  pthread_create(&t, 0, worker, 0);
  n = line[2];
  pthread_join(t, 0);
  return n;
}
