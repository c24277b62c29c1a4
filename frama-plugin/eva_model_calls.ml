(* Eva builtins for the concurrency models' functions (see
   eva_model_calls.mli). *)

open Cil_types

type effect =
  | Nothing
  | Writes of int  (** havoc the object argument i points to *)
  | Opaque  (** havoc what every non-const pointer argument points to *)

(* Writes top into what [v] (the value of a pointer argument [e]) points to:
   weakly, so the old value stays possible. NULL and string literals are
   not written (pthread_join(t, NULL) asks for nothing): writing there
   would make Eva's state bottom, the rest of the path dead. An object of
   pointer type (a joined thread's exit value) may receive any address,
   not only integers: what is read through it is then unknown. *)
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
      let top = if Cil.isPointerType t then Cvalue.V.top else Cvalue.V.top_int in
      Cvalue.Model.add_binding ~exact:false state loc top)
  | _ -> state

(* What a call returns: nothing, any integer, any value (a pointer that
   may hold any address). *)
type returns = No_value | Any_int | Any_value

let const_target e = match Cil.unrollType (Cil.typeOf e) with TPtr (t, _) -> Cil.isConstType t | _ -> false

let builtin ~returns effect : Eva.Builtins.builtin =
 fun state args ->
  let state =
    match effect with
    | Writes i -> ( match List.nth_opt args i with Some a -> havoc state a | None -> state)
    | Opaque -> List.fold_left (fun st ((e, _) as a) -> if const_target e then st else havoc st a) state args
    | Nothing -> state
  in
  let value = match returns with No_value -> None | Any_int -> Some Cvalue.V.top_int | Any_value -> Some Cvalue.V.top in
  Eva.Builtins.Full { c_values = [ (value, state) ]; c_clobbered = Base.SetLattice.bottom; c_from = None }

let name ~returns effect =
  Printf.sprintf "racer_model_%s_%s"
    (match returns with No_value -> "void" | Any_int -> "int" | Any_value -> "any")
    (match effect with Nothing -> "pure" | Writes i -> "writes" ^ string_of_int i | Opaque -> "opaque")

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

(* A function without a body or a specification: Eva would give it the
   kernel's default one, whose result is an integer computed from the
   arguments (never an address: pthread_getspecific's result would never
   equal the pointer set before) and which may leave what the arguments
   point to unchanged. Racer's over runs must cover what such a call may
   do: any result, any new contents behind its non-const pointer
   arguments. Functions that never return keep their default (they end the
   path). *)
let opaque kf =
  let vi = Kernel_function.get_vi kf in
  Cil.is_empty_funspec (Annotations.funspec ~populate:false kf)
  && (not (Cil.hasAttribute "noreturn" vi.vattr))
  && (not (Extract_program.ends_program kf))
  &&
  match Cil.unrollType (Kernel_function.get_return_type kf) with
  | TVoid _ | TInt _ | TEnum _ | TPtr _ -> true
  | _ -> false

let install ~classify =
  let count = ref 0 in
  Globals.Functions.iter (fun kf ->
      if not (Kernel_function.is_definition kf) then
        let effect =
          match classify (Kernel_function.get_name kf) with
          | `Plain when opaque kf -> Some Opaque
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
            let returns =
              match Cil.unrollType (Kernel_function.get_return_type kf) with
              | TVoid _ -> No_value
              | TPtr _ when effect = Opaque -> Any_value
              | _ -> Any_int
            in
            (* A function declared without a specification gets the
               kernel's default one (assigns from the prototype) first:
               Eva refuses a builtin for a function with no assigns. *)
            ignore (Annotations.funspec kf : funspec);
            drop_preconditions kf;
            Eva.Parameters.use_builtin kf (builtin_for ~returns effect);
            incr count)
          effect);
  !count
