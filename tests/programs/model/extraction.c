/* Model extraction: calls and their arguments, lock and thread calls,
 * reads and writes of globals, fields, array cells and through pointers. */
// MODEL: defined=4 entry=main returns=4
#include <pthread.h>

struct account { int id; int balance; };

int counter;
int cells[4];
struct account acc;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void (*hook)(int);

static void note(int v) { counter = v; } // EXPECT: write counter; read v

void *worker(void *arg)
{
  int *p = arg;
  pthread_mutex_lock(&m);        // EXPECT: call pthread_mutex_lock(&m)
  *p = *p + 1;                   // EXPECT: write *p; read *p; read p
  acc.balance = 5;               // EXPECT: write acc[32..63]; nowrite counter
  cells[2] = counter;            // EXPECT: write cells[64..95]; read counter
  pthread_mutex_unlock(&m);      // EXPECT: call pthread_mutex_unlock(&m)
  int r = pthread_mutex_trylock(&m); // EXPECT: call pthread_mutex_trylock(&m) -> r; write r
  if (r == 0)                    // EXPECT: read r
    pthread_mutex_unlock(&m);
  return 0;
}

void unused(void) { counter = 0; } // EXPECT: write counter

int main(void)
{
  pthread_t t;
  int local = 0;
  hook = note;                                  // EXPECT: write hook; noread note
  pthread_create(&t, 0, worker, &local);        // EXPECT: call pthread_create(&t, const, fn:worker, &local)
  hook(counter);                                // EXPECT: icall; read hook; read counter
  pthread_join(t, 0);                           // EXPECT: call pthread_join(t, const)
  return counter;                               // EXPECT: read counter; return
}
