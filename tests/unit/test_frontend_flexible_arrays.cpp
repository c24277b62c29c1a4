// Rewrite 3: a flexible or zero-length array member becomes a one-element
// array exactly when Frama-C 25 would reject its struct as a non-final
// member of another struct (directly or through final members).
#include "frontend_helpers.hpp"

using racer::frontend::RewriteKind;
using racer::test::rewrite;

TEST_CASE("racer-cpp flexible arrays: a struct embedded as a non-final member (the LDV case)") {
  const auto r = rewrite(
      "struct tty_buffer {\n"
      "   int used ;\n"
      "   unsigned long data[0U] ;\n"
      "};\n"
      "struct tty_bufhead {\n"
      "   struct tty_buffer *head ;\n"
      "   struct tty_buffer sentinel ;\n"
      "   int mem_limit ;\n"
      "};\n");
  CHECK(r.text ==
        "struct tty_buffer {\n"
        "   int used ;\n"
        "   unsigned long data[1] ;\n"
        "};\n"
        "struct tty_bufhead {\n"
        "   struct tty_buffer *head ;\n"
        "   struct tty_buffer sentinel ;\n"
        "   int mem_limit ;\n"
        "};\n");
  REQUIRE(r.rewrites.size() == 1);
  CHECK(r.rewrites[0].kind == RewriteKind::FlexibleArray);
  CHECK(r.rewrites[0].where.line == 3);
  CHECK(r.rewrites[0].detail ==
        "data[0U] -> data[1]: struct tty_buffer is the non-final member `sentinel` of struct "
        "tty_bufhead");
}

TEST_CASE("racer-cpp flexible arrays: [] too, through typedefs and through final members") {
  const auto r = rewrite(
      "struct T { int n; long d[]; };\n"
      "typedef struct T T_t;\n"
      "struct S { int x; T_t t; };\n"   // S ends with T: S has a flexible array too
      "struct R { struct S s; int y; } r;\n"
      "typedef struct { int n; char c[0]; } Anon;\n"
      "struct Q { Anon a, b; };\n");  // a is non-final, b is final
  CHECK(r.text ==
        "struct T { int n; long d[1]; };\n"
        "typedef struct T T_t;\n"
        "struct S { int x; T_t t; };\n"
        "struct R { struct S s; int y; } r;\n"
        "typedef struct { int n; char c[1]; } Anon;\n"
        "struct Q { Anon a, b; };\n");
  CHECK(r.count(RewriteKind::FlexibleArray) == 2);
}

TEST_CASE("racer-cpp flexible arrays: every other flexible array is left alone") {
  const std::string text =
      "struct T { int n; long d[0]; };\n"
      "struct Final { int x; struct T t; };\n"        // final member: accepted
      "union U { struct T t; int x; };\n"             // union members are not non-final
      "struct P { struct T *p; int x; };\n"           // a pointer
      "struct A { struct T arr[2]; int x; };\n"       // an array of them: a warning only
      "struct N { int n; long d[4]; };\n"             // not flexible
      "struct M { struct N n; int x; };\n"
      "struct T t; struct T *f(void);\n";
  const auto r = rewrite(text);
  CHECK(r.text == text);
  CHECK(r.rewrites.empty());
}

TEST_CASE("racer-cpp flexible arrays: nested definitions and anonymous members") {
  const auto r = rewrite(
      "struct Outer {\n"
      "  struct Inner { int n; int d[0x0]; } first;\n"
      "  union { int a; float b; };\n"
      "  int last;\n"
      "};\n");
  CHECK(r.text ==
        "struct Outer {\n"
        "  struct Inner { int n; int d[1]; } first;\n"
        "  union { int a; float b; };\n"
        "  int last;\n"
        "};\n");
}
