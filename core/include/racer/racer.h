/* SPDX-License-Identifier: MIT
 *
 * racer.h -- the C ABI of the Racer core: the only way into the C++ analyses.
 *
 * A caller (the Frama-C plug-in through the OCaml bridge, the racer-core CLI,
 * tests) creates one session, loads the program model as bulk int32 columns,
 * freezes it, runs the analyses step by step and reads result tables back.
 * The header is plain C99; every function is a guard: no C++ exception, abort
 * or failed assertion crosses it.
 *
 * Conventions (see core/README.md for the full rulebook):
 *  - Ownership is written on every function. The core never returns memory
 *    the caller must free: pointers it returns are borrowed from the session.
 *  - Columns passed in are copied on entry; the caller may free them at once.
 *    All columns of one call have `n` rows; a column pointer may be NULL only
 *    when n == 0.
 *  - Row ids of every table are dense and 0-based, and continue across calls:
 *    the first row of a second batch gets id = number of rows already there.
 *    Ids are checked by racer_freeze, not on entry (tables may refer forward).
 *  - -1 means "none" in every optional id column.
 *  - Offsets and sizes are in bits; -1 means unknown (the whole object).
 *  - A failing call returns a negative status and keeps a message in the
 *    session (racer_last_error). The session stays usable after any error.
 */
#ifndef RACER_RACER_H
#define RACER_RACER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define RACER_API __attribute__((visibility("default")))
#else
#define RACER_API
#endif

/* Bumped on every incompatible change of this header (new table columns,
 * changed meaning of a constant). The bridge compares it with
 * racer_abi_version() at load time and refuses to run on a mismatch. */
#define RACER_ABI_VERSION 15

typedef struct racer_session racer_session;
typedef int32_t racer_status;

/* ---- Section: status codes ---------------------------------------------- */
#define RACER_OK 0
#define RACER_MORE 1          /* racer_run: work remains, call again */
#define RACER_E_ARG (-1)      /* NULL pointer, bad enum value, bad option */
#define RACER_E_ID (-2)       /* a column refers to a row that does not exist */
#define RACER_E_STATE (-3)    /* call not allowed in the session's phase */
#define RACER_E_NOMEM (-4)    /* out of memory */
#define RACER_E_PARSE (-5)    /* malformed input file (model dump, ...) */
#define RACER_E_IO (-6)       /* file cannot be read or written */
#define RACER_E_INTERNAL (-99) /* bug in the core; the message says where */

/* ---- Section: phases ----------------------------------------------------- */
/* BUILD: racer_add_*, racer_set_entry, racer_read_model_json allowed.
 * FROZEN: after racer_freeze: input tables readable, racer_run allowed.
 * DONE: racer_run returned RACER_OK: result tables readable. */
#define RACER_PHASE_BUILD 0
#define RACER_PHASE_FROZEN 1
#define RACER_PHASE_DONE 2

/* ---- Section: kinds and flags used in the input tables ------------------- */
/* functions.flags */
#define RACER_FUNC_HAS_BODY (1 << 0)
#define RACER_FUNC_ADDRESS_TAKEN (1 << 1)
#define RACER_FUNC_NORETURN (1 << 2)
#define RACER_FUNC_VARIADIC (1 << 3)
#define RACER_FUNC_THREAD_SIGNATURE (1 << 4) /* void *f(void *) */

/* statements.kind */
#define RACER_STMT_INSTR 0    /* assignment, call, local initialisation, asm */
#define RACER_STMT_RETURN 1
#define RACER_STMT_IF 2
#define RACER_STMT_SWITCH 3
#define RACER_STMT_LOOP 4
#define RACER_STMT_BLOCK 5
#define RACER_STMT_JUMP 6     /* goto (before ABI 13 also break and continue) */
#define RACER_STMT_OTHER 7
#define RACER_STMT_BREAK 8    /* ABI 13 */
#define RACER_STMT_CONTINUE 9 /* ABI 13 */

/* bases.kind */
#define RACER_BASE_GLOBAL 0
#define RACER_BASE_LOCAL 1
#define RACER_BASE_FORMAL 2
#define RACER_BASE_HEAP 3     /* an allocation site */
#define RACER_BASE_STRING 4   /* a string literal */

/* bases.flags */
#define RACER_BASE_ATOMIC (1 << 0)
#define RACER_BASE_THREAD_LOCAL (1 << 1)
#define RACER_BASE_CONST (1 << 2)
#define RACER_BASE_ADDRESS_TAKEN (1 << 3)
#define RACER_BASE_ASSIGNED_TO_GLOBAL (1 << 4) /* its address is stored in a global */
#define RACER_BASE_WEAK (1 << 5)   /* heap site standing for several blocks */
#define RACER_BASE_VOLATILE (1 << 6)
#define RACER_BASE_POINTER (1 << 7) /* its type is a pointer */
#define RACER_BASE_ARRAY (1 << 8)
#define RACER_BASE_AGGREGATE (1 << 9) /* struct or union */
#define RACER_BASE_GHOST (1 << 10) /* compiler/Frama-C generated, not user data */
/* heap block the backend proved allocated at most once per run of its
 * thread (an Eva block that is not weak): its allocation statement may run
 * again in other call stacks, which made other blocks */
#define RACER_BASE_SINGLE_BLOCK (1 << 11)
/* a local holding a fresh nondeterministic value (__VERIFIER_nondet_*) that
 * only one branch reads: both ways of that branch are possible */
#define RACER_BASE_FREE_CHOICE (1 << 12)
/* DERIVED, not an input (ABI 12): racer_freeze sets it, from the program
 * IR, on each global of the program that nothing takes an address into (no
 * `&g...` node, no array `g` decaying, no outside_ir or extern flag):
 * only accesses naming it reach it, never a pointer of unknown target.
 * racer_freeze refuses it from the caller when the model has an IR; it is
 * read back in the frozen bases table. */
