(* The small evaluator the per-thread recognisers share (see
   value_eval.mli). *)

open Cil_types

(* A value the small evaluator knows: an integer, or the address of element
   [index] of array or block [base] whose elements have type [elt]. *)
type value = Int of Integer.t | Element of { base : varinfo; index : Integer.t; elt : typ }

let int_binop op a b =
  let open Integer in
  match op with
  | PlusA -> Some (add a b)
  | MinusA -> Some (sub a b)
  | Mult -> Some (mul a b)
  | (Div | Mod) when is_zero b -> None
  | Div -> Some (c_div a b)
  | Mod -> Some (c_rem a b)
  | BAnd -> Some (logand a b)
  | BOr -> Some (logor a b)
  | BXor -> Some (logxor a b)
  | Shiftlt when ge b zero && lt b (of_int 31) -> Some (shift_left a b)
  | Shiftrt when ge b zero && lt b (of_int 31) -> Some (shift_right a b)
  | _ -> None

(* [n] converted to integer type [t] as GCC does: modulo 2^N into the
   type's range ([(unsigned char)256] is 0, [(signed char)200] is -56), and
   [_Bool] to 0 or 1. None for other types. *)
let convert t n =
  let open Integer in
  match Cil.unrollType t with
  | TInt (IBool, _) -> Some (if is_zero n then zero else one)
  | TInt (ik, _) | TEnum ({ ekind = ik; _ }, _) ->
    let bits = Cil.bitsSizeOfInt ik in
    let r = e_rem n (two_power_of_int bits) in
    Some (if Cil.isSigned ik && ge r (two_power_of_int (bits - 1)) then sub r (two_power_of_int bits) else r)
  | _ -> None

(* [e] under [env] (locals to values); None for anything else: globals,
   memory, calls, comparisons. Every integer result is converted to the
   expression's type (casts, and arithmetic in an unsigned type, wrap as in
   C), so a narrowing cast that makes two counter values equal is seen.
   Values stay small (a handful of iterations of a counter): larger ones
   are refused. *)
let rec eval env e =
  let small = function
    | Int n when Integer.(le (abs n) (of_int 0xffff)) -> Some (Int n)
    | Int _ -> None
    | v -> Some v
  in
  let typed t n = Option.bind (convert t n) (fun n -> small (Int n)) in
  match e.enode with
  | Const (CInt64 (n, ik, _)) -> typed (TInt (ik, [])) n
  | Lval (Var v, NoOffset) -> List.assoc_opt v.vid env
  | CastE (t, e) -> (
    match (Cil.unrollType t, eval env e) with
    | (TInt _ | TEnum _), Some (Int n) -> typed t n
    | TPtr _, (Some (Int _) as v) -> v  (* an integer passed through a pointer (at least as wide) *)
    | (TInt _ | TEnum _), Some (Element _) -> None
    | TPtr (t, _), Some (Element el) -> (
      (* A pointer to the element itself, or to a smaller type within it. *)
      match (Cil.bitsSizeOf t, Cil.bitsSizeOf el.elt) with
      | a, b when a <= b -> Some (Element el)
      | _ | (exception Cil.SizeOfError _) -> None)
    | _ -> None)
  | BinOp (((PlusA | MinusA | Mult | Div | Mod | BAnd | BOr | BXor | Shiftlt | Shiftrt) as op), a, b, t) -> (
    match (eval env a, eval env b) with
    | Some (Int a), Some (Int b) -> Option.bind (int_binop op a b) (typed t)
    | _ -> None)
  | UnOp (Neg, a, t) -> ( match eval env a with Some (Int a) -> typed t (Integer.neg a) | _ -> None)
  | UnOp (BNot, a, t) -> ( match eval env a with Some (Int a) -> typed t (Integer.lognot a) | _ -> None)
  | _ -> None

(* [ffs(x)]: the position of the lowest bit set in the int [x], from 1; 0
   for 0. *)
let ffs x =
  let x = Integer.logand x (Integer.of_int64 0xffffffffL) in
  if Integer.is_zero x then Integer.zero
  else
    let rec go n x = if Integer.is_zero (Integer.logand x Integer.one) then go (n + 1) (Integer.shift_right x Integer.one) else n in
    Integer.of_int (go 1 x)

