// racer-core: replays a program-model dump without Frama-C.
//
// Loads DUMP.json, freezes and runs the analyses, then prints the reports
// of the analyses the dump asks (its option "analyses": the race report as
// `frama-c -racer` does, the deadlock report as `frama-c -deadlock`), or a summary of the tables (--summary, or as
// one JSON object with --json, read by the end-to-end tests); it writes the
// JSON report and the SV-COMP witness on request. It uses only
// the public C ABI, like any other client of the core.
#include <chrono>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "racer/racer.h"

namespace {

const char kUsage[] =
    "usage: racer-core [--summary | --json] [--models FILE]... [--report-json FILE]\n"
    "                  [--witness FILE --program FILE [--architecture ARCH]]\n"
    "                  [--option KEY=VALUE]... [--time] DUMP.json\n"
    "       racer-core --version | --help\n"
    "\n"
    "Loads a program model written by `frama-c -racer -racer-dump-model DUMP.json`,\n"
    "checks it, runs the analyses and prints the reports and verdicts the dump\n"
    "asks for (races, deadlocks or both, as the run that wrote it).\n"
    "The exit status is 0 whatever the verdict, 1 on errors, 2 on bad usage.\n"
    "  --summary          print row counts of every table instead of the report\n"
    "  --json             print that summary as one JSON object\n"
    "  --models FILE      also load this concurrency model (RacerF YAML schema);\n"
    "                     the models saved in the dump are always loaded\n"
    "  --report-json FILE write the JSON report to FILE\n"
    "  --witness FILE     write the SV-COMP violation witness (GraphML) of a certain\n"
    "                     race to FILE (an error when the verdict is not race)\n"
    "  --program FILE     the C file the dump was made from, named and hashed in\n"
    "                     the witness\n"
    "  --architecture A   the witness's architecture: 32bit, 64bit (default)...\n"
    "  --option KEY=VALUE set an analysis option (racer_set_option) after the\n"
    "                     dump's own, e.g. --option digests=L,TF\n"
    "  --time             also print, on stderr, how long the analyses ran\n"
    "                     (racer_freeze and racer_run; the dump's reading aside)\n"
    "  --version  print the version and exit\n"
    "  --help     print this help and exit\n";

// A failed ABI call; the message is racer_last_error's.
struct Failure {
  std::string message;
};

using Session = std::unique_ptr<racer_session, decltype(&racer_session_free)>;

void check(const racer_session* s, racer_status status) {
  if (status < 0) throw Failure{racer_last_error(s)};
}

struct Summary {
  std::vector<std::pair<std::string, size_t>> tables;
  std::string entry;
  size_t reachable = 0;
  std::string report;
};

struct Request {
  const char* dump = nullptr;
  std::vector<const char*> models;
  const char* report_json = nullptr;
  const char* witness = nullptr;
  const char* program = nullptr;
  const char* architecture = "64bit";
  std::vector<std::pair<std::string, std::string>> options;
  bool time = false;
};

Summary analyse(const Request& req) {
  Session s(racer_session_new(), racer_session_free);
  if (!s) throw Failure{"out of memory"};
  check(s.get(), racer_read_model_json(s.get(), req.dump));
  for (const char* m : req.models) check(s.get(), racer_load_models_file(s.get(), m));
  for (const auto& [key, value] : req.options)
    check(s.get(), racer_set_option(s.get(), key.c_str(), value.c_str()));
  const auto start = std::chrono::steady_clock::now();
  check(s.get(), racer_freeze(s.get()));
  check(s.get(), racer_run(s.get(), 0));
  if (req.time) {
    const std::chrono::duration<double, std::milli> ms = std::chrono::steady_clock::now() - start;
    std::fprintf(stderr, "racer-core: analyses ran %.3f ms\n", ms.count());
  }
  if (req.report_json) check(s.get(), racer_write_report_json(s.get(), req.report_json));
  if (req.witness)
    check(s.get(), racer_write_witness_graphml(s.get(), req.witness, req.program, req.architecture));

  Summary out;
  const char* analyses = nullptr;
  check(s.get(), racer_option(s.get(), "analyses", &analyses));
  const std::string asked = analyses;
  const char* report = nullptr;
  if (asked.find("races") != std::string::npos) {
    check(s.get(), racer_report_text(s.get(), &report));
    out.report = report;
  }
  if (asked.find("deadlocks") != std::string::npos) {
    check(s.get(), racer_deadlock_report_text(s.get(), 0, &report));
    out.report += report;
  }
  for (int32_t i = 0; const char* name = racer_table_name(i); ++i) {
    size_t rows = 0;
    check(s.get(), racer_table_rows(s.get(), name, &rows));
    out.tables.emplace_back(name, rows);
  }
  const int32_t entry = racer_entry(s.get());
  const int32_t* names = nullptr;
  size_t nfunctions = 0;
  check(s.get(), racer_column(s.get(), "functions", "name", &names, &nfunctions));
  const char* text = nullptr;
  size_t len = 0;
  check(s.get(), racer_string(s.get(), names[entry], &text, &len));
  out.entry.assign(text, len);
  check(s.get(), racer_table_rows(s.get(), "reachable_functions", &out.reachable));
  return out;
}

void print_text(const Summary& summary) {
  for (const auto& [name, rows] : summary.tables)
    std::printf("%-22s %10zu\n", name.c_str(), rows);
  std::printf("entry: %s\n", summary.entry.c_str());
  std::printf("%zu functions reachable from %s\n", summary.reachable, summary.entry.c_str());
}

void print_json(const Summary& summary) {
  nlohmann::ordered_json tables = nlohmann::ordered_json::object();
  for (const auto& [name, rows] : summary.tables) tables[name] = rows;
  nlohmann::ordered_json out = {{"tables", tables},
                                {"entry", summary.entry},
                                {"reachable_functions", summary.reachable}};
  std::printf("%s\n",
              out.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace).c_str());
}

