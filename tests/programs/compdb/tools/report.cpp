// A C++ file of the project: -racer-compilation-db skips it.
#include <cstdio>

int main() { std::puts("report"); }
