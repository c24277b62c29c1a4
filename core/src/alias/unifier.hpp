// Unifier: Steensgaard's equivalence classes of abstract locations.
//
// Every node is an abstract memory location (a variable, a heap site, a
// function, a return slot...). Nodes in one class may be aliased; a class
// has at most one pointee class (what the values stored in its locations
// may point to) and at most one signature (the formal and return slots of
// the functions it holds). Unifying two classes unifies their pointees and
// signatures too, which keeps "one pointee per class" true; union by rank
// with path halving makes a whole solve near-linear.
//
// Each class also carries the offset at which pointers into it point (one
// known bit offset, or any) and flags: tainted (pointers into it may point
// to objects from outside the program), shared (another thread may reach
// it: a thread argument) and handed out (unknown code may reach it).
#pragma once

#include <cstdint>
#include <vector>

namespace racer::alias {

using Node = std::int32_t;

class Unifier {
 public:
  static constexpr std::int32_t kNoOffset = -2;   // no pointer into the class yet
  static constexpr std::int32_t kAnyOffset = -1;  // pointers at several or unknown offsets
  static constexpr std::uint8_t kTainted = 1 << 0;
  static constexpr std::uint8_t kShared = 1 << 1;
  static constexpr std::uint8_t kHandedOut = 1 << 2;

  // A fresh class of its own.
  Node add();
  // `n` fresh classes, ids [first, first + n); returns first.
  Node add_many(std::size_t n);
  std::size_t size() const { return parent_.size(); }

  // The representative of n's class (path halving).
  Node find(Node n);
  // Same, without shortening paths (for const readers).
  Node find_const(Node n) const;
  void unify(Node a, Node b);

  // The class the values stored in n's class point to, created on demand.
  Node pointee(Node n);
  // The pointee class if one exists, else -1.
  Node pointee_if_any(Node n) const;

  // Pointers into n's class point at `offset` bits (kAnyOffset: unknown).
  void join_offset(Node n, std::int32_t offset);
  std::int32_t offset(Node n) const;

  void add_flags(Node n, std::uint8_t flags);
  std::uint8_t flags(Node n) const;

  // Slot nodes of the signature of n's class: slot 0 holds the return
  // value, slot 1 + i formal i. Created on demand with at least `slots`
  // slots; extended with fresh nodes when a call passes more arguments.
  Node slot(Node n, std::size_t k);
  // Gives n's class the signature {slots...} when it has none, else unifies.
  void set_signature(Node n, const std::vector<Node>& slots);

 private:
  std::int32_t signature_of(Node root);  // creates an empty one when missing
  void link(Node a, Node b);             // both roots, different
  void drain();                          // unifies the pending pairs

  std::vector<Node> parent_;
  std::vector<std::uint8_t> rank_;
  std::vector<Node> pointee_;        // per root: pointee node or -1
  std::vector<std::int32_t> sig_;    // per root: index into sigs_ or -1
  std::vector<std::int32_t> offset_; // per root
  std::vector<std::uint8_t> flags_;  // per root
  std::vector<std::vector<Node>> sigs_;
  std::vector<std::pair<Node, Node>> pending_;
};

}  // namespace racer::alias
