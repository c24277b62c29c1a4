(** The "Races" tab: the verdict, one row per race (may-races can be
    hidden); selecting a race marks both accesses in the source view and
    scrolls to the first. *)

val create : Panel_env.t -> GPack.notebook -> Panel_env.panel
(** Adds the tab. *)
