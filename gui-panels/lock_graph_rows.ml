(* The lock-graph panel's rows (see lock_graph_rows.mli). *)
open Results_data

type row = { cells : string list; hot : bool; targets : stmt list }

let edge_columns = [ "From"; "To"; "Acquisitions"; "Deadlock"; "First acquired at" ]

let where (a : acquisition) = Printf.sprintf "%s by %s" (Panel_text.location a.acquired_at) a.acquirer

let edges (d : deadlocks) =
  List.map
    (fun e ->
      {
        cells =
          [
            e.src;
            e.dst;
            string_of_int (List.length e.acquisitions);
            (if e.on_deadlock then "yes" else "");
            (match e.acquisitions with a :: _ -> where a | [] -> "");
          ];
        hot = e.on_deadlock;
        targets = List.map (fun a -> a.acquired_at) e.acquisitions;
      })
    d.edges

let acquisition_columns = [ "Thread"; "Acquires"; "At"; "Holding"; "Locked at"; "Context" ]

let acquisitions (e : edge) =
  List.map
    (fun a ->
      {
        cells =
          [
            a.acquirer;
            (a.acquired ^ if a.shared then " (read)" else "") ^ if a.blocking then "" else " (trylock)";
            Panel_text.location a.acquired_at;
            a.held;
            (match a.held_at with Some s -> Panel_text.location s | None -> "?");
            Panel_text.context a.via;
          ];
        hot = e.on_deadlock;
        targets = [ a.acquired_at ];
      })
    e.acquisitions

let cycle_columns = [ "Cycle"; "Locks"; "Threads / why" ]

let rank = function Deadlock | Self_deadlock -> 0 | Possible -> 1 | Dropped -> 2

let kind_name = function
  | Deadlock -> "deadlock"
  | Self_deadlock -> "self-deadlock"
  | Possible -> "possible deadlock"
  | Dropped -> "cannot deadlock"

let cycles (d : deadlocks) =
  List.stable_sort (fun a b -> compare (rank a.kind) (rank b.kind)) d.cycles
  |> List.map (fun c ->
         let locks = match c.locks with [] -> "" | l :: _ -> String.concat " -> " (c.locks @ [ l ]) in
         let detail =
           match c.kind with
           | Deadlock | Self_deadlock ->
             String.concat "; "
               (List.map
                  (fun a ->
                    Printf.sprintf "%s holds %s, waits for %s at %s" a.acquirer a.held a.acquired
                      (Panel_text.location a.acquired_at))
                  c.steps)
           | Possible | Dropped -> c.why
         in
         {
           cells = [ kind_name c.kind; locks; detail ];
           hot = rank c.kind = 0;
           targets = List.map (fun a -> a.acquired_at) c.steps;
         })

let verdict = function
  | None -> "No deadlock results: run frama-c-gui with -deadlock (or enable it in Analyses and run)."
  | Some d ->
    let count k = List.length (List.filter (fun c -> rank c.kind = k) d.cycles) in
    let locks = List.sort_uniq compare (List.concat_map (fun e -> [ e.src; e.dst ]) d.edges) in
    let why = match d.deadlock_reasons with [] -> "" | rs -> " (" ^ String.concat "; " rs ^ ")" in
    Printf.sprintf "Deadlock verdict: %s - %d lock%s, %d edge%s, %d deadlock%s%s" d.deadlock_verdict
      (List.length locks) (if List.length locks = 1 then "" else "s")
      (List.length d.edges) (if List.length d.edges = 1 then "" else "s")
      (count 0) (if count 0 = 1 then "" else "s") why
