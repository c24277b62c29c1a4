// libFuzzer target: a concurrency-model YAML file through the model loader
// and the questions the plug-in asks of it. Half the mutations work on lines
// (mutators.hpp), half are libFuzzer's byte-level ones.
#include <cstring>
#include <random>

#include "drive.hpp"
#include "mutators.hpp"

extern "C" size_t LLVMFuzzerMutate(uint8_t* data, size_t size, size_t max_size);

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  racer_fuzz::abort_if_broken(racer_fuzz::drive_models(data, size));
  return 0;
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t* data, size_t size, size_t max_size, unsigned seed) {
  std::mt19937 rng(seed);
  if (rng() % 2 == 0) {
    const std::string mutated = racer_fuzz::mutate_lines(std::string_view(reinterpret_cast<char*>(data), size), rng);
    if (mutated.size() <= max_size) {
      std::memcpy(data, mutated.data(), mutated.size());
      return mutated.size();
    }
  }
  return LLVMFuzzerMutate(data, size, max_size);
}
