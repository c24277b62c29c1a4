// The program IR (nodes, instrs, instr_args): its validation rules, the
// values of constant expressions, and the facts racer_freeze derives from it
// (branches on a variable, publication flags, globals reached by name only),
// each rule with the twin where its premise fails.
#include <cstdint>
#include <optional>
#include <string>

#include "facts/validate.hpp"
#include "model_builder.hpp"
#include "syntax/derive.hpp"
#include "syntax/ir_values.hpp"

using racer::facts::FactStore;
using racer::syntax::Int128;
using racer::test::ModelBuilder;
using racer::test::require_error;

namespace {

constexpr std::int32_t kInt = RACER_TYPE_INTEGER | RACER_TYPE_SIGNED;
constexpr std::int32_t kUnsigned = RACER_TYPE_INTEGER;

// main with statements 0..n-1 and a global `flag` (base 0).
struct Program {
  ModelBuilder m;
  std::int32_t main_fn, flag;
  explicit Program(int statements = 3, std::int32_t flag_flags = 0) {
    main_fn = m.function("main");
    for (int i = 0; i < statements; ++i) m.stmt(main_fn);
    flag = m.global("flag", flag_flags);
  }
  // `flag = <rhs>` at stmt s (-1: the initialiser).
  void assign(std::int32_t s, std::int32_t rhs) { m.instr(s, RACER_INSTR_ASSIGN, m.var(flag), rhs); }
  FactStore frozen() {
    FactStore f = m.entry(main_fn);
    racer::facts::validate(f);
    return f;
  }
};

std::optional<long long> value_of(const FactStore& f, std::int32_t node) {
  const auto v = racer::syntax::constant_value(f, node);
  if (!v) return std::nullopt;
  return static_cast<long long>(*v);
}

}  // namespace

TEST_CASE("IR constants: casts wrap to the target width and signedness", "[syntax]") {
  ModelBuilder m;
  const std::int32_t c256 = m.constant("256");
  const std::int32_t to_char = m.node(RACER_NODE_CAST, c256, -1, 0, kInt, 8);
  const std::int32_t minus1 = m.constant("-1");
  const std::int32_t to_uchar = m.node(RACER_NODE_CAST, minus1, -1, 0, kUnsigned, 8);
  const std::int32_t c200 = m.constant("200");
  const std::int32_t to_schar = m.node(RACER_NODE_CAST, c200, -1, 0, kInt, 8);
  const std::int32_t big = m.constant("18446744073709551615", kUnsigned, 64);
  const std::int32_t to_int = m.node(RACER_NODE_CAST, big, -1, 0, kInt, 32);
  const FactStore& f = m.f;
  CHECK(value_of(f, to_char) == 0);
  CHECK(value_of(f, to_uchar) == 255);
  CHECK(value_of(f, to_schar) == -56);
  CHECK(value_of(f, to_int) == -1);
  // A cast to a pointer or a float is no integer constant.
  const std::int32_t to_ptr = m.node(RACER_NODE_CAST, c256, -1, 0, RACER_TYPE_POINTER, 64);
  CHECK_FALSE(value_of(m.f, to_ptr));
}