#define RACER_BASE_NEVER_ADDRESSED (1 << 13)
/* a global the program declares `extern` and does not define: its initial
 * value and writes belong to code the model does not hold (ABI 11) */
#define RACER_BASE_EXTERN (1 << 14)
/* code the program IR does not show may reach it, by address or by name:
 * an asm operand (or any variable an asm input's expression names: its
 * address, or a pointer value through which the asm may write), a whole
 * symbol of an asm template, a second name (asm label, alias attribute),
 * every global when the program looks symbols up (dlsym), the C library's
 * static storage. A subset of address_taken; with the IR's `addr`/`start`
 * nodes it tells every way an address reaches the object (ABI 12) */
#define RACER_BASE_OUTSIDE_IR (1 << 15)

/* expressions.shape */
#define RACER_EXPR_ADDR_OF 0  /* &lv: base = host variable of lv */
#define RACER_EXPR_LVALUE 1   /* an lvalue read as a value; base = its host */
#define RACER_EXPR_FUNCTION 2 /* a function designator f or &f: function = f */
#define RACER_EXPR_CONSTANT 3
#define RACER_EXPR_OTHER 4    /* anything else (arithmetic, casts of these...) */

/* expressions.flags */
#define RACER_EXPR_THROUGH_POINTER (1 << 0) /* the lvalue dereferences a pointer */
#define RACER_EXPR_HAS_FIELD (1 << 1)
#define RACER_EXPR_HAS_INDEX (1 << 2)
/* the thread id of a create in a loop and of a join in a later loop of the
 * same function, which joins every thread that create made: after the join
 * loop they are all over. At most one such pair per function, unless each
 * uses an id array of its own. DERIVED when the model has a statement
 * structure (ABI 15): racer_freeze sets it from the nesting table and the
 * IR (instances/join_loops.hpp), and a model with `nesting` rows may not
 * give it; a model without them gives it (the front end proved it). */
#define RACER_EXPR_JOINS_ALL (1 << 3)
/* the thread id of a join in a loop that leaves the last thread of the
 * create loop storing ids in the same array unjoined: the join ends none of
 * that create's threads for sure. DERIVED with a statement structure, as
 * JOINS_ALL (ABI 15). */
#define RACER_EXPR_JOINS_SOME (1 << 4)
/* On the thread-id argument of a create whose slot is overwritten before
 * anything reads it: no join can end that thread (for a create in a loop:
 * one of its threads). DERIVED when the model has a statement structure
 * (ABI 14): racer_freeze sets it from the nesting table and the IR
 * (instances/lost_ids.hpp), and a model with `nesting` rows may not give
 * it; a model without them gives it (the front end proved it). */
#define RACER_EXPR_ID_LOST (1 << 5)
/* DERIVED, not an input (ABI 12): racer_freeze sets it from the IR and the
 * calls the models classify (a model with an IR may not give it).
 * On the thread-id argument of a create or join: the id object may be
 * changed by something other than a create (an assignment, a function
 * given its address, a pointer): no join is matched through it. On the
 * control argument of a once call: the control may be changed by something
 * other than once calls (reset to run the routine again): the call gives
 * no once token. */
#define RACER_EXPR_ID_CHANGED (1 << 6)

/* events.kind: what the plug-in extracted. Classification of calls into
 * lock/unlock/create/join/... is done by the core from the models. */
#define RACER_EVENT_CALL 0
#define RACER_EVENT_RETURN 1
/* A function without a body called at stmt is given a function (callee, or
 * callee_expr for a pointer): it may call it back then or later, from any
 * thread (qsort's comparator, atexit's handler, an extern for_each(cb)).
 * The core runs it as a thread created there that may never run (ABI 6). */
#define RACER_EVENT_CALLBACK 2

/* accesses.kind */
#define RACER_ACCESS_READ 0
#define RACER_ACCESS_WRITE 1

/* accesses.flags */
#define RACER_ACCESS_THROUGH_POINTER (1 << 0) /* base is the pointer, not the target */
#define RACER_ACCESS_ATOMIC (1 << 1)          /* atomic operation on the object */
#define RACER_ACCESS_MAY (1 << 2) /* the object is one of several the statement may access */
#define RACER_ACCESS_INDIRECT (1 << 3) /* base is the object a resolved pointer designates */
/* the front end proved that two instances of the statement's thread (created
 * in one loop) designate the same object here: a race between them needs no
 * precise offset */
#define RACER_ACCESS_INSTANCES_MEET (1 << 4)
/* the backend proved that every thread the access's thread created (itself,
 * not through other threads) has been joined here, or was never created:
 * none of them runs alongside the access */
#define RACER_ACCESS_CHILDREN_ENDED (1 << 5)
/* the front end proved that this access of a thread created in a loop and
 * one of its creator right after the create, in the same iteration, designate
 * the same object (the program's only such pair): a race between them needs
 * no precise offset */
#define RACER_ACCESS_MEETS_CREATOR (1 << 6)
/* the front end proved that the access is of a block the running function
 * allocated and whose address has not escaped yet: no other thread can
 * reach it before the access (docs/engines.md, "Fresh memory") */
#define RACER_ACCESS_FRESH (1 << 7)

/* ---- Section: library ---------------------------------------------------- */
/* The RACER_ABI_VERSION the library was built with. */
RACER_API uint32_t racer_abi_version(void);
/* Version of the core, e.g. "0.1.0". Static storage; never NULL. */
RACER_API const char *racer_version_string(void);
/* Short name of a status ("ok", "bad id", ...). Static storage; never NULL. */
RACER_API const char *racer_status_string(racer_status status);
/* How a call of the C library's function `name` ends (ABI 14; one list for
 * the core and the front ends): RACER_END_PROGRAM for abort, exit, _exit,
 * _Exit, quick_exit, __assert_fail and __VERIFIER_error, RACER_END_THREAD
 * for pthread_exit and thrd_exit, 0 for any other name and for NULL. Only a
 * function the program does not define is the library's. */
