/* Two threads each count the words of their own line with strtok.
 * strtok's hidden state is shared by all threads (C11 7.24.5.8p6: it
 * need not avoid data races with other strtok calls): main's
 * strtok(NULL, " ") may go on in the worker's line and write its '\0'
 * there while the worker's own strtok writes it. Race. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <string.h>
int g_words;
void *worker(void *arg) {
  char line[64] = "x,y,z,w";
  int n = 0;
  for (char *p = line; strtok(p, ","); p = 0) n++;
  return (void *)(long)n;
}
int main(void) {
  pthread_t t;
  char line[64] = "a b c d e f";
  int n = 0;
  void *r;
  pthread_create(&t, 0, worker, 0);
  for (char *p = line; strtok(p, " "); p = 0) n++;
  pthread_join(t, &r);
  g_words = n + (int)(long)r;
  return 0;
}
