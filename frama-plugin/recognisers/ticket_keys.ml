(* Tickets from a counter incremented under a lock (see ticket_keys.mli). *)

open Cil_types

open Cil_shapes

let same = Cil_datatype.Varinfo.equal

(* Only a blocking lock in exclusive mode makes a critical section one
   step: a try lock may fail, a read lock is shared. *)
let exclusive lock_spec name =
  match lock_spec name with Some (_, { Racer_core.Session.blocking = true; read = false }) -> true | _ -> false

(* The lock argument's text of a call the models classify [cls], when it
   names one lock wherever it is evaluated: [&m] or [&m.f] with [m] a
   global ([&locks[k]], or a pointer [mp], may name different locks in
   different groups, whose increments then do not exclude each other). *)
let lock_call ~classify ~exclusive cls s =
  let rec constant_offset = function
    | NoOffset -> true
    | Field (_, off) -> constant_offset off
    | Index (k, off) -> Cil.constFoldToInt k <> None && constant_offset off
  in
  match s.skind with
  | Instr (Call (None, { enode = Lval (Var f, NoOffset); _ }, [ arg ], _))
    when classify f.vname = cls && (cls <> `Lock || exclusive f.vname) -> (
    match (Cil.stripCasts arg).enode with
    | AddrOf (Var m, off) when m.vglob && constant_offset off -> Some (Format.asprintf "%a" Printer.pp_exp arg)
    | _ -> None)
  | _ -> None

(* The ticket groups of a block: lock(m); j = g; g = g + c; unlock(m) with c
   a positive constant, as (j, g, m, increment statement). *)
let groups ~classify ~exclusive stmts =
  let rec go acc = function
    | l :: r :: w :: u :: rest -> (
      let group =
        match (lock_call ~classify ~exclusive `Lock l, r.skind, w.skind, lock_call ~classify ~exclusive `Unlock u) with
        | ( Some m,
            Instr (Set ((Var j, NoOffset), read, _)),
            Instr (Set ((Var g, NoOffset), { enode = BinOp (PlusA, old, c, _); _ }, _)),
            Some m' )
          when m = m' && is_var g read && is_var g old && g.vglob && (not g.vaddrof)
               && Cil.isIntegralType g.vtype && (not j.vglob) && (not j.vaddrof)
               (* Signed: an unsigned counter wraps round and hands a
                  value out again ([g += 0x80000000u] on the third draw;
                  a review's ticket_unsigned_wrap_race). *)
               && Cil.isSignedInteger g.vtype
               (* [j] holds g's whole value: a narrower copy ([unsigned char
                  slot = head]) repeats every 256 draws. *)
               && keeps ~width:(Cil.bitsSizeOf g.vtype) j.vtype -> (
          match Cil.constFoldToInt c with
          | Some z when Integer.gt z Integer.zero -> Some (j, g, m, w)
          | _ -> None)
        | _ -> None
      in
      match group with Some grp -> go (grp :: acc) rest | None -> go acc (r :: w :: u :: rest))
    | _ -> acc
  in
  go [] stmts

(* Range claims: [lock(&m); if (cond) { c = g; e = g + K; g = e; }
   unlock(&m);] — straight-line assignments among [g] and two locals that
   leave [c] at g's old value, [e] and [g] at that value plus a positive
   constant [K], in the same critical section (the [if] is optional). The
   run claims the values [g, g + K). *)
type claim = {
  holder : varinfo;  (** [c] *)
  bound : varinfo;  (** [e] *)
  counter : varinfo;  (** [g] *)
  lock : string;
  seq : stmt list;  (** the assignments *)
}

let ikind v = match Cil.unrollType v.vtype with TInt (ik, _) -> Some ik | _ -> None

(* The claim a straight-line list of assignments makes, by their effect on
   offsets from g's value before them. *)
let simulate g seq =
  let add env v k = (v, k) :: List.filter (fun (w, _) -> not (same v w)) env in
  let find env y = List.find_map (fun (v, k) -> if same v y then Some k else None) env in
  let offset env e =
    match e.enode with
    | Lval (Var y, NoOffset) -> find env y
    | BinOp (PlusA, { enode = Lval (Var y, NoOffset); _ }, c, _) -> (
      match (find env y, Cil.constFoldToInt c) with Some k, Some z -> Some (Integer.add k z) | _ -> None)
    | _ -> None
  in
  let same_kind v = v.vglob = false && (not v.vaddrof) && ikind v = ikind g in
  let rec go env = function
    | [] -> Some env
    | s :: rest -> (
      match s.skind with
      | Instr (Set ((Var v, NoOffset), rhs, _)) when s.labels = [] && (same v g || same_kind v) -> (
        match offset env rhs with Some k -> go (add env v k) rest | None -> None)
      | _ -> None)
  in
  match go [ (g, Integer.zero) ] seq with
  | None -> None
  | Some env -> (
    let locals = List.filter (fun (v, _) -> not (same v g)) env in
    match (find env g, locals) with
    | Some k, [ (a, ka); (b, kb) ] when Integer.gt k Integer.zero ->
      if Integer.is_zero ka && Integer.equal kb k then Some (a, b)
      else if Integer.is_zero kb && Integer.equal ka k then Some (b, a)
      else None
    | _ -> None)

(* The range claims of a block. *)
let claims ~classify ~exclusive stmts =
  let signed g = match ikind g with Some ik -> Cil.isSigned ik | None -> false in
  let claim m seq =
    (* [g]: the global the first assignment reads. *)
    match seq with
    | { skind = Instr (Set (_, rhs, _)); _ } :: _ -> (
      match rhs.enode with
      | Lval (Var g, NoOffset) when g.vglob && (not g.vaddrof) && signed g -> (
        match simulate g seq with
        | Some (c, e) -> Some { holder = c; bound = e; counter = g; lock = m; seq }
        | None -> None)
      | _ -> None)
    | _ -> None
  in
  let rec go acc = function
    | l :: x :: u :: rest -> (
      let found =
        match (lock_call ~classify ~exclusive `Lock l, x.skind, lock_call ~classify ~exclusive `Unlock u) with
        | Some m, If (_, b1, b2, _), Some m' when m = m' && b2.bstmts = [] && x.labels = [] && u.labels = [] ->
          let seq = flat b1.bstmts in
          if List.for_all (fun s -> s.labels = []) seq then claim m seq else None
        | _ -> None
      in
      match found with Some c -> go (c :: acc) rest | None -> go acc (x :: u :: rest))
    | _ -> acc
  in
  let rec plain acc = function
    | l :: rest -> (
      match lock_call ~classify ~exclusive `Lock l with
      | Some m -> (
        let rec split inside = function
          | u :: _ when inside <> [] && lock_call ~classify ~exclusive `Unlock u = Some m && u.labels = [] ->
            let seq = flat (List.rev inside) in
            if List.for_all (fun s -> s.labels = [] && match s.skind with Instr (Set _) -> true | _ -> false) seq
            then Some seq
            else None
          | ({ skind = Instr (Set _) | Block _ | UnspecifiedSequence _; _ } as s) :: more -> split (s :: inside) more
          | _ -> None
        in
        match Option.bind (split [] rest) (claim m) with
        | Some c -> plain (c :: acc) rest
        | None -> plain acc rest)
      | None -> plain acc rest)
    | [] -> acc
  in
  go (plain [] stmts) stmts

(* The test of [If] statement [g] that [c < e] holds, and the first
   statement of the way it goes then, when that statement has no other
   predecessor. *)
let true_way ~c ~e g =
  (* [c] and [e] compared as themselves: [(unsigned)c < (unsigned)e] holds
     for the pair (0, -1) a failed claim leaves (a review's
     range_claim_unsigned_test_race). *)
  let lt a b = Cil_shapes.is_ordered_var c a && Cil_shapes.is_ordered_var e b in
  let way =
    match g.skind with
    | If (cond, b1, b2, _) -> (
      match cond.enode with
      | BinOp (Lt, a, b, _) when lt a b -> Some (b1, b2)
      | BinOp (Gt, b, a, _) when lt a b -> Some (b1, b2)
      | BinOp (Ge, a, b, _) when lt a b -> Some (b2, b1)
      | BinOp (Le, b, a, _) when lt a b -> Some (b2, b1)
      | UnOp (LNot, { enode = BinOp (Lt, a, b, _); _ }, _) when lt a b -> Some (b2, b1)
      | _ -> None)
    | _ -> None
  in
  match way with
  | None -> None
  | Some (taken, other) -> (
    let first = match taken.bstmts with t :: _ -> Some t | [] -> (
      match (other.bstmts, g.succs) with
      | o :: _, [ a; b ] -> Some (if a == o then b else a)
      | _ -> None) in
    match first with
    | Some t when (match t.preds with [ p ] -> p == g | _ -> false) -> Some t
    | _ -> None)

(* Where a range claim bounds an index: [X[c]] at [s] in [fd] lies in the
   range the latest claim of this run drew. Every write of [c] and [e] in
   [fd] (locals, addresses never taken) is a claim's, an initialisation
   pair [c = C0; e = E0;] with C0 >= E0, or a step [c = c + k], k > 0;
   every way to [s] passes the [c < e] way of a test, reached only after
   a claim or an initialisation, and nothing writes [c] or [e] between
   that way's first statement and [s]. After an initialisation [c >= C0
   >= E0 = e] and the test fails; after a claim of [D] (and steps, which
   do not wrap: signed), [D <= c < e = D + K]. *)
let bounded_by fd ~entry ~claims_here ~c ~e s =
  let pairs =
    List.concat_map
      (fun b ->
        let rec go acc = function
          | s1 :: (s2 :: _ as rest) -> (
            let const v x = match x.skind with
              | Instr (Set ((Var w, NoOffset), k, _)) when same v w -> Cil.constFoldToInt k
              | _ -> None in
            let pair =
              match (const c s1, const e s2) with
              | Some c0, Some e0 -> Some (c0, e0)
              | _ -> ( match (const e s1, const c s2) with Some e0, Some c0 -> Some (c0, e0) | _ -> None)
            in
            match pair with
            | Some (c0, e0) when s2.labels = [] && Integer.ge c0 e0 -> go ((s1, s2) :: acc) rest
            | _ -> go acc rest)
          | _ -> acc
        in
        go [] b.bstmts)
      (Cil_shapes.blocks_of fd.sbody)
  in
  let in_claim x = List.exists (fun cl -> List.memq x cl.seq) claims_here in
  let in_pair x = List.exists (fun (a, b) -> a == x || b == x) pairs in
  let step x =
    match x.skind with
    | Instr (Set ((Var v, NoOffset), { enode = BinOp (PlusA, { enode = Lval (Var v', NoOffset); _ }, k, _); _ }, _))
      when same v c && same v' c -> (
      match Cil.constFoldToInt k with Some z -> Integer.gt z Integer.zero | None -> false)
    | _ -> false
  in
  let writes = List.filter (fun x -> assigns c x || assigns e x) fd.sallstmts in
  let completions =
    List.map snd pairs @ List.filter_map (fun cl -> match List.rev cl.seq with l :: _ -> Some l | [] -> None) claims_here
  in
  let is_completion x = List.memq x completions in
  List.for_all (fun x -> in_claim x || in_pair x || step x) writes
  && (not (List.memq s writes))
  && List.exists
       (fun g ->
         match true_way ~c ~e g with
         | Some t when not (List.memq t writes) ->
           g != entry
           && (is_completion entry || not (Cfg_paths.Set.mem g (Cfg_paths.reachable ~avoid:is_completion entry)))
           && (t == entry || (s != entry && not (Cfg_paths.Set.mem s (Cfg_paths.reachable ~avoid:(fun x -> x == t) entry))))
           && List.for_all (fun w -> not (Cfg_paths.Set.mem s (Cfg_paths.reachable ~avoid:(fun x -> x == t) w))) writes
         | _ -> false)
       fd.sallstmts

let compute ~classify ~lock_spec ~plain ~stable ~before_threads =
  let exclusive = exclusive lock_spec in
  let defs = ref [] in
  Globals.Functions.iter (fun kf ->
      if Kernel_function.is_definition kf then defs := Kernel_function.get_definition kf :: !defs);
  (* Every ticket group and range claim, per function. *)
  let found =
    List.concat_map
      (fun fd ->
        List.concat_map (fun b -> List.map (fun g -> (fd, g)) (groups ~classify ~exclusive b.bstmts)) (Cil_shapes.blocks_of fd.sbody))
      !defs
  in
  let ranged =
    List.concat_map
      (fun fd ->
        List.concat_map (fun b -> List.map (fun c -> (fd, c)) (claims ~classify ~exclusive b.bstmts)) (Cil_shapes.blocks_of fd.sbody))
      !defs
  in
  (* A counter is a ticket counter when every write of it in the program is
     the increment of one of its groups or claims, all under one lock, or
     is made by main before any thread exists. *)
  let counter_ok g =
    let incs =
      List.filter_map (fun (_, (_, g', m, w)) -> if same g g' then Some (w, m) else None) found
      @ List.concat_map
          (fun (_, cl) -> if same g cl.counter then List.map (fun w -> (w, cl.lock)) (List.filter (assigns g) cl.seq) else [])
          ranged
    in
    match incs with
    | [] -> false
    | _ when not (plain g) -> false
    | (_, m) :: _ ->
      List.for_all (fun (_, m') -> m = m') incs
      && List.for_all
           (fun fd ->
             List.for_all
               (fun s ->
                 (not (assigns g s))
                 || List.exists (fun (w, _) -> Cil_datatype.Stmt.equal w s) incs
                 || before_threads s)
               fd.sallstmts)
           !defs
  in
  (* Usable tickets: (read statement, holder j, counter g), j written only
     by that read. *)
  let tickets =
    List.filter_map
      (fun (fd, (j, g, _, w)) ->
        let writes = List.filter (fun s -> assigns j s) fd.sallstmts in
        match writes with
        | [ read ] when counter_ok g && not (Cil_datatype.Stmt.equal read w) -> Some (read, j, g)
        | _ -> None)
      found
  in
  let ranged = List.filter (fun (_, cl) -> counter_ok cl.counter) ranged in
  (* The keys are asked about the statements of Eva's copy of the program
     too: statements are found again by id, in this project's functions. *)
  let original = Hashtbl.create 97 in
  if ranged <> [] then
    List.iter
      (fun fd ->
        let kf = Globals.Functions.get fd.svar in
        List.iter (fun s -> Hashtbl.replace original s.sid (kf, fd, s)) fd.sallstmts)
      !defs;
  let range_of s k =
    match Hashtbl.find_opt original s.sid with
    | None -> None
    | Some (kf, fd_s, s) ->
      List.find_map
        (fun (fd, cl) ->
          if fd == fd_s && is_var ~width:(Cil.bitsSizeOf cl.counter.vtype) cl.holder k then
            let claims_here =
              List.filter_map
                (fun (fd', cl') ->
                  if fd' == fd && same cl'.holder cl.holder && same cl'.bound cl.bound && same cl'.counter cl.counter
                  then Some cl'
                  else None)
                ranged
            in
            (* Other claims of the function, of another counter too, must
               not write c or e. *)
            let others =
              List.exists
                (fun (fd', cl') ->
                  fd' == fd && (not (List.memq cl' claims_here))
                  && List.exists (fun x -> assigns cl.holder x || assigns cl.bound x) cl'.seq)
                ranged
            in
            if (not others)
               && bounded_by fd ~entry:(Kernel_function.find_first_stmt kf) ~claims_here ~c:cl.holder ~e:cl.bound s
            then Some cl.counter
            else None
          else None)
        ranged
  in
  if tickets = [] && ranged = [] then fun _ _ -> None
  else
    fun s (host, off) ->
      (* j holds its ticket where its read dominates the access; c its
         claim's value where the claim bounds it. *)
      let ticket_of k =
        match
          List.find_map
            (fun (read, j, g) ->
              if is_var ~width:(Cil.bitsSizeOf g.vtype) j k && Dominators.dominates read s && not (Cil_datatype.Stmt.equal read s) then Some g
              else None)
            tickets
        with
        | Some g -> Some g
        | None -> range_of s k
      in
      let key g x = Some (Printf.sprintf "ticket %s: %s[j]" g.vname x.vname) in
      match (host, off) with
      | Var x, Index (k, _) when x.vglob && Cil.isArrayType x.vtype -> (
        match ticket_of k with Some g -> key g x | None -> None)
      | Mem { enode = BinOp (PlusPI, p, k, _); _ }, _ -> (
        match (var_of p, ticket_of k) with
        | Some x, Some g when x.vglob && stable x && Cil_shapes.steps_like x p -> key g x
        | _ -> None)
      | _ -> None
