(* Eva builtins for the concurrency models' functions (see
   eva_model_calls.mli). *)

open Cil_types

type effect = Nothing | Writes of int  (** havoc the object argument i points to *)

(* Writes top into what [v] (the value of a pointer argument [e]) points to:
   weakly, so the old value stays possible. NULL and string literals are
   not written (pthread_join(t, NULL) asks for nothing): writing there
   would make Eva's state bottom, the rest of the path dead. Any integer,
   also into a pointer (a joined thread's exit value): Eva stops on a
   pointer that may be any address; what is read through an integer is
   invalid for Eva (the run cut paths and supports no verdict), and the
   facts distrust the variable (Eva_backend). *)
let havoc state (e, v) =
  match Cil.unrollType (Cil.typeOf e) with
  | TPtr (t, _) when not (Cil.isFunctionType t) -> (
    match Cil.bitsSizeOf t with
    | exception Cil.SizeOfError _ -> state
    | bits ->
      let writable b = not (Base.is_null b) && match b with Base.String _ -> false | _ -> true in
      let v = Locations.Location_Bytes.filter_base writable v in
      if Locations.Location_Bytes.is_bottom v then state
      else
      let loc =
        Locations.make_loc (Locations.loc_bytes_to_loc_bits v) (Int_Base.inject (Integer.of_int bits))
      in
      Cvalue.Model.add_binding ~exact:false state loc Cvalue.V.top_int)
  | _ -> state

let builtin ~returns effect : Eva.Builtins.builtin =
 fun state args ->
  let state =
    match effect with
    | Writes i -> ( match List.nth_opt args i with Some a -> havoc state a | None -> state)
    | Nothing -> state
  in
  Eva.Builtins.Full
    {
      c_values = [ ((if returns then Some Cvalue.V.top_int else None), state) ];
      c_clobbered = Base.SetLattice.bottom;
      c_from = None;
    }

let name ~returns effect =
  Printf.sprintf "racer_model_%s_%s" (if returns then "int" else "void")
    (match effect with Nothing -> "pure" | Writes i -> "writes" ^ string_of_int i)

let builtin_for ~returns effect =
  let n = name ~returns effect in
  if not (Eva.Builtins.is_builtin n) then
    Eva.Builtins.register_builtin n Eva.Builtins.NoCache (builtin ~returns effect);
  n

(* Eva checks a function's preconditions before calling its builtin: they
   go, in this project only. *)
let drop_preconditions kf =
  let requires = ref [] in
  Annotations.iter_behaviors
    (fun _ b ->
      Annotations.iter_requires (fun e p -> requires := (e, p) :: !requires) kf b.b_name)
    kf;
  List.iter (fun (e, p) -> Annotations.remove_requires e kf p) !requires

let install ~classify =
  let count = ref 0 in
  Globals.Functions.iter (fun kf ->
      if not (Kernel_function.is_definition kf) then
        let effect =
          match classify (Kernel_function.get_name kf) with
          | `Plain | `Atomic_function -> None
          | `Thread_create -> Some (Writes 0)  (* the new thread's id *)
          | `Thread_join -> Some (Writes 1)  (* its exit value, when asked for *)
          | `Lock | `Unlock | `Lock_init | `Lock_destroy | `Cond_wait | `Atomic_begin | `Atomic_end
          | `Cond_signal | `Once | `Barrier_init | `Barrier_wait | `Barrier_destroy | `Sem_init
          | `Sem_wait | `Sem_post | `Mutex_attr_kind ->
            (* The synchronisation objects' contents do not matter to the
               analysis; pthread_once's routine is called explicitly in
               Eva's copy of the program (Once_calls). *)
            Some Nothing
        in
        Option.iter
          (fun effect ->
            let returns = not (Cil.isVoidType (Kernel_function.get_return_type kf)) in
            (* A function declared without a specification gets the
               kernel's default one (assigns from the prototype) first:
               Eva refuses a builtin for a function with no assigns. *)
            ignore (Annotations.funspec kf : funspec);
            drop_preconditions kf;
            Eva.Parameters.use_builtin kf (builtin_for ~returns effect);
            incr count)
          effect);
  !count

(* A function without a body or a specification: Eva's default one makes
   its result an integer computed from the arguments, never an address. *)
let unspecified kf =
  (not (Kernel_function.is_definition kf))
  && Cil.is_empty_funspec (Annotations.funspec ~populate:false kf)
  && Cil.isPointerType (Kernel_function.get_return_type kf)

(* Whether the program compares two pointers, neither of them null. *)
let compares_addresses () =
  let found = ref false in
  let non_null e = not (Cil.isZero (Cil.stripCasts e)) in
  let visitor =
    object
      inherit Visitor.frama_c_inplace

      method! vexpr e =
        (match e.enode with
        | BinOp ((Eq | Ne | Lt | Gt | Le | Ge), a, b, _)
          when Cil.isPointerType (Cil.typeOf a) && Cil.isPointerType (Cil.typeOf b) && non_null a && non_null b ->
          found := true
        | _ -> ());
        Cil.DoChildren
    end
  in
  Visitor.visitFramacFileSameGlobals visitor (Ast.get ());
  !found

let uncovered_results () =
  if not (compares_addresses ()) then []
  else Globals.Functions.fold (fun kf acc -> if unspecified kf then kf :: acc else acc) []

