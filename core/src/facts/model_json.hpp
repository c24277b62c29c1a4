// The JSON model dump (docs/model-format.md): read and write a FactStore.
//
// Reading builds a fresh FactStore, so a caller can append it to a session
// only when the whole file was good. Writing produces deterministic text with
// one row per line, so dumps diff well.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

#include "facts/fact_store.hpp"

namespace racer::facts {

// Parses a dump. `path` names the file in messages. Throws racer::Error
// RACER_E_PARSE: "<path>:<line>:<column>: <what>" for malformed JSON,
// "<path>: statements[12].kind: unknown statement kind \"loopp\"" for a bad value.
FactStore parse_model_json(std::string_view text, std::string_view path);
// The two steps of parse_model_json, for a caller that reads the dump's other
// top-level fields too (models, options, witnesses) and parses the text once:
// the JSON document (RACER_E_PARSE with line:column), then its facts.
nlohmann::json parse_dump_document(std::string_view text, std::string_view path);
FactStore facts_of_dump(const nlohmann::json& doc, std::string_view path);
// read_file + parse_model_json (RACER_E_IO when the file cannot be read).
FactStore read_model_json(const std::string& path);

// The dump of a validated store.
std::string model_json(const FactStore& facts);
void write_model_json(const FactStore& facts, const std::string& path);

}  // namespace racer::facts
