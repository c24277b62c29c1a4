(* Indirect calls resolved by C's types (see call_types.mli). *)

open Cil_types

(* The coarse shape of a type, as a string (see the .mli). *)
let rec shape t =
  match Cil.unrollType t with
  | TVoid _ -> "v"
  | TInt (k, _) -> "i" ^ string_of_int (Cil.bytesSizeOfInt k)
  | TEnum (e, _) -> "i" ^ string_of_int (Cil.bytesSizeOfInt e.ekind)
  | TFloat (k, _) -> "f" ^ string_of_int (Cil.bytesSizeOf (TFloat (k, [])))
  | TPtr _ | TArray _ -> "p"
  | TFun _ -> "F"
  | TComp (ci, _) -> (if ci.cstruct then "s:" else "u:") ^ ci.cname
  | TBuiltin_va_list _ -> "va"
  | TNamed (ti, _) -> shape ti.ttype

(* A function type's shape; None without a prototype (matches anything). *)
let function_shape t =
  match Cil.unrollType t with
  | TFun (ret, Some args, variadic, _) ->
    Some
      (String.concat "," (shape ret :: List.map (fun (_, a, _) -> shape a) args)
      ^ if variadic then ",..." else "")
  | _ -> None

let is_function vi = Cil.isFunctionType vi.vtype

(* The function whose address [e] is, casts stripped. *)
let function_of e =
  match (Cil.stripCasts e).enode with
  | AddrOf (Var vi, NoOffset) | Lval (Var vi, NoOffset) when is_function vi -> Some vi
  | StartOf (Var vi, NoOffset) when is_function vi -> Some vi
  | _ -> None

(* Functions whose address some cast converts to a type that is not a
   pointer to a function of their own shape; and whether a non-function
   value is made a function pointer (code from data). *)
let conversions () =
  let converted = Cil_datatype.Varinfo.Hashtbl.create 17 in
  let from_data = ref false in
  let visitor =
    object
      inherit Visitor.frama_c_inplace

      method! vexpr e =
        (match e.enode with
        | CastE (t, inner) -> (
          match function_of inner with
          | Some vi ->
            let same =
              match Cil.unrollType t with
              | TPtr (pointee, _) -> (
                match (function_shape pointee, function_shape vi.vtype) with
                | Some a, Some b -> a = b
                | _ -> false)
              | _ -> false
            in
            if not same then Cil_datatype.Varinfo.Hashtbl.replace converted vi ()
          | None ->
            if Cil.isFunPtrType t && not (Cil.isFunPtrType (Cil.typeOf inner) || Cil.isZero inner) then
              from_data := true)
        | _ -> ());
        Cil.DoChildren
    end
  in
  Visitor.visitFramacFileSameGlobals visitor (Ast.get ());
  (converted, !from_data)

type t = {
  by_shape : (string, int) Hashtbl.t;  (* shape -> address-taken function ids *)
  converted : int list;
  filter : bool;
}

let create ids =
  let converted, from_data = conversions () in
  let by_shape = Hashtbl.create 64 in
  let conv = ref [] in
  Globals.Functions.iter (fun kf ->
      let vi = Kernel_function.get_vi kf in
      match Ids.function_id ids vi with
      | None -> ()
      | Some id ->
        if Cil_datatype.Varinfo.Hashtbl.mem converted vi then conv := id :: !conv
        else if vi.vaddrof then
          match function_shape vi.vtype with
          | Some s -> Hashtbl.add by_shape s id
          (* A function defined without a prototype may be called as anything. *)
          | None -> conv := id :: !conv);
  { by_shape; converted = !conv; filter = not from_data }

let callees t f =
  if not t.filter then None
  else
    match function_shape (Cil.typeOf f) with
    | None -> None
    | Some s -> (
      match List.sort_uniq compare (Hashtbl.find_all t.by_shape s @ t.converted) with
      | [] -> None
      | ids -> Some ids)
