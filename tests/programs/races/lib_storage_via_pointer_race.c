/* The library's static storage rewritten by a call through a pointer: main
 * calls gmtime through `conv` while the worker reads the struct tm
 * localtime returned. Once the program takes the address of such a
 * function (or makes function pointers from data), every call through a
 * pointer writes the storage. Twin of lib_storage_rewritten_race. Race. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <time.h>
int g_year;
struct tm *(*conv)(const time_t *) = gmtime;
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
  conv(&now);
  pthread_join(t, 0);
  return g_year;
}
