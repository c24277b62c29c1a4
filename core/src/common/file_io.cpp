// Whole-file I/O over stdio (see file_io.hpp).
//
// stdio rather than iostreams because errno after a failed fopen/fread/
// fclose gives the precise reason (ENOENT, EISDIR, ENOSPC...) for the message.
#include "common/file_io.hpp"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <system_error>

#include <sys/stat.h>
#include <unistd.h>

#include "common/error.hpp"

namespace racer {
namespace {

[[noreturn]] void io_error(const std::string& path, int err) {
  throw Error(RACER_E_IO, path + ": " + std::generic_category().message(err));
}

struct CloseFile {
  void operator()(std::FILE* f) const { std::fclose(f); }
};
using File = std::unique_ptr<std::FILE, CloseFile>;

}  // namespace

std::string working_directory() {
  const char* pwd = std::getenv("PWD");
  if (pwd != nullptr && pwd[0] == '/') return pwd;
  std::error_code ec;
  return std::filesystem::current_path(ec).string();
}

std::string resolve_path(const std::string& path) {
  if (path.empty() || path.front() == '/') return path;
  return working_directory() + "/" + path;
}

std::string read_file(const std::string& path) {
  errno = 0;
  File f(std::fopen(path.c_str(), "rb"));
  if (!f) io_error(path, errno);
  std::string text;
  char buffer[1 << 16];
  std::size_t got;
  while ((got = std::fread(buffer, 1, sizeof buffer, f.get())) > 0) text.append(buffer, got);
  if (std::ferror(f.get())) io_error(path, errno != 0 ? errno : EIO);
  return text;
}

namespace {

void write_stream(const std::string& path, const std::string& target, std::string_view text) {
  errno = 0;
  File f(std::fopen(target.c_str(), "wb"));
  if (!f) io_error(path, errno);
  if (std::fwrite(text.data(), 1, text.size(), f.get()) != text.size())
    io_error(path, errno != 0 ? errno : EIO);
  // fclose flushes: a full disk often shows up only here.
  if (std::fclose(f.release()) != 0) io_error(path, errno != 0 ? errno : EIO);
}

}  // namespace

void write_file(const std::string& path, std::string_view text) {
  // A report or dump appears whole or not at all: written next to its
  // place, then renamed over it, so an interrupted run (Ctrl-C, a CI
  // timeout) never leaves half a JSON or SARIF file. Something that is not
  // a regular file (/dev/stdout, a pipe) is written in place.
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
    write_stream(path, path, text);
    return;
  }
  const std::string temp = path + ".racer-tmp-" + std::to_string(::getpid());
  try {
    write_stream(path, temp, text);
  } catch (...) {
    std::remove(temp.c_str());
    throw;
  }
  if (std::rename(temp.c_str(), path.c_str()) != 0) {
    const int err = errno;
    std::remove(temp.c_str());
    io_error(path, err);
  }
}

}  // namespace racer