TEST_CASE("IR constants: operators, and what C leaves without a value", "[syntax]") {
  ModelBuilder m;
  const std::int32_t six = m.constant("6"), zero = m.constant("0"), forty = m.constant("40");
  const std::int32_t sum = m.node(RACER_NODE_BINOP, six, forty, RACER_BINOP_ADD);
  const std::int32_t quotient = m.node(RACER_NODE_BINOP, six, zero, RACER_BINOP_DIV);
  const std::int32_t shift = m.node(RACER_NODE_BINOP, six, forty, RACER_BINOP_SHL);  // 40 >= 32
  const std::int32_t eq = m.node(RACER_NODE_BINOP, six, six, RACER_BINOP_EQ);
  const std::int32_t lnot = m.node(RACER_NODE_UNOP, six, -1, RACER_UNOP_LOGNOT);
  const std::int32_t neg = m.node(RACER_NODE_UNOP, six, -1, RACER_UNOP_NEG);
  // INT_MAX + 1 in an int: wraps as the compilers Racer models do.
  const std::int32_t max = m.constant("2147483647");
  const std::int32_t one = m.constant("1");
  const std::int32_t overflow = m.node(RACER_NODE_BINOP, max, one, RACER_BINOP_ADD);
  const FactStore& f = m.f;
  CHECK(value_of(f, sum) == 46);
  CHECK_FALSE(value_of(f, quotient));
  CHECK_FALSE(value_of(f, shift));
  CHECK(value_of(f, eq) == 1);
  CHECK(value_of(f, lnot) == 0);
  CHECK(value_of(f, neg) == -6);
  CHECK(value_of(f, overflow) == -2147483648LL);
  // Reading a variable is no constant.
  const std::int32_t g = m.global("g");
  CHECK_FALSE(value_of(m.f, m.read(m.var(g))));
}

TEST_CASE("IR constants: a tree deeper than the bound is not walked", "[syntax]") {
  ModelBuilder m;
  std::int32_t n = m.constant("1");
  for (int i = 0; i < 10000; ++i) n = m.node(RACER_NODE_UNOP, n, -1, RACER_UNOP_NEG);
  CHECK_FALSE(value_of(m.f, n));
  CHECK(racer::syntax::parse_literal("-9223372036854775808"));
  CHECK_FALSE(racer::syntax::parse_literal("18446744073709551616"));
  CHECK_FALSE(racer::syntax::parse_literal("0x10"));
}

TEST_CASE("IR branches: a variable tested against 0, both ways round", "[syntax]") {
  ModelBuilder m;
  const std::int32_t fn = m.function("main");
  const std::int32_t test = m.stmt(fn, RACER_STMT_IF);
  const std::int32_t then_s = m.stmt(fn), else_s = m.stmt(fn);
  const std::int32_t v = m.global("v");
  const std::int32_t zero = m.constant("0");
  const std::int32_t read_v = m.read(m.var(v));
  // if (v), if (!v), if (v == 0), if (0 != v), if (!!v), if (v + 0)
  const std::int32_t conds[] = {
      read_v,
      m.node(RACER_NODE_UNOP, read_v, -1, RACER_UNOP_LOGNOT),
      m.node(RACER_NODE_BINOP, read_v, zero, RACER_BINOP_EQ),
      m.node(RACER_NODE_BINOP, zero, read_v, RACER_BINOP_NE),
      m.node(RACER_NODE_UNOP, m.node(RACER_NODE_UNOP, read_v, -1, RACER_UNOP_LOGNOT), -1, RACER_UNOP_LOGNOT),
      m.node(RACER_NODE_BINOP, read_v, zero, RACER_BINOP_ADD),
  };
  // One if statement each (the first is `test`).
  std::int32_t at = test;
  for (std::int32_t c : conds) {
    m.instr(at, RACER_INSTR_COND, -1, c, then_s, else_s);
    at = m.stmt(fn, RACER_STMT_IF);
  }
  // A switch's condition has no two-way successors: no branch.
  m.f.statements.kind[static_cast<std::size_t>(at)] = RACER_STMT_SWITCH;
  m.instr(at, RACER_INSTR_COND, -1, read_v);
  const FactStore f = m.entry(fn);
  racer::facts::validate(f);
  const auto b = racer::syntax::derive_branches(f);
  REQUIRE(b.stmt.size() == 5);
  // zero_succ: the statement run when v == 0.
  const std::int32_t expected_zero[] = {else_s, then_s, then_s, else_s, else_s};
  for (std::size_t i = 0; i < 5; ++i) {
    CHECK(b.var[i] == v);
    CHECK(b.zero_succ[i] == expected_zero[i]);
    CHECK(b.nonzero_succ[i] == (expected_zero[i] == then_s ? else_s : then_s));
  }
}