#define RACER_END_PROGRAM 1
#define RACER_END_THREAD 2
RACER_API int32_t racer_library_end(const char *name);

/* ---- Section: session ---------------------------------------------------- */
/* A new empty session in phase BUILD. Owned by the caller: release it with
 * racer_session_free. Returns NULL only when memory is exhausted. */
RACER_API racer_session *racer_session_new(void);
/* Frees the session and everything it owns (all borrowed pointers die).
 * NULL is a no-op. */
RACER_API void racer_session_free(racer_session *s);
/* Message of the last failing call on s, "" if the last call succeeded.
 * Borrowed: valid until the next call that takes s. Never NULL (a static
 * message when s is NULL). */
RACER_API const char *racer_last_error(const racer_session *s);
/* Current phase (RACER_PHASE_*), or RACER_E_ARG when s is NULL. */
RACER_API int32_t racer_phase(const racer_session *s);
/* Sets an analysis option by name, allowed in any phase before racer_run
 * starts. Known keys: "context_depth" (integer >= 0, default "1");
 * "approximation" ("exact" default, "over": the facts over-approximate the
 * program's behaviours, so a race verdict becomes unknown; "under": they
 * under-approximate them, so a no-race verdict becomes unknown; "none":
 * neither, every verdict becomes unknown); "alias" ("none" default, or
 * "steensgaard": solve the flows table and answer points-to, callee and
 * escape questions from its classes, as the alias backend); "eva_fallback"
 * (default "": none; otherwise why the Eva backend's runs did not cover the
 * program, one reason a line: the facts are the alias backend's in their
 * stead, each line is reported as an eva-fallback imprecision and a no-race
 * verdict becomes unknown); "unmodelled" (default "": none; otherwise
 * constructs of the program whose control flow or synchronisation the facts
 * leave out, one a line: each is reported as an unmodelled-construct
 * imprecision, and no-race, no-deadlock and races without a witness become
 * unknown); "recognisers" ("all" default, "none", or names separated by
 * commas: "flags", the publication flags derived from the program IR;
 * "lost-ids", the id_lost flags, and "join-loops", the joins_all and
 * joins_some flags racer_freeze derives, so set before it);
 * "escape" ("flags" default, "steensgaard": which locals another thread may
 * reach, from the flows); "time_budget" (milliseconds from the first
 * racer_run, "0" default: none); "digests" ("all" default, or ids separated
 * by commas: L, TF, TID, J, B, FR, LH, SL); "suppress" and "baseline" (a
 * suppression file, an earlier SARIF report; "" default); "analyses"
 * ("races,deadlocks" default, "races", "deadlocks": the reports speak of
 * these). Unknown keys and malformed values give RACER_E_ARG. Both strings
 * are copied. */
RACER_API racer_status racer_set_option(racer_session *s, const char *key,
                                        const char *value);
/* The current value of an option, spelled as racer_set_option reads it,
 * defaults included (for instance "analyses": "races", "deadlocks" or
 * "races,deadlocks", as a dump replayed by racer-core asks). Any phase.
 * Borrowed until the next call on s. RACER_E_ARG for an unknown key (ABI 12). */
RACER_API racer_status racer_option(racer_session *s, const char *key, const char **out_value);

/* ---- Section: program model (phase BUILD) -------------------------------- */
/* Interns n strings given back to back in `bytes` (nbytes bytes in all, no
 * terminators), string i having lengths[i] bytes. String ids continue across
 * calls; equal strings may get different ids. Copied. */
RACER_API racer_status racer_add_strings(racer_session *s, const char *bytes,
                                         size_t nbytes, const int32_t *lengths,
                                         size_t n);

/* Functions: name (string id), flags (RACER_FUNC_*), entry_stmt (first
 * statement of the body, -1 when the function has no body). */
RACER_API racer_status racer_add_functions(racer_session *s, const int32_t *name,
                                           const int32_t *flags,
                                           const int32_t *entry_stmt, size_t n);

/* Statements: function, file (string id: the path as reports show it,
 * relative to the working directory or absolute), line (>= 0; 0 =
 * unknown), kind (RACER_STMT_*), column (>= 0, 1-based; 0 = unknown). */
RACER_API racer_status racer_add_statements(racer_session *s, const int32_t *function,
                                            const int32_t *file, const int32_t *line,
                                            const int32_t *kind, const int32_t *column,
                                            size_t n);

/* Control-flow edges from -> to, both statements of the same function. */
RACER_API racer_status racer_add_successors(racer_session *s, const int32_t *from,
                                            const int32_t *to, size_t n);

/* Statement structure (ABI 13): where each statement sits in its
 * function's code as written. parent: the IF, LOOP, SWITCH, BLOCK or OTHER
 * statement directly holding it (-1: the function's body); slot: which part
 * of the parent (RACER_SLOT_THEN / ELSE for the branches of an IF, BODY
 * otherwise); position: its 0-based place in that part; flags
 * (RACER_NEST_LABELLED: it carries a label or a case, so a jump may land
 * there). A model with nesting rows gets its `loops` table from racer_freeze
 * (docs/engines.md, "Loops"), which needs the successors to be the
 * function's control flow as written (a front end may drop edges it proved
 * dead, never add or redirect one). */
