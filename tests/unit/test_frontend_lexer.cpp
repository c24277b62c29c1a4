// racer-cpp's tokens, bracket partners, line markers and edits: what the
// rewrites stand on.
#include <stdexcept>

#include "frontend/edits.hpp"
#include "frontend/lexer.hpp"
#include "frontend/source.hpp"
#include "frontend_helpers.hpp"

using namespace racer::frontend;

namespace {

std::vector<std::string> spellings(std::string_view text, TokenKind kind) {
  std::vector<std::string> out;
  for (const Token& t : lex(text))
    if (t.kind == kind) out.emplace_back(text.substr(t.begin, t.end - t.begin));
  return out;
}

}  // namespace

TEST_CASE("racer-cpp lexer: literals, comments and directives are single tokens") {
  const std::string_view text =
      "#define A(x) _Atomic x \\\n   + 1\n"
      "char *s = \"_Atomic \\\" int\"; /* _Atomic\n int */ char c = '\\'';\n"
      "  # 7 \"file.c\" 2\n"
      "wchar_t *w = L\"_Atomic\"; // _Atomic int\n"
      "double d = 1.5e+3f; int my_Atomic_x, _Atomicity;\n";
  using V = std::vector<std::string>;
  CHECK(spellings(text, TokenKind::Directive) ==
        V{"#define A(x) _Atomic x \\\n   + 1", "# 7 \"file.c\" 2"});
  CHECK(spellings(text, TokenKind::String) == V{"\"_Atomic \\\" int\"", "L\"_Atomic\""});
  CHECK(spellings(text, TokenKind::Char) == V{"'\\''"});
  CHECK(spellings(text, TokenKind::Comment) == V{"/* _Atomic\n int */", "// _Atomic int"});
  CHECK(spellings(text, TokenKind::Number) == V{"1.5e+3f"});
  const V names = spellings(text, TokenKind::Identifier);
  CHECK(std::count(names.begin(), names.end(), "_Atomic") == 0);
  CHECK(std::count(names.begin(), names.end(), "my_Atomic_x") == 1);
  CHECK(std::count(names.begin(), names.end(), "_Atomicity") == 1);
}

TEST_CASE("racer-cpp lexer: a # that does not start a line is punctuation") {
  const std::string_view text = "x # y\n/* c */ #pragma once\n";
  CHECK(spellings(text, TokenKind::Directive) == std::vector<std::string>{"#pragma once"});
  CHECK(spellings(text, TokenKind::Punct) == std::vector<std::string>{"#"});
}

TEST_CASE("racer-cpp lexer: physical lines, longest punctuators, unterminated literals") {
  const std::vector<Token> tokens = lex("a\n/*\n\n*/ b->c <<= d\n\"open\ne");
  REQUIRE(tokens.size() == 9);
  CHECK(tokens[0].line == 1);
  CHECK(tokens[1].kind == TokenKind::Comment);
  CHECK(tokens[2].line == 4);  // b, after a comment spanning lines 2-4
  CHECK(tokens[3].end - tokens[3].begin == 2);  // ->
  CHECK(tokens[5].end - tokens[5].begin == 3);  // <<=
  CHECK(tokens[7].kind == TokenKind::String);   // ends at its line's end
  CHECK(tokens[8].line == 6);
}

TEST_CASE("racer-cpp source: brackets pair up, also around malformed parts") {
  const Source src("f(a[1], {b}) ( ] )", "x.c");
  // f ( a [ 1 ] , { b } ) ( ] )
  // 0 1 2 3 4 5 6 7 8 9 10 11 12 13
  CHECK(src.partner(1) == 10);
  CHECK(src.partner(3) == 5);
  CHECK(src.partner(7) == 9);
  CHECK(src.partner(11) == 13);
  CHECK(src.partner(12) == npos);  // the stray ]
}

TEST_CASE("racer-cpp source: presumed locations follow line markers") {
  const Source src("int a;\n# 10 \"user.c\"\nint b;\n\nint c;\n#line 3 \"h.h\"\nint d;\n", "in.i");
  // Tokens: int a ; int b ; int c ; int d ;
  CHECK(src.location(0).file == "in.i");
  CHECK(src.location(0).line == 1);
  CHECK(src.location(3).file == "user.c");
  CHECK(src.location(3).line == 10);
  CHECK(src.location(6).line == 12);
  CHECK(src.location(9).file == "h.h");
  CHECK(src.location(9).line == 3);
}

TEST_CASE("racer-cpp edits: insertions go before a replacement, in order, and broken edits are bugs") {
  const std::string text = "ab cd";
  const std::vector<Token> t = lex(text);
  Edits e;
  e.replace(t[1], "CD");
  e.insert_before(t[1], "1");
  e.insert_before(t[1], "2");
  e.insert_after(t[0], "!");
  CHECK(e.apply(text) == "ab! 12CD");

  Edits newline;
  newline.insert_after(t[0], "\n");
  CHECK_THROWS_AS(newline.apply(text), std::logic_error);
  Edits overlap;
  overlap.replace(t[0], "x");
  overlap.replace(t[0], "y");
  CHECK_THROWS_AS(overlap.apply(text), std::logic_error);
}

TEST_CASE("racer-cpp rewriter: the output starts with a line marker naming the user's file") {
  const RewriteResult r = rewrite_for_frama_c("_Atomic int x;\nint y;\n", {"dir/a \"b\".c"});
  CHECK(r.text ==
        "# 1 \"dir/a \\\"b\\\".c\"\n" + std::string(kAtomicAttribute) + " int x;\nint y;\n");
  REQUIRE(r.rewrites.size() == 1);
  CHECK(r.rewrites[0].where.file == "dir/a \"b\".c");
  CHECK(r.rewrites[0].where.line == 1);
}

TEST_CASE("racer-cpp rewriter: the report has one tab-separated line per rewrite") {
  const RewriteResult r = rewrite_for_frama_c("# 4 \"u.c\"\nint a;\n_Atomic(int) b;\n", {"u.i"});
  CHECK(report_lines(r.rewrites) ==
        "atomic-specifier\tu.c\t5\t_Atomic(int) -> __typeof__(...) __attribute__((racer_atomic))\n");
}

TEST_CASE("racer-cpp rewriter: text without anything to rewrite is unchanged") {
  const std::string text =
      "# 1 \"a.c\"\n#define ATOMIC _Atomic\nstruct s { int n; long d[]; };\n"
      "int f(void) { return g(1); }\nint g(int x) { return x; }\n";
  const auto r = racer::test::rewrite(text);
  CHECK(r.text == text);
  CHECK(r.rewrites.empty());
}
