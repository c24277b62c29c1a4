(** SV-COMP mode (-racer-svcomp, -racer-witness-path; docs/report-format.md):
    the verdict as the competition reads it, on the last line of output,
    and the violation witness of a certain race, which the core renders. *)

val verdict_line : [ `Race | `No_race | `Unknown ] -> string
(** ["FALSE(no-data-race)"], ["TRUE"], ["UNKNOWN"]. *)

val architecture : string -> string
(** The witness's architecture for a Frama-C machdep: ["32bit"] for
    x86_32 and gcc_x86_32, ["64bit"] for x86_64 and gcc_x86_64, else the
    machdep's own name. *)

val program_file : string list -> string option
(** The analysed program among the input files: the first that is not a
    header ([.h]). *)

val finish : Racer_core.Session.t -> unit
(** After the race report: writes the witness when the verdict is [`Race]
    and -racer-svcomp or -racer-witness-path asks for it (a failure is a
    warning), and with -racer-svcomp prints the verdict line when Frama-C
    exits normally, after every other message. *)
