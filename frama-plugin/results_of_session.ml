(* Result tables of finished sessions to Results_data (see
   results_of_session.mli). Each session gets a [view]: its columns read
   once, its names and statements resolved once, so records built from it
   share their strings and contexts (and -save writes them once). *)

module Session = Racer_core.Session
open Results_data

type view = {
  session : Session.t;
  columns : (string * string, int array) Hashtbl.t;
  stmts : stmt array;  (* model statement id -> statement *)
  threads : string array;  (* thread row -> name *)
  locks : string array;  (* locks row -> name *)
  contexts : context array;  (* run_contexts row -> context *)
}

let column_of session columns table column =
  match Hashtbl.find_opt columns (table, column) with
  | Some c -> c
  | None ->
    let c = Session.column session table column in
    Hashtbl.replace columns (table, column) c;
    c

let col v table column = column_of v.session v.columns table column
let rows v table = Array.length (col v table (List.hd (Session.column_names table)))

(* An input string or a result string, [""] for -1. *)
let input_string session id = if id < 0 then "" else Session.string session id
let result_string session id = if id < 0 then "" else Session.result_string session id

let view ids session =
  let columns = Hashtbl.create 64 in
  let col table column = column_of session columns table column in
  let files = col "statements" "file" and lines = col "statements" "line" in
  let file_names = Hashtbl.create 16 in
  let file id =
    match Hashtbl.find_opt file_names id with
    | Some f -> f
    | None ->
      let f = input_string session id in
      Hashtbl.replace file_names id f;
      f
  in
  let stmts =
    Array.init (Array.length lines) (fun id ->
        let sid = try (Ids.stmt ids id).Cil_types.sid with Not_found -> -1 in
        { sid; file = file files.(id); line = lines.(id) })
  in
  let functions = Array.map (input_string session) (col "functions" "name") in
  let threads = Array.map (result_string session) (col "thread_names" "name") in
  let locks = Array.map (result_string session) (col "locks" "name") in
  let stmt id = if id >= 0 && id < Array.length stmts then Some stmts.(id) else None in
  let call stmt_id callee =
    Option.map (fun site -> { site; callee = functions.(callee) }) (stmt stmt_id)
  in
  (* Call strings, outermost first: the highest position first. *)
  let calls = Array.make (Array.length (col "run_contexts" "thread")) [] in
  let cc = col "context_calls" "context" and pos = col "context_calls" "position" in
  let cstmt = col "context_calls" "stmt" and ccallee = col "context_calls" "callee" in
  Array.iteri
    (fun i c -> calls.(c) <- (pos.(i), call cstmt.(i) ccallee.(i)) :: calls.(c))
    cc;
  let contexts =
    Array.mapi
      (fun c thread ->
        let calls = List.sort (fun (a, _) (b, _) -> compare b a) calls.(c) in
        {
          thread = threads.(thread);
          func = functions.((col "run_contexts" "function").(c));
          calls = List.filter_map snd calls;
        })
      (col "run_contexts" "thread")
  in
  { session; columns; stmts; threads; locks; contexts }

(* -1 (none) and ids out of range give None. *)
let stmt v id = if id >= 0 && id < Array.length v.stmts then Some v.stmts.(id) else None
let yes = ( = ) 1

(* Rows of [table] grouped by the value of [key] columns. *)
let group v table key =
  let by = Hashtbl.create 256 in
  let cols = List.map (col v table) key in
  for row = rows v table - 1 downto 0 do
    let k = List.map (fun c -> c.(row)) cols in
    Hashtbl.replace by k (row :: Option.value ~default:[] (Hashtbl.find_opt by k))
  done;
  fun k -> Option.value ~default:[] (Hashtbl.find_opt by k)

let threads v =
  let entry = col v "threads" "entry" and create = col v "threads" "create_stmt" in
  let multiple = col v "threads" "multiple" in
  let functions = col v "functions" "name" in
  let creators = group v "thread_edges" [ "child" ] in
  let parent = col v "thread_edges" "parent" in
  List.init (Array.length entry) (fun t ->
      {
        name = v.threads.(t);
        entry = input_string v.session functions.(entry.(t));
        created_at = stmt v create.(t);
        multiple = yes multiple.(t);
        creators = List.sort_uniq compare (List.map (fun r -> v.threads.(parent.(r))) (creators [ t ]));
      })

