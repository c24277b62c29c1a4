// C ABI, the model dump: racer_read_model_json and racer_write_model_json.
//
// Reading parses into a fresh FactStore and appends it only when the whole
// file was good, so a failed read adds nothing to the session. The dump also
// carries the texts of the concurrency models the session loaded (top-level
// "models"), so a replay classifies calls exactly as the original run, and
// its analysis options ("options": context depth, approximation), so a
// replay decides the same verdict.
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
racer::models::ConcurrencyModel models_of_dump(const std::string& text, const std::string& path,
                                               racer::models::ConcurrencyModel base) {
  const nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
  if (doc.is_discarded() || !doc.is_object() || !doc.contains("models")) return base;
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
racer::engine::Options options_of_dump(const std::string& text, const std::string& path,
                                       racer::engine::Options base) {
  const nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
  if (doc.is_discarded() || !doc.is_object() || !doc.contains("options")) return base;
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

}  // namespace

extern "C" {

racer_status racer_read_model_json(racer_session* s, const char* path) {
  return guarded(s, __func__, [&] {
    require_arg(path, "path");
    s->require_build();
    const std::string text = racer::read_file(path);
    const racer::facts::FactStore dump = racer::facts::parse_model_json(text, path);
    racer::models::ConcurrencyModel models = models_of_dump(text, path, s->models);
    racer::engine::Options options = options_of_dump(text, path, s->options);
    s->facts.append(dump);
    s->models = std::move(models);
    s->options = options;
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
