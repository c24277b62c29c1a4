// Prints the libFuzzer dictionary of the dump format to stdout: the names of
// every table and column the core knows (racer_table_name /
// racer_column_name), the top-level keys and the option names. Run by the
// build, so the dictionary follows the schema.
#include <cstdio>
#include <set>
#include <string>

#include "racer/racer.h"

int main() {
  std::set<std::string> words{"format", "racer-model", "abi_version", "producer", "entry", "options",
                              "models", "origin", "text", "witnesses", "witness", "race", "first",
                              "second", "id"};
  for (int32_t i = 0; const char* table = racer_table_name(i); ++i) {
    words.insert(table);
    for (int32_t j = 0; const char* column = racer_column_name(table, j); ++j) words.insert(column);
  }
  for (const std::string& w : words) std::printf("\"\\\"%s\\\"\"\n", w.c_str());
  return 0;
}