(* The trace a report prints: calls from the thread's entry following each
   context's first caller, outermost first. *)
let trace v =
  let caller = col v "run_contexts" "caller" and call_stmt = col v "run_contexts" "call_stmt" in
  let rec go acc c =
    if c < 0 || caller.(c) < 0 then acc
    else
      let acc =
        match stmt v call_stmt.(c) with
        | Some site -> { site; callee = v.contexts.(c).func } :: acc
        | None -> acc
      in
      go acc caller.(c)
  in
  go []

let races v =
  let held = group v "locks_held" [ "context"; "stmt" ] in
  let lock_base = col v "locks_held" "lock_base" and lock_offset = col v "locks_held" "lock_offset" in
  let read = col v "locks_held" "read" and must = col v "locks_held" "must" in
  (* locks_held names a lock by (base, offset); the locks table names it. *)
  let name_of = Hashtbl.create 16 in
  Array.iteri
    (fun i base -> Hashtbl.replace name_of (base, (col v "locks" "offset").(i)) v.locks.(i))
    (col v "locks" "base");
  let bases = col v "bases" "name" in
  let base_name b = if b < 0 then "__atomic_section" else input_string v.session bases.(b) in
  let lock_name base offset =
    match Hashtbl.find_opt name_of (base, offset) with
    | Some n -> n
    | None -> base_name base ^ if offset = -1 then "(?)" else ""
  in
  let trace = trace v in
  let ctx = col v "accesses_seen" "context" and at = col v "accesses_seen" "stmt" in
  let thread = col v "accesses_seen" "thread" and kind = col v "accesses_seen" "kind" in
  let through = col v "accesses_seen" "through_pointer" in
  let access a =
    Option.map
      (fun s ->
        let locks = held [ ctx.(a); at.(a) ] in
        let lock r = { lock = lock_name lock_base.(r) lock_offset.(r); read = yes read.(r) } in
        {
          at = s;
          by = v.threads.(thread.(a));
          write = yes kind.(a);
          through_pointer = yes through.(a);
          must_locks = List.map lock (List.filter (fun r -> yes must.(r)) locks);
          may_locks = List.map lock locks;
          trace = trace ctx.(a);
        })
      (stmt v at.(a))
  in
  let kind = col v "races" "kind" in
  let first = col v "races" "first" and second = col v "races" "second" in
  (* race_labels has one row per race, in order. *)
  let location = col v "race_labels" "location" and why = col v "race_labels" "reasons" in
  let witness = col v "race_labels" "witness" in
  (* race_sites and race_thread_pairs: rows grouped by race, in order. *)
  let per_race table f =
    let race = col v table "race" in
    let out = Array.make (Array.length kind) [] in
    for i = Array.length race - 1 downto 0 do
      out.(race.(i)) <- f i :: out.(race.(i))
    done;
    out
  in
  let sites = per_race "race_sites" (fun i -> (col v "race_sites" "access").(i)) in
  let pair_a = col v "race_thread_pairs" "thread_a" and pair_b = col v "race_thread_pairs" "thread_b" in
  let conflicts = per_race "race_thread_pairs" (fun i -> v.threads.(pair_a.(i)) ^ " & " ^ v.threads.(pair_b.(i))) in
  List.filter_map
    (fun r ->
      match (access first.(r), access second.(r)) with
      | Some first, Some second ->
        Some
          {
            must = kind.(r) = 0;
            location = result_string v.session location.(r);
            reasons = result_string v.session why.(r);
            witness = result_string v.session witness.(r);
            first;
            second;
            sites = List.filter_map access sites.(r);
            conflicts = conflicts.(r);
          }
      | _ -> None)
    (List.init (Array.length kind) Fun.id)

let verdict_reasons v analysis =
  let a = col v "verdict_reasons" "analysis" and r = col v "verdict_reasons" "reason" in
  List.filter_map
    (fun i -> if a.(i) = analysis then Some (result_string v.session r.(i)) else None)
    (List.init (Array.length a) Fun.id)

let race_verdict v =
  match Session.verdict v.session with `Race -> "race" | `No_race -> "no-race" | `Unknown -> "unknown"

(* The acquisitions table: lock-order edges with their statements. *)
let acquisitions v =
  let held = col v "lock_acquisitions" "held" and acquired = col v "lock_acquisitions" "acquired" in
  let thread = col v "lock_acquisitions" "thread" and ctx = col v "lock_acquisitions" "context" in
  let at = col v "lock_acquisitions" "stmt" and held_at = col v "lock_acquisitions" "held_stmt" in
  let blocking = col v "lock_acquisitions" "blocking" in
  let shared = col v "lock_acquisitions" "acquired_read" in
  Array.init (Array.length held) (fun i ->
      Option.map
        (fun acquired_at ->
          {
            acquirer = v.threads.(thread.(i));
            acquired_at;
            via = v.contexts.(ctx.(i));
            held = v.locks.(held.(i));
            held_at = stmt v held_at.(i);
            acquired = v.locks.(acquired.(i));
            blocking = yes blocking.(i);
            shared = yes shared.(i);
          })
        (stmt v at.(i)))

let locksets v =
  let summary_ctx = col v "lockset_summaries" "context" in
  let entry_of = group v "summary_entry_locks" [ "summary" ] in
  let entry_lock = col v "summary_entry_locks" "lock" and entry_read = col v "summary_entry_locks" "read" in
  let binds_of = group v "summary_bindings" [ "summary" ] in
  let formal = col v "summary_bindings" "formal" and bound = col v "summary_bindings" "lock" in
  let bases = col v "bases" "name" in
  let locks_of = group v "summary_locks" [ "point" ] in
  let held_lock = col v "summary_locks" "lock" and held_read = col v "summary_locks" "read" in
  let held_must = col v "summary_locks" "must" in
  let acq_at = group v "lock_acquisitions" [ "context"; "stmt" ] in
  let acq_held = col v "lock_acquisitions" "held" and acq_lock = col v "lock_acquisitions" "acquired" in
  let summaries =
    Array.mapi
      (fun s ctx ->
        let entry =
          List.map (fun r -> { lock = v.locks.(entry_lock.(r)); read = yes entry_read.(r) }) (entry_of [ s ])
        in
        (* One entry per formal, its locks in table order. *)
        let bindings =
          List.fold_left
            (fun acc r ->
              let f = input_string v.session bases.(formal.(r)) in
              let lock = v.locks.(bound.(r)) in
              match acc with
              | (g, ls) :: rest when g = f -> (g, ls @ [ lock ]) :: rest
              | _ -> (f, [ lock ]) :: acc)
            [] (binds_of [ s ])
          |> List.rev
        in
        (ctx, entry, bindings))
      summary_ctx
  in
  let summary = col v "summary_points" "summary" and at = col v "summary_points" "stmt" in
  List.filter_map
    (fun p ->
      match stmt v at.(p) with
      | Some point when point.sid >= 0 ->
        let ctx, entry, bindings = summaries.(summary.(p)) in
        let held = locks_of [ p ] in
        let lock r = { lock = v.locks.(held_lock.(r)); read = yes held_read.(r) } in
        let may_rows = List.map (fun r -> held_lock.(r)) held in
        let edges =
          List.filter_map
            (fun a ->
              if List.mem acq_held.(a) may_rows then Some (v.locks.(acq_held.(a)), v.locks.(acq_lock.(a)))
              else None)
            (acq_at [ ctx; at.(p) ])
        in
        Some
          {
            point;
            context = v.contexts.(ctx);
            entry;
            bindings;
            must_held = List.map lock (List.filter (fun r -> yes held_must.(r)) held);
            may_held = List.map lock held;
            edges = List.sort_uniq compare edges;
          }
      | _ -> None)
    (List.init (Array.length summary) Fun.id)

let parallel v =
  let ctx = col v "active_threads" "context" and at = col v "active_threads" "stmt" in
  let thread = col v "active_threads" "thread" and must = col v "active_threads" "must" in
  (* Rows come grouped by (context, statement), threads ascending. *)
  let rows = ref [] in
  Array.iteri
    (fun i c ->
      let name = v.threads.(thread.(i)) in
      let sure = yes must.(i) in
      match !rows with
      | (c', s', may, musts) :: rest when c' = c && s' = at.(i) ->
        rows := (c, at.(i), name :: may, if sure then name :: musts else musts) :: rest
      | _ -> rows := (c, at.(i), [ name ], if sure then [ name ] else []) :: !rows)
    ctx;
  List.rev !rows
  |> List.filter_map (fun (c, s, may, musts) ->
         match stmt v s with
         | Some at_point when at_point.sid >= 0 ->
           Some { at_point; in_context = v.contexts.(c); may_run = List.rev may; must_run = List.rev musts }
         | _ -> None)

let deadlock_verdict v =
  match Session.deadlock_verdict v.session with
  | `Deadlock -> "deadlock"
  | `No_deadlock -> "no-deadlock"
  | `Unknown -> "unknown"

(* The DOT text the core writes for -deadlock-dot, through a temporary file. *)
let dot v =
  let file = Filename.temp_file "racer-gui-lock-graph" ".dot" in
  Fun.protect
    ~finally:(fun () -> try Sys.remove file with Sys_error _ -> ())
    (fun () ->
      Session.write_deadlock_dot v.session file;
      let ic = open_in_bin file in
      Fun.protect ~finally:(fun () -> close_in ic) (fun () -> really_input_string ic (in_channel_length ic)))

let deadlocks v =
  let acq = acquisitions v in
  let from = col v "lock_edges" "from" and to_ = col v "lock_edges" "to" in
  let on_deadlock = col v "lock_edges" "deadlock" in
  let of_edge = group v "lock_acquisitions" [ "edge" ] in
  let edges =
    List.init (Array.length from) (fun e ->
        {
          src = v.locks.(from.(e));
          dst = v.locks.(to_.(e));
          on_deadlock = yes on_deadlock.(e);
          acquisitions = List.filter_map (fun a -> acq.(a)) (of_edge [ e ]);
        })
  in
  let cycle = col v "deadlock_cycles" "cycle" and lock = col v "deadlock_cycles" "lock" in
  let witness = col v "deadlock_cycles" "acquisition" and kind = col v "deadlock_cycles" "kind" in
  let why = col v "deadlock_cycles" "why" in
  let rows = group v "deadlock_cycles" [ "cycle" ] in
  let count = Array.fold_left (fun n c -> max n (c + 1)) 0 cycle in
  let cycles =
    List.init count (fun c ->
        match rows [ c ] with
        | [] -> None
        | first :: _ as rs ->
          Some
            {
              kind =
                (match kind.(first) with
                | 0 -> Deadlock
                | 1 -> Self_deadlock
                | 2 -> Possible
                | _ -> Dropped);
              locks = List.map (fun r -> v.locks.(lock.(r))) rs;
              why = result_string v.session why.(first);
              steps = List.filter_map (fun r -> if witness.(r) < 0 then None else acq.(witness.(r))) rs;
            })
    |> List.filter_map Fun.id
  in
  {
    deadlock_verdict = deadlock_verdict v;
    deadlock_reasons = verdict_reasons v 1;
    edges;
    cycles;
    dot = dot v;
  }

let read ids ~races:race_session ~deadlocks:deadlock_session ~with_races ~with_deadlocks =
  let r = view ids race_session in
  let d = if deadlock_session == race_session then r else view ids deadlock_session in
  {
    threads = threads r;
    races =
      (if with_races then
         Some { race_verdict = race_verdict r; race_reasons = verdict_reasons r 0; races = races r }
       else None);
    deadlocks = (if with_deadlocks then Some (deadlocks d) else None);
    locksets = locksets r;
    parallel = parallel r;
  }
