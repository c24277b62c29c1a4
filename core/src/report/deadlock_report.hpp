// Rendering of the deadlock engine's findings: text (the lock graph with
// edge counts, then each deadlock with the dependency of each thread), the
// JSON `deadlocks` array, and the lock graph in Graphviz DOT (deadlock
// edges in red).
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/analysis.hpp"
#include "facts/fact_store.hpp"
#include "report/blocks.hpp"

namespace racer::report {

const char* deadlock_verdict_name(deadlock::DeadlockVerdict v);  // "deadlock", ...

class Names;
// Lock v of the lock graph, and a cycle of them: "a -> b -> a".
std::string lock_name(const Names& n, const deadlock::DeadlockFindings& d, int v);
std::string cycle_text(const Names& n, const deadlock::DeadlockFindings& d, const std::vector<int>& cycle);

// The deadlock report as blocks (report.hpp). With `explain`, each cycle
// that cannot deadlock is listed with the
// filter that dropped it (otherwise only counts per filter).
Blocks deadlock_blocks(const facts::FactStore& facts, const engine::Analysis& analysis, bool explain);
std::string render_deadlock_text(const facts::FactStore& facts, const engine::Analysis& analysis,
                                 bool explain);

nlohmann::ordered_json deadlocks_json(const facts::FactStore& facts, const engine::Analysis& analysis);

std::string render_deadlock_dot(const facts::FactStore& facts, const engine::Analysis& analysis);

}  // namespace racer::report