#define RACER_SLOT_BODY 0
#define RACER_SLOT_THEN 1
#define RACER_SLOT_ELSE 2
#define RACER_NEST_LABELLED (1 << 0)
RACER_API racer_status racer_add_nesting(racer_session *s, const int32_t *stmt,
                                         const int32_t *parent, const int32_t *slot,
                                         const int32_t *position, const int32_t *flags,
                                         size_t n);

/* Memory bases: name (string id), kind (RACER_BASE_*), function (owner of a
 * local or formal, allocating function of a heap site, -1 for globals and
 * strings), flags (RACER_BASE_*), size in bits (-1 unknown), type (string id
 * of the printed C type, -1 unknown), formal_index (position of a formal,
 * else -1; a function's formals have the positions 0 to k-1, each once),
 * alloc_stmt (allocation statement of a heap site, else -1). */
RACER_API racer_status racer_add_bases(racer_session *s, const int32_t *name,
                                       const int32_t *kind, const int32_t *function,
                                       const int32_t *flags, const int32_t *size_bits,
                                       const int32_t *type, const int32_t *formal_index,
                                       const int32_t *alloc_stmt, size_t n);

/* Expressions of interest (lock arguments, thread functions, thread ids,
 * call arguments, accessed lvalues): the statement they occur in, their text
 * (string id), shape (RACER_EXPR_*), base (host base for ADDR_OF/LVALUE, else
 * -1), function (for FUNCTION, else -1), flags (RACER_EXPR_*). */
RACER_API racer_status racer_add_expressions(racer_session *s, const int32_t *stmt,
                                             const int32_t *text, const int32_t *shape,
                                             const int32_t *base, const int32_t *function,
                                             const int32_t *flags, size_t n);

/* Events of statements: stmt, kind (RACER_EVENT_*), callee (function id of
 * a direct call, else -1), callee_expr (expression of an indirect call, else
 * -1), result (expression of the lvalue receiving the result, else -1). A
 * CALLBACK event names its function like a call, and has no result. */
RACER_API racer_status racer_add_events(racer_session *s, const int32_t *stmt,
                                        const int32_t *kind, const int32_t *callee,
                                        const int32_t *callee_expr, const int32_t *result,
                                        size_t n);

/* Call arguments: event (a CALL event), position (0-based; positions of one
 * event must be 0, 1, 2, ... in row order), expr. */
RACER_API racer_status racer_add_arguments(racer_session *s, const int32_t *event,
                                           const int32_t *position, const int32_t *expr,
                                           size_t n);

/* Memory accesses: stmt, kind (RACER_ACCESS_*), base, offset interval
 * [offset_lo, offset_hi] in bits (both -1: unknown), size in bits (-1
 * unknown), expr (the accessed lvalue, -1 if none), flags (RACER_ACCESS_*),
 * context (-1: valid in every context). */
RACER_API racer_status racer_add_accesses(racer_session *s, const int32_t *stmt,
                                          const int32_t *kind, const int32_t *base,
                                          const int32_t *offset_lo, const int32_t *offset_hi,
                                          const int32_t *size_bits, const int32_t *expr,
                                          const int32_t *flags, const int32_t *context,
                                          size_t n);

/* Points-to facts: the value of expression expr may be the address of base at
 * a bit offset in [offset_lo, offset_hi] (both -1: unknown), in context
 * (-1: every context). An ADDR_OF expression needs no fact for its own base.
 * For an LVALUE expression of non-pointer type (a thread id passed by value
 * to a join), the facts name the object the lvalue designates: joins and
 * creates whose id objects are the same single object are matched. */
RACER_API racer_status racer_add_points_to(racer_session *s, const int32_t *expr,
                                           const int32_t *base, const int32_t *offset_lo,
                                           const int32_t *offset_hi, const int32_t *context,
                                           size_t n);

/* Contexts of context-qualified facts (a value backend): parent context (-1
 * for a root), call statement, callee function. A root names a thread: its
 * create statement (-1 for the entry function's thread) and entry function.
 * A child extends its parent by one call, outermost first, at most
 * context_depth calls below the root: the last calls of the call string,
 * as the core truncates them. Once this table is non-empty, a thread or
 * call with no chain is taken as never happening (the backend's
 * reachability) and context -1 facts hold in every context. */
RACER_API racer_status racer_add_contexts(racer_session *s, const int32_t *parent,
                                          const int32_t *call_stmt, const int32_t *callee,
                                          size_t n);

/* Pointer constraints for the alias backend (option "alias" =
 * "steensgaard"): the value of the source is stored into the destination.
 * Destination: at most one of dst_base (a variable or heap site),
 * dst_return (the return value of a function) and dst_expr (an expression
 * row: flows into it with dst_deref 0 define the value the engines ask
 * about, e.g. an accessed lvalue's address); dst_deref pointer
 * dereferences are applied first (`*p = ...` is dst_base p, dst_deref 1).
 * None of the three: memory the analysis cannot see (the value escapes).
 * Source: at most one of src_base, src_function (its address; src_deref
 * must be -1) and src_return; none: an unknown value (a library result, an
 * integer used as a pointer). src_deref -1 is "the address of", 0 the
 * value, k > 0 the value after k dereferences. shift (bits): for an
 * address, where it points inside the object; for a value, what pointer
 * arithmetic adds (0: copied as is); -1 when not known. stmt is where the
 * flow happens (-1: a global initialiser). */
RACER_API racer_status racer_add_flows(racer_session *s, const int32_t *stmt,
                                       const int32_t *dst_base, const int32_t *dst_return,
                                       const int32_t *dst_expr, const int32_t *dst_deref,
                                       const int32_t *src_base, const int32_t *src_function,
                                       const int32_t *src_return, const int32_t *src_deref,
                                       const int32_t *shift, size_t n);

/* Functions a function-pointer expression (the callee of an indirect call,
 * a thread function argument) may designate, in context (-1: every
 * context). With rows for an expression, its calls go to those functions
 * only; without, to every address-taken function. */
