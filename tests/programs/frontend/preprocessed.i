/* A preprocessed .i file (Frama-C parses those without preprocessing) with
 * all three constructs Frama-C 25 rejects, as SV-COMP's dekker.i and LDV
 * tasks have them; the rewrite goes through `frama-c -racer` itself and the
 * report names this file and its lines. */
// OPTS: -machdep gcc_x86_32
// VERDICT: race
// RACE: shared S1 S2
// REWRITES: atomic-qualifier=2 atomic-specifier=1 flexible-array=1 prototype=1
// ATOMIC: ready slot queue.turn
// PLAIN: *slot shared
// NO-REWRITE-ERROR: syntax error
typedef unsigned long int pthread_t;
extern int pthread_create(pthread_t *thread, void const *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **result);
typedef unsigned int size_t;
typedef _Atomic _Bool atomic_bool;
atomic_bool ready;
_Atomic(int *) slot;
int shared;
struct item { int n; char payload[0U]; };
struct queue { struct item sentinel; _Atomic int turn; } q;
void *worker(void *arg)
{
  void *block;
  {
  block = get_block(sizeof(struct item));
  ready = 1;
  shared = 1; /* @S1 */
  }
  return (block);
}
int main(void)
{
  pthread_t t;
  pthread_create(&t, (void const *)0, &worker, (void *)0);
  shared = 2; /* @S2 */
  pthread_join(t, (void **)0);
  return (q.turn);
}
void *get_block(size_t size) { return (void *)0; }
