/* Twin of constructor_priority_norace with the priorities swapped: the
 * reader starts (101) before the table is filled (102), and reads it while
 * the fill runs. Race on table[i]. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
int table[8];
pthread_t reader_id;
void *reader(void *arg) {
  long sum = 0;
  for (int i = 0; i < 8; i++) sum += table[i];
  return (void *)sum;
}
__attribute__((constructor(101))) static void start_reader(void) { pthread_create(&reader_id, 0, reader, 0); }
__attribute__((constructor(102))) static void fill(void) {
  for (int i = 0; i < 8; i++) table[i] = i;
}
int main(void) {
  pthread_join(reader_id, 0);
  table[0] = -1;
  return 0;
}