/* Instance keys: row `access` of the accesses table has key `key` (a string
 * id, e.g. "worker: datas[arg]"). Two accesses with the same key never race:
 * the backend proved they reach different objects or are ordered — per-
 * thread slots: instances of one thread, each at the object its own
 * argument picks (an argument that differs between instances), and the
 * creator's use of that object before the create. */
RACER_API racer_status racer_add_access_keys(racer_session *s, const int32_t *access,
                                             const int32_t *key, size_t n);

/* Object locks: row `access` of the accesses table lies inside an object
 * X (the lvalue of the access starts with an lvalue of X, whose values did
 * not change since the lock), and its thread surely holds, in exclusive
 * mode, the mutex at a fixed path inside that same X: `guard` (a string id)
 * names X's type and the path, e.g. "struct account .mu". Two accesses with
 * the same guard never race: in one object they hold one mutex, in two
 * objects they touch disjoint memory (ABI 10; docs/engines.md, "Digests"). */
RACER_API racer_status racer_add_access_guards(racer_session *s, const int32_t *access,
                                               const int32_t *guard, size_t n);

/* Loop statements (kind RACER_STMT_LOOP); given by a front end that sends
 * no `nesting` rows, derived by racer_freeze otherwise (ABI 13). The ones
 * the analysis could decide
 * something about, from the values the loop's test and counter take:
 * RACER_LOOP_ENTERED when the body surely runs at least once (the first
 * test never leaves the loop), RACER_LOOP_BOUNDED when the loop surely ends
 * (a counter with constant bounds that only the loop's own step changes).
 * RACER_LOOP_REPEATED when the body surely starts at least twice (the
 * counter's second value passes the test too).
 * A loop without a row is none of these. A certain race needs the loops on
 * its way to end and the loops around its accesses to be entered; two
 * instances of a thread created in a loop surely exist when it repeats. */
#define RACER_LOOP_ENTERED (1 << 0)
#define RACER_LOOP_BOUNDED (1 << 1)
#define RACER_LOOP_REPEATED (1 << 2)
RACER_API racer_status racer_add_loops(racer_session *s, const int32_t *stmt,
                                       const int32_t *flags, size_t n);

/* Field paths, for reports only: the C name (string id) of the bits
 * [offset_lo..offset_hi] of an aggregate base (`acct.audits`,
 * `locks[2]`, `g_stats.mu`). Nested parts each have a row; a report names a
 * range by its exact row, else by the narrowest row covering it. */
RACER_API racer_status racer_add_field_paths(racer_session *s, const int32_t *base,
                                             const int32_t *offset_lo,
                                             const int32_t *offset_hi, const int32_t *path,
                                             size_t n);

RACER_API racer_status racer_add_callees(racer_session *s, const int32_t *expr,
                                         const int32_t *function, const int32_t *context,
                                         size_t n);

/* ---- Section: program IR (phase BUILD; ABI 11) ----------------------------
 * The code of the program as trees the core reasons on: expression nodes
 * (`nodes`), the instructions of each statement (`instrs`) and the operands
 * of calls and asm statements (`instr_args`). Facts that follow from the
 * program's text alone (branches on a variable, publication flags) are
 * derived from them by racer_freeze (docs/model-format.md, "Program IR"). */

/* nodes.op. Lvalue nodes (VAR, DEREF, FIELD, INDEX) designate objects;
 * the others are values. */
#define RACER_NODE_CONST 0  /* integer constant: literal = its decimal value */
#define RACER_NODE_FLOAT 1  /* floating constant: literal = its text */
#define RACER_NODE_STRING 2 /* string literal (its address): base = the string's base or -1 */
#define RACER_NODE_VAR 3    /* lvalue: variable `base` (literal = its name) */
#define RACER_NODE_DEREF 4  /* lvalue: *a (a: a pointer value) */
#define RACER_NODE_FIELD 5  /* lvalue: a.field (a: an lvalue); offset = the field's bit offset, literal = its name */
#define RACER_NODE_INDEX 6  /* lvalue: a[b] (a: an lvalue of array type, b: an integer value) */
#define RACER_NODE_READ 7   /* value of lvalue a */
#define RACER_NODE_ADDR 8   /* address of lvalue a (&a) */
#define RACER_NODE_START 9  /* address of the first element of array lvalue a (decay) */
#define RACER_NODE_UNOP 10  /* sub (RACER_UNOP_*) applied to value a */
#define RACER_NODE_BINOP 11 /* sub (RACER_BINOP_*) applied to values a and b */
#define RACER_NODE_CAST 12  /* value a converted to the node's type */
#define RACER_NODE_FUNC 13  /* function designator (or its address): function */
#define RACER_NODE_OTHER 14 /* an expression the IR does not describe: literal = its text */

/* nodes.sub of a UNOP */
#define RACER_UNOP_NEG 0    /* -a */
#define RACER_UNOP_BITNOT 1 /* ~a */
#define RACER_UNOP_LOGNOT 2 /* !a */

/* nodes.sub of a BINOP. PTR_ADD and PTR_SUB move a pointer a by b elements;
 * PTR_DIFF is the element distance of two pointers; the comparisons and
 * LAND/LOR give an int 0 or 1. Operands keep their own types (C's usual
 * conversions are explicit CAST nodes). */
