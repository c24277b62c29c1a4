/* A pthread_t is glibc's unsigned long (declared as in SV-COMP's
 * preprocessed tasks), whose value is the address of the thread's
 * descriptor, never below 4096: x is never written. The witness
 * interpreter numbers threads 1, 2, ... for itself; it must keep such ids
 * opaque (equal to themselves, never 0) and not let the program compute
 * with them, or it would "witness" both threads at `x++`. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// OPTS: -machdep gcc_x86_64
typedef unsigned long int pthread_t;
typedef union pthread_attr_t { char __size[56]; long int __align; } pthread_attr_t;
extern int pthread_create(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
extern int pthread_join(pthread_t, void **);
extern pthread_t pthread_self(void);
int x;
void *t(void *a) {
  if (pthread_self() < 4096)
    x++;
  return a;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t, 0);
  pthread_create(&b, 0, t, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
