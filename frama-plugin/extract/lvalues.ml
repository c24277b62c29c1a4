(* Naming lvalues for the syntactic backend (see lvalues.mli). *)

open Cil_types

type host = Variable of varinfo | Through of varinfo | Unnamed

(* Casts and pointer arithmetic do not change which variable holds the
   pointer: [*(p + i)] (CIL's form of [p[i]]) and [*((char * )p)] are both
   named by [p]. *)
let rec strip_pointer_arith e =
  let e = Cil.stripCasts e in
  match e.enode with
  | BinOp ((PlusPI | MinusPI), p, _, _) -> strip_pointer_arith p
  | _ -> e

let pointer_variable e =
  match (strip_pointer_arith e).enode with
  | Lval (Var v, _) -> Some v
  | _ -> None

let host (h, _) =
  match h with
  | Var v -> Variable v
  | Mem e -> ( match pointer_variable e with Some p -> Through p | None -> Unnamed)

let rec has_field = function
  | NoOffset -> false
  | Field _ -> true
  | Index (_, off) -> has_field off

let rec has_index = function
  | NoOffset -> false
  | Index _ -> true
  | Field (_, off) -> has_index off

let is_function lv = Cil.isFunctionType (Cil.typeOfLval lv)

(* A size of 0 (empty struct, zero-length or flexible array) says nothing
   about the bits touched: the model wants a positive size or -1. *)
let size_bits typ =
  match Cil.bitsSizeOf typ with
  | size when size > 0 -> size
  | _ -> -1
  | exception (Cil.SizeOfError _ | Cil.LenOfArray _) -> -1

(* The field an offset ends with, if any. *)
let rec last_field = function
  | NoOffset -> None
  | Field (fi, NoOffset) -> Some fi
  | Field (_, off) | Index (_, off) -> last_field off

(* The maximal runs of adjacent fields that are bit-fields of non-zero
   width (a zero-width one, or any other member, ends a run). *)
let bitfield_runs fields =
  let is_bits fi = match fi.fbitfield with Some w -> w > 0 | None -> false in
  let close run runs = if run = [] then runs else List.rev run :: runs in
  let run, runs =
    List.fold_left
      (fun (run, runs) fi -> if is_bits fi then (fi :: run, runs) else ([], close run runs))
      ([], []) fields
  in
  List.rev (close run runs)

let bitfield_run off =
  match last_field off with
  | Some ({ fbitfield = Some w; _ } as fi) when w > 0 -> (
    let comp = fi.fcomp in
    let fields = Option.value ~default:[] comp.cfields in
    match List.find_opt (List.exists (Cil_datatype.Fieldinfo.equal fi)) (bitfield_runs fields) with
    | None -> None
    | Some run -> (
      let where g = Cil.bitsOffset (TComp (comp, [])) (Field (g, NoOffset)) in
      match List.map where run with
      | spans ->
        let lo = List.fold_left (fun m (start, _) -> min m start) max_int spans in
        let hi = List.fold_left (fun m (start, width) -> max m (start + width)) min_int spans in
        Some (fst (where fi) - lo, hi - lo)
      | exception (Cil.SizeOfError _ | Cil.LenOfArray _) -> None))
  | _ -> None

let access_size lv =
  match bitfield_run (snd lv) with Some (_, width) -> width | None -> size_bits (Cil.typeOfLval lv)

let bit_range v off =
  match off with
  | NoOffset ->
    let size = size_bits v.vtype in
    if size > 0 then Some (0, size - 1) else None
  | Field _ | Index _ -> (
    (* bitsOffset raises on a non-constant index: that is the "unknown
       offset" case, not an error. *)
    match (Cil.bitsOffset v.vtype off, bitfield_run off) with
    | (start, _), Some (before, width) -> Some (start - before, start - before + width - 1)
    | (start, width), None when width > 0 -> Some (start, start + width - 1)
    | _ -> None
    | exception (Cil.SizeOfError _ | Cil.LenOfArray _) -> None)

(* The attribute Racer's front end puts on _Atomic types (docs/frontend.md). *)
let atomic_attribute = "racer_atomic"

(* atomic_init writes an atomic object through a type marked plain
   (Racer's <stdatomic.h>, C11 7.17.2.2). *)
let plain_attribute = "racer_plain"

let is_atomic_type t =
  let t = Cil.unrollType t in
  Cil.typeHasAttribute atomic_attribute t && not (Cil.typeHasAttribute plain_attribute t)

(* An element of an array of atomics is atomic whether CIL keeps the
   attribute on the element type or on the array type. *)
let is_atomic lv =
  let rec walk t = function
    | NoOffset -> false
    | Index (_, off) -> (
      is_atomic_type t
      || match Cil.unrollType t with TArray (elt, _, _) -> walk elt off | _ -> false)
    | Field (f, off) -> walk f.ftype off
  in
  is_atomic_type (Cil.typeOfLval lv)
  ||
  match fst lv with
  | Var v -> walk v.vtype (snd lv)
  | Mem e -> (
    match Cil.unrollType (Cil.typeOf e) with TPtr (t, _) -> walk t (snd lv) | _ -> false)
