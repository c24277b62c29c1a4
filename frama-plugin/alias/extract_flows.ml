(* Pointer constraints of the alias backend (see extract_flows.mli). *)

open Cil_types
module Model = Racer_core.Model
open Alias_terms

let add model ~stmt ~dst:(dnode, dderef) (src : term) =
  let dst_base, dst_return, dst_expr, dst_deref =
    match dnode with
    | `Base b -> (b, -1, -1, dderef)
    | `Ret f -> (-1, f, -1, dderef)
    | `Expr e -> (-1, -1, e, dderef)
    | `Unknown -> (-1, -1, -1, 0)
  in
  (* A function is a source by its address only; a return slot holds a
     value (its address is nothing C can take). *)
  let src_base, src_function, src_return, src_deref =
    match src.node with
    | Base b -> (b, -1, -1, src.deref)
    | Func f -> (-1, f, -1, -1)
    | Ret r -> (-1, -1, r, max src.deref 0)
    | Unknown -> (-1, -1, -1, 0)
  in
  let shift = match src.node with Unknown -> -1 | _ -> src.shift in
  Model.add_flow model ~stmt ~dst_base ~dst_return ~dst_expr ~dst_deref ~src_base ~src_function
    ~src_return ~src_deref ~shift

let dst_of_node = function
  | Base b -> `Base b
  | Ret f -> `Ret f
  | Func _ | Unknown -> `Unknown

type t = {
  model : Model.t;
  ids : Ids.t;
  mutable count : int;
  strtok_buffers : term list option Lazy.t;
      (** what strtok's hidden state may point into: the first arguments
          of every strtok call of the program, at an unknown shift; None
          when a call through a pointer may be strtok's (its arguments
          are not known) *)
}

let flow t ~stmt dst src =
  add t.model ~stmt ~dst src;
  t.count <- t.count + 1

let store t ~stmt lv srcs =
  List.iter
    (fun (node, deref) -> List.iter (flow t ~stmt (dst_of_node node, deref)) srcs)
    (destinations t.ids lv)

let unknown_value = { node = Unknown; deref = 0; shift = -1 }

(* Types whose values may hold a pointer: pointers, and aggregates or
   arrays containing one; void (an untyped buffer) may too. *)
let rec may_hold_pointer t =
  match Cil.unrollType t with
  | TPtr _ | TFun _ | TVoid _ | TBuiltin_va_list _ -> true
  | TArray (t, _, _) -> may_hold_pointer t
  | TComp ({ cfields = Some fields; _ }, _) ->
    List.exists (fun f -> may_hold_pointer f.ftype) fields
  | TComp ({ cfields = None; _ }, _) -> true
  | TInt _ | TFloat _ | TEnum _ | TNamed _ -> false

let pointer_copiers = [ "memcpy"; "memmove"; "mempcpy"; "memccpy"; "__builtin_memcpy" ]

(* They read and write bytes, but never store a pointer anywhere. *)
let no_pointer_writers =
  [ "free"; "memset"; "bzero"; "explicit_bzero"; "strcpy"; "strncpy"; "strcat"; "strncat";
    "strlen"; "strnlen"; "strcmp"; "strncmp"; "memcmp"; "puts"; "fputs"; "putchar"; "fwrite";
    "write"; "fflush"; "fclose"; "atoi"; "atol"; "__assert_fail";
    "assert"; "abort"; "exit"; "_exit"; "perror"; "usleep"; "sleep"; "nanosleep" ]

let rec strip_casts e = match e.enode with CastE (_, e) -> strip_casts e | _ -> e

let atomic_prefixes = [ "__atomic"; "__sync"; "atomic_"; "__fc_atomic" ]

(* An atomic operation (GCC builtin, C11 function) on the object its first
   argument points to: a load returns the object's value, a store or an
   exchange puts a value there, a compare-exchange copies it into
   *expected, the generic forms (__atomic_load(p, ret, order)) pass values
   through pointers. Over-approximated alike for all: the object's value
   flows to the result and into what every other argument points to, and
   every other argument's value, and what it points to, into the object.
   Without these flows a pointer published atomically would reach nothing:
   the accesses through it would race with nothing. *)
let atomic_call t ~stmt result args =
  match args with
  | [] -> ()
  | obj :: rest ->
    let srcs e = sources t.ids e in
    let objs = srcs obj in
    let value = List.map deref objs in
    let into = List.map (fun o -> (dst_of_node o.node, o.deref + 1)) objs in
    Option.iter (fun lv -> store t ~stmt lv value) result;
    List.iter
      (fun a ->
        let terms = srcs a in
        List.iter (fun d -> List.iter (flow t ~stmt d) (terms @ List.map deref terms)) into;
        List.iter (fun a -> List.iter (flow t ~stmt (dst_of_node a.node, a.deref + 1)) value) terms)
      rest

(* Synchronisation functions that keep or hand back pointers the models do
   not follow: pthread_setspecific / tss_set keep a value that
   pthread_getspecific / tss_get return, a join stores an exit value. The
   values given are kept by the library (they escape) and a pointer they
   return or store may be any. *)
let synchronisation_call t ~stmt name result args =
  let kept = function
    | "pthread_setspecific" | "tss_set" -> true
    | _ -> false
  in
  if kept name then
    List.iter (fun a -> List.iter (flow t ~stmt (`Unknown, 0)) (sources t.ids a)) (List.tl args);
  (match name with
   | "pthread_join" -> (
     match args with
     | [ _; r ] ->
       List.iter (fun a -> flow t ~stmt (dst_of_node a.node, a.deref + 1) unknown_value) (sources t.ids r)
     | _ -> ())
   | _ -> ());
  match result with
  | Some lv when may_hold_pointer (Cil.typeOfLval lv) -> store t ~stmt lv [ unknown_value ]
  | _ -> ()

