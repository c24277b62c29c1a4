// Structure-aware mutations for the fuzz targets. They know JSON and YAML
// lines, not Racer's keys: every key, table and size they use is read off
// the input being mutated, so they follow the dump format as it changes.
#pragma once

#include <optional>
#include <random>
#include <string>
#include <string_view>

namespace racer_fuzz {

// One mutation of a JSON document: a number replaced by a boundary value
// (0, -1, a table's size and its neighbours, 2^31, ...), a value replaced
// by one of another type or by a deep nest, a key deleted or copied, a row
// deleted, duplicated or swapped (ids renumbered so the row reads),
// a value copied from elsewhere in the document, or a line-level mutation
// of a multi-line string (the YAML models embedded in a dump). nullopt when
// the text is not JSON.
std::optional<std::string> mutate_json(std::string_view text, std::mt19937& rng);

// One mutation of the lines of a text (YAML): a line deleted, duplicated,
// moved, re-indented, or a scalar after a ':' replaced by another one.
std::string mutate_lines(std::string_view text, std::mt19937& rng);

}  // namespace racer_fuzz
