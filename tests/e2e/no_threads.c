/* A sequential program (locks, no thread): the GUI's panels show main
 * alone, no race and no lock-graph edge. */
#include <pthread.h>

int counter;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

int main(void)
{
  pthread_mutex_lock(&m);
  counter++;
  pthread_mutex_unlock(&m);
  return counter;
}
