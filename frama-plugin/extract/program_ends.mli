(** Calls that never return: the library functions that end the program or
    the calling thread (the core's one list, [Racer_core.library_end]), for
    the model's [noreturn] flag
    ({!Extract_program}), the recognisers' assumptions ([if (v > c)
    abort();], the guards of test-and-set locks) and the witness
    interpreter. C files (SV-COMP's
    [extern void abort(void);] among them) often declare these functions
    without the [noreturn] attribute. *)

val ends_program : Kernel_function.t -> bool
(** A library function without a body that ends the program: [abort],
    [exit], [_exit], [_Exit], [quick_exit], [__assert_fail],
    [__VERIFIER_error]. A function of these names that the program defines
    is its own, and may return. *)

val ends_thread : Kernel_function.t -> bool
(** A library function without a body that ends the calling thread
    ([pthread_exit], [thrd_exit]; Frama-C's libc does not say they never
    return). *)

val stops_program : Cil_types.varinfo -> bool
(** A call of this function surely ends the program: the [noreturn]
    attribute; {!ends_program}; SV-COMP's error function [reach_error]
    without a body; or a function the program defines whose body surely
    calls such a function first ([void reach_error(void) {
    __assert_fail(...); }], [void die(void) { exit(1); }], wrappers of
    wrappers up to four deep). A defined [reach_error] or [abort] that may
    return (one that only logs) stops nothing. *)

val assumes : Cil_types.varinfo -> bool
(** A call [f(c)] goes on only when [c] holds: SV-COMP's
    [__VERIFIER_assume] without a body, or a function of one parameter [p]
    the program defines as [if (!p) stop();] (SV-COMP's
    [assume_abort_if_not]), [stop] a call {!stops_program} accepts. A
    function of that name with another body assumes nothing. *)