TEST_CASE("IR flags: a zero-initialised global only set to non-zero constants", "[syntax]") {
  Program p;
  p.assign(1, p.m.constant("1"));
  p.assign(2, p.m.constant("7"));
  const auto r = racer::syntax::derive_flag_raises(p.frozen());
  REQUIRE(r.base.size() == 2);
  CHECK(r.base[0] == p.flag);
  CHECK(r.stmt[0] == 1);
  CHECK(r.stmt[1] == 2);
}

TEST_CASE("IR flags: twins where one premise fails give no flag", "[syntax]") {
  SECTION("an initialiser that is not 0") {
    Program p;
    p.assign(-1, p.m.constant("1"));
    p.assign(1, p.m.constant("1"));
    CHECK(racer::syntax::derive_flag_raises(p.frozen()).base.empty());
  }
  SECTION("a zero initialiser keeps it") {
    Program p;
    p.assign(-1, p.m.constant("0"));
    p.assign(1, p.m.constant("1"));
    CHECK(racer::syntax::derive_flag_raises(p.frozen()).base.size() == 1);
  }
  SECTION("a reset to 0") {
    Program p;
    p.assign(1, p.m.constant("1"));
    p.assign(2, p.m.constant("0"));
    CHECK(racer::syntax::derive_flag_raises(p.frozen()).base.empty());
  }
  SECTION("a constant that converts to 0 ((char)256)") {
    Program p;
    p.assign(1, p.m.node(RACER_NODE_CAST, p.m.constant("256"), -1, 0, kInt, 8));
    CHECK(racer::syntax::derive_flag_raises(p.frozen()).base.empty());
  }
  SECTION("a value that is not constant") {
    Program p;
    const std::int32_t g = p.m.global("g");
    p.assign(1, p.m.constant("1"));
    p.assign(2, p.m.read(p.m.var(g)));
    CHECK(racer::syntax::derive_flag_raises(p.frozen()).base.empty());
  }
  SECTION("its address taken anywhere") {
    Program p;
    p.assign(1, p.m.constant("1"));
    const std::int32_t addr = p.m.node(RACER_NODE_ADDR, p.m.var(p.flag), -1, 0, RACER_TYPE_POINTER, 64);
    const std::int32_t callee = p.m.node(RACER_NODE_OTHER, -1, -1, 0, RACER_TYPE_POINTER, 64);
    const std::int32_t call = p.m.instr(2, RACER_INSTR_CALL, -1, callee);
    p.m.instr_arg(call, 0, addr);
    CHECK(racer::syntax::derive_flag_raises(p.frozen()).base.empty());
  }
  SECTION("its base marked outside_ir (an asm label)") {
    Program p(3, RACER_BASE_ADDRESS_TAKEN | RACER_BASE_OUTSIDE_IR);
    p.assign(1, p.m.constant("1"));
    CHECK(racer::syntax::derive_flag_raises(p.frozen()).base.empty());
  }
  SECTION("an asm output") {
    Program p;
    p.assign(1, p.m.constant("1"));
    const std::int32_t asm_instr = p.m.instr(2, RACER_INSTR_ASM, -1, -1);
    p.m.instr_arg(asm_instr, 0, p.m.var(p.flag));
    CHECK(racer::syntax::derive_flag_raises(p.frozen()).base.empty());
  }
  SECTION("a call's result") {
    Program p;
    p.assign(1, p.m.constant("1"));
    const std::int32_t callee = p.m.node(RACER_NODE_OTHER, -1, -1, 0, RACER_TYPE_POINTER, 64);
    p.m.instr(2, RACER_INSTR_CALL, p.m.var(p.flag), callee);
    CHECK(racer::syntax::derive_flag_raises(p.frozen()).base.empty());
  }
  SECTION("not an integer (a pointer set to a constant)") {
    Program p;
    p.m.instr(1, RACER_INSTR_ASSIGN, p.m.var(p.flag, RACER_TYPE_POINTER), p.m.constant("1"));
    CHECK(racer::syntax::derive_flag_raises(p.frozen()).base.empty());
  }
}

