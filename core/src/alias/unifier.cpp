// Unifier: see unifier.hpp.
//
// unify() never recurses: merging two classes queues the pairs their
// pointees and signatures contribute, and drain() links them one by one,
// so long pointer chains cannot overflow the stack.
#include "alias/unifier.hpp"

#include <algorithm>
#include <utility>

namespace racer::alias {
namespace {

std::int32_t join(std::int32_t x, std::int32_t y) {
  if (x == Unifier::kNoOffset) return y;
  if (y == Unifier::kNoOffset || x == y) return x;
  return Unifier::kAnyOffset;
}

}  // namespace

Node Unifier::add() { return add_many(1); }

Node Unifier::add_many(std::size_t n) {
  const auto first = static_cast<Node>(parent_.size());
  for (std::size_t i = 0; i < n; ++i) parent_.push_back(first + static_cast<Node>(i));
  rank_.resize(parent_.size(), 0);
  pointee_.resize(parent_.size(), -1);
  sig_.resize(parent_.size(), -1);
  offset_.resize(parent_.size(), kNoOffset);
  flags_.resize(parent_.size(), 0);
  return first;
}

Node Unifier::find(Node n) {
  while (parent_[n] != n) {
    parent_[n] = parent_[parent_[n]];
    n = parent_[n];
  }
  return n;
}

Node Unifier::find_const(Node n) const {
  while (parent_[n] != n) n = parent_[n];
  return n;
}

void Unifier::unify(Node a, Node b) {
  pending_.emplace_back(a, b);
  drain();
}

void Unifier::drain() {
  while (!pending_.empty()) {
    const auto [a, b] = pending_.back();
    pending_.pop_back();
    const Node ra = find(a), rb = find(b);
    if (ra != rb) link(ra, rb);
  }
}

void Unifier::link(Node a, Node b) {
  if (rank_[a] < rank_[b]) std::swap(a, b);
  if (rank_[a] == rank_[b]) ++rank_[a];
  parent_[b] = a;  // a is the new root
  offset_[a] = join(offset_[a], offset_[b]);
  flags_[a] |= flags_[b];
  if (pointee_[b] != -1) {
    if (pointee_[a] == -1)
      pointee_[a] = pointee_[b];
    else
      pending_.emplace_back(pointee_[a], pointee_[b]);
  }
  if (sig_[b] != -1) {
    if (sig_[a] == -1) {
      sig_[a] = sig_[b];
    } else {
      std::vector<Node>& mine = sigs_[sig_[a]];
      const std::vector<Node>& theirs = sigs_[sig_[b]];
      const std::size_t common = std::min(mine.size(), theirs.size());
      for (std::size_t k = 0; k < common; ++k) pending_.emplace_back(mine[k], theirs[k]);
      for (std::size_t k = common; k < theirs.size(); ++k) mine.push_back(theirs[k]);
    }
  }
}

Node Unifier::pointee(Node n) {
  const Node r = find(n);
  if (pointee_[r] == -1) {
    const Node p = add();
    pointee_[r] = p;
  }
  return pointee_[r];
}

Node Unifier::pointee_if_any(Node n) const { return pointee_[find_const(n)]; }

void Unifier::join_offset(Node n, std::int32_t offset) {
  const Node r = find(n);
  offset_[r] = join(offset_[r], offset < 0 ? kAnyOffset : offset);
}

std::int32_t Unifier::offset(Node n) const { return offset_[find_const(n)]; }

void Unifier::add_flags(Node n, std::uint8_t flags) { flags_[find(n)] |= flags; }

std::uint8_t Unifier::flags(Node n) const { return flags_[find_const(n)]; }

std::int32_t Unifier::signature_of(Node root) {
  if (sig_[root] == -1) {
    sig_[root] = static_cast<std::int32_t>(sigs_.size());
    sigs_.emplace_back();
  }
  return sig_[root];
}

Node Unifier::slot(Node n, std::size_t k) {
  const std::int32_t s = signature_of(find(n));
  while (sigs_[s].size() <= k) {
    const Node fresh = add();
    sigs_[s].push_back(fresh);
  }
  return sigs_[s][k];
}

void Unifier::set_signature(Node n, const std::vector<Node>& slots) {
  const Node r = find(n);
  if (sig_[r] == -1) {
    sig_[r] = static_cast<std::int32_t>(sigs_.size());
    sigs_.push_back(slots);
    return;
  }
  for (std::size_t k = 0; k < slots.size(); ++k) {
    if (k < sigs_[sig_[r]].size())
      pending_.emplace_back(sigs_[sig_[r]][k], slots[k]);
    else
      sigs_[sig_[r]].push_back(slots[k]);
  }
  drain();
}

}  // namespace racer::alias
