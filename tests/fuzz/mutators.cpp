// Structure-aware mutations (mutators.hpp).
#include "mutators.hpp"

#include <cstdint>
#include <limits>
#include <vector>

#include <nlohmann/json.hpp>

namespace racer_fuzz {
namespace {

using json = nlohmann::json;

std::size_t pick(std::mt19937& rng, std::size_t n) {
  return n == 0 ? 0 : std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
}

// Every value of the document, depth first, with the key it sits under
// ("" in arrays and at the top).
struct Node {
  json* value;
  std::string key;
};

void collect(json& v, const std::string& key, std::vector<Node>& out) {
  out.push_back({&v, key});
  if (v.is_object())
    for (auto& [k, child] : v.items()) collect(child, k, out);
  else if (v.is_array())
    for (json& child : v) collect(child, "", out);
}

// Rows carry their position as "id": keep them dense after a row moved, so
// the mutation reaches what lies past the reader's id check.
void renumber(json& array) {
  for (std::size_t i = 0; i < array.size(); ++i)
    if (array[i].is_object() && array[i].contains("id")) array[i]["id"] = i;
}

json boundary_number(std::mt19937& rng, const std::vector<std::size_t>& sizes) {
  const std::int64_t fixed[] = {0, 1, -1, -2, 2, 7, 64, 255, 256, 65535,
                                std::numeric_limits<std::int32_t>::max(),
                                std::numeric_limits<std::int32_t>::min(),
                                std::int64_t{1} << 31, std::int64_t{1} << 32,
                                std::numeric_limits<std::int64_t>::max(),
                                std::numeric_limits<std::int64_t>::min()};
  if (!sizes.empty() && pick(rng, 2) == 0) {
    const auto n = static_cast<std::int64_t>(sizes[pick(rng, sizes.size())]);
    return n + static_cast<std::int64_t>(pick(rng, 3)) - 1;
  }
  if (pick(rng, 8) == 0) return 1e300;
  return fixed[pick(rng, std::size(fixed))];
}

json other_value(std::mt19937& rng) {
  switch (pick(rng, 7)) {
    case 0: return nullptr;
    case 1: return true;
    case 2: return "x";
    case 3: return json::array();
    case 4: return json::object();
    case 5: return 0.5;
    default: {
      json nest = 0;  // deep nesting: recursion in whatever walks it
      for (std::size_t i = 0, depth = 50 + pick(rng, 500); i < depth; ++i) nest = json::array({nest});
      return nest;
    }
  }
}

}  // namespace

std::string mutate_lines(std::string_view text, std::mt19937& rng) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = text.find('\n', start);
    lines.emplace_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  const std::size_t i = pick(rng, lines.size()), j = pick(rng, lines.size());
  switch (pick(rng, 6)) {
    case 0: lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(i)); break;
    case 1: lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(i), lines[j]); break;
    case 2: std::swap(lines[i], lines[j]); break;
    case 3: lines[i].insert(0, std::string(pick(rng, 2) ? 2 : 1, ' ')); break;
    case 4:
      if (!lines[i].empty() && lines[i][0] == ' ') lines[i].erase(0, 1);
      break;
    default: {
      static const char* const scalars[] = {"", "-1", "99999999999", "[]", "{}", "~", "'", "[", "&a", "*a",
                                            "!!binary x", "read", "write", "0", "yes", "\"\\u0000\""};
      const std::size_t colon = lines[i].find(": ");
      if (colon != std::string::npos) lines[i] = lines[i].substr(0, colon + 2) + scalars[pick(rng, std::size(scalars))];
      break;
    }
  }
  std::string out;
  for (std::size_t k = 0; k < lines.size(); ++k) out += (k ? "\n" : "") + lines[k];
  return out;
}

std::optional<std::string> mutate_json(std::string_view text, std::mt19937& rng) {
  json doc = json::parse(text, nullptr, false);
  if (doc.is_discarded()) return std::nullopt;
  std::vector<Node> nodes;
  collect(doc, "", nodes);
  std::vector<std::size_t> sizes;
  std::vector<std::string> keys;
  for (const Node& n : nodes) {
    if (n.value->is_array()) sizes.push_back(n.value->size());
    if (!n.key.empty()) keys.push_back(n.key);
  }
  // Numbers are most of a dump and ids are where validation matters: aim
  // at them more often than a uniform pick would.
  Node target = nodes[pick(rng, nodes.size())];
  for (int tries = 0; tries < 4 && !target.value->is_number() && pick(rng, 2) == 0; ++tries)
    target = nodes[pick(rng, nodes.size())];
  json& v = *target.value;
  const std::size_t kind = pick(rng, 10);
  if (v.is_number() && kind < 6) {
    v = boundary_number(rng, sizes);
  } else if (v.is_string() && v.get_ref<const std::string&>().find('\n') != std::string::npos && kind < 7) {
    v = mutate_lines(v.get_ref<const std::string&>(), rng);
  } else if (v.is_object() && !v.empty() && kind < 7) {
    auto it = v.begin();
    std::advance(it, static_cast<std::ptrdiff_t>(pick(rng, v.size())));
    if (kind < 3)
      v.erase(it);
    else if (!keys.empty())
      v[keys[pick(rng, keys.size())]] = *it;  // a known key, maybe out of place
  } else if (v.is_array() && !v.empty() && kind < 7) {
    const std::size_t i = pick(rng, v.size()), j = pick(rng, v.size());
    if (kind < 2)
      v.erase(i);
    else if (kind < 4) {
      const json row = v[i];
      v.insert(v.begin() + static_cast<std::ptrdiff_t>(j), row);
    }
    else if (kind < 5)
      std::swap(v[i], v[j]);
    else
      v.erase(v.begin() + static_cast<std::ptrdiff_t>(i), v.end());
    if (kind != 6 || pick(rng, 2)) renumber(v);
  } else if (kind < 8) {
    v = *nodes[pick(rng, nodes.size())].value;  // a value from elsewhere
  } else {
    v = other_value(rng);
  }
  return doc.dump();
}

}  // namespace racer_fuzz
