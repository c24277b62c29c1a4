(* The threads panel's rows (see threads_rows.mli). *)
open Results_data

type row = { cells : string list; target : stmt option }

let thread_columns = [ "Thread"; "Entry"; "Created at"; "Created by"; "Instances" ]

let threads (r : Results_data.t) =
  List.map
    (fun t ->
      {
        cells =
          [
            t.name;
            t.entry;
            (match t.created_at with Some s -> Panel_text.location s | None -> "-");
            Panel_text.names t.creators;
            (if t.multiple then "multiple" else "unique");
          ];
        target = t.created_at;
      })
    r.threads

let parallel_columns = [ "Thread"; "Context"; "May run in parallel"; "Must run in parallel" ]

(* The active set of a context includes its own thread: it runs alongside
   itself only when it may have several instances. *)
let others (r : Results_data.t) self names =
  let multiple name = List.exists (fun t -> t.name = name && t.multiple) r.threads in
  List.filter (fun n -> n <> self || multiple n) names

let parallel (r : Results_data.t) ~sid =
  List.filter (fun p -> p.at_point.sid = sid) r.parallel
  |> List.map (fun p ->
         let self = p.in_context.thread in
         {
           cells =
             [
               self;
               Panel_text.context p.in_context;
               Panel_text.names (others r self p.may_run);
               Panel_text.names (others r self p.must_run);
             ];
           target = None;
         })

let title results selected =
  match (results, selected) with
  | None, _ -> "No Racer results: run frama-c-gui with -racer or -deadlock."
  | Some _, None -> "Select a statement in the source view to see the threads running alongside it."
  | Some r, Some s ->
    if parallel r ~sid:s.sid = [] then Printf.sprintf "No thread reaches %s." (Panel_text.location s)
    else Printf.sprintf "Threads running alongside %s" (Panel_text.location s)
