// Report blocks (see blocks.hpp).
#include "report/blocks.hpp"

namespace racer::report {

void BlockWriter::end(BlockKind kind) {
  std::string text = o_.str();
  if (!text.empty() && text.back() == '\n') text.pop_back();
  blocks_.push_back({kind, std::move(text)});
  o_.str("");
}

std::string join_blocks(const Blocks& blocks) {
  std::string out;
  for (const Block& b : blocks) out += b.text + "\n";
  return out;
}

}  // namespace racer::report
