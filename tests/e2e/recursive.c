/* A recursive function: Eva needs a specification for it, so the Eva
 * backend hands the program to the syntactic one. The race on g is listed
 * as possible: a cut recursion's effect on locks is not seen. */
#include <pthread.h>
int g;
int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
void *w(void *a) { g = fact(3); return a; }
int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); g = 1; pthread_join(t, 0); return g; }