namespace {

// Whether racer_freeze's derivation finds `base` reached by its name only.
bool never_addressed(const FactStore& f, std::int32_t base) {
  for (std::int32_t b : racer::syntax::derive_never_addressed(f))
    if (b == base) return true;
  return false;
}

// A call at `stmt` of an unknown function with one argument.
void call_with(Program& p, std::int32_t stmt, std::int32_t arg) {
  const std::int32_t callee = p.m.node(RACER_NODE_OTHER, -1, -1, 0, RACER_TYPE_POINTER, 64);
  const std::int32_t call = p.m.instr(stmt, RACER_INSTR_CALL, -1, callee);
  p.m.instr_arg(call, 0, arg);
}

}  // namespace

TEST_CASE("IR never_addressed: a global reached by its name only", "[syntax]") {
  Program p;
  p.assign(1, p.m.constant("1"));
  p.assign(2, p.m.read(p.m.var(p.flag)));
  CHECK(never_addressed(p.frozen(), p.flag));
}

TEST_CASE("IR never_addressed: twins where something may reach it by address", "[syntax]") {
  constexpr std::int32_t kPtr = RACER_TYPE_POINTER;
  SECTION("&g as a call's argument (an output slot too)") {
    Program p;
    call_with(p, 1, p.m.node(RACER_NODE_ADDR, p.m.var(p.flag), -1, 0, kPtr, 64));
    CHECK_FALSE(never_addressed(p.frozen(), p.flag));
  }
  SECTION("&g.f: an address into it") {
    Program p;
    const std::int32_t field = p.m.node(RACER_NODE_FIELD, p.m.var(p.flag, RACER_TYPE_AGGREGATE));
    call_with(p, 1, p.m.node(RACER_NODE_ADDR, field, -1, 0, kPtr, 64));
    CHECK_FALSE(never_addressed(p.frozen(), p.flag));
  }
  SECTION("an array decaying (START), in a global's initialiser") {
    Program p;
    const std::int32_t table = p.m.global("table");
    const std::int32_t start = p.m.node(RACER_NODE_START, p.m.var(p.flag, RACER_TYPE_ARRAY), -1, 0, kPtr, 64);
    p.m.instr(-1, RACER_INSTR_ASSIGN, p.m.var(table, kPtr), start);
    CHECK_FALSE(never_addressed(p.frozen(), p.flag));
    CHECK(never_addressed(p.frozen(), table));
  }
  SECTION("marked outside_ir by the front end (asm, asm labels, dlsym)") {
    Program p(3, RACER_BASE_ADDRESS_TAKEN | RACER_BASE_OUTSIDE_IR);
    p.assign(1, p.m.constant("1"));
    CHECK_FALSE(never_addressed(p.frozen(), p.flag));
  }
  SECTION("an extern the library defines") {
    Program p(3, RACER_BASE_EXTERN);
    p.assign(1, p.m.constant("1"));
    CHECK_FALSE(never_addressed(p.frozen(), p.flag));
  }
  SECTION("a dereference's address names no variable: the global stays") {
    Program p;
    const std::int32_t ptr = p.m.global("ptr");
    const std::int32_t deref = p.m.node(RACER_NODE_DEREF, p.m.read(p.m.var(ptr, kPtr)));
    call_with(p, 1, p.m.node(RACER_NODE_ADDR, deref, -1, 0, kPtr, 64));
    p.assign(2, p.m.constant("1"));
    CHECK(never_addressed(p.frozen(), p.flag));
  }
  SECTION("no IR at all: nothing is derived") {
    Program p;
    CHECK_FALSE(never_addressed(p.frozen(), p.flag));
  }
}

