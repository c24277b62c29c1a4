(** Registers the plug-in's main hook with the kernel. Nothing to call. *)
