(** How the panels write results: locations, locksets, call strings,
    contexts. Pure (no GTK, no Frama-C), shared by the row modules. *)

val location : Results_data.stmt -> string
(** ["bank.c:14"]: the file's last path component and the line, as the
    reports write locations. *)

val locks : Results_data.lock list -> string
(** ["{a, b (read)}"], ["{}"] for none. *)

val names : string list -> string
(** ["a, b"], ["-"] for none. *)

val calls : Results_data.call list -> string
(** ["f (a.c:3) -> g (a.c:9)"]: each call's callee and site, outermost
    first; [""] for none. *)

val context : Results_data.context -> string
(** How the context is reached: its call string (["take_two (x.c:16)"] for a
    wrapper called at x.c:16), or ["t1 (entry)"] for a thread's root
    context. *)

val bindings : (string * string list) list -> string
(** Lock parameters: ["first = a, second = b"] ([{a, b}] when a formal may
    designate several); [""] for none. *)
