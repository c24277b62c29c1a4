/* The C library's static storage is rewritten by every call: the worker
 * reads the struct tm localtime returned while main calls gmtime, which
 * fills the same static struct (glibc, and Frama-C's libc). The library's
 * write is the call's own access of `__library_storage` (alias and
 * syntactic backends), so the read through localtime's result races with
 * it. Twin of lib_storage_read_norace, where only one thread calls into
 * the storage. Race. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <time.h>
int g_year;
void *reader(void *arg) {
  time_t now = 0;
  struct tm *t = localtime(&now);
  if (t) g_year = t->tm_year;
  return arg;
}
int main(void) {
  pthread_t t;
  time_t now = 0;
  pthread_create(&t, 0, reader, 0);
  gmtime(&now);
  pthread_join(t, 0);
  return g_year;
}
