// Rewrite 4: a prototype before the first call of a function that is
// declared only later, when Frama-C's implicit declaration would not match
// its definition and every type it mentions is already declared there.
#include "frontend_helpers.hpp"

using racer::frontend::RewriteKind;
using racer::test::contains;
using racer::test::rewrite;

TEST_CASE("racer-cpp prototypes: the LDV case, on the line where the calling function starts") {
  const auto r = rewrite(
      "typedef unsigned int size_t;\n"
      "void *ldv_malloc(size_t size ) ;\n"
      "void *ldv_malloc(size_t size )\n"
      "{\n"
      "  void *tmp = safe_malloc(size);\n"
      "  return tmp;\n"
      "}\n"
      "static inline void *safe_malloc(size_t size) __attribute__((unused)) {\n"
      "  return 0;\n"
      "}\n");
  CHECK(r.text ==
        "typedef unsigned int size_t;\n"
        "void *ldv_malloc(size_t size ) ;\n"
        "static void * safe_malloc ( size_t size ); void *ldv_malloc(size_t size )\n"
        "{\n"
        "  void *tmp = safe_malloc(size);\n"
        "  return tmp;\n"
        "}\n"
        "static inline void *safe_malloc(size_t size) __attribute__((unused)) {\n"
        "  return 0;\n"
        "}\n");
  REQUIRE(r.rewrites.size() == 1);
  CHECK(r.rewrites[0].kind == RewriteKind::Prototype);
  CHECK(r.rewrites[0].where.line == 3);
  CHECK(r.rewrites[0].detail ==
        "`static void * safe_malloc ( size_t size );` inserted before the first call of "
        "safe_malloc (line 5), defined at line 8");
}

TEST_CASE("racer-cpp prototypes: one per function, also for int functions with other parameters") {
  const auto r = rewrite(
      "int main(void) { return f(1) + f(2) + g(3) + h('c'); }\n"
      "struct S { int a; };\n"
      "int f(int x) { return x; }\n"        // matches the implicit declaration
      "long g(long x) { return x; }\n"
      "int h(char c) { return c; }\n");
  CHECK(contains(r.text, "long g ( long x ); int h ( char c ); int main(void)"));
  CHECK_FALSE(contains(r.text, "int f ( int x );"));
  CHECK(r.count(RewriteKind::Prototype) == 2);
}

TEST_CASE("racer-cpp prototypes: nothing when declared before the call, or never defined") {
  const std::string text =
      "void *safe_malloc(unsigned long);\n"
      "void *use(void) { return safe_malloc(4) ? other(1) : s.member(2); }\n"
      "void *safe_malloc(unsigned long n) { return 0; }\n"
      "void *rec(int n) { return n ? rec(n - 1) : 0; }\n";
  const auto r = rewrite(text);
  CHECK(r.text == text);
  CHECK(r.rewrites.empty());
}

TEST_CASE("racer-cpp prototypes: skipped, with the reason, when a type is declared too late") {
  const auto r = rewrite(
      "int main(void) { return (int)f(0) + (int)g(0); }\n"
      "typedef long my_t;\n"
      "struct late { int a; };\n"
      "my_t f(my_t x) { return x; }\n"
      "long g(struct late *p) { return 0; }\n");
  CHECK_FALSE(contains(r.text, "my_t f ("));
  CHECK_FALSE(contains(r.text, "long g ("));
  REQUIRE(r.count(RewriteKind::PrototypeSkipped) == 2);
  CHECK(r.rewrites[0].detail == "f: no prototype inserted, my_t is declared at line 2, after line 1");
  CHECK(r.rewrites[1].detail == "g: no prototype inserted, struct late is not declared before line 1");
}

TEST_CASE("racer-cpp prototypes: parameter names and enumerators do not count as types") {
  const auto r = rewrite(
      "enum { N = 4 };\n"
      "int size;\n"
      "int main(void) { return (int)f(0, 0); }\n"
      "char *f(int size, int a[N]) { return 0; }\n");
  CHECK(contains(r.text, "char * f ( int size , int a [ N ] ); int main(void)"));
}
