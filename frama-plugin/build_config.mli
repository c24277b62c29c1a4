(** Facts fixed when Racer was configured (generated from build_config.ml.in). *)

val models_dir : string
(** Where [cmake --install] puts the shipped concurrency models; the
    default of [-cc-models] is every [.yaml] file there. *)

val racer_cpp : string
(** The installed racer-cpp, which [-cc-rewrite] runs on each input. *)

val include_dir : string
(** The installed directory of Racer's C headers ([<stdatomic.h>],
    [<threads.h>]), put first on the include path by [-cc-rewrite]. *)
