// Whole-file reads and writes that fail with racer::Error(RACER_E_IO).
//
// Messages are "<path>: <system error text>", the form users know from
// command-line tools, so the C caller can show them unchanged.
#pragma once

#include <string>
#include <string_view>

namespace racer {

std::string read_file(const std::string& path);
// The directory Frama-C resolves relative paths against: $PWD when it is
// absolute (Frama-C reads it, not getcwd), else the process's directory.
// Reports relative to it (SARIF's %SRCROOT%) and source lines read back
// (suppressions) agree with the paths the plug-in gave.
std::string working_directory();
// `path` itself when absolute, else under working_directory().
std::string resolve_path(const std::string& path);
// Replaces `path` by `text`, atomically for a regular file (a temporary
// file beside it, then a rename), so readers never see half of it.
void write_file(const std::string& path, std::string_view text);

}  // namespace racer
