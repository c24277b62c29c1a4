/* strlen(name) reads up to the terminator: name is "" so it reads name[0];
 * the tagger writes name[8]. No race (TSan 0/5). Racer does not know where
 * the terminator is: the read may reach the end of the array and is
 * possible only (flagged may), so unknown, not the wrong certain race of
 * before. The witness search is off (a paused call's possible reads are no
 * evidence). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// OPTS: -racer-witness-steps 0
#include <pthread.h>
#include <string.h>
char name[16];                       /* "" */
size_t shown;
void *tagger(void *arg) { name[8] = 'x'; return arg; }   /* past the terminator */
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, tagger, 0);
  shown = strlen(name);              /* reads name[0] only */
  pthread_join(t, 0);
  return (int)shown;
}
