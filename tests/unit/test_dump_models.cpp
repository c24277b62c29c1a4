// The model dump carries the loaded concurrency models: a replay classifies
// calls, finds threads and decides the verdict exactly as the original run.
#include <cstdio>
#include <fstream>
#include <string>

#include "model_builder.hpp"
#include "program_builder.hpp"

namespace {

struct Session {
  racer_session* s = racer_session_new();
  ~Session() { racer_session_free(s); }
};

std::string temp_path(const char* name) {
  return std::string(RACER_TEST_TMP_DIR) + "/" + name;
}

}  // namespace

TEST_CASE("dump: models travel with the dump and give the same verdict on replay") {
  const std::string dump = temp_path("dump_models.tmp.json");
  racer::test::Program p;
  const auto main = p.fn("main");
  const auto worker = p.thread_fn("worker");
  const auto t = p.global("t"), g = p.global("g");
  p.create(main, t, worker);
  p.write(main, g);
  p.ret(main);
  p.write(worker, g);
  p.ret(worker);
  p.facts = p.m.entry(main);
  const std::string json = racer::facts::model_json(p.facts);
  {
    std::ofstream out(dump);
    out << json;
  }
  int32_t first = -1;
  {
    Session a;
    REQUIRE(racer_read_model_json(a.s, dump.c_str()) == RACER_OK);
    REQUIRE(racer_load_models_text(a.s, racer::test::kPthreadModel, "pthread-test") == RACER_OK);
    REQUIRE(racer_freeze(a.s) == RACER_OK);
    REQUIRE(racer_write_model_json(a.s, dump.c_str()) == RACER_OK);
    REQUIRE(racer_run(a.s, 0) == RACER_OK);
    REQUIRE(racer_verdict(a.s, &first) == RACER_OK);
  }
  CHECK(first == RACER_VERDICT_RACE);
  {
    Session b;  // no models loaded by hand: they come from the dump
    REQUIRE(racer_read_model_json(b.s, dump.c_str()) == RACER_OK);
    REQUIRE(racer_freeze(b.s) == RACER_OK);
    REQUIRE(racer_run(b.s, 0) == RACER_OK);
    int32_t again = -1;
    REQUIRE(racer_verdict(b.s, &again) == RACER_OK);
    CHECK(again == first);
    int32_t cls = -1;
    CHECK(racer_classify_function(b.s, "pthread_create", &cls) == RACER_OK);
    CHECK(cls == RACER_CALL_THREAD_CREATE);
  }
  {
    // A dump whose models entry is malformed is refused, adding nothing.
    std::ifstream in(dump);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto at = text.find("\"models\"");
    REQUIRE(at != std::string::npos);
    const std::string broken = text.substr(0, at) + "\"models\": [{\"origin\": 3}]\n}\n";
    std::ofstream(dump) << broken;
    Session c;
    CHECK(racer_read_model_json(c.s, dump.c_str()) == RACER_E_PARSE);
    CHECK(std::string(racer_last_error(c.s)).find("models[0]") != std::string::npos);
    CHECK(racer_freeze(c.s) != RACER_OK);  // nothing was added: no entry
  }
  std::remove(dump.c_str());
}
