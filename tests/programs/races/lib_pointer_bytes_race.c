/* A pointer's bytes copied into a char message, sent through a pipe and
 * copied back into a pointer by the worker, which writes through it while
 * main writes the same counter. The message's type holds no pointer, so
 * its send carries none: the copy of pointer bytes into bytes is where
 * the counter escapes. Twin of lib_pipe_pointer_race (the pointer written
 * as a pointer). Race (the worker's write through p, main's write of
 * counter). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <string.h>
#include <unistd.h>
int fds[2];
void *worker(void *arg) {
  char msg[sizeof(int *)];
  int *p;
  if (read(fds[0], msg, sizeof msg) != (ssize_t)sizeof msg) return arg;
  memcpy(&p, msg, sizeof p);
  *p = 1;
  return arg;
}
int main(void) {
  pthread_t t;
  int counter = 0;
  int *pc = &counter;
  char msg[sizeof(int *)];
  if (pipe(fds) != 0) return 1;
  pthread_create(&t, 0, worker, 0);
  memcpy(msg, &pc, sizeof pc);
  if (write(fds[1], msg, sizeof msg) != (ssize_t)sizeof msg) return 1;
  counter = 2;
  pthread_join(t, 0);
  return counter;
}
