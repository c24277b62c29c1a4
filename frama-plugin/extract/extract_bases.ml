(* Memory bases of the program model (see extract_bases.mli). Flags are
   purely syntactic facts about the declaration; which bases matter for
   races (ghosts, thread-locals, escaping locals, ...) is the core's
   decision, so nothing is filtered here. *)

open Cil_types
module C = Racer_core.Const
module Model = Racer_core.Model
module Varinfo_set = Cil_datatype.Varinfo.Set

(* Functions whose result is a block of their own: [strdup] and [strndup]
   return a fresh copy (POSIX), [alloca] a block of the caller's frame. *)
let allocators =
  [ "malloc"; "calloc"; "realloc"; "aligned_alloc"; "strdup"; "strndup"; "alloca"; "__builtin_alloca" ]

(* An object declared _Atomic: Racer's front end turns the qualifier into
   the racer_atomic attribute (docs/frontend.md), on the type or, for an
   array of atomics, its elements. No type-name trick: a typedef called
   atomic_int is atomic only if it was declared _Atomic. *)
let is_atomic vi =
  let rec elements t =
    Lvalues.is_atomic_type t
    || match Cil.unrollType t with TArray (t, _, _) -> elements t | _ -> false
  in
  elements vi.vtype

(* RacerF's notion of a ghost base: not user data. Frama-C's libc keeps
   its state in [__fc_] globals; those whose address is taken
   ([__fc_p_time_tm = &__fc_time_tm] in its headers) are the static storage
   its functions return to the program (localtime's [struct tm]), which the
   program reads and writes through those pointers: user data. Not
   [__fc_errno], each thread's own ("What is still assumed"). *)
let is_ghost ~taken vi =
  vi.vghost || (not vi.vsource)
  || String.starts_with ~prefix:"__fc" vi.vname
     && (vi.vname = "__fc_errno" || not (Varinfo_set.mem vi taken))

(* Variables whose address the value of [e] may be: [&x], [&x.f], [&x[i]]
   and arrays decaying to a pointer, through casts and arithmetic. Reading
   an lvalue is not taking an address, so [Lval] stops the search. *)
let rec addresses acc e =
  match e.enode with
  | AddrOf (Var v, _) | StartOf (Var v, _) -> Varinfo_set.add v acc
  | CastE (_, e) | UnOp (_, e, _) -> addresses acc e
  | BinOp (_, e1, e2, _) -> addresses (addresses acc e1) e2
  | AddrOf (Mem _, _) | StartOf (Mem _, _) | Lval _ | Const _ | SizeOf _
  | SizeOfE _ | SizeOfStr _ | AlignOf _ | AlignOfE _ ->
    acc

let rec init_addresses acc = function
  | SingleInit e -> addresses acc e
  | CompoundInit (_, inits) ->
    List.fold_left (fun acc (_, init) -> init_addresses acc init) acc inits

(* An lvalue in global memory: a global variable, or the target of a global
   pointer (storing there makes the address reachable from a global too). *)
let is_global_lval lv =
  match Lvalues.host lv with
  | Lvalues.Variable v | Lvalues.Through v -> v.vglob
  | Lvalues.Unnamed -> false

(* Variables whose address is stored in global memory: by an assignment to a
   global lvalue or by the initialiser of a global (statics included). *)
let assigned_to_global () =
  let from_inits =
    Globals.Vars.fold
      (fun _ init acc -> match init.init with Some i -> init_addresses acc i | None -> acc)
      Varinfo_set.empty
  in
  Globals.Functions.fold
    (fun kf acc ->
      if not (Kernel_function.is_definition kf) then acc
      else
        List.fold_left
          (fun acc s ->
            match s.skind with
            | Instr (Set (lv, e, _)) when is_global_lval lv -> addresses acc e
            | _ -> acc)
          acc (Kernel_function.get_definition kf).sallstmts)
    from_inits

(* Output slots of thread creations and joins (argument positions): the
   library stores the new thread's id or the joined thread's exit value
   there before it returns and keeps the address no longer, so passing
   [&t] there gives no other thread a way to [t]. Every argument of a
   library function that keeps no pointer is such a slot
   (Library_calls.keeps_no_pointer: [sprintf(buf, ...)], the Variadic
   plug-in's [__va_args] arrays given to [printf_va_N]). *)
let output_slots = [ ("pthread_create", 0); ("thrd_create", 0); ("pthread_join", 1); ("thrd_join", 1) ]

let output_slot f k =
  match Library_calls.bodiless_callee f with
  | Some vi -> List.mem (vi.vname, k) output_slots || Library_calls.keeps_no_pointer vi.vname
  | None -> false

let hands_back f k ~result args =
  match Library_calls.bodiless_callee f with
  | Some vi -> Library_calls.hands_back vi.vname k ~result args
  | None -> false

(* Whether asm [template] holds [name] as a whole symbol (not inside a
   longer identifier: [o] in [stosl]). *)
let names_symbol name template =
  let ident c = c = '_' || c = '$' || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9') in
  let n = String.length template and k = String.length name in
  let apart i = i < 0 || i >= n || not (ident template.[i]) in
  let rec at i = i + k <= n && ((String.sub template i k = name && apart (i - 1) && apart (i + k)) || at (i + 1)) in
  at 0

(* The variables some expression computes an address into ([&v...], an
   array [v] decaying), and those assembly code may reach: an inline [asm]
   operand (an ["m"] operand passes its address), a global an asm template
   (of a statement or at file scope) names by its symbol, a global with an
   asm label; every global when the program looks symbols up by name
   ([dlsym]); not counting the output slots of the calls [output_slot]
   names. CIL's vaddrof is not used: it is also set on arrays that are only
   indexed, which would make every local array look shared.
   Second: the part of it the program IR does not show (asm operands and
   what their expressions take the address of, asm templates, second
   names, dlsym): the base flag outside_ir, from which and the IR the core
   derives the rest (racer.h, RACER_BASE_OUTSIDE_IR). *)
let reach () =
  let taken = ref Varinfo_set.empty in
  let outside = ref Varinfo_set.empty in
  let hidden v =
    taken := Varinfo_set.add v !taken;
    outside := Varinfo_set.add v !outside
  in
  let templates = ref [] in
  let by_symbol = ref false in
  List.iter (function GAsm (t, _) -> templates := t :: !templates | _ -> ()) (Ast.get ()).globals;
  let visitor =
    object (self)
      inherit Visitor.frama_c_inplace

      method! vinst i =
        let looks_up (f : varinfo) = List.mem f.vname [ "dlsym"; "dlvsym" ] in
        (match i with
         | Call (_, f, _, _) -> (
           match Library_calls.bodiless_callee f with Some vi when looks_up vi -> by_symbol := true | _ -> ())
         | Local_init (_, ConsInit (f, _, _), _) when looks_up f -> by_symbol := true
         | _ -> ());
        self#instruction i

      method! vexpr e =
        (match e.enode with
        | AddrOf (Var v, _) | StartOf (Var v, _) ->
          taken := Varinfo_set.add v !taken;
          (* dlsym called through a pointer looks symbols up all the same. *)
          if List.mem v.vname [ "dlsym"; "dlvsym" ] then by_symbol := true
        | _ -> ());
        Cil.DoChildren

      method private instruction i =
        match i with
        | Call (result, f, args, _) when List.exists (fun k -> output_slot f k) [ 0; 1 ] ->
          let visit e = ignore (Visitor.visitFramacExpr (self :> Visitor.frama_c_visitor) e) in
          Option.iter (fun lv -> ignore (Visitor.visitFramacLval (self :> Visitor.frama_c_visitor) lv)) result;
          visit f;
          List.iteri
            (fun k a ->
              match (Library_calls.strip_casts a).enode with
              | (AddrOf (Var _, off) | StartOf (Var _, off))
                when output_slot f k && not (hands_back f k ~result:(result <> None) args) ->
                (* The slot's own address is not taken; its indices are read. *)
                ignore (Visitor.visitFramacOffset (self :> Visitor.frama_c_visitor) off)
              | _ -> visit a)
            args;
          Cil.SkipChildren
        | Asm (_, template, ext, _) ->
          templates := template @ !templates;
          let host (lv : lval) = match lv with Var v, _ -> hidden v | _ -> () in
          (* The IR holds no asm inputs: every variable their expressions
             name, whose address they form or whose value they pass (a
             pointer lets the asm write where it points: [(void * )tids], a
             review's asm_input_ptr_race). *)
          let addresses_in e =
            ignore
              (Visitor.visitFramacExpr
                 (object
                    inherit Visitor.frama_c_inplace

                    method! vvrbl v =
                      hidden v;
                      Cil.SkipChildren
                 end)
                 e)
          in
          Option.iter
            (fun { asm_outputs; asm_inputs; _ } ->
              List.iter (fun (_, _, lv) -> host lv) asm_outputs;
              List.iter (fun (_, _, e) -> addresses_in e; match e.enode with Lval lv -> host lv | _ -> ()) asm_inputs)
            ext;
          Cil.DoChildren
        | _ -> Cil.DoChildren
    end
  in
  Visitor.visitFramacFileSameGlobals visitor (Ast.get ());
  (* An asm template may name a global by its symbol ([incl counter]); a
     file's static renamed apart from another's keeps its own symbol. A
     declaration with an asm label or an alias attribute is a second name
     for the symbol it names ([extern int r2 __asm__("ready");]): both the
     declaration and the global of that name are reached otherwise than by
     their names. *)
  let second_name_attrs = [ "asm"; "__asm__"; "alias"; "__alias__" ] in
  let second_name v = List.exists (fun a -> Cil.hasAttribute a v.vattr) second_name_attrs in
  let targets =
    Globals.Vars.fold
      (fun v _ acc ->
        List.fold_left
          (fun acc (attr : attribute) ->
            match attr with
            | Attr (name, args) when List.mem name second_name_attrs ->
              List.filter_map (function AStr s -> Some s | _ -> None) args @ acc
            | _ -> acc)
          acc v.vattr)
      []
  in
  Globals.Vars.iter (fun v _ ->
      let named n = List.exists (names_symbol n) !templates in
      if !by_symbol || named v.vname || named v.vorig_name || second_name v || List.mem v.vname targets
         || List.mem v.vorig_name targets
      then hidden v);
  (!taken, !outside)

let addresses_taken () = fst (reach ())

(* Locals that hold a fresh nondeterministic value and are read by one
   branch only ([int res = __VERIFIER_nondet_int(); if (res) ...]): one
   assignment, from a __VERIFIER_nondet_* function without a body, and one
   other occurrence, the tested variable of an [if]. *)
let free_choices () =
  let occurs = Cil_shapes.occurrences () in
  let nondet f =
    String.starts_with ~prefix:"__VERIFIER_nondet_" f.vname
    && match Globals.Functions.get f with kf -> not (Kernel_function.is_definition kf) | exception Not_found -> false
  in
  let rec tested v e =
    match (Cil.stripCasts e).enode with
    | Lval (Var w, NoOffset) -> Cil_datatype.Varinfo.equal v w
    | UnOp (LNot, e, _) -> tested v e
    | BinOp ((Eq | Ne), a, b, _) -> (tested v a && Cil.isZero (Cil.stripCasts b)) || (tested v b && Cil.isZero (Cil.stripCasts a))
    | _ -> false
  in
  Globals.Functions.fold
    (fun kf acc ->
      if not (Kernel_function.is_definition kf) then acc
      else
        let fd = Kernel_function.get_definition kf in
        List.fold_left
          (fun acc v ->
            let from_nondet, assigns, tests =
              List.fold_left
                (fun (n, a, t) s ->
                  match s.skind with
                  | Instr (Call (Some (Var w, NoOffset), { enode = Lval (Var f, NoOffset); _ }, _, _))
                  | Instr (Local_init (w, ConsInit (f, _, Plain_func), _))
                    when Cil_datatype.Varinfo.equal v w ->
                    ((if nondet f then n + 1 else n), a + 1, t)
                  | If (c, _, _, _) when tested v c -> (n, a, t + 1)
                  | _ -> (n, (if Cil_shapes.assigns v s then a + 1 else a), t))
                (0, 0, 0) fd.sallstmts
            in
            if (not v.vaddrof) && Cil.isIntegralType v.vtype && from_nondet = 1 && assigns = 1 && tests = 1
               && occurs v <= 2
            then Varinfo_set.add v acc
            else acc)
          acc fd.slocals)
    Varinfo_set.empty

let var_flags ?(free = Varinfo_set.empty) ?(outside = Varinfo_set.empty) ~assigned ~taken vi =
  let flag cond f = if cond then f else 0 in
  flag (is_atomic vi) C.base_atomic
  lor flag (Cil.hasAttribute "thread" vi.vattr) C.base_thread_local
  lor flag (Cil.isConstType vi.vtype) C.base_const
  lor flag (Cil.isVolatileType vi.vtype) C.base_volatile
  lor flag (Varinfo_set.mem vi taken) C.base_address_taken
  lor flag (Varinfo_set.mem vi assigned) C.base_assigned_to_global
  lor flag (Cil.isPointerType vi.vtype) C.base_pointer
  lor flag (Cil.isArrayType vi.vtype) C.base_array
  lor flag (Cil.isStructOrUnionType vi.vtype) C.base_aggregate
  lor flag (is_ghost ~taken vi) C.base_ghost
  lor flag (Varinfo_set.mem vi free) C.base_free_choice
  (* Declared here, defined elsewhere (the C library's [opterr]): its
     initial value and its writes are not the program's. *)
  lor flag (vi.vglob && vi.vstorage = Extern && not vi.vdefined) C.base_extern
  lor flag (Varinfo_set.mem vi outside) C.base_outside_ir


let add_var ?free ?outside model ids ~assigned ~taken ~kind ~func ~formal_index vi =
  (* A variable is one base even if it is listed twice (defensive: CIL
     keeps statics among the globals only). *)
  if Ids.var_base ids vi = None then begin
    let typ = Text.typ vi.vtype in
    let id =
      Model.add_base model ~name:vi.vname ~kind ~func ~flags:(var_flags ?free ?outside ~assigned ~taken vi)
        ~size_bits:(Lvalues.size_bits vi.vtype) ~typ:(Some typ) ~formal_index
        ~alloc_stmt:(-1)
    in
    Field_paths.add model ~base:id ~name:vi.vname vi.vtype;
    Ids.add_var_base ids vi id
  end

let allocator_of_stmt s =
  let named name = if List.mem name allocators then Some name else None in
  match s.skind with
  | Instr (Call (_, callee, _, _)) ->
    Option.bind (Kernel_function.get_called callee) (fun kf ->
        named (Kernel_function.get_name kf))
  | Instr (Local_init (_, ConsInit (f, _, _), _)) -> named f.vname
  | _ -> None

let fresh_allocators = [ "malloc"; "calloc"; "aligned_alloc" ]

(* The C library's allocator: one of those names, not defined by the program. *)
let library_allocator vi =
  List.mem vi.vname fresh_allocators
  && not (try Kernel_function.is_definition (Globals.Functions.get vi) with Not_found -> false)

(* A function returning a fresh block: an allocator, or a wrapper whose every
   return gives a local only ever assigned an allocator's result and named
   only there, in null tests and in returns (SV-COMP's safe_malloc; a copy
   kept in a global would let another thread reach the block: a review's
   g_wrapper_leak_norace, also instances/lost_ids.cpp). *)
let returns_fresh_block vi =
  match Globals.Functions.get vi with
  | exception Not_found -> List.mem vi.vname fresh_allocators
  (* The library's allocator only when the program does not define one of
     that name (a review's own_malloc_fresh_race: a static [malloc]
     returning one array). *)
  | kf when not (Kernel_function.is_definition kf) -> List.mem vi.vname fresh_allocators
  | kf ->
    let fd = Kernel_function.get_definition kf in
    let from_allocator p =
      (not p.vaddrof)
      && List.for_all
           (fun s ->
             match s.skind with
             | Instr (Call (Some (Var v, NoOffset), { enode = Lval (Var a, NoOffset); _ }, _, _))
               when Cil_datatype.Varinfo.equal v p ->
               library_allocator a
             | Instr (Local_init (v, ConsInit (a, _, Plain_func), _)) when Cil_datatype.Varinfo.equal v p ->
               library_allocator a
             | Return (Some e, _) -> Cil_shapes.is_var p e
             | If (c, _, _, _) -> (
               (not (Cil.appears_in_expr p c))
               ||
               match (Cil.stripCasts c).enode with
               | UnOp (LNot, x, _) -> Cil_shapes.is_var p x
               | BinOp ((Eq | Ne), x, y, _) ->
                 (Cil_shapes.is_var p x && Cil.isZero (Cil.stripCasts y))
                 || (Cil_shapes.is_var p y && Cil.isZero (Cil.stripCasts x))
               | _ -> Cil_shapes.is_var p c)
             | _ -> not (Cil_shapes.names_in_stmt p s))
           fd.sallstmts
    in
    let returns =
      List.filter_map (fun s -> match s.skind with Return (r, _) -> Some r | _ -> None) fd.sallstmts
    in
    returns <> []
    && List.for_all
         (function
           | Some e -> (
             match Cil_shapes.var_of e with Some p -> List.mem p fd.slocals && from_allocator p | None -> false)
           | None -> false)
         returns

(* Heap sites are named like Eva's allocated bases ([__malloc_<fn>_l<line>]),
   which users know from Frama-C; a second site on the same line gets a
   suffix so that names stay unique. *)
let add_heap_sites model ids ~used_names kf fid =
  List.iter
    (fun s ->
      match (allocator_of_stmt s, Ids.stmt_id ids s) with
      | Some _, Some sid ->
        let _, line, _ = Extract_program.stmt_location s in
        let stem = Printf.sprintf "__malloc_%s_l%d" (Kernel_function.get_name kf) line in
        let n = Option.value ~default:0 (Hashtbl.find_opt used_names stem) + 1 in
        Hashtbl.replace used_names stem n;
        let name = if n = 1 then stem else Printf.sprintf "%s_%d" stem n in
        let id =
          Model.add_base model ~name ~kind:C.base_heap ~func:fid ~flags:0 ~size_bits:(-1)
            ~typ:None ~formal_index:(-1) ~alloc_stmt:sid
        in
        Ids.add_heap_base ids s id
      | _ -> ())
    (Kernel_function.get_definition kf).sallstmts

let extract model ids =
  let assigned = assigned_to_global () in
  let taken, outside = reach () in
  let free = free_choices () in
  Globals.Vars.iter_in_file_order (fun vi _ ->
      add_var ~outside model ids ~assigned ~taken ~kind:C.base_global ~func:(-1) ~formal_index:(-1) vi);
  (* The C library's static storage, when the program calls a function that
     returns a pointer into it: a global the program reaches only through
     such pointers (address taken: the pointers are out there). *)
  let storage_called = ref false in
  Globals.Functions.iter (fun kf ->
      if (not (Kernel_function.is_definition kf))
         && Library_calls.rewrites_library_state (Kernel_function.get_name kf)
         && Kernel_function.find_syntactic_callsites kf <> []
      then storage_called := true);
  (* Called through a pointer too ([f = localtime; f(&t)], or [dlsym]):
     then every call through a pointer may rewrite the storage. *)
  let indirect =
    Extract_program.library_function_via_pointer ~from_data:(Extract_program.code_from_data ())
      Library_calls.rewrites_library_state
  in
  if indirect then storage_called := true;
  (* Frama-C's libc keeps that storage in [__fc_] globals whose address
     its headers take ([__fc_p_time_tm = &__fc_time_tm]): under Eva, the
     results point there, and those globals are parts of it. *)
  if !storage_called then begin
    let vars = ref [] in
    Globals.Vars.iter (fun vi _ ->
        (* The libc's storage it hands out: its user-data [__fc_] globals
           (is_ghost), never errno, which each thread has its own of. *)
        if String.starts_with ~prefix:"__fc_" vi.vname && not (is_ghost ~taken vi) then vars := vi :: !vars);
    Ids.set_library_storage ids ~vars:!vars ~indirect
      (Model.add_base model ~name:"__library_storage" ~kind:C.base_global ~func:(-1)
         ~flags:(C.base_address_taken lor C.base_outside_ir) ~size_bits:(-1) ~typ:None ~formal_index:(-1) ~alloc_stmt:(-1))
  end;
  let defined =
    List.filter_map
      (fun kf ->
        if Kernel_function.is_definition kf then
          Option.map (fun fid -> (kf, fid)) (Ids.function_id ids (Kernel_function.get_vi kf))
        else None)
      (Extract_program.sorted_functions ())
  in
  List.iter
    (fun (kf, fid) ->
      Db.yield ();
      List.iteri
        (fun i vi -> add_var ~outside model ids ~assigned ~taken ~kind:C.base_formal ~func:fid ~formal_index:i vi)
        (Kernel_function.get_formals kf);
      List.iter
        (add_var ~free ~outside model ids ~assigned ~taken ~kind:C.base_local ~func:fid ~formal_index:(-1))
        (Kernel_function.get_locals kf))
    defined;
  let used_names = Hashtbl.create 17 in
  List.iter (fun (kf, fid) -> add_heap_sites model ids ~used_names kf fid) defined
