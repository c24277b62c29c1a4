// The inputs fuzzing found (tests/fuzz/regressions), replayed through the
// fuzz drive in every build: each must now end in a clean error or a clean
// run, as the ABI promises. A sanitizer build (share/test.sh) also checks
// that they touch no memory they should not.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>

#include "drive.hpp"
#include "model_builder.hpp"

namespace fs = std::filesystem;

namespace {

std::string bytes_of(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

template <typename Drive>
std::size_t replay_all(const fs::path& dir, Drive drive) {
  std::size_t n = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (!entry.is_regular_file() || entry.path().filename() == "README.md") continue;
    const std::string bytes = bytes_of(entry.path());
    const racer_fuzz::Outcome out =
        drive(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
    INFO(entry.path().string() << ": " << out.problem);
    CHECK(out.clean);
    ++n;
  }
  return n;
}

}  // namespace

TEST_CASE("fuzz regressions: every dump fuzzing found ends cleanly") {
  CHECK(replay_all(fs::path(RACER_FUZZ_REGRESSIONS_DIR) / "dump", racer_fuzz::drive_dump) > 0);
}

TEST_CASE("fuzz regressions: every model file fuzzing found ends cleanly") {
  CHECK(replay_all(fs::path(RACER_FUZZ_REGRESSIONS_DIR) / "models", racer_fuzz::drive_models) > 0);
}

TEST_CASE("fuzz drive: a good dump runs every engine and report, a broken one stops cleanly") {
  const std::string good = bytes_of(racer::test::data_path("two_threads.json"));
  const racer_fuzz::Outcome ran = racer_fuzz::drive_dump(reinterpret_cast<const std::uint8_t*>(good.data()), good.size());
  CHECK(ran.clean);
  CHECK(ran.ran);
  const std::string cut = good.substr(0, good.size() / 2);
  const racer_fuzz::Outcome stopped = racer_fuzz::drive_dump(reinterpret_cast<const std::uint8_t*>(cut.data()), cut.size());
  CHECK(stopped.clean);
  CHECK_FALSE(stopped.ran);
}

TEST_CASE("fuzz drive: the shipped models load, a broken file stops cleanly") {
  const std::string models = bytes_of(fs::path(RACER_MODELS_DIR) / "pthread.yaml");
  const racer_fuzz::Outcome ran = racer_fuzz::drive_models(reinterpret_cast<const std::uint8_t*>(models.data()), models.size());
  CHECK(ran.clean);
  CHECK(ran.ran);
  const std::string broken = "Locks:\n  - {function: [\n";
  const racer_fuzz::Outcome stopped = racer_fuzz::drive_models(reinterpret_cast<const std::uint8_t*>(broken.data()), broken.size());
  CHECK(stopped.clean);
  CHECK_FALSE(stopped.ran);
}
