// libFuzzer target: a model dump through the whole core (reading,
// validation, every engine, every report). Inputs are mostly made by the
// structure-aware mutator below from dumps of tests/programs; one mutation
// in eight stays libFuzzer's byte-level one, for the parser itself.
#include <cstring>
#include <random>

#include "drive.hpp"
#include "mutators.hpp"

extern "C" size_t LLVMFuzzerMutate(uint8_t* data, size_t size, size_t max_size);

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  racer_fuzz::abort_if_broken(racer_fuzz::drive_dump(data, size));
  return 0;
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t* data, size_t size, size_t max_size, unsigned seed) {
  std::mt19937 rng(seed);
  // libFuzzer chains several mutations per input: byte-level ones mostly
  // break the JSON, so they get one step in eight.
  if (rng() % 8 != 0) {
    const auto mutated = racer_fuzz::mutate_json(std::string_view(reinterpret_cast<char*>(data), size), rng);
    if (mutated && mutated->size() <= max_size) {
      std::memcpy(data, mutated->data(), mutated->size());
      return mutated->size();
    }
  }
  return LLVMFuzzerMutate(data, size, max_size);
}
