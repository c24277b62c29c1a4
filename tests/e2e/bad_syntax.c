/* Does not parse: Frama-C must report the error and exit non-zero. */
int main(void) { int x = ; return x }
