/* A constructor starts a thread before main; the thread and main both
 * write g before main's join. Race on g (missed before constructors got
 * their calls at the start of main). */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
int g;
pthread_t t0;
void *w(void *a) { g = 1; return a; }
__attribute__((constructor)) static void early(void) { pthread_create(&t0, 0, w, 0); }
int main(void) { g = 2; pthread_join(t0, 0); return 0; }