int usage_error(const char* what) {
  std::fprintf(stderr, "racer-core: %s\n%s", what, kUsage);
  return 2;
}

int run(int argc, char** argv) {
  bool json = false, summary_only = false;
  Request req;
  for (int i = 1; i < argc; ++i) {
    const char* arg = argv[i];
    if (std::strcmp(arg, "--help") == 0 || std::strcmp(arg, "-h") == 0) {
      std::fputs(kUsage, stdout);
      return 0;
    }
    if (std::strcmp(arg, "--version") == 0) {
      std::printf("racer-core %s (ABI %u)\n", racer_version_string(), racer_abi_version());
      return 0;
    }
    const bool has_value = i + 1 < argc;
    if (std::strcmp(arg, "--json") == 0) {
      json = true;
    } else if (std::strcmp(arg, "--summary") == 0) {
      summary_only = true;
    } else if (std::strcmp(arg, "--models") == 0 || std::strcmp(arg, "--report-json") == 0 ||
               std::strcmp(arg, "--witness") == 0 || std::strcmp(arg, "--program") == 0) {
      if (!has_value) return usage_error((std::string(arg) + " needs a file").c_str());
      const char* value = argv[++i];
      if (arg[2] == 'm') req.models.push_back(value);
      else if (arg[2] == 'r') req.report_json = value;
      else if (arg[2] == 'w') req.witness = value;
      else req.program = value;
    } else if (std::strcmp(arg, "--time") == 0) {
      req.time = true;
    } else if (std::strcmp(arg, "--option") == 0) {
      if (!has_value) return usage_error("--option needs KEY=VALUE");
      const std::string kv = argv[++i];
      const std::size_t eq = kv.find('=');
      if (eq == std::string::npos || eq == 0) return usage_error(("--option " + kv + ": expected KEY=VALUE").c_str());
      req.options.emplace_back(kv.substr(0, eq), kv.substr(eq + 1));
    } else if (std::strcmp(arg, "--architecture") == 0) {
      if (!has_value) return usage_error("--architecture needs a name");
      req.architecture = argv[++i];
    } else if (arg[0] == '-' && arg[1] != '\0') {
      return usage_error((std::string("unknown option ") + arg).c_str());
    } else if (req.dump != nullptr) {
      return usage_error("more than one dump given");
    } else {
      req.dump = arg;
    }
  }
  if (req.dump == nullptr) return usage_error("no dump given");
  if ((req.witness == nullptr) != (req.program == nullptr))
    return usage_error("--witness and --program go together");
  const Summary summary = analyse(req);
  if (json) print_json(summary);
  else if (summary_only) print_text(summary);
  else std::fputs(summary.report.c_str(), stdout);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const Failure& f) {
    std::fprintf(stderr, "racer-core: %s\n", f.message.c_str());
  } catch (const std::exception& e) {
    std::fprintf(stderr, "racer-core: %s\n", e.what());
  } catch (...) {
    std::fprintf(stderr, "racer-core: unexpected failure\n");
  }
  return 1;
}
