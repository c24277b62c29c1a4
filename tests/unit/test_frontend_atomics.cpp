// Rewrites 1 and 2: `_Atomic` qualifiers and `_Atomic(T)` specifiers become
// the attribute racer_atomic, in a place where CIL keeps it on the type of
// the declared objects (and nowhere else).
#include "frontend_helpers.hpp"

using racer::frontend::RewriteKind;
using racer::test::contains;
using racer::test::rewrite;

namespace {
const std::string A = "__attribute__((racer_atomic))";
}

TEST_CASE("racer-cpp atomics: the qualifier in declarations, typedefs, pointers, casts, parameters") {
  const auto r = rewrite(
      "typedef _Atomic _Bool atomic_bool;\n"
      "static volatile _Atomic unsigned long n;\n"
      "int * _Atomic p; _Atomic int *q;\n"
      "struct S { _Atomic int m; int _Atomic k[4]; };\n"
      "int f(_Atomic int a, int * _Atomic b) { return (_Atomic int) a + *b; }\n");
  CHECK(r.text ==
        "typedef " + A + " _Bool atomic_bool;\n"
        "static volatile " + A + " unsigned long n;\n"
        "int * " + A + " p; " + A + " int *q;\n"
        "struct S { " + A + " int m; int " + A + " k[4]; };\n"
        "int f(" + A + " int a, int * " + A + " b) { return (" + A + " int) a + *b; }\n");
  CHECK(r.count(RewriteKind::AtomicQualifier) == 9);
  CHECK(r.count(RewriteKind::AtomicSpecifier) == 0);
}

TEST_CASE("racer-cpp atomics: the specifier _Atomic(T), pointers and function pointers included") {
  const auto r = rewrite(
      "_Atomic(Cell*) ptop, *pp;\n"
      "_Atomic(void (*)(int)) handler;\n"
      "int g(_Atomic(T*) *p);\n"
      "_Atomic(_Atomic(int) *) nested;\n");
  CHECK(r.text ==
        "__typeof__(Cell*) " + A + " ptop, *pp;\n"
        "__typeof__(void (*)(int)) " + A + " handler;\n"
        "int g(__typeof__(T*) " + A + " *p);\n"
        "__typeof__(__typeof__(int) " + A + " *) " + A + " nested;\n");
  CHECK(r.count(RewriteKind::AtomicSpecifier) == 5);
  CHECK(r.rewrites[0].detail == "_Atomic(Cell*) -> __typeof__(...) " + A);
}

TEST_CASE("racer-cpp atomics: a type defined in the declaration gets the attribute in its declarators") {
  // Next to a struct definition CIL would give the attribute to the tag
  // (every `struct S` atomic); inside `( ... )` it qualifies the object.
  const auto r = rewrite(
      "typedef _Atomic struct { _Bool __val; } atomic_flag;\n"
      "_Atomic struct S { int a; } s1, *s2 = 0, s3[2];\n"
      "struct T { int b; } const _Atomic t1;\n"
      "union U { int c; } _Atomic __attribute__((aligned(8))) u1 __attribute__((unused));\n"
      "_Atomic enum E { E0 } e1;\n");
  CHECK(r.text ==
        "typedef  struct { _Bool __val; } (" + A + " atomic_flag);\n"
        " struct S { int a; } (" + A + " s1), (" + A + " *s2) = 0, (" + A + " s3[2]);\n"
        "struct T { int b; } const  (" + A + " t1);\n"
        "union U { int c; }  __attribute__((aligned(8))) (" + A + " u1) __attribute__((unused));\n"
        " enum E { E0 } (" + A + " e1);\n");
  CHECK(r.count(RewriteKind::AtomicQualifier) == 5);
}

TEST_CASE("racer-cpp atomics: a qualified definition without an object or in a parameter") {
  const auto r = rewrite(
      "_Atomic struct Lonely { int a; };\n"
      "void f(_Atomic struct P { int a; } p, int q);\n"
      "int n = sizeof(_Atomic struct Q { int a; });\n");
  CHECK(r.text ==
        " struct Lonely { int a; };\n"
        "void f( struct P { int a; } (" + A + " p), int q);\n"
        "int n = sizeof(" + A + " struct Q { int a; });\n");
  CHECK(r.rewrites[0].detail == "_Atomic dropped: the declaration declares no object");
}

TEST_CASE("racer-cpp atomics: strings, comments, directives and longer names stay as they are") {
  const std::string text =
      "#define ATOMIC(T) _Atomic T\n"
      "const char *s = \"_Atomic int\"; /* _Atomic */ // _Atomic(int)\n"
      "int my_Atomic_x, _Atomicity, _Atomic_t;\n"
      "char c = '_';\n";
  const auto r = rewrite(text);
  CHECK(r.text == text);
  CHECK(r.rewrites.empty());
}

TEST_CASE("racer-cpp atomics: an _Atomic that a macro expansion produced is rewritten on its line") {
  // As `cpp -dD` prints it: the #define line, then the expansion on the
  // line of the macro's use, next to other declarations.
  const auto r = rewrite(
      "# 1 \"m.c\"\n"
      "#define SHARED(T,n) _Atomic T n; T n ##_copy\n"
      "int a; _Atomic int hits; int hits_copy; int b;\n");
  CHECK(r.text ==
        "# 1 \"m.c\"\n"
        "#define SHARED(T,n) _Atomic T n; T n ##_copy\n"
        "int a; " + A + " int hits; int hits_copy; int b;\n");
  REQUIRE(r.rewrites.size() == 1);
  CHECK(r.rewrites[0].where.file == "m.c");
  CHECK(r.rewrites[0].where.line == 2);
}

TEST_CASE("racer-cpp atomics: declarations spread over lines keep every line") {
  const auto r = rewrite(
      "_Atomic\n"
      "struct S {\n"
      "  int a;\n"
      "}\n"
      "s,\n"
      "  *p;\n"
      "_Atomic(\n"
      "  int *\n"
      ") q;\n");
  CHECK(r.text ==
        "\n"
        "struct S {\n"
        "  int a;\n"
        "}\n"
        "(" + A + " s),\n"
        "  (" + A + " *p);\n"
        "__typeof__(\n"
        "  int *\n"
        ") " + A + " q;\n");
}

TEST_CASE("racer-cpp atomics: a malformed _Atomic( is left for Frama-C to report") {
  const auto r = rewrite("_Atomic(int x;\n");
  CHECK(r.text == "_Atomic(int x;\n");
  CHECK(r.rewrites.empty());
}
