// Whole-file writes: a report replaces its file whole (temporary file, then
// rename), leaves nothing behind, writes devices in place, and names the
// path the user gave in its errors.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>

#include <catch2/catch.hpp>

#include "common/error.hpp"
#include "common/file_io.hpp"

namespace fs = std::filesystem;

TEST_CASE("file io: a write replaces the file whole and leaves no temporary file") {
  const fs::path dir = fs::temp_directory_path() / ("racer-file-io-" + std::to_string(getpid()));
  fs::create_directories(dir);
  const std::string path = (dir / "r.json").string();
  racer::write_file(path, "a long first version\n");
  racer::write_file(path, "second\n");
  CHECK(racer::read_file(path) == "second\n");
  std::size_t entries = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir)) ++entries;
  CHECK(entries == 1);
  // Not a regular file: written in place.
  CHECK_NOTHROW(racer::write_file("/dev/null", "x"));
  // Errors name the user's path, and a failed write leaves nothing.
  CHECK_THROWS_WITH(racer::write_file((dir / "no" / "r.json").string(), "x"),
                    (dir / "no" / "r.json").string() + ": No such file or directory");
  CHECK_THROWS_AS(racer::write_file(dir.string(), "x"), racer::Error);
  entries = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir)) ++entries;
  CHECK(entries == 1);
  fs::remove_all(dir);
}
