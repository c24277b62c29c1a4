// The Steensgaard unifier alone: classes, pointees, signatures, offsets.
#include <catch2/catch.hpp>

#include "alias/unifier.hpp"

using racer::alias::Node;
using racer::alias::Unifier;

TEST_CASE("unifier: copies chain pointees into one class") {
  Unifier u;
  const Node p = u.add(), q = u.add(), r = u.add(), x = u.add(), y = u.add();
  u.unify(u.pointee(p), x);             // p = &x
  u.unify(u.pointee(q), u.pointee(p));  // q = p
  u.unify(u.pointee(r), u.pointee(q));  // r = q
  CHECK(u.find(u.pointee(r)) == u.find(x));
  CHECK(u.find(y) != u.find(x));
  CHECK(u.pointee_if_any(y) == -1);
  // Unifying two pointers unifies what they point to.
  const Node s = u.add();
  u.unify(u.pointee(s), y);  // s = &y
  u.unify(s, p);
  CHECK(u.find(x) == u.find(y));
}

TEST_CASE("unifier: a pointer to itself and loads through it") {
  Unifier u;
  const Node p = u.add(), q = u.add();
  u.unify(u.pointee(p), p);                        // p = &p
  u.unify(u.pointee(q), u.pointee(u.pointee(p)));  // q = *p
  CHECK(u.find(u.pointee(p)) == u.find(p));
  CHECK(u.find(u.pointee(q)) == u.find(p));
  CHECK(u.find(u.pointee(u.pointee(u.pointee(p)))) == u.find(p));
}

TEST_CASE("unifier: long chains unify without recursion") {
  // Two chains of 200000 pointers; unifying their heads unifies every level.
  constexpr int kLength = 200000;
  Unifier u;
  const Node a = u.add_many(kLength), b = u.add_many(kLength);
  for (int i = 0; i + 1 < kLength; ++i) {
    u.unify(u.pointee(a + i), a + i + 1);
    u.unify(u.pointee(b + i), b + i + 1);
  }
  u.unify(a, b);
  CHECK(u.find(a + kLength - 1) == u.find(b + kLength - 1));
  CHECK(u.find(a + kLength / 2) == u.find(b + kLength / 2));
  CHECK(u.find(a) != u.find(a + 1));
}

TEST_CASE("unifier: signatures of unified function classes unify slot by slot") {
  Unifier u;
  const Node f = u.add(), ret_f = u.add(), arg_f = u.add();
  const Node g = u.add(), ret_g = u.add(), arg_g = u.add(), extra = u.add();
  u.set_signature(f, {ret_f, arg_f});
  u.set_signature(g, {ret_g, arg_g, extra});
  const Node fp = u.add();
  u.unify(u.pointee(fp), f);  // fp = &f
  u.unify(u.pointee(fp), g);  // fp = &g
  CHECK(u.find(arg_f) == u.find(arg_g));
  CHECK(u.find(ret_f) == u.find(ret_g));
  CHECK(u.find(u.slot(f, 2)) == u.find(extra));  // the longer signature survives
  // A call through fp passes into both functions' formals.
  const Node x = u.add();
  u.unify(u.pointee(u.slot(u.pointee(fp), 1)), x);
  CHECK(u.find(u.pointee(arg_f)) == u.find(x));
  // A slot past the end is created on demand.
  const Node fresh = u.slot(f, 5);
  CHECK(u.find(fresh) == u.find(u.slot(g, 5)));
}

TEST_CASE("unifier: offsets and flags join when classes merge") {
  Unifier u;
  const Node a = u.add(), b = u.add(), c = u.add();
  CHECK(u.offset(a) == Unifier::kNoOffset);
  u.join_offset(a, 32);
  u.join_offset(a, 32);
  CHECK(u.offset(a) == 32);
  u.join_offset(b, 32);
  u.unify(a, b);
  CHECK(u.offset(b) == 32);
  u.join_offset(c, 0);
  u.add_flags(c, Unifier::kTainted);
  u.unify(c, a);
  CHECK(u.offset(a) == Unifier::kAnyOffset);
  CHECK(u.flags(b) == Unifier::kTainted);
  u.join_offset(u.add(), -1);  // unknown offsets are "any", not an error
}
