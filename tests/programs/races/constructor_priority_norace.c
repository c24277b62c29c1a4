/* Two constructors with priorities: the first (101) fills the table, the
 * second (102) starts the reader. GCC runs them by increasing priority,
 * before main: the fill comes before the create. No race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
#include <pthread.h>
int table[8];
pthread_t reader_id;
void *reader(void *arg) {
  long sum = 0;
  for (int i = 0; i < 8; i++) sum += table[i];
  return (void *)sum;
}
__attribute__((constructor(102))) static void start_reader(void) { pthread_create(&reader_id, 0, reader, 0); }
__attribute__((constructor(101))) static void fill(void) {
  for (int i = 0; i < 8; i++) table[i] = i;
}
int main(void) {
  pthread_join(reader_id, 0);
  table[0] = -1;
  return 0;
}