#define RACER_BINOP_ADD 0
#define RACER_BINOP_SUB 1
#define RACER_BINOP_MUL 2
#define RACER_BINOP_DIV 3
#define RACER_BINOP_MOD 4
#define RACER_BINOP_SHL 5
#define RACER_BINOP_SHR 6
#define RACER_BINOP_LT 7
#define RACER_BINOP_GT 8
#define RACER_BINOP_LE 9
#define RACER_BINOP_GE 10
#define RACER_BINOP_EQ 11
#define RACER_BINOP_NE 12
#define RACER_BINOP_BITAND 13
#define RACER_BINOP_BITXOR 14
#define RACER_BINOP_BITOR 15
#define RACER_BINOP_LAND 16
#define RACER_BINOP_LOR 17
#define RACER_BINOP_PTR_ADD 18
#define RACER_BINOP_PTR_SUB 19
#define RACER_BINOP_PTR_DIFF 20

/* nodes.type_flags: what kind of C type the node's value (or object) has */
#define RACER_TYPE_INTEGER (1 << 0) /* an integer or enum type */
#define RACER_TYPE_SIGNED (1 << 1)  /* with INTEGER: a signed one */
#define RACER_TYPE_POINTER (1 << 2)
#define RACER_TYPE_FLOAT (1 << 3)
#define RACER_TYPE_ARRAY (1 << 4)
#define RACER_TYPE_AGGREGATE (1 << 5) /* struct or union */
#define RACER_TYPE_FUNCTION (1 << 6)
#define RACER_TYPE_VOLATILE (1 << 7)
#define RACER_TYPE_ATOMIC (1 << 8)   /* _Atomic */
#define RACER_TYPE_BOOL (1 << 9)     /* with INTEGER: _Bool (ABI 13) */

/* Expression nodes: op (RACER_NODE_*), sub (the operator of a UNOP or
 * BINOP, else 0), a and b (operand nodes, -1 when the op has none; always
 * rows before this one, so the nodes form trees built bottom-up), base (of
 * a VAR or STRING, else -1), function (of a FUNC, else -1), literal (string
 * id: see the ops, else -1), offset (bits, of a FIELD; -1 unknown), type
 * (string id of the printed C type, -1 unknown), width (bits of the type,
 * -1 unknown or none), type_flags (RACER_TYPE_*), comp (ABI 15: string id
 * naming the struct or union the node's type is or points to, one level,
 * typedefs unrolled: its tag with its kind, "struct worker", "union u", one
 * name per type, the front end naming anonymous ones uniquely; -1 for
 * other types, or unknown). */
RACER_API racer_status racer_add_nodes(racer_session *s, const int32_t *op, const int32_t *sub,
                                       const int32_t *a, const int32_t *b, const int32_t *base,
                                       const int32_t *function, const int32_t *literal,
                                       const int32_t *offset, const int32_t *type,
                                       const int32_t *width, const int32_t *type_flags,
                                       const int32_t *comp, size_t n);

/* instrs.kind. A statement's instructions run in row order. */
#define RACER_INSTR_ASSIGN 0 /* lhs = rhs */
#define RACER_INSTR_CALL 1   /* [lhs =] rhs(args...): rhs is the callee node */
#define RACER_INSTR_RETURN 2 /* return [rhs] */
#define RACER_INSTR_COND 3   /* the condition rhs of an if or switch statement */
#define RACER_INSTR_ASM 4    /* inline assembly: its args are the output lvalues */

/* Instructions: stmt (-1: a global initialiser, an ASSIGN to a global
 * run before main), kind (RACER_INSTR_*), lhs (the lvalue node written, -1
 * none), rhs (value node: assigned, returned, tested, or the callee; -1
 * none), true_succ and false_succ (of the COND of an if: the statements
 * run first when rhs is non-zero and when it is zero; -1 otherwise or when
 * the two are the same statement). */
RACER_API racer_status racer_add_instrs(racer_session *s, const int32_t *stmt,
                                        const int32_t *kind, const int32_t *lhs,
                                        const int32_t *rhs, const int32_t *true_succ,
                                        const int32_t *false_succ, size_t n);

/* Operands of CALL and ASM instructions: instr, position (0-based, in row
 * order), node (a call's argument value; an asm output lvalue). */
RACER_API racer_status racer_add_instr_args(racer_session *s, const int32_t *instr,
                                            const int32_t *position, const int32_t *node,
                                            size_t n);

/* The program's entry function (main). Required before racer_freeze. */
RACER_API racer_status racer_set_entry(racer_session *s, int32_t function);

/* Appends the whole model stored in a JSON dump (the format written by
 * racer_write_model_json) and sets the entry. On malformed JSON the error
 * is RACER_E_PARSE and the message gives the path, line and column; on a
 * JSON value of the wrong type or range, the message names the table, row
 * and field. Nothing is added when the call fails. */
RACER_API racer_status racer_read_model_json(racer_session *s, const char *path);
/* Same from the `length` bytes at `text` (need not be NUL-terminated; the
 * bytes are copied); origin names the dump in messages (a path, "<stdin>"). */
RACER_API racer_status racer_read_model_json_text(racer_session *s, const char *text,
                                                  size_t length, const char *origin);

/* Checks every id and structural rule (message names the table, row and
 * column of the first violation), derives the facts of the program's text
 * from the IR (the tables branches and flag_raises, readable like the
 * input tables) and, with a statement structure (nesting), the loops table
 * and the analysis graph, builds the indexes and moves the session to phase
 * FROZEN.
 * On failure the session stays in BUILD. */
RACER_API racer_status racer_freeze(racer_session *s);

/* ---- Section: run (phase FROZEN -> DONE) ---------------------------------- */
/* Performs at most `budget` units of work (0: unbounded). Returns RACER_MORE
 * when work remains (call again; the caller may report progress or stop in
 * between), RACER_OK when the analyses are done (phase DONE). Calling it in
 * phase DONE returns RACER_OK at once. */
RACER_API racer_status racer_run(racer_session *s, uint64_t budget);

/* ---- Section: tables (input tables from FROZEN on, results in DONE) ------- */
/* Name of the i-th table the session knows (input and result tables), or
 * NULL past the end. Static storage. */
