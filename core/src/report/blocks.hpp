// The text reports as blocks, the unit of a Frama-C message (racer.h,
// RACER_BLOCK_*): the kind says what a block is, so that no front end parses
// the text. A block's text is its lines joined by '\n', without a final one.
#pragma once

#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "racer/racer.h"

namespace racer::report {

enum class BlockKind : std::int8_t {
  Threads, Race, MayRace, NoRaces, Imprecisions, SuppressedCount, Suppressed, Unknown, Verdict,
  LockGraph, Deadlock, PossibleDeadlock, DroppedCycles, DeadlockUnknown, DeadlockVerdict,
};
static_assert(RACER_BLOCK_THREADS == static_cast<int>(BlockKind::Threads) &&
              RACER_BLOCK_VERDICT == static_cast<int>(BlockKind::Verdict) &&
              RACER_BLOCK_LOCK_GRAPH == static_cast<int>(BlockKind::LockGraph) &&
              RACER_BLOCK_DEADLOCK_VERDICT == static_cast<int>(BlockKind::DeadlockVerdict));

struct Block {
  BlockKind kind;
  std::string text;
};
using Blocks = std::vector<Block>;

// Writes blocks one after the other: lines go to out(), end(kind) closes
// the block written since the last one.
class BlockWriter {
 public:
  std::ostringstream& out() { return o_; }
  void end(BlockKind kind);
  Blocks take() { return std::move(blocks_); }

 private:
  std::ostringstream o_;
  Blocks blocks_;
};

// The texts, each followed by a newline: the text reports.
std::string join_blocks(const Blocks& blocks);

}  // namespace racer::report
