(* Token pools: indices taken from a lock-protected bit set and handed to
   the thread created with them (see pool_tokens.mli). *)

open Cil_types
open Cil_shapes

let same = Cil_datatype.Varinfo.equal

(* The width of the argument of the C library's and GCC's ffs functions;
   none for a function of that name the program defines itself. *)
let ffs_width f =
  let defined = try Kernel_function.is_definition (Globals.Functions.get f) with Not_found -> false in
  if defined then None
  else
    match f.vname with
    | "ffs" | "__builtin_ffs" -> Some (Cil.bitsSizeOf Cil.intType)
    | "ffsl" | "__builtin_ffsl" -> Some (Cil.bitsSizeOf Cil.longType)
    | "ffsll" | "__builtin_ffsll" -> Some (Cil.bitsSizeOf Cil.longLongType)
    | _ -> None

let is_one e = match Cil.constFoldToInt e with Some z -> Integer.equal z Integer.one | None -> false

(* The variable [k] of a single bit [1 << k] of a [width]-bit pool: the
   shift at least as wide as the pool (an [int] bit widened to a 64-bit
   pool would set bits 31 to 63 for k = 31), under casts that keep its
   bits. *)
let bit ~width e =
  match (strip_keeping ~width e).enode with
  | BinOp (Shiftlt, one, k, t) when is_one one && Cil.bitsSizeOf t >= width -> var_of k
  | _ -> None