(* The string tokenizers hand back pointers into the strings they were
   given, never unknown ones (C11 7.24.5.8, POSIX strtok_r, BSD strsep):
   [strtok]'s result points into the first argument of this call or of an
   earlier one (its hidden state, shared by all threads, holds nothing
   else), so into the first argument of some strtok call of the program;
   [strtok_r]'s result and its new [*saveptr] point into its first
   argument or where [*saveptr] pointed; [strsep]'s result is the old
   [*stringp], its new [*stringp] points into the same string. The
   strings strtok is given stay in its state for any thread's next call:
   they escape. *)
let tokenizers = [ "strtok"; "strtok_r"; "__strtok_r"; "strsep" ]

let tokenizer_call t ~stmt name result args =
  let inside terms = List.map (fun x -> { x with shift = -1 }) terms in
  let srcs e = sources t.ids e in
  let into p = List.map (fun x -> (dst_of_node x.node, x.deref + 1)) (srcs p) in
  let stores_result terms =
    match result with
    | Some lv when may_hold_pointer (Cil.typeOfLval lv) -> store t ~stmt lv terms
    | _ -> ()
  in
  match (Library_calls.base_name name, args) with
  | "strtok", s :: _ ->
    List.iter (flow t ~stmt (`Unknown, 0)) (srcs s);
    stores_result (Option.value ~default:[ unknown_value ] (Lazy.force t.strtok_buffers))
  | ("strtok_r" | "__strtok_r"), s :: _ :: save :: _ ->
    let held = inside (srcs s @ List.map deref (srcs save)) in
    List.iter (fun d -> List.iter (flow t ~stmt d) held) (into save);
    stores_result held
  | "strsep", p :: _ ->
    let old = List.map deref (srcs p) in
    List.iter (fun d -> List.iter (flow t ~stmt d) (inside old)) (into p);
    stores_result old
  | _ -> stores_result [ unknown_value ]

(* The first arguments of the program's strtok calls, inside; None when a
   call through a pointer may be strtok's. *)
let strtok_buffers ids =
  let by_pointer =
    Extract_program.library_function_via_pointer ~from_data:(Extract_program.code_from_data ()) (fun n ->
        Library_calls.base_name n = "strtok")
  in
  let found = ref [] in
  for stmt = 0 to Ids.statement_count ids - 1 do
    let note f s =
      match Library_calls.bodiless_callee f with
      | Some vi when Library_calls.base_name vi.vname = "strtok" ->
        found := List.map (fun x -> { x with shift = -1 }) (sources ids s) @ !found
      | _ -> ()
    in
    match (Ids.stmt ids stmt).skind with
    | Instr (Call (_, f, s :: _, _)) -> note f s
    | Instr (Local_init (_, ConsInit (f, s :: _, Plain_func), loc)) -> note (Cil.evar ~loc f) s
    | _ -> ()
  done;
  if by_pointer then None else Some !found

(* A call to a function without body, by name. *)
let library_call t ~stmt s name result args =
  let srcs e = sources t.ids e in
  let stores_result srcs = Option.iter (fun lv -> store t ~stmt lv srcs) result in
  if List.exists (fun p -> String.starts_with ~prefix:p name) atomic_prefixes then atomic_call t ~stmt result args
  else if List.mem name Extract_bases.allocators then begin
    let heap = Option.map (fun b -> { node = Base b; deref = -1; shift = 0 }) (Ids.heap_base t.ids s) in
    let old = if name = "realloc" then match args with p :: _ -> srcs p | [] -> [] else [] in
    stores_result (Option.to_list heap @ old)
  end
  else if Library_calls.is_synchronisation name then synchronisation_call t ~stmt name result args
  else if List.mem (Library_calls.base_name name) tokenizers then tokenizer_call t ~stmt name result args
  else if List.mem name pointer_copiers then begin
    match args with
    | dst :: src :: _ ->
      let into = List.map (fun t -> (dst_of_node t.node, t.deref + 1)) (srcs dst) in
      let from = List.map deref (srcs src) in
      List.iter (fun d -> List.iter (flow t ~stmt d) from) into;
      (* Pointers copied into bytes ([memcpy(msg, &p, sizeof p)] into a
         [char] buffer) go where bytes go, which is not followed: the
         sends of such a buffer carry no pointer by its type. What they
         point to escapes here. *)
      let holds e =
        let t = Cil.typeOf (strip_casts e) in
        Cil.isPointerType t && may_hold_pointer (Cil.typeOf_pointed t)
      in
      if holds src && not (holds dst) then List.iter (flow t ~stmt (`Unknown, 0)) from;
      stores_result (srcs dst)
    | _ -> ()
  end
  else begin
    let writes_pointers = not (List.mem name no_pointer_writers || Library_calls.is_printf name) in
    let keeps = not (Library_calls.keeps_no_pointer name) in
    let sends = Library_calls.sends_bytes name in
    List.iter
      (fun a ->
        let terms = srcs a in
        (* The library may keep what it is given, unless it is known not to;
           what a function that sends bytes reads goes out, pointers in it
           too (a pointer written to a pipe is read back by another
           thread). *)
        let pointed = Cil.typeOf (strip_casts a) in
        let holds_pointers = Cil.isPointerType pointed && may_hold_pointer (Cil.typeOf_pointed pointed) in
        if keeps then List.iter (flow t ~stmt (`Unknown, 0)) terms;
        (* Bytes of a type that holds no pointer ([char], before any cast
           to [void *], as for the stores below) carry none out. *)
        if sends && holds_pointers then List.iter (fun a -> flow t ~stmt (`Unknown, 0) (deref a)) terms;
        if writes_pointers && holds_pointers then
          List.iter (fun a -> flow t ~stmt (dst_of_node a.node, a.deref + 1) unknown_value) terms)
      args;
    (* What a function that keeps nothing hands back points into its
       argument, somewhere (a search's result, an end pointer: the shift is
       unknown): the result, the end pointer (docs/engines.md, "Objects
       passed to the library"). *)
    let inside a = List.map (fun t -> { t with shift = -1 }) (srcs a) in
    (if Library_calls.stores_end_pointer name then
       match args with
       | s :: e :: _ ->
         let into = List.map (fun t -> (dst_of_node t.node, t.deref + 1)) (srcs e) in
         List.iter (fun d -> List.iter (flow t ~stmt d) (inside s)) into
       | _ -> ());
    let handed = List.concat (List.mapi (fun k a -> if Library_calls.result_points_into name k then inside a else []) args) in
    let storage =
      if Library_calls.returns_library_storage name then
        Option.map (fun b -> { node = Base b; deref = -1; shift = -1 }) (Ids.library_storage t.ids)
      else None
    in
    (* The library's storage holds pointers into itself ([h->h_name]). *)
    Option.iter (fun (a : term) -> match a.node with Base b -> flow t ~stmt (`Base b, 0) a | _ -> ()) storage;
    match result with
    | Some lv when may_hold_pointer (Cil.typeOfLval lv) ->
      let value = match (storage, handed) with Some a, _ -> [ a ] | None, [] -> [ unknown_value ] | None, h -> h in
      store t ~stmt lv value
    | _ -> ()
  end

let call t ~stmt s result f args =
  match (strip_casts f).enode with
  | Lval (Var vi, NoOffset) when Cil.isFunctionType vi.vtype -> (
    match Globals.Functions.get vi with
    | kf when Kernel_function.is_definition kf -> ()  (* the core passes arguments *)
    | _ -> library_call t ~stmt s vi.vname result args
    | exception Not_found -> library_call t ~stmt s vi.vname result args)
  | _ -> ()  (* through a pointer: the core resolves it *)

let rec init_leaves acc = function
  | SingleInit e -> e :: acc
  | CompoundInit (_, inits) -> List.fold_left (fun acc (_, i) -> init_leaves acc i) acc inits

let instr t ~stmt s = function
  | Set (lv, e, _) -> store t ~stmt lv (sources t.ids e)
  | Local_init (v, AssignInit init, _) ->
    List.iter (fun e -> store t ~stmt (Cil.var v) (sources t.ids e)) (init_leaves [] init)
  | Local_init (v, ConsInit (f, args, Plain_func), loc) ->
    call t ~stmt s (Some (Cil.var v)) (Cil.evar ~loc f) args
  | Local_init (v, ConsInit (f, args, Constructor), loc) ->
    call t ~stmt s None (Cil.evar ~loc f) (Cil.mkAddrOf ~loc (Cil.var v) :: args)
  | Call (result, f, args, _) -> call t ~stmt s result f args
  | Asm (_, _, Some { asm_outputs; _ }, _) ->
    List.iter (fun (_, _, lv) -> store t ~stmt lv [ unknown_value ]) asm_outputs
  | Asm (_, _, None, _) | Skip _ | Code_annot _ -> ()

let statement t stmt =
  let s = Ids.stmt t.ids stmt in
  match s.skind with
  | Instr i -> instr t ~stmt s i
  | Return (Some e, _) -> (
    let kf = Kernel_function.find_englobing_kf s in
    match Ids.function_id t.ids (Kernel_function.get_vi kf) with
    | Some f -> List.iter (flow t ~stmt (`Ret f, 0)) (sources t.ids e)
    | None -> ())
  | _ -> ()

let globals t =
  Globals.Vars.iter_in_file_order (fun vi init ->
      match init.init with
      | Some i ->
        List.iter (fun e -> store t ~stmt:(-1) (Cil.var vi) (sources t.ids e)) (init_leaves [] i)
      | None -> ())

let definitions t =
  List.iter
    (fun (expr, stmt, def) ->
      let srcs =
        match def with Ids.Value e -> sources t.ids e | Ids.Address lv -> address t.ids lv
      in
      List.iter (flow t ~stmt (`Expr expr, 0)) srcs)
    (Ids.definitions t.ids)

let extract model ids =
  let t = { model; ids; count = 0; strtok_buffers = lazy (strtok_buffers ids) } in
  globals t;
  for stmt = 0 to Ids.statement_count ids - 1 do
    if stmt land 1023 = 0 then Db.yield ();
    statement t stmt
  done;
  definitions t;
  t.count