RACER_API const char *racer_table_name(int32_t i);
/* Name of the j-th column of a table, or NULL past the end or for an
 * unknown table. Static storage. */
RACER_API const char *racer_column_name(const char *table, int32_t j);
/* Number of rows of a table. RACER_E_ARG for an unknown table, RACER_E_STATE
 * before the table is readable. */
RACER_API racer_status racer_table_rows(const racer_session *s, const char *table,
                                        size_t *out_rows);
/* A read-only view of one int32 column: *out_data has *out_rows entries
 * (*out_data may be NULL when there are no rows). Borrowed: valid until
 * racer_session_free. */
RACER_API racer_status racer_column(const racer_session *s, const char *table,
                                    const char *column, const int32_t **out_data,
                                    size_t *out_rows);
/* String `id` of the string table: *out_text (not NUL-terminated inside
 * the table; use *out_len) is borrowed until racer_session_free. */
RACER_API racer_status racer_string(const racer_session *s, int32_t id,
                                    const char **out_text, size_t *out_len);
/* String `id` of the result string table (phase DONE): the names the core
 * made for result tables, in the columns core/README.md marks as result
 * strings (thread_names.name, locks.name, ...). Separate from the input
 * string table. *out_text (not NUL-terminated; use *out_len) is borrowed
 * until racer_session_free. */
RACER_API racer_status racer_result_string(const racer_session *s, int32_t id,
                                           const char **out_text, size_t *out_len);
/* The entry function set by racer_set_entry, or -1. */
RACER_API int32_t racer_entry(const racer_session *s);

/* ---- Section: model dump (phase FROZEN or DONE) ---------------------------- */
/* Writes the whole input model as JSON to path (truncating the file),
 * with the texts of the loaded concurrency models (field "models"), so a
 * replay classifies calls as the original run did. */
RACER_API racer_status racer_write_model_json(const racer_session *s, const char *path);

/* ---- Section: concurrency models (phase BUILD) ----------------------------- */
/* Model files use RacerF's YAML schema (the .yaml files of share/models). Later files
 * override earlier entries for the same function. A file that cannot be read
 * gives RACER_E_IO; invalid YAML or schema gives RACER_E_PARSE with
 * "<path>:<line>:<column>: <what>"; a failed load adds nothing. Both strings
 * are copied. */
RACER_API racer_status racer_load_models_file(racer_session *s, const char *path);
/* Same from text; origin names it in messages (a path, "<dump>", ...). */
RACER_API racer_status racer_load_models_text(racer_session *s, const char *text,
                                              const char *origin);

/* How the loaded models classify calls of a function (any phase). */
#define RACER_CALL_PLAIN 0
#define RACER_CALL_LOCK 1
#define RACER_CALL_UNLOCK 2
#define RACER_CALL_LOCK_INIT 3
#define RACER_CALL_LOCK_DESTROY 4
#define RACER_CALL_COND_WAIT 5
#define RACER_CALL_THREAD_CREATE 6
#define RACER_CALL_THREAD_JOIN 7
#define RACER_CALL_ATOMIC_BEGIN 8
#define RACER_CALL_ATOMIC_END 9
#define RACER_CALL_ATOMIC_FUNCTION 10 /* runs as one atomic step */
#define RACER_CALL_COND_SIGNAL 11
#define RACER_CALL_ONCE 12          /* runs its routine argument at most once */
#define RACER_CALL_BARRIER_INIT 13
#define RACER_CALL_BARRIER_WAIT 14
#define RACER_CALL_BARRIER_DESTROY 15
#define RACER_CALL_SEM_INIT 16
#define RACER_CALL_SEM_WAIT 17
#define RACER_CALL_SEM_POST 18
#define RACER_CALL_MUTEX_ATTR_KIND 19
RACER_API racer_status racer_classify_function(const racer_session *s, const char *name,
                                               int32_t *out_class);
/* Whether the loaded models list `name` as an atomic operation on the object
 * one of its arguments points to (`Atomic: operations`): *out_position is
 * that argument's 0-based position (-1: not an atomic operation) and
 * *out_access RACER_ATOMIC_READ, _WRITE or _READ_WRITE (0 when not one). */
#define RACER_ATOMIC_READ 1
#define RACER_ATOMIC_WRITE 2
#define RACER_ATOMIC_READ_WRITE 3
RACER_API racer_status racer_atomic_operation(const racer_session *s, const char *name,
                                              int32_t *out_position, int32_t *out_access);

/* Whether the loaded models list `name` as a lock, unlock, wait or lock
 * init/destroy function acting on an argument: *out_position is that
 * argument's 0-based position (-1: none, or a lock object rather than an
 * argument) and *out_flags a set of RACER_LOCK_SPEC_* (ABI 10). */
#define RACER_LOCK_SPEC_BLOCKING 1  /* lock: waits until it holds the lock */
#define RACER_LOCK_SPEC_READ 2      /* lock: shared (read) mode */
#define RACER_LOCK_SPEC_REENTRANT 4 /* lock: re-locking a held lock does not block */
RACER_API racer_status racer_lock_spec(const racer_session *s, const char *name,
                                       int32_t *out_position, int32_t *out_flags);

/* ---- Section: verdict and reports (phase DONE) ------------------------------ */
#define RACER_VERDICT_RACE 0    /* a certain (must) race was found */
#define RACER_VERDICT_NO_RACE 1 /* no race is possible */
#define RACER_VERDICT_UNKNOWN 2 /* possible races, none certain */
RACER_API racer_status racer_verdict(const racer_session *s, int32_t *out_verdict);
/* The human-readable report (races with both accesses, threads, locks, call
 * traces; imprecisions; a final "Verdict: ..." line). NUL-terminated,
 * borrowed until racer_session_free. */
