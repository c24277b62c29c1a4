(** The "Lock graph" tab: the deadlock verdict, the lock graph's edges with
    their number of acquisitions (edges on a deadlock in red), the
    acquisitions of the selected edge, the cycles, and the graph drawn by
    Graphviz when [dot] is installed. Selecting an edge, an acquisition or a
    deadlock shows its acquisition statements in the source view. *)

val create : Panel_env.t -> GPack.notebook -> Panel_env.panel
(** Adds the tab. *)
