// Whole-file reads and writes that fail with racer::Error(RACER_E_IO).
//
// Messages are "<path>: <system error text>", the form users know from
// command-line tools, so the C caller can show them unchanged.
#pragma once

#include <string>
#include <string_view>

namespace racer {

std::string read_file(const std::string& path);
// Replaces `path` by `text`, atomically for a regular file (a temporary
// file beside it, then a rename), so readers never see half of it.
void write_file(const std::string& path, std::string_view text);

}  // namespace racer
