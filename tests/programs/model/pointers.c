/* Model extraction: struct fields through pointers, heap allocation sites,
 * thread arguments, addresses taken of locals and fields. */
// MODEL: entry=main returns=2 defined=2
#include <pthread.h>
#include <stdlib.h>

struct job { pthread_mutex_t lock; int done; int *out; };

struct job *shared_job;

void *run(void *arg)
{
  struct job *j = arg;
  pthread_mutex_lock(&j->lock);     // EXPECT: call pthread_mutex_lock(&*j)
  j->done = 1;                      // EXPECT: write *j; read j
  *(j->out) = 7;                    // EXPECT: read *j
  pthread_mutex_unlock(&j->lock);   // EXPECT: call pthread_mutex_unlock(&*j)
  return arg;                       // EXPECT: return
}

int main(void)
{
  pthread_t t;
  struct job *j = malloc(sizeof *j);      // EXPECT: call malloc; write j
  if (!j)                                 // EXPECT: read j
    return 1;
  shared_job = j;                         // EXPECT: write shared_job; read j
  pthread_mutex_init(&j->lock, 0);        // EXPECT: call pthread_mutex_init(&*j, const)
  pthread_create(&t, 0, run, j);          // EXPECT: call pthread_create(&t, const, fn:run, j)
  pthread_join(t, 0);
  free(j);                                // EXPECT: call free(j)
  return 0;
}