TEST_CASE("IR never_addressed in dumps: derived, so never written nor taken with an IR",
          "[syntax][dump]") {
  Program p;
  p.assign(1, p.m.constant("1"));
  FactStore f = p.frozen();
  f.bases.flags[static_cast<std::size_t>(p.flag)] |= RACER_BASE_NEVER_ADDRESSED;
  const std::string text = racer::facts::model_json(f);
  CHECK(text.find("never_addressed") == std::string::npos);
  // Given with an IR: refused at validation, naming the cell.
  FactStore given = racer::facts::parse_model_json(text, "<test>");
  given.bases.flags[static_cast<std::size_t>(p.flag)] |= RACER_BASE_NEVER_ADDRESSED;
  require_error([&] { racer::facts::validate(given); }, RACER_E_ARG,
                "bases[0].flags: base flag never_addressed is derived from the program IR");
  // An ABI 11 dump with an IR gave the front end's flag: dropped on reading.
  std::string old = text;
  const std::string none = "\"flags\": []", current = "\"abi_version\": " + std::to_string(RACER_ABI_VERSION);
  const std::size_t at = old.find(none, old.find("\"bases\""));
  REQUIRE(at < old.find("\"expressions\""));
  old.replace(at, none.size(), "\"flags\": [\"never_addressed\"]");
  old.replace(old.find(current), current.size(), "\"abi_version\": 11");
  const FactStore back = racer::facts::parse_model_json(old, "<test>");
  CHECK((back.bases.flags[static_cast<std::size_t>(p.flag)] & RACER_BASE_NEVER_ADDRESSED) == 0);
  // Without an IR (an older dump) the flag stays as given.
  Program bare;
  FactStore no_ir = bare.frozen();
  no_ir.bases.flags[static_cast<std::size_t>(bare.flag)] |= RACER_BASE_NEVER_ADDRESSED;
  const FactStore kept = racer::facts::parse_model_json(racer::facts::model_json(no_ir), "<test>");
  CHECK((kept.bases.flags[static_cast<std::size_t>(bare.flag)] & RACER_BASE_NEVER_ADDRESSED) != 0);
}