RACER_API racer_status racer_report_text(racer_session *s, const char **out_text);
/* Writes the JSON report (schema: docs/report-format.md) to path, truncating
 * it; RACER_E_IO with the reason when it cannot be written. */
RACER_API racer_status racer_write_report_json(const racer_session *s, const char *path);
/* Writes the SARIF 2.1.0 report (docs/report-format.md, "SARIF") of the
 * races (RACER_SARIF_RACES) or of the deadlocks (RACER_SARIF_DEADLOCKS) to
 * path, truncating it. File URIs are relative to the working directory. */
#define RACER_SARIF_RACES 0
#define RACER_SARIF_DEADLOCKS 1
RACER_API racer_status racer_write_report_sarif(const racer_session *s, const char *path,
                                                int32_t findings);
/* Writes the SV-COMP violation witness of the first certain race (GraphML
 * witness format 1.0 for the property CHECK( init(main()), LTL(G !
 * data-race) ); docs/report-format.md) to path, truncating it.
 * program_file is the analysed C file as the verifier was given it: the
 * witness names it and records the SHA-256 of its bytes; architecture is
 * "32bit", "64bit" or another name of the machine model. Writes nothing and
 * gives RACER_E_STATE ("no certain race: ...") unless the verdict is
 * RACER_VERDICT_RACE; RACER_E_IO with the reason when program_file cannot
 * be read (checked first) or path cannot be written. */
RACER_API racer_status racer_write_witness_graphml(const racer_session *s, const char *path,
                                                   const char *program_file,
                                                   const char *architecture);
/* Marks row `race` of the races table (a race location) as a certain race
 * shown by a concrete execution (`witness`: a non-empty description of it,
 * printed with the race) that brings accesses `first` and `second` (rows
 * of accesses_seen, shown as the location's pair; -1 and -1: keep the pair
 * it shows) into conflict, and makes the verdict RACER_VERDICT_RACE. The
 * caller (the plug-in's witness search) vouches that the execution exists.
 * Tables, strings and report text read before stay valid; later reads see
 * the change. RACER_E_ID when `race`, `first` or `second` is out of range. */
RACER_API racer_status racer_confirm_race(racer_session *s, int32_t race, int32_t first,
                                          int32_t second, const char *witness);

/* The text reports as blocks, one message each for a front end that shows
 * them (the plug-in's Frama-C messages): racer_report_blocks renders the
 * race report (RACER_REPORT_RACES) or the deadlock report
 * (RACER_REPORT_DEADLOCKS; explain as in racer_deadlock_report_text) and
 * gives the number of blocks; racer_report_block gives block i of the last
 * rendering of that report: its kind and its text (NUL-terminated, lines
 * joined by newlines, no final newline), borrowed until
 * racer_session_free. The text reports are these texts, each followed by a
 * newline. RACER_E_STATE before racer_report_blocks for that report;
 * RACER_E_ID when i is past the end. */
#define RACER_REPORT_RACES 0
#define RACER_REPORT_DEADLOCKS 1
#define RACER_BLOCK_THREADS 0          /* the threads of the program */
#define RACER_BLOCK_RACE 1             /* a certain race */
#define RACER_BLOCK_MAY_RACE 2         /* a possible race */
#define RACER_BLOCK_NO_RACES 3         /* no race location at all */
#define RACER_BLOCK_IMPRECISIONS 4     /* why the result may be imprecise */
#define RACER_BLOCK_SUPPRESSED_COUNT 5 /* how many findings were suppressed */
#define RACER_BLOCK_SUPPRESSED 6       /* one suppressed finding */
#define RACER_BLOCK_UNKNOWN 7          /* one reason the verdict is unknown */
#define RACER_BLOCK_VERDICT 8          /* the race verdict */
#define RACER_BLOCK_LOCK_GRAPH 9       /* the lock graph */
#define RACER_BLOCK_DEADLOCK 10        /* a certain deadlock (or self-deadlock) */
#define RACER_BLOCK_POSSIBLE_DEADLOCK 11
#define RACER_BLOCK_DROPPED_CYCLES 12  /* cycles that cannot deadlock */
#define RACER_BLOCK_DEADLOCK_UNKNOWN 13 /* one reason the deadlock verdict is unknown */
#define RACER_BLOCK_DEADLOCK_VERDICT 14
RACER_API racer_status racer_report_blocks(racer_session *s, int32_t report, int32_t explain,
                                           size_t *out_n);
RACER_API racer_status racer_report_block(const racer_session *s, int32_t report, size_t i,
                                          int32_t *out_kind, const char **out_text);

#define RACER_DEADLOCK 0    /* a lock-order cycle whose threads may all wait at once */
#define RACER_NO_DEADLOCK 1 /* no such cycle */
#define RACER_DEADLOCK_UNKNOWN 2 /* possible cycles (uncertain locks, imprecise lock expressions) */
RACER_API racer_status racer_deadlock_verdict(const racer_session *s, int32_t *out_verdict);
/* The deadlock report: the lock graph with edge counts, each deadlock with
 * the dependency of each thread (held lock and where it was locked, the
 * lock waited for and where), the number of cycles dropped per filter
 * (each listed when explain is non-zero), a final "Deadlock verdict: ..."
 * line. NUL-terminated, borrowed until the next call or racer_session_free. */
RACER_API racer_status racer_deadlock_report_text(racer_session *s, int32_t explain,
                                                  const char **out_text);
/* Writes the lock graph in Graphviz DOT (deadlock edges in red) to path,
 * truncating it. */
RACER_API racer_status racer_write_deadlock_dot(const racer_session *s, const char *path);

#ifdef __cplusplus
}
#endif
#endif /* RACER_RACER_H */
