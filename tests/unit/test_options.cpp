// Option parsing: known keys, strict integers, and clear errors.
#include <algorithm>

#include "digests/digest.hpp"
#include "engine/options.hpp"
#include "model_builder.hpp"

using racer::engine::Options;
using racer::test::require_error;

TEST_CASE("options: context_depth takes an integer >= 0") {
  Options o;
  CHECK(o.context_depth == 1);
  o.set("context_depth", "0");
  CHECK(o.context_depth == 0);
  o.set("context_depth", "12");
  CHECK(o.context_depth == 12);
  for (const char* bad : {"", "-1", "+1", " 1", "1x", "1.5", "99999999999"}) {
    INFO(bad);
    require_error([&] { o.set("context_depth", bad); }, RACER_E_ARG,
                  "context_depth: \"" + std::string(bad) + "\" is not an integer >= 0");
  }
  CHECK(o.context_depth == 12);
}

TEST_CASE("options: unknown keys are refused") {
  Options o;
  require_error([&] { o.set("contex_depth", "1"); }, RACER_E_ARG,
                "unknown option \"contex_depth\" (known: context_depth, approximation, alias, escape, time_budget, eva_fallback, unmodelled, digests, recognisers, suppress, baseline, analyses)");
}

TEST_CASE("options: digests are all, or known ids, and read back when not all") {
  Options o;
  CHECK(o.digests == "all");
  const auto has_digests = [&] {
    const auto entries = o.entries();
    return std::any_of(entries.begin(), entries.end(), [](const auto& e) { return e.first == "digests"; });
  };
  CHECK_FALSE(has_digests());  // the default dumps as before
  o.set("digests", "L,TID,J");
  CHECK(o.digests == "L,TID,J");
  CHECK(has_digests());
  CHECK(racer::digests::parse_ids(o.digests) == std::vector<std::string>{"L", "TID", "J"});
  CHECK(racer::digests::parse_ids("all").size() == racer::digests::catalogue().size());
  CHECK(racer::digests::parse_ids("").empty());
  require_error([&] { o.set("digests", "L,XX"); }, RACER_E_ARG, "digests: \"XX\" is not a digest (known: L, TF, TID, J, B, FR, LH, SL, or all)");
  CHECK(o.digests == "L,TID,J");  // a refused value changes nothing
}

TEST_CASE("options: alias is none or steensgaard, and reads back") {
  Options o;
  CHECK_FALSE(o.alias);
  o.set("alias", "steensgaard");
  CHECK(o.alias);
  const auto entries = o.entries();
  CHECK(std::find(entries.begin(), entries.end(),
                  std::pair<std::string, std::string>{"alias", "steensgaard"}) != entries.end());
  o.set("alias", "none");
  CHECK_FALSE(o.alias);
  require_error([&] { o.set("alias", "andersen"); }, RACER_E_ARG,
                "alias: \"andersen\" is not one of none, steensgaard");
}

TEST_CASE("options: escape is flags or steensgaard, and reads back") {
  Options o;
  CHECK_FALSE(o.escape_by_flows);
  o.set("escape", "steensgaard");
  CHECK(o.escape_by_flows);
  const auto entries = o.entries();
  CHECK(std::find(entries.begin(), entries.end(),
                  std::pair<std::string, std::string>{"escape", "steensgaard"}) != entries.end());
  o.set("escape", "flags");
  CHECK_FALSE(o.escape_by_flows);
  require_error([&] { o.set("escape", "eva"); }, RACER_E_ARG,
                "escape: \"eva\" is not one of flags, steensgaard");
}

TEST_CASE("options: approximation is exact, over or under") {
  Options o;
  CHECK(o.approximation == racer::engine::Approximation::Exact);
  o.set("approximation", "over");
  CHECK(o.approximation == racer::engine::Approximation::Over);
  o.set("approximation", "under");
  CHECK(o.approximation == racer::engine::Approximation::Under);
  require_error([&] { o.set("approximation", "combined"); }, RACER_E_ARG,
                "approximation: \"combined\" is not one of exact, over, under, none");
  CHECK(o.approximation == racer::engine::Approximation::Under);
}

TEST_CASE("options: time_budget takes milliseconds >= 0 and is dumped only when set") {
  racer::engine::Options o;
  const auto has_budget = [&] {
    for (const auto& [k, v] : o.entries())
      if (k == "time_budget") return true;
    return false;
  };
  CHECK_FALSE(has_budget());
  o.set("time_budget", "1500");
  CHECK(o.time_budget_ms == 1500);
  CHECK(has_budget());
  CHECK_THROWS(o.set("time_budget", "-1"));
  CHECK_THROWS(o.set("time_budget", "soon"));
}

TEST_CASE("options: recognisers are all, none, or flags, lost-ids and join-loops, and read back") {
  Options o;
  CHECK(o.value("recognisers") == "all");
  const auto dumped = [&] {
    for (const auto& [k, v] : o.entries())
      if (k == "recognisers") return v;
    return std::string();
  };
  CHECK(dumped().empty());  // the default dumps as before
  o.set("recognisers", "lost-ids");
  CHECK((!o.flags && o.lost_ids && !o.join_loops));
  CHECK(dumped() == "lost-ids");
  o.set("recognisers", "flags,lost-ids");
  CHECK((o.flags && o.lost_ids && !o.join_loops));
  CHECK(o.value("recognisers") == "flags,lost-ids");
  o.set("recognisers", "join-loops,flags,lost-ids");
  CHECK((o.flags && o.lost_ids && o.join_loops));
  CHECK(o.value("recognisers") == "all");
  CHECK(dumped().empty());
  o.set("recognisers", "join-loops");
  CHECK(dumped() == "join-loops");
  o.set("recognisers", "none");
  CHECK((!o.flags && !o.lost_ids && !o.join_loops));
  CHECK(dumped() == "none");
  o.set("recognisers", "flags");
  CHECK(o.value("recognisers") == "flags");
  require_error([&] { o.set("recognisers", "flags,slots"); }, RACER_E_ARG,
                "recognisers: unknown recogniser \"slots\" (known: flags, lost-ids, join-loops; or all, none)");
}
