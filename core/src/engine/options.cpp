// Parsing of option values (see options.hpp).
//
// Integers are parsed strictly (digits only, no sign, no spaces, no
// overflow): a typo in a plug-in option must not silently become 0.
#include "engine/options.hpp"

#include <algorithm>
#include <charconv>
#include <string>

#include "common/error.hpp"
#include "digests/digest.hpp"

namespace racer::engine {
namespace {

std::int32_t non_negative(std::string_view key, std::string_view value) {
  std::int32_t out = 0;
  const char* end = value.data() + value.size();
  auto [ptr, ec] = std::from_chars(value.data(), end, out);
  if (value.empty() || value.front() == '-' || ec != std::errc() || ptr != end)
    throw Error(RACER_E_ARG, std::string(key) + ": \"" + std::string(value) +
                                 "\" is not an integer >= 0");
  return out;
}

}  // namespace

void Options::set(std::string_view key, std::string_view value) {
  if (key == "context_depth") {
    context_depth = non_negative(key, value);
    return;
  }
  if (key == "approximation") {
    if (value == "exact") approximation = Approximation::Exact;
    else if (value == "over") approximation = Approximation::Over;
    else if (value == "under") approximation = Approximation::Under;
    else if (value == "none") approximation = Approximation::None;
    else
      throw Error(RACER_E_ARG, "approximation: \"" + std::string(value) +
                                   "\" is not one of exact, over, under, none");
    return;
  }
  if (key == "alias") {
    if (value == "none") alias = false;
    else if (value == "steensgaard") alias = true;
    else
      throw Error(RACER_E_ARG,
                  "alias: \"" + std::string(value) + "\" is not one of none, steensgaard");
    return;
  }
  if (key == "escape") {
    if (value == "flags") escape_by_flows = false;
    else if (value == "steensgaard") escape_by_flows = true;
    else
      throw Error(RACER_E_ARG,
                  "escape: \"" + std::string(value) + "\" is not one of flags, steensgaard");
    return;
  }
  if (key == "time_budget") {
    time_budget_ms = non_negative(key, value);
    return;
  }
  if (key == "eva_fallback") {
    eva_fallback = std::string(value);
    return;
  }
  if (key == "unmodelled") {
    unmodelled = std::string(value);
    return;
  }
  if (key == "digests") {
    digests::parse_ids(value);  // throws on an unknown id
    digests = std::string(value);
    return;
  }
  if (key == "analyses") {
    if (value != "races" && value != "deadlocks" && value != "races,deadlocks")
      throw Error(RACER_E_ARG, "analyses \"" + std::string(value) + "\" (expected races, deadlocks or races,deadlocks)");
    report_races = value != "deadlocks";
    report_deadlocks = value != "races";
    return;
  }
  if (key == "recognisers") {
    bool with_flags = false, with_lost_ids = false, with_join_loops = false;
    if (value == "all") with_flags = with_lost_ids = with_join_loops = true;
    else if (value != "none" && !value.empty()) {
      for (std::size_t start = 0; start <= value.size();) {
        const std::size_t comma = std::min(value.find(',', start), value.size());
        const std::string_view name = value.substr(start, comma - start);
        if (name == "flags") with_flags = true;
        else if (name == "lost-ids") with_lost_ids = true;
        else if (name == "join-loops") with_join_loops = true;
        else
          throw Error(RACER_E_ARG, "recognisers: unknown recogniser \"" + std::string(name) +
                                       "\" (known: flags, lost-ids, join-loops; or all, none)");
        start = comma + 1;
      }
    }
    flags = with_flags;
    lost_ids = with_lost_ids;
    join_loops = with_join_loops;
    return;
  }
  if (key == "suppress" || key == "baseline") {
    (key == "suppress" ? suppress : baseline) = std::string(value);
    return;
  }
  throw Error(RACER_E_ARG, "unknown option \"" + std::string(key) +
                               "\" (known: context_depth, approximation, alias, escape, time_budget, eva_fallback, "
                               "unmodelled, digests, recognisers, suppress, baseline, analyses)");
}

std::string Options::value(std::string_view key) const {
  if (key == "time_budget") return std::to_string(time_budget_ms);
  if (key == "eva_fallback") return eva_fallback;
  if (key == "unmodelled") return unmodelled;
  if (key == "digests") return digests;
  if (key == "recognisers") return recognisers();
  if (key == "suppress") return suppress;
  if (key == "baseline") return baseline;
  if (key == "analyses")
    return report_races && report_deadlocks ? "races,deadlocks" : report_races ? "races" : "deadlocks";
  for (const auto& [k, v] : entries())
    if (k == key) return v;  // context_depth, approximation, alias, escape
  throw Error(RACER_E_ARG, "unknown option \"" + std::string(key) + "\"");
}

std::string Options::recognisers() const {
  if (flags && lost_ids && join_loops) return "all";
  std::string out;
  for (const auto& [on, name] : {std::pair{flags, "flags"}, {lost_ids, "lost-ids"}, {join_loops, "join-loops"}})
    if (on) out += (out.empty() ? "" : ",") + std::string(name);
  return out.empty() ? "none" : out;
}

std::vector<std::pair<std::string, std::string>> Options::entries() const {
  const char* approx = approximation == Approximation::Over    ? "over"
                       : approximation == Approximation::Under ? "under"
                       : approximation == Approximation::None  ? "none"
                                                               : "exact";
  std::vector<std::pair<std::string, std::string>> out = {
      {"context_depth", std::to_string(context_depth)},
      {"approximation", approx},
      {"alias", alias ? "steensgaard" : "none"},
      {"escape", escape_by_flows ? "steensgaard" : "flags"}};
  // A run without a limit dumps as before.
  if (time_budget_ms > 0) out.emplace_back("time_budget", std::to_string(time_budget_ms));
  // Only when given: dumps of other runs keep their options as they were.
  if (!eva_fallback.empty()) out.emplace_back("eva_fallback", eva_fallback);
  if (!unmodelled.empty()) out.emplace_back("unmodelled", unmodelled);
  if (digests != "all") out.emplace_back("digests", digests);
  if (!flags || !lost_ids || !join_loops) out.emplace_back("recognisers", recognisers());
  if (!suppress.empty()) out.emplace_back("suppress", suppress);
  if (!baseline.empty()) out.emplace_back("baseline", baseline);
  if (!report_races || !report_deadlocks) out.emplace_back("analyses", report_races ? "races" : "deadlocks");
  return out;
}

}  // namespace racer::engine
