(* Per-context facts of Eva runs (see eva_facts.mli). *)

open Cil_types
module C = Racer_core.Const
module Model = Racer_core.Model

type thread = { create : int; entry : int }

(* A base a fact names: a model base, or a block Eva's allocation builtins
   made (named by Eva, weak when it stands for several blocks). *)
type base_ref = Known of int | Eva_heap of string * bool

type row =
  | Access of {
      stmt : int;
      kind : int;
      base : base_ref;
      lo : int;
      hi : int;
      size : int;
      flags : int;
      key : string option;
      guard : string option;
    }
  | Points_to of { expr : int; base : base_ref; lo : int; hi : int }

(* Call strings below a thread's root: (call stmt, callee), outermost first. *)
type chain = (int * int) list

type facts = { chains : (chain, unit) Hashtbl.t; rows : (chain * row, unit) Hashtbl.t }

type t = {
  depth : int;
  atomic_op : Extract_accesses.atomic_ops;
  keys : Instance_keys.t;
  threads : (thread, facts) Hashtbl.t;
  mutable order : thread list;  (* first run first, for stable ids *)
  mutable unresolved : int;  (* accesses Eva could not bound *)
  allocations : (string, int) Hashtbl.t;
      (* Eva block name -> the model statement that allocated it; -1 when
         several did (runs name blocks alike) *)
  tested : (int, unit) Hashtbl.t;  (* sids of [if]s some run reached *)
  taken : (int * bool, unit) Hashtbl.t;  (* their ways (condition true or false) some run may take *)
  unify_blocks : bool;  (* one model base for a block's strong and weak names *)
  distrust : varinfo -> bool;
      (* variables whose value in a run is not to be trusted to locate
         anything (the over run: locals another thread may write) *)
}

let create ?(unify_blocks = false) ?(distrust = fun _ -> false) ~depth ~atomic_op ~keys () =
  { depth; atomic_op; keys; threads = Hashtbl.create 17; order = []; unresolved = 0;
    allocations = Hashtbl.create 17; tested = Hashtbl.create 97; taken = Hashtbl.create 97; unify_blocks;
    distrust }

(* Whether evaluating [e] reads a distrusted variable; an address [&lv]
   reads only what locates [lv] (its pointer and indices). *)
let rec reads_distrusted t e =
  match e.enode with
  | Lval ((Var x, _) as lv) -> t.distrust x || locates_through_distrusted t lv
  | Lval lv | AddrOf lv | StartOf lv -> locates_through_distrusted t lv
  | UnOp (_, a, _) | CastE (_, a) -> reads_distrusted t a
  | BinOp (_, a, b, _) -> reads_distrusted t a || reads_distrusted t b
  | Const _ | SizeOf _ | SizeOfE _ | SizeOfStr _ | AlignOf _ | AlignOfE _ -> false

(* Whether locating [lv] reads one: its pointer, its indices. *)
and locates_through_distrusted t (host, off) =
  let rec in_offset = function
    | NoOffset -> false
    | Field (_, o) -> in_offset o
    | Index (e, o) -> reads_distrusted t e || in_offset o
  in
  (match host with Mem e -> reads_distrusted t e | Var _ -> false) || in_offset off

(* Eva's allocation builtins name a block [__malloc_main_l6] the first time
   a call stack allocates it and [__malloc_w_main_l6] once it stands for
   several; across the runs of one thread analysis both may name the same
   block. The name without the weak marker. *)
let block_key name =
  let prefixes = [ "__malloc"; "__calloc"; "__realloc"; "__alloc" ] in
  match List.find_opt (fun p -> String.starts_with ~prefix:(p ^ "_w_") name) prefixes with
  | Some p -> p ^ String.sub name (String.length p + 2) (String.length name - String.length p - 2)
  | None -> name

(* Ways are told apart by the condition's value, not by the statement they
   lead to: in the over run's copy the first statement of a branch may be
   wrapped in an [if (__racer_nondet)] of its own. *)
let never_taken t s succ =
  match s.Cil_types.skind with
  | If (_, then_b, else_b, _) when Hashtbl.mem t.tested s.sid -> (
    match Branch_shapes.branch_targets s then_b else_b with
    | Some (yes, _) when Cil_datatype.Stmt.equal succ yes -> not (Hashtbl.mem t.taken (s.sid, true))
    | Some (_, no) when Cil_datatype.Stmt.equal succ no -> not (Hashtbl.mem t.taken (s.sid, false))
    | _ -> false)
  | _ -> false

(* The ways an [if] Eva reached may take in this run: its condition in the
   state before it (all call stacks) may be non-zero, may be zero. *)
let note_branch t s =
  match s.skind with
  | If (cond, _, _, _) ->
    Hashtbl.replace t.tested s.sid ();
    let v = Eva.Results.(before s |> eval_exp cond |> as_cvalue) in
    if Cvalue.V.contains_non_zero v then Hashtbl.replace t.taken (s.sid, true) ();
    if Cvalue.V.contains_zero v then Hashtbl.replace t.taken (s.sid, false) ()
  | _ -> ()
let unresolved t = t.unresolved

(* The last [depth] calls of an Eva call stack (innermost first, ending at
   the entry's (kf, Kglobal)), outermost first; None when a call is not in
   the model (it always is: the model holds every statement). *)
let chain_of ids ~depth (cs : Eva.Results.callstack) =
  (* [take] reverses: innermost-first in, outermost-first out. *)
  let rec take n acc = function
    | (kf, Kstmt call) :: rest when n > 0 -> take (n - 1) ((call, kf) :: acc) rest
    | _ -> acc
  in
  let rec ids_of = function
    | [] -> Some []
    | (call, kf) :: rest -> (
      match (Ids.stmt_id ids call, Ids.function_id ids (Kernel_function.get_vi kf), ids_of rest) with
      | Some s, Some f, Some r -> Some ((s, f) :: r)
      | _ -> None)
  in
  ids_of (take depth [] cs)

let base_ref ids base =
  match base with
  | Base.Var (vi, _) when Ids.storage_of_var ids vi <> None -> Option.map (fun b -> Known b) (Ids.storage_of_var ids vi)
  | Base.Var (vi, _) -> Option.map (fun b -> Known b) (Ids.var_base ids vi)
  | Base.Allocated (vi, _, _) -> Some (Eva_heap (vi.vname, Base.is_weak base))
  | Base.Null | Base.String _ | Base.CLogic_Var _ -> None

let int_of i = match Integer.to_int_opt i with Some n when n >= 0 && n < 0x3fffffff -> n | _ -> -1

(* [min, max] of an offset set in bits, (-1, -1) when unbounded. *)
let interval ~scale ival =
  match Ival.min_and_max ival with
  | Some lo, Some hi ->
    let lo = int_of (Integer.mul lo (Integer.of_int scale))
    and hi = int_of (Integer.mul hi (Integer.of_int scale)) in
    if lo < 0 || hi < 0 then (-1, -1) else (lo, hi)
  | _ -> (-1, -1)

(* The last bit of a base, -1 when unknown (a block of unknown size). *)
let last_bit base =
  match Base.bits_sizeof base with
  | Int_Base.Value n -> int_of (Integer.pred n)
  | Int_Base.Top -> -1

(* The objects an address may designate, each with its offsets and last
   bit; None when Eva cannot bound it. *)
let targets ids ~scale fold v =
  match fold (fun base ival acc -> (base, ival) :: acc) v [] with
  | exception Abstract_interp.Error_Top -> None
  | pairs ->
    let known = ref true in
    let out =
      List.filter_map
        (fun (base, ival) ->
          match base with
          | Base.Null | Base.String _ | Base.CLogic_Var _ -> None
          | _ -> (
            match base_ref ids base with
            | Some b ->
              let lo, hi = interval ~scale ival in
              Some (b, lo, hi, last_bit base)
            | None ->
              known := false;
              None))
        pairs
    in
    if !known then Some (List.rev out) else None

(* A fresh record each time: [Eva.Results.default] returns it exactly when
   Eva has no location (compared physically). *)
let no_location () = Locations.make_loc Locations.Location_Bits.bottom Int_Base.top

let add_row facts chain row = Hashtbl.replace facts.rows (chain, row) ()

(* The objects lvalue [lv] may designate: `Bottom when it has no valid
   address (the path stops there), `Unbounded when Eva cannot bound it. *)
let address_objects ?for_writing ids lv req =
  let address = Eva.Results.eval_address ?for_writing lv req in
  let none = no_location () in
  let loc = Eva.Results.default none (Eva.Results.as_location address) in
  if loc == none then if Eva.Results.is_bottom address then `Bottom else `Unbounded
  else
    match targets ids ~scale:1 Locations.Location_Bits.fold_i loc.Locations.loc with
    | None -> `Unbounded
    | Some objs -> `Objects objs

let add_points_to facts chain ~expr objs =
  List.iter (fun (base, lo, hi, _) -> add_row facts chain (Points_to { expr; base; lo; hi })) objs

(* The bits an access covers, given the offsets [lo..hi] where its lvalue
   may start, its own size (a bit-field's run: it starts [before] bits
   earlier) and its extent (Extract_accesses.lval_use), and the row's size;
   (-1, -1) for the whole object. *)
let extent_bits ~lo ~hi ~before ~size ~last (extent : Library_calls.extent) =
  let whole = ((-1, -1), -1) in
  if lo < 0 then whole
  else
    match extent with
    | Lvalue ->
      if lo < before || size <= 0 then ((-1, -1), size) else ((lo - before, hi - before + size - 1), size)
    | Whole -> whole
    | Bytes n -> ((lo, hi + (8 * n) - 1), 8 * n)
    | To_end -> if last >= lo then ((lo, last), last - lo + 1) else whole

(* The accesses of lvalue [lv] (over [extent]) in one call stack. *)
let lval_rows t ids facts chain ~stmt ~kind ~flags:own ~extent ~key ~guard lv req =
  (* A bit-field covers its run of adjacent bit-fields (one memory
     location). *)
  let size = Lvalues.access_size lv in
  let before = match Lvalues.bitfield_run (snd lv) with Some (before, _) -> before | None -> 0 in
  let indirect = match fst lv with Mem _ -> true | Var _ -> false in
  let located = if locates_through_distrusted t lv then `Unbounded else
      address_objects ~for_writing:(kind = C.access_write) ids lv req in
  match located with
  | `Bottom -> ()
  | `Unbounded ->
    (* The syntactic row, whose pointer the core then treats as reaching
       any escaping object. *)
    t.unresolved <- t.unresolved + 1;
    Option.iter
      (fun (a : Extract_accesses.access) ->
        add_row facts chain
          (Access { stmt; kind; base = Known a.base; lo = -1; hi = -1; size = a.size; flags = a.flags; key; guard }))
      (Extract_accesses.lval_access ids ~kind ~flags:own ~extent lv)
  | `Objects objs ->
    let several = List.length objs > 1 in
    List.iter
      (fun (base, lo, hi, last) ->
        let weak = match base with Eva_heap (_, w) -> w | Known _ -> false in
        let (lo, hi), size = extent_bits ~lo ~hi ~before ~size ~last extent in
        (* The library's storage stands for several objects: where in it
           is not known. *)
        let storage = base = Known (Option.value ~default:(-2) (Ids.library_storage ids)) in
        let (lo, hi), size = if storage then ((-1, -1), -1) else ((lo, hi), size) in
        let flags =
          (if several || weak || storage then C.access_may else 0)
          lor (if indirect then C.access_indirect else 0)
          lor own
        in
        add_row facts chain (Access { stmt; kind; base; lo; hi; size; flags; key; guard }))
      objs

(* What a pointer argument of a library call may point to; nothing when
   unbounded (the core's syntactic reading decides). *)
let pointer_rows t ids facts chain ~expr e req =
  if not (reads_distrusted t e) then
    let v = Eva.Results.as_cvalue (Eva.Results.eval_exp e req) in
    Option.iter (add_points_to facts chain ~expr) (targets ids ~scale:8 Cvalue.V.fold_i v)

(* The object a by-value lvalue argument designates (its address). *)
let lvalue_rows t ids facts chain ~expr lv req =
  match if locates_through_distrusted t lv then `Unbounded else address_objects ids lv req with
  | `Objects objs -> add_points_to facts chain ~expr objs
  | `Bottom | `Unbounded -> ()

(* The blocks Eva's allocation builtins return at allocation statement [s]
   (model id [stmt]): what its result holds afterwards. *)
let note_allocation t stmt s =
  let result =
    match s.skind with
    | Instr (Call (Some lv, _, _, _)) -> Some lv
    | Instr (Local_init (vi, ConsInit _, _)) -> Some (Cil.var vi)
    | _ -> None
  in
  if Extract_bases.allocator_of_stmt s <> None then
    Option.iter
      (fun lv ->
        let v = Eva.Results.as_cvalue (Eva.Results.eval_lval lv (Eva.Results.after s)) in
        match Cvalue.V.fold_bases (fun b acc -> b :: acc) v [] with
        | exception Abstract_interp.Error_Top -> ()
        | bases ->
          List.iter
            (function
              | Base.Allocated (vi, _, _) ->
                let known = Hashtbl.find_opt t.allocations vi.vname in
                Hashtbl.replace t.allocations vi.vname
                  (match known with None -> stmt | Some s' when s' = stmt -> stmt | Some _ -> -1)
              | _ -> ())
            bases)
      result

(* A call that may rewrite the library's static storage writes it
   (Extract_accesses.library_storage_call), in this call stack. *)
let library_storage_write ids facts chain ~stmt s =
  Option.iter
    (fun base ->
      add_row facts chain
        (Access { stmt; kind = C.access_write; base = Known base; lo = -1; hi = -1; size = -1; flags = C.access_may;
                  key = None; guard = None }))
    (Extract_accesses.library_storage_call ids s)

let collect ?ended t ids thread =
  let facts = { chains = Hashtbl.create 17; rows = Hashtbl.create 997 } in
  if not (Hashtbl.mem t.threads thread) then t.order <- t.order @ [ thread ];
  Hashtbl.replace t.threads thread facts;
  let statements = Ids.statement_count ids in
  for stmt = 0 to statements - 1 do
    if stmt land 255 = 0 then Db.yield ();
    let s = Ids.stmt ids stmt in
    if Eva.Results.is_reachable s then begin
      note_branch t s;
      note_allocation t stmt s;
      let lvals = Extract_accesses.stmt_lvals ~atomic_op:t.atomic_op s in
      let args = Ids.pointer_args ids stmt and lvalue_args = Ids.lvalue_args ids stmt in
      let is_call = match s.skind with Instr (Call _ | Local_init (_, ConsInit _, _)) -> true | _ -> false in
      List.iter
        (fun (cs, req) ->
          match chain_of ids ~depth:t.depth cs with
          | None -> ()
          | Some chain ->
            Hashtbl.replace facts.chains chain ();
            (* The callees' contexts exist even when Eva kept no state
               inside them (a call it did not need to re-analyse). *)
            if is_call then
              List.iter
                (fun callee ->
                  Option.iter
                    (fun c -> Hashtbl.replace facts.chains c ())
                    (chain_of ids ~depth:t.depth ((callee, Kstmt s) :: cs)))
                (Eva.Results.callee s);
            let ended_here =
              match ended with Some f when lvals <> [] && f req -> C.access_children_ended | _ -> 0
            in
            List.iter
              (fun { Extract_accesses.kind; flags; lv; extent; library } ->
                let flags = if library then flags else flags lor t.keys.meets s lv in
                let flags = if t.keys.fresh s lv then flags lor C.access_fresh else flags in
                (* The state before a call holds for its arguments, not for
                   the stores the call makes (a create's status, once the
                   thread runs; a join's exit value). *)
                let flags = if is_call && kind = C.access_write then flags else flags lor ended_here in
                let key = if library then t.keys.block_key s lv else t.keys.key s lv in
                let guard = if library then None else t.keys.guard s lv in
                lval_rows t ids facts chain ~stmt ~kind ~flags ~extent ~key ~guard lv req)
              lvals;
            library_storage_write ids facts chain ~stmt s;
            List.iter (fun (expr, e) -> pointer_rows t ids facts chain ~expr e req) args;
            List.iter (fun (expr, lv) -> lvalue_rows t ids facts chain ~expr lv req) lvalue_args)
        (Eva.Results.by_callstack (Eva.Results.before s))
    end
  done

let threads t = List.length t.order

(* Eva blocks weak in some row (some run made them stand for several). *)
let weak_blocks t =
  let weak = Hashtbl.create 17 in
  let note = function
    | Eva_heap (name, w) when w || (t.unify_blocks && block_key name <> name) ->
      Hashtbl.replace weak (if t.unify_blocks then block_key name else name) ()
    | _ -> ()
  in
  Hashtbl.iter
    (fun _ facts ->
      Hashtbl.iter
        (fun (_, row) () ->
          match row with Access { base; _ } | Points_to { base; _ } -> note base)
        facts.rows)
    t.threads;
  weak

let emit t model =
  let heap = Hashtbl.create 17 in
  let weak = weak_blocks t in
  let base = function
    | Known b -> b
    | Eva_heap (name, _) -> (
      let name = if t.unify_blocks then block_key name else name in
      match Hashtbl.find_opt heap name with
      | Some b -> b
      | None ->
        (* A block that is never weak is one per call stack of its
           allocation statement and run (the core decides how many runs). *)
        let alloc_stmt = Option.value ~default:(-1) (Hashtbl.find_opt t.allocations name) in
        let flags =
          if Hashtbl.mem weak name then C.base_weak
          else if alloc_stmt >= 0 then C.base_single_block
          else 0
        in
        let b =
          Model.add_base model ~name ~kind:C.base_heap ~func:(-1) ~flags ~size_bits:(-1) ~typ:None
            ~formal_index:(-1) ~alloc_stmt
        in
        Hashtbl.add heap name b;
        b)
  in
  List.iter
    (fun thread ->
      let facts = Hashtbl.find t.threads thread in
      let root = Model.add_context model ~parent:(-1) ~call_stmt:thread.create ~callee:thread.entry in
      let ids = Hashtbl.create 17 in
      (* Chains and their prefixes, parents first. *)
      let rec intern = function
        | [] -> root
        | chain -> (
          match Hashtbl.find_opt ids chain with
          | Some c -> c
          | None ->
            let rev = List.rev chain in
            let call, callee = List.hd rev in
            let parent = intern (List.rev (List.tl rev)) in
            let c = Model.add_context model ~parent ~call_stmt:call ~callee in
            Hashtbl.add ids chain c;
            c)
      in
      let chains = Hashtbl.fold (fun c () acc -> c :: acc) facts.chains [] in
      List.iter (fun c -> ignore (intern c : int)) (List.sort compare chains);
      let rows = Hashtbl.fold (fun r () acc -> r :: acc) facts.rows [] in
      List.iter
        (fun (chain, row) ->
          let context = intern chain in
          match row with
          | Access { stmt; kind; base = b; lo; hi; size; flags; key; guard } ->
            Model.add_access ?key ?guard model ~stmt ~kind ~base:(base b) ~offset_lo:lo ~offset_hi:hi
              ~size_bits:size ~expr:(-1) ~flags ~context
          | Points_to { expr; base = b; lo; hi } ->
            Model.add_points_to model ~expr ~base:(base b) ~offset_lo:lo ~offset_hi:hi ~context)
        (List.sort compare rows))
    t.order
