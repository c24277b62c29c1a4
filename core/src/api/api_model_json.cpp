// C ABI, the model dump: racer_read_model_json(_text) and racer_write_model_json.
//
// Reading parses into a fresh FactStore and appends it only when the whole
// file was good, so a failed read adds nothing to the session. The dump also
// carries the texts of the concurrency models the session loaded (top-level
// "models"), so a replay classifies calls exactly as the original run, and
// its analysis options ("options": context depth, approximation), so a
// replay decides the same verdict, and the races the run saw happen
// ("witnesses", racer_confirm_race), so a replay keeps their certainty.
#include <limits>
#include <vector>

#include <nlohmann/json.hpp>

#include "api/api_guard.hpp"
#include "api/session.hpp"
#include "common/error.hpp"
#include "common/file_io.hpp"
#include "facts/model_json.hpp"

using racer::api::guarded;
using racer::api::require_arg;

namespace {

// The "models" array of a dump, loaded into a copy of `base`.
racer::models::ConcurrencyModel models_of_dump(const nlohmann::json& doc, const std::string& path,
                                               racer::models::ConcurrencyModel base) {
  if (!doc.is_object() || !doc.contains("models")) return base;
  const nlohmann::json& models = doc["models"];
  if (!models.is_array())
    throw racer::Error(RACER_E_PARSE, path + ": models: expected an array");
  for (std::size_t i = 0; i < models.size(); ++i) {
    const nlohmann::json& m = models[i];
    const std::string at = path + ": models[" + std::to_string(i) + "]";
    if (!m.is_object() || !m.contains("origin") || !m.contains("text") ||
        !m["origin"].is_string() || !m["text"].is_string())
      throw racer::Error(RACER_E_PARSE, at + ": expected {\"origin\": string, \"text\": string}");
    base.load_text(m["text"].get<std::string>(),
                   m["origin"].get<std::string>() + " (from " + path + ")");
  }
  return base;
}

// The "options" object of a dump applied to a copy of `base`.
racer::engine::Options options_of_dump(const nlohmann::json& doc, const std::string& path,
                                       racer::engine::Options base) {
  if (!doc.is_object() || !doc.contains("options")) return base;
  const nlohmann::json& options = doc["options"];
  if (!options.is_object())
    throw racer::Error(RACER_E_PARSE, path + ": options: expected an object");
  for (const auto& [key, value] : options.items()) {
    if (!value.is_string())
      throw racer::Error(RACER_E_PARSE, path + ": options." + key + ": expected a string");
    try {
      base.set(key, value.get<std::string>());
    } catch (const racer::Error& e) {
      throw racer::Error(RACER_E_PARSE, path + ": options: " + e.what());
    }
  }
  return base;
}

// The "witnesses" array of a dump: the races the original run saw happen
// (racer_confirm_race), applied again when the replay's run is done.
std::vector<racer_session::Witness> witnesses_of_dump(const nlohmann::json& doc, const std::string& path) {
  std::vector<racer_session::Witness> out;
  if (!doc.is_object() || !doc.contains("witnesses")) return out;
  const nlohmann::json& ws = doc["witnesses"];
  if (!ws.is_array()) throw racer::Error(RACER_E_PARSE, path + ": witnesses: expected an array");
  for (std::size_t i = 0; i < ws.size(); ++i) {
    const nlohmann::json& w = ws[i];
    const std::string at = path + ": witnesses[" + std::to_string(i) + "]";
    const auto integer = [&](const char* key) {
      if (!w.contains(key) || !w[key].is_number_integer())
        throw racer::Error(RACER_E_PARSE, at + "." + key + ": expected an integer");
      const auto v = w[key].get<std::int64_t>();
      if (v < -1 || v > std::numeric_limits<std::int32_t>::max())
        throw racer::Error(RACER_E_PARSE, at + "." + key + ": " + std::to_string(v) + " out of range");
      return static_cast<std::int32_t>(v);
    };
    if (!w.is_object()) throw racer::Error(RACER_E_PARSE, at + ": expected an object");
    if (!w.contains("witness") || !w["witness"].is_string() || w["witness"].get<std::string>().empty())
      throw racer::Error(RACER_E_PARSE, at + ".witness: expected a non-empty string");
    out.push_back({integer("race"), integer("first"), integer("second"), w["witness"].get<std::string>()});
  }
  return out;
}

// Reads the whole dump before touching the session, so that a failure adds
// nothing to it. The text is parsed once: a real program's dump is tens of
// megabytes.
void read_dump(racer_session& s, const std::string& text, const std::string& origin) {
  const nlohmann::json doc = racer::facts::parse_dump_document(text, origin);
  const racer::facts::FactStore dump = racer::facts::facts_of_dump(doc, origin);
  racer::models::ConcurrencyModel models = models_of_dump(doc, origin, s.models);
  racer::engine::Options options = options_of_dump(doc, origin, s.options);
  std::vector<racer_session::Witness> witnesses = witnesses_of_dump(doc, origin);
  s.facts.append(dump);
  s.dump_witnesses.insert(s.dump_witnesses.end(), witnesses.begin(), witnesses.end());
  s.models = std::move(models);
  s.options = options;
}

}  // namespace

extern "C" {

racer_status racer_read_model_json(racer_session* s, const char* path) {
  return guarded(s, __func__, [&] {
    require_arg(path, "path");
    s->require_build();
    read_dump(*s, racer::read_file(path), path);
    return RACER_OK;
  });
}

racer_status racer_read_model_json_text(racer_session* s, const char* text, size_t length,
                                        const char* origin) {
  return guarded(s, __func__, [&] {
    require_arg(origin, "origin");
    if (length > 0) require_arg(text, "text");
    s->require_build();
    read_dump(*s, std::string(length > 0 ? text : "", length), origin);
    return RACER_OK;
  });
}

racer_status racer_write_model_json(const racer_session* s, const char* path) {
  return guarded(s, __func__, [&] {
    require_arg(path, "path");
    s->require_frozen();
    std::string text = racer::facts::model_json(s->facts);
    // The facts dump ends with "}\n": options and models go in as its last
    // fields.
    nlohmann::json options = nlohmann::json::object();
    for (const auto& [key, value] : s->options.entries()) options[key] = value;
    std::string extra = ",\n  \"options\": " + options.dump();
    const auto& sources = s->models.sources();
    if (!sources.empty()) {
      extra += ",\n  \"models\": [";
      for (std::size_t i = 0; i < sources.size(); ++i)
        extra += std::string(i ? "," : "") + "\n    {\"origin\": " +
                 nlohmann::json(sources[i].origin).dump() +
                 ", \"text\": " + nlohmann::json(sources[i].text).dump() + "}";
      extra += "\n  ]";
    }
    if (!s->witnesses.empty()) {
      extra += ",\n  \"witnesses\": [";
      for (std::size_t i = 0; i < s->witnesses.size(); ++i) {
        const racer_session::Witness& w = s->witnesses[i];
        extra += std::string(i ? "," : "") + "\n    {\"race\": " + std::to_string(w.race) +
                 ", \"first\": " + std::to_string(w.first) + ", \"second\": " + std::to_string(w.second) +
                 ", \"witness\": " + nlohmann::json(w.text).dump() + "}";
      }
      extra += "\n  ]";
    }
    // Drop the newline before the closing brace, then re-add it after.
    const std::size_t close = text.rfind('}');
    std::size_t end = close;
    while (end > 0 && (text[end - 1] == '\n' || text[end - 1] == ' ')) --end;
    text = text.substr(0, end) + extra + "\n}\n";
    racer::write_file(path, text);
    return RACER_OK;
  });
}

}  // extern "C"