(* [rhs] is [p op x] or [x op p]; the other operand. *)
let operand_with p op rhs =
  match rhs.enode with
  | BinOp (op', a, b, _) when op' = op -> if is_var p a then Some b else if is_var p b then Some a else None
  | _ -> None

type take = {
  pool : varinfo;
  holder : varinfo;  (** [j] *)
  lock : string;
  draw : stmt;  (** [j = t - 1] *)
  clear : stmt;  (** [P = P & ~(1 << j)] *)
}

type give = { gpool : varinfo; token : varinfo; glock : string; set : stmt }

let unlabelled = List.for_all (fun s -> s.labels = [])

(* The takes of a block: [lock(&m); t = ffs(P); j = t - 1; P = P & ~(1 <<
   j); unlock(&m);], with [P] a global integer as wide as ffs's argument
   whose address is never taken, [t] and [j] locals whose address is never
   taken. *)
let takes ~classify ~exclusive stmts =
  let lock_call = Ticket_keys.lock_call ~classify ~exclusive in
  let draw_of t b =
    match b.skind with
    | Instr (Set ((Var j, NoOffset), e, _)) | Instr (Local_init (j, AssignInit (SingleInit e), _)) -> (
      match e.enode with
      | BinOp (MinusA, tv, one, _) when is_var t tv && is_one one && (not j.vglob) && (not j.vaddrof)
                                        && Cil.isIntegralType j.vtype -> Some j
      | _ -> None)
    | _ -> None
  in
  let rec go acc = function
    | l :: a :: b :: c :: u :: rest -> (
      let found =
        match (lock_call `Lock l, a.skind, c.skind, lock_call `Unlock u) with
        | ( Some m,
            Instr (Call (Some (Var t, NoOffset), { enode = Lval (Var f, NoOffset); _ }, [ arg ], _)),
            Instr (Set ((Var p, NoOffset), rhs, _)),
            Some m' )
          when m = m' && unlabelled [ a; b; c; u ] && (not t.vglob) && (not t.vaddrof) -> (
          match (ffs_width f, draw_of t b) with
          | Some width, Some j
            when p.vglob && (not p.vaddrof) && Cil.isIntegralType p.vtype && Cil.bitsSizeOf p.vtype = width
                 && is_var p arg ->
            let clears =
              match operand_with p BAnd rhs with
              | Some mask -> (
                match (strip_keeping ~width mask).enode with
                | UnOp (BNot, x, _) -> ( match bit ~width x with Some k -> same k j | None -> false)
                | _ -> false)
              | None -> false
            in
            if clears then Some { pool = p; holder = j; lock = m; draw = b; clear = c } else None
          | _ -> None)
        | _ -> None
      in
      match found with Some tk -> go (tk :: acc) rest | None -> go acc (a :: b :: c :: u :: rest))
    | _ -> acc
  in
  go [] (flat stmts)

(* The gives of a block: [lock(&m); P = P | (1 << k); unlock(&m);]. *)
let gives ~classify ~exclusive stmts =
  let lock_call = Ticket_keys.lock_call ~classify ~exclusive in
  let rec go acc = function
    | l :: c :: u :: rest -> (
      let found =
        match (lock_call `Lock l, c.skind, lock_call `Unlock u) with
        | Some m, Instr (Set ((Var p, NoOffset), rhs, _)), Some m' when m = m' && unlabelled [ c; u ] && p.vglob -> (
          match operand_with p BOr rhs with
          | Some b -> (
            match bit ~width:(Cil.bitsSizeOf p.vtype) b with
            | Some k -> Some { gpool = p; token = k; glock = m; set = c }
            | None -> None)
          | None -> None)
        | _ -> None
      in
      match found with Some g -> go (g :: acc) rest | None -> go acc (c :: u :: rest))
    | _ -> acc
  in
  go [] (flat stmts)

(* A thread function that receives a take's token: [f] created at [create]
   (its only occurrence in the program) with the argument [(void * )j]. *)
type handoff = { take : take; thread : fundec; holders : varinfo list }

(* The handoff of take [tk] in [fd], if [fd] passes its token to exactly
   one create and to a new thread on every run of it: [j] written only by
   the draw, which dominates the create; every way from the create back to
   it draws again; no other call names [j]. *)
let handoff ~is_create ~occurs fd tk =
  let j = tk.holder in
  let width = Cil.bitsSizeOf j.vtype in
  let create_of s =
    match s.skind with
    | Instr (Call (_, { enode = Lval (Var c, NoOffset); _ }, args, _)) when is_create c.vname -> (
      match Extract_events.thread_entry_and_arg args with
      | Some (fn, Some arg) when is_var ~width j arg -> (
        match (Cil.stripCasts fn).enode with
        | (AddrOf (Var f, NoOffset) | Lval (Var f, NoOffset)) when Cil.isFunctionType f.vtype -> Some f
        | _ -> None)
      | _ -> None)
    | _ -> None
  in
  let calls_naming_j =
    List.filter
      (fun s -> (match s.skind with Instr (Call _ | Local_init (_, ConsInit _, _)) -> true | _ -> false) && names_in_stmt j s)
      fd.sallstmts
  in
  match (calls_naming_j, List.filter (assigns j) fd.sallstmts) with
  | [ create ], [ draw ] when draw == tk.draw && Dominators.dominates draw create -> (
    let redraws = not (Cfg_paths.Set.mem create (Cfg_paths.reachable ~avoid:(fun x -> x == draw) create)) in
    match create_of create with
    | Some f when redraws && occurs f = 1 -> (
      match Globals.Functions.get f with
      | kf when Kernel_function.is_definition kf -> (
        let fdef = Kernel_function.get_definition kf in
        match fdef.sformals with
        | formal :: _ -> (
          match Create_loops.argument_holders ~width fdef formal with
          | [] -> None
          | holders -> Some { take = tk; thread = fdef; holders })
        | [] -> None)
      | _ -> None
      | exception Not_found -> None)
    | _ -> None)
  | _ -> None

let compute ~classify ~lock_spec ~is_create ~occurs ~stable ~before_threads =
  let exclusive = Ticket_keys.exclusive lock_spec in
  let defs = ref [] in
  Globals.Functions.iter (fun kf ->
      if Kernel_function.is_definition kf then defs := Kernel_function.get_definition kf :: !defs);
  let per_block find fd = List.concat_map (fun b -> List.map (fun x -> (fd, x)) (find ~classify ~exclusive b.bstmts)) (blocks_of fd.sbody) in
  let all_takes = List.concat_map (per_block takes) !defs in
  if all_takes = [] then fun _ _ -> None
  else begin
    let all_gives = List.concat_map (per_block gives) !defs in
    let handoffs = List.filter_map (fun (fd, tk) -> handoff ~is_create ~occurs fd tk) all_takes in
    let main_fd, _ = Globals.entry_point () in
    (* A give is its owner's: in a thread that received a token of the same
       pool under the same lock, of that token, and run at most once per
       instance (no way from a give of the thread leads to it). *)
    let valid_give (fd, g) =
      List.exists
        (fun h ->
          h.thread == fd && same h.take.pool g.gpool && h.take.lock = g.glock
          && List.exists (same g.token) h.holders
          && List.for_all
               (fun (fd', g') -> fd' != fd || not (Cfg_paths.Set.mem g.set (Cfg_paths.reachable g'.set)))
               all_gives)
        handoffs
    in
    (* Every write of the pool in the program is a take's clear, an owner's
       give, or main's before any thread exists and after no take. *)
    let pool_ok p =
      let tks = List.filter (fun (_, tk) -> same tk.pool p) all_takes in
      let gvs = List.filter (fun (_, g) -> same g.gpool p) all_gives in
      let locks = List.map (fun (_, tk) -> tk.lock) tks @ List.map (fun (_, g) -> g.glock) gvs in
      let after_take s =
        List.exists (fun (fd, tk) -> fd.svar.vid = (Kernel_function.get_vi main_fd).vid
                                      && Cfg_paths.Set.mem s (Cfg_paths.reachable tk.clear)) tks
      in
      (match locks with m :: rest -> List.for_all (( = ) m) rest | [] -> false)
      && List.for_all valid_give gvs
      && List.for_all
           (fun fd ->
             List.for_all
               (fun s ->
                 (not (assigns p s))
                 || List.exists (fun (_, tk) -> tk.clear == s) tks
                 || List.exists (fun (_, g) -> g.set == s) gvs
                 || (before_threads s && not (after_take s)))
               fd.sallstmts)
           !defs
    in
    let pools = Hashtbl.create 7 in
    let pool_ok p =
      match Hashtbl.find_opt pools p.vid with
      | Some b -> b
      | None ->
        let b = pool_ok p in
        Hashtbl.add pools p.vid b;
        b
    in
    let handoffs = List.filter (fun h -> pool_ok h.take.pool) handoffs in
    (* The statements of each receiving thread before its give, found by id:
       the keys are asked about Eva's copy of the program too. *)
    let window = Hashtbl.create 97 in
    List.iter
      (fun h ->
        let fd = h.thread in
        let own = List.filter (fun (fd', _) -> fd' == fd) all_gives in
        let after =
          List.fold_left
            (fun acc (_, g) -> Cfg_paths.Set.add g.set (Cfg_paths.Set.union acc (Cfg_paths.reachable g.set)))
            Cfg_paths.Set.empty own
        in
        List.iter (fun s -> if not (Cfg_paths.Set.mem s after) then Hashtbl.replace window s.sid h) fd.sallstmts)
      handoffs;
    fun s (host, off) ->
      match Hashtbl.find_opt window s.sid with
      | None -> None
      | Some h -> (
        let width = Cil.bitsSizeOf h.take.holder.vtype in
        let holds k = match var_of ~width k with Some v -> List.exists (same v) h.holders | None -> false in
        let key x = Some (Printf.sprintf "pool %s: %s[j]" h.take.pool.vname x.vname) in
        match (host, off) with
        | Var x, Index (k, _) when x.vglob && Cil.isArrayType x.vtype && holds k -> key x
        | Mem { enode = BinOp (PlusPI, p, k, _); _ }, _ when holds k -> (
          match var_of p with
          | Some x when x.vglob && stable x && steps_like x p -> key x
          | _ -> None)
        | _ -> None)
  end
