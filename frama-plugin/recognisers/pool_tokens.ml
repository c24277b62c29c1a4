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

(* An owner of tokens: a thread function that receives a take's token
   ([draw] None: [f] created at one create, its only occurrence, with the
   argument [(void * )j]; [holders] the copies of its argument), or the
   function of a take that keeps its token ([draw] the take's: [holders]
   is [j], owned from the draw on). *)
type owner = { take : take; fd : fundec; holders : varinfo list; draw : stmt option }

let calls_naming j fd =
  List.filter
    (fun s -> (match s.skind with Instr (Call _ | Local_init (_, ConsInit _, _)) -> true | _ -> false) && names_in_stmt j s)
    fd.sallstmts

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
  match (calls_naming j fd, List.filter (assigns j) fd.sallstmts) with
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
          | holders -> Some { take = tk; fd = fdef; holders; draw = None })
        | [] -> None)
      | _ -> None
      | exception Not_found -> None)
    | _ -> None)
  | _ -> None

(* The take's own function keeps the token: [j] written only by the draw
   and handed to no create ([calls] that name it are of other functions: a
   give there would not be recognised, and spoils the pool). *)
let keeper ~is_create fd tk =
  let j = tk.holder in
  let creates =
    List.exists
      (fun s ->
        match s.skind with
        | Instr (Call (_, { enode = Lval (Var c, NoOffset); _ }, _, _)) -> is_create c.vname
        | Instr (Call _) -> true (* through a pointer: may be a create *)
        | _ -> false)
      (calls_naming j fd)
  in
  match List.filter (assigns j) fd.sallstmts with
  | [ draw ] when draw == tk.draw && not creates -> Some { take = tk; fd; holders = [ j ]; draw = Some draw }
  | _ -> None

(* What a give of the owner's function reaches without drawing again (a
   keeper's next run of the take starts a new window): out of the window,
   and no place for another give. A give reaches itself on a cycle. *)
let after_give o gives =
  let avoid = match o.draw with Some d -> fun x -> x == d | None -> fun _ -> false in
  List.fold_left
    (fun acc (fd, g) ->
      if fd == o.fd then Cfg_paths.Set.union acc (Cfg_paths.reachable ~avoid g.set) else acc)
    Cfg_paths.Set.empty gives

(* [s] lies in owner [o]'s window: after its draw (a keeper's), and no
   give leads to it. *)
let in_window o ~after s =
  (match o.draw with Some d -> s != d && Dominators.dominates d s | None -> true) && not (Cfg_paths.Set.mem s after)

let compute ~classify ~lock_spec ~is_create ~occurs ~plain ~stable ~before_threads =
  let exclusive = Ticket_keys.exclusive lock_spec in
  let defs = ref [] in
  Globals.Functions.iter (fun kf ->
      if Kernel_function.is_definition kf then defs := Kernel_function.get_definition kf :: !defs);
  let per_block find fd = List.concat_map (fun b -> List.map (fun x -> (fd, x)) (find ~classify ~exclusive b.bstmts)) (blocks_of fd.sbody) in
  let all_takes = List.concat_map (per_block takes) !defs in
  if all_takes = [] then fun _ _ -> None
  else begin
    let all_gives = List.concat_map (per_block gives) !defs in
    let owners =
      List.concat_map
        (fun (fd, tk) -> Option.to_list (handoff ~is_create ~occurs fd tk) @ Option.to_list (keeper ~is_create fd tk))
        all_takes
    in
    let main_fd, _ = Globals.entry_point () in
    (* A give is its owner's: in an owner's function, of the owner's token,
       of the same pool under the same lock, inside the owner's window, and
       at most once per window (no way from a give of the function leads
       to it without drawing again). *)
    let valid_give (fd, g) =
      List.exists
        (fun o ->
          o.fd == fd && same o.take.pool g.gpool && o.take.lock = g.glock
          && List.exists (same g.token) o.holders
          && (match o.draw with Some d -> Dominators.dominates d g.set | None -> true)
          && not (Cfg_paths.Set.mem g.set (after_give o all_gives)))
        owners
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
      plain p
      && (match locks with m :: rest -> List.for_all (( = ) m) rest | [] -> false)
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
    let owners = List.filter (fun o -> pool_ok o.take.pool) owners in
    (* The owners whose window holds a statement, found by id: the keys are
       asked about Eva's copy of the program too. *)
    let window = Hashtbl.create 97 in
    List.iter
      (fun o ->
        let after = after_give o all_gives in
        List.iter
          (fun s ->
            if in_window o ~after s then
              Hashtbl.replace window s.sid (o :: Option.value ~default:[] (Hashtbl.find_opt window s.sid)))
          o.fd.sallstmts)
      owners;
    fun s (host, off) ->
      let here = Option.value ~default:[] (Hashtbl.find_opt window s.sid) in
      let owner_of k =
        List.find_opt
          (fun o ->
            match var_of ~width:(Cil.bitsSizeOf o.take.holder.vtype) k with
            | Some v -> List.exists (same v) o.holders
            | None -> false)
          here
      in
      let key o x = Some (Printf.sprintf "pool %s: %s[j]" o.take.pool.vname x.vname) in
      match (host, off) with
      | Var x, Index (k, _) when x.vglob && Cil.isArrayType x.vtype -> Option.bind (owner_of k) (fun o -> key o x)
      | Mem { enode = BinOp (PlusPI, p, k, _); _ }, _ -> (
        match (var_of p, owner_of k) with
        | Some x, Some o when x.vglob && stable x && steps_like x p -> key o x
        | _ -> None)
      | _ -> None
  end
