(** The input files of a JSON compilation database ([-racer-compilation-db]).

    Frama-C 25's [-json-compilation-database] only supplies the flags of the
    files named on the command line; with [-racer-compilation-db PATH],
    every C entry of the database becomes an input file too, so that
    [frama-c -racer -racer-compilation-db build/] analyses a CMake or Meson
    project with no file list. The files are added to [Kernel.Files] (after
    those of the command line, each file once) and the kernel's
    [-json-compilation-database] is set to the same database, so each file
    is preprocessed with its own [-I]/[-D]/[-U] flags.

    An entry's [file] is resolved against its [directory], itself resolved
    against the database's directory. Entries of other languages (any
    extension but [.c] and [.i]) are skipped with a feedback message. A
    missing or malformed database, an entry without [file], [directory] or
    a command, a listed file that does not exist, a database without any C
    file, or a different [-json-compilation-database] abort Frama-C with a
    message naming the database and the entry. *)

val install : unit -> unit
(** Registers the hooks that add the database's files once the command
    line is read (after the configuring stage, and again after the kernel
    sets the command line's own files, which replaces [Kernel.Files]). *)
