/* getpwent returns a pointer to a static struct passwd that the next call
 * overwrites (POSIX): main reads the entry it got while the worker
 * fetches the next entry. Race on the library's static passwd buffer
 * (the worker's getpwent writes it, main reads pw_uid). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <pwd.h>
#include <stddef.h>
unsigned g_uid;
void *worker(void *arg) {
  getpwent();
  return arg;
}
int main(void) {
  pthread_t t;
  struct passwd *p = getpwent();
  if (!p) return 1;
  pthread_create(&t, 0, worker, 0);
  g_uid = p->pw_uid;
  pthread_join(t, 0);
  return 0;
}
