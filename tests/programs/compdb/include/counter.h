/* Shared between the two threads: found only through the -I flag of the
 * compilation database. */
#ifndef COUNTER_H
#define COUNTER_H
extern int counter;
void *produce(void *arg);
void *consume(void *arg);
#endif