TEST_CASE("IR validation: each rule names the table, row and column", "[syntax][validate]") {
  SECTION("an operand after its node") {
    Program p;
    p.m.node(RACER_NODE_READ, 1);
    p.m.var(p.flag);
    require_error([&] { (void)p.frozen(); }, RACER_E_ID, "nodes[0].a: 1 is not an earlier node");
  }
  SECTION("a value where an lvalue is needed") {
    Program p;
    const std::int32_t c = p.m.constant("1");
    p.m.read(c);
    require_error([&] { (void)p.frozen(); }, RACER_E_ARG, "nodes[1].a: node 0 (const) but a read node needs an lvalue");
  }
  SECTION("a constant that is not a decimal integer") {
    Program p;
    p.m.constant("0x1f");
    require_error([&] { (void)p.frozen(); }, RACER_E_ARG, "nodes[0].literal: \"0x1f\" is not a decimal integer");
  }
  SECTION("an operator out of range") {
    Program p;
    const std::int32_t c = p.m.constant("1");
    p.m.node(RACER_NODE_BINOP, c, c, 21);
    require_error([&] { (void)p.frozen(); }, RACER_E_ARG, "nodes[1].sub: 21 out of range (21 operators)");
  }
  SECTION("a global initialiser that is not an assignment") {
    Program p;
    p.m.instr(-1, RACER_INSTR_RETURN, -1, -1);
    require_error([&] { (void)p.frozen(); }, RACER_E_ARG, "instrs[0].stmt: -1 (a global initialiser)");
  }
  SECTION("successors on a statement that is not an if") {
    Program p;
    p.m.f.statements.kind[0] = RACER_STMT_SWITCH;
    p.m.instr(0, RACER_INSTR_COND, -1, p.m.constant("1"), 1, 2);
    require_error([&] { (void)p.frozen(); }, RACER_E_ARG, "instrs[0].true_succ: only the cond instruction of an if");
  }
  SECTION("an instruction on a statement of another kind") {
    Program p;
    p.m.instr(0, RACER_INSTR_COND, -1, p.m.constant("1"));
    require_error([&] { (void)p.frozen(); }, RACER_E_ARG, "instrs[0].kind: a cond instruction on statement 0, of kind instr");
    Program q;
    q.m.f.statements.kind[1] = RACER_STMT_LOOP;
    q.assign(1, q.m.constant("0"));
    require_error([&] { (void)q.frozen(); }, RACER_E_ARG, "instrs[0].kind: an assign instruction on statement 1, of kind loop");
  }
  SECTION("two conditions on one if") {
    Program p;
    p.m.f.statements.kind[0] = RACER_STMT_IF;
    p.m.instr(0, RACER_INSTR_COND, -1, p.m.constant("1"));
    p.m.instr(0, RACER_INSTR_COND, -1, p.m.constant("0"));
    require_error([&] { (void)p.frozen(); }, RACER_E_ARG, "instrs[1].stmt: statement 0 has a cond instruction already");
  }
  SECTION("a constant that is no value of its type") {
    Program p;
    p.assign(1, p.m.constant("4294967295"));  // an int
    require_error([&] { (void)p.frozen(); }, RACER_E_ARG, "4294967295 is no value of its 32-bit signed type");
    Program q;
    q.assign(1, q.m.constant("4294967295", kUnsigned));
    CHECK_NOTHROW(q.frozen());
  }
  SECTION("a local of another function in this one's code") {
    Program p;
    const std::int32_t other = p.m.function("other", 0);  // declared only
    const std::int32_t local = p.m.global("x");
    p.m.f.bases.kind[static_cast<std::size_t>(local)] = RACER_BASE_LOCAL;
    p.m.f.bases.function[static_cast<std::size_t>(local)] = other;
    p.m.instr(1, RACER_INSTR_ASSIGN, p.m.var(local), p.m.constant("1"));
    require_error([&] { (void)p.frozen(); }, RACER_E_ARG, "is a variable of function 1, named in the code of function 0");
  }
  SECTION("an assignment to a value") {
    Program p;
    const std::int32_t c = p.m.constant("1");
    p.m.instr(0, RACER_INSTR_ASSIGN, c, c);
    require_error([&] { (void)p.frozen(); }, RACER_E_ARG, "instrs[0].lhs: node 0 is not an lvalue");
  }
  SECTION("operand positions out of order") {
    Program p;
    const std::int32_t callee = p.m.node(RACER_NODE_OTHER, -1, -1, 0, RACER_TYPE_POINTER, 64);
    const std::int32_t call = p.m.instr(0, RACER_INSTR_CALL, -1, callee);
    p.m.instr_arg(call, 1, p.m.constant("1"));
    require_error([&] { (void)p.frozen(); }, RACER_E_ARG, "instr_args[0].position: 1 but the next operand");
  }
}

TEST_CASE("IR in dumps: derived tables are not written, and may not come with an IR", "[syntax][dump]") {
  Program p;
  p.assign(1, p.m.constant("1"));
  FactStore f = p.frozen();
  const std::string text = racer::facts::model_json(f);
  CHECK(text.find("\"nodes\"") != std::string::npos);
  CHECK(text.find("\"flag_raises\"") == std::string::npos);
  CHECK(text.find("\"branches\"") == std::string::npos);
  // Read back: the same IR.
  const FactStore back = racer::facts::parse_model_json(text, "<test>");
  CHECK(back.nodes.op == f.nodes.op);
  CHECK(back.instrs.stmt == f.instrs.stmt);
  // With the derived table given too: refused, naming it.
  std::string both = text;
  both.insert(both.rfind('}'), ",\n  \"flag_raises\": [{\"base\": 0, \"stmt\": 1}]\n");
  require_error([&] { (void)racer::facts::parse_model_json(both, "<test>"); }, RACER_E_PARSE,
                "flag_raises: derived from the program IR");
}
