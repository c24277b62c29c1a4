// racer-cpp: rewrites preprocessed C so that Frama-C 25 parses it.
//
// The Frama-C plug-in runs it, under -racer or -deadlock with -cc-rewrite,
// on the preprocessor's output of each .c file and on each .i file, as part
// of the preprocessing command Frama-C executes (docs/frontend.md). It works
// on Frama-C's temporary files only: the user's files are never written.
// Unlike racer-core it is not a client of the analysis ABI: it links the
// rewriting code beside it (frama-plugin/frontend) directly.
#include <cstdio>
#include <cstring>
#include <exception>
#include <stdexcept>
#include <string>
#include <string_view>

#include "common/file_io.hpp"
#include "frontend/rewriter.hpp"

namespace {

const char kUsage[] =
    "usage: racer-cpp [--origin FILE] [--input PATH] [--report FILE] IN OUT\n"
    "       racer-cpp --version | --help\n"
    "\n"
    "Rewrites the preprocessed C file IN into OUT (IN may be OUT) so that Frama-C 25\n"
    "parses it: _Atomic becomes the attribute racer_atomic, flexible array members of\n"
    "embedded structs get one element, functions called before their declaration get\n"
    "a prototype. Every line keeps its number.\n"
    "  --origin FILE  the user's source file: OUT starts with a line marker naming it\n"
    "  --input PATH   the file the preprocessor read; when it is not --origin's file\n"
    "                 (Frama-C preprocessing its own temporary files, e.g. annotations),\n"
    "                 IN is copied to OUT unchanged and no report is written\n"
    "  --report FILE  write one line per rewrite: kind, file, line, detail (tab-separated)\n"
    "The exit status is 0 on success, 1 on errors, 2 on bad usage.\n";

struct Arguments {
  std::string origin, input, report, in, out;
};

// False on bad usage (message printed).
bool parse(int argc, char** argv, Arguments& a) {
  std::string* positional[] = {&a.in, &a.out};
  std::size_t given = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    std::string* value = arg == "--origin"   ? &a.origin
                         : arg == "--input"  ? &a.input
                         : arg == "--report" ? &a.report
                                             : nullptr;
    if (value != nullptr) {
      if (i + 1 == argc) {
        std::fprintf(stderr, "racer-cpp: %s needs a value\n%s", argv[i], kUsage);
        return false;
      }
      *value = argv[++i];
    } else if (arg.size() > 1 && arg[0] == '-') {
      std::fprintf(stderr, "racer-cpp: unknown option %s\n%s", argv[i], kUsage);
      return false;
    } else if (given < 2) {
      *positional[given++] = std::string(arg);
    } else {
      std::fprintf(stderr, "racer-cpp: too many files\n%s", kUsage);
      return false;
    }
  }
  if (given != 2) {
    std::fprintf(stderr, "racer-cpp: IN and OUT are required\n%s", kUsage);
    return false;
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 2 && std::strcmp(argv[1], "--help") == 0) {
    std::fputs(kUsage, stdout);
    return 0;
  }
  if (argc == 2 && std::strcmp(argv[1], "--version") == 0) {
    std::printf("racer-cpp %s\n", RACER_VERSION);
    return 0;
  }
  Arguments a;
  if (!parse(argc, argv, a)) return 2;
  try {
    const std::string text = racer::read_file(a.in);
    if (!a.input.empty() && !a.origin.empty() && a.input != a.origin) {
      if (a.in != a.out) racer::write_file(a.out, text);
      return 0;
    }
    const racer::frontend::RewriteResult result =
        racer::frontend::rewrite_for_frama_c(text, {a.origin});
    racer::write_file(a.out, result.text);
    if (!a.report.empty()) racer::write_file(a.report, racer::frontend::report_lines(result.rewrites));
    return 0;
  } catch (const std::logic_error& e) {
    std::fprintf(stderr, "racer-cpp: internal error while rewriting %s: %s\n",
                 (a.origin.empty() ? a.in : a.origin).c_str(), e.what());
  } catch (const std::exception& e) {
    std::fprintf(stderr, "racer-cpp: %s (rewriting %s)\n", e.what(),
                 (a.origin.empty() ? a.in : a.origin).c_str());
  }
  return 1;
}
