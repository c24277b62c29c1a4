(** Facts fixed when Racer was configured (generated from build_config.ml.in). *)

val models_dir : string
(** Where [cmake --install] puts the shipped concurrency models; the
    default of [-cc-models] is every [.yaml] file there. *)
