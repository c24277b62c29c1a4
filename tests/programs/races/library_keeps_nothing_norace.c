/* Objects passed to the library (docs/engines.md): each instance of `t`
 * formats into its own stack buffer and prints it; sprintf, strlen and
 * printf read and write through the pointers they are given during the
 * call and keep none, so no other thread can reach `buf` (nor the
 * Variadic plug-in's per-call argument arrays). The shared counter is
 * taken under m. No race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// NORACE: buf
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
#include <stdio.h>
#include <string.h>
int count;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *t(void *arg) {
  char buf[32];
  int id = (int)(long)arg;
  sprintf(buf, "worker %d", id);
  printf("%s (%d chars)\n", buf, (int)strlen(buf));
  pthread_mutex_lock(&m);
  count++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t, (void *)1L);
  pthread_create(&b, 0, t, (void *)2L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
