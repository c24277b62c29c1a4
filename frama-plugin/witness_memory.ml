(* The witness interpreter's memory and arithmetic (see witness_memory.mli). *)

open Cil_types

exception Stuck of string

let stuck fmt = Format.kasprintf (fun s -> raise (Stuck s)) fmt

type value = Int of Integer.t | Ptr of int * int | Fun of varinfo

module IM = Map.Make (Int)

(* Cells never overlap: a write removes the cells it covers whole and gives
   up on one it would cut. *)
type cell = { size : int; v : value }

type block = { bytes : int; zeroed : bool; freed : bool; name : string; cells : cell IM.t }

(* Block ids are numbered per owner (a thread, or the globals): the same
   allocations of each thread give the same ids whatever the interleaving,
   so that schedules that differ only in the order of independent runs
   reach equal memories. *)
type t = { blocks : block IM.t; counts : int IM.t }

let empty = { blocks = IM.empty; counts = IM.empty }

let max_block = 1 lsl 20
let per_owner = 1 lsl 24

let alloc m ~owner ~size ~zeroed ~name =
  if size < 0 || size > max_block then stuck "allocates %d bytes for %s" size name;
  let n = Option.value ~default:0 (IM.find_opt owner m.counts) in
  if n >= per_owner - 1 then stuck "too many allocations";
  let id = ((owner + 1) * per_owner) + n in
  let b = { bytes = size; zeroed; freed = false; name; cells = IM.empty } in
  ({ blocks = IM.add id b m.blocks; counts = IM.add owner (n + 1) m.counts }, id)

let add_value buf = function
  | Int n -> Buffer.add_string buf (Integer.to_string n)
  | Ptr (b, o) -> Printf.bprintf buf "&%d+%d" b o
  | Fun f -> Printf.bprintf buf "@%d" f.vid

let fingerprint buf m =
  IM.iter
    (fun id b ->
      Printf.bprintf buf "[%d:%d%c" id b.bytes (if b.freed then 'f' else ' ');
      IM.iter (fun o c -> Printf.bprintf buf "%d/%d=" o c.size; add_value buf c.v; Buffer.add_char buf ';') b.cells)
    m.blocks

let block m id =
  match IM.find_opt id m.blocks with
  | None -> stuck "an address of no object"
  | Some b when b.freed -> stuck "uses %s after it was freed" b.name
  | Some b -> b

let block_size m id = (block m id).bytes

let free m id =
  let b = block m id in
  { m with blocks = IM.add id { b with freed = true } m.blocks }

let size_of t =
  match Cil.unrollType t with
  | TVoid _ -> 1  (* GCC's arithmetic on void pointers *)
  | TFun _ -> stuck "the size of a function"
  | t -> ( try Cil.bytesSizeOf t with Cil.SizeOfError (why, _) -> stuck "a type of unknown size (%s)" why)

let in_bounds b off size =
  if off < 0 || size < 0 || off + size > b.bytes then
    stuck "accesses bytes %d..%d of %s, which has %d" off (off + size - 1) b.name b.bytes

(* The cells of [b] inside [off, off + size), raising on one that sticks out. *)
let cells_within b off size =
  let inside = IM.filter (fun o c -> o >= off && o + c.size <= off + size) b.cells in
  let cut o c = o < off + size && o + c.size > off && not (o >= off && o + c.size <= off + size) in
  if IM.exists cut b.cells then stuck "a value of %s is read or written in part" b.name;
  inside

let read m id off t =
  let b = block m id in
  let size = size_of t in
  in_bounds b off size;
  match IM.find_opt off b.cells with
  | Some c when c.size = size -> c.v
  | _ ->
    if not (IM.is_empty (cells_within b off size)) then stuck "a value of %s is read in part" b.name;
    if b.zeroed then Int Integer.zero else stuck "reads %s before it is written" b.name

let read_whole m id off t =
  let b = block m id in
  let size = size_of t in
  in_bounds b off size;
  match IM.find_opt off b.cells with Some c when c.size = size -> Some c.v | _ -> None

let put m id b = { m with blocks = IM.add id b m.blocks }

let clear b off size =
  let inside = cells_within b off size in
  { b with cells = IM.filter (fun o _ -> not (IM.mem o inside)) b.cells }

let write m id off t v =
  let b = block m id in
  let size = size_of t in
  in_bounds b off size;
  let b = clear b off size in
  put m id { b with cells = IM.add off { size; v } b.cells }

let copy m ~src:(sid, soff) ~dst:(did, doff) ~size =
  let s = block m sid and d = block m did in
  in_bounds s soff size;
  in_bounds d doff size;
  let moved = cells_within s soff size in
  let covered = IM.fold (fun _ c n -> n + c.size) moved 0 in
  (* Bytes no cell holds are 0 in a zeroed block, unknown in another: the
     copy keeps that only when the destination is of the same kind. *)
  if covered < size && s.zeroed <> d.zeroed then stuck "copies part-known bytes of %s" s.name;
  let d = clear d doff size in
  let cells = IM.fold (fun o c acc -> IM.add (o - soff + doff) c acc) moved d.cells in
  put m did { d with cells }

let truth = function Int n -> not (Integer.is_zero n) | Ptr _ | Fun _ -> true

let int_kind t =
  match Cil.unrollType t with
  | TInt (k, _) -> Some k
  | TEnum (e, _) -> Some e.ekind
  | _ -> None

let wrap t n =
  match int_kind t with
  | Some IBool -> Integer.(if is_zero n then zero else one)
  | Some k -> Integer.cast ~size:(Integer.of_int (Cil.bitsSizeOfInt k)) ~signed:(Cil.isSigned k) ~value:n
  | None -> stuck "an integer of a non-integer type"

let convert t v =
  match (Cil.unrollType t, v) with
  | (TInt (IBool, _)), v -> Int (if truth v then Integer.one else Integer.zero)
  | (TInt _ | TEnum _), Int n -> Int (wrap t n)
  | (TInt _ | TEnum _), (Ptr _ | Fun _) -> stuck "an address turned into an integer"
  | (TPtr _ | TFun _ | TVoid _), v -> v
  | TFloat _, _ -> stuck "floating-point values"
  | _, _ -> stuck "a value of aggregate or unknown type"

(* The exact result must fit a signed type (overflow is undefined); an
   unsigned one wraps. *)
let arith t n =
  match int_kind t with
  | Some k when Cil.isSigned k && k <> IBool ->
    let w = wrap t n in
    if not (Integer.equal w n) then stuck "signed overflow";
    w
  | Some _ -> wrap t n
  | None -> stuck "arithmetic on a non-integer type"

let bool b = Int (if b then Integer.one else Integer.zero)

let compare_ints op a b =
  let c = Integer.compare a b in
  match op with
  | Lt -> c < 0 | Gt -> c > 0 | Le -> c <= 0 | Ge -> c >= 0 | Eq -> c = 0 | _ -> c <> 0

let pointee t = match Cil.unrollType t with TPtr (p, _) -> size_of p | _ -> stuck "pointer arithmetic on a non-pointer"

let binop op t1 v1 _t2 v2 rt =
  let open Integer in
  match (op, v1, v2) with
  | (PlusA | MinusA | Mult | BAnd | BOr | BXor), Int a, Int b ->
    let f = match op with PlusA -> add | MinusA -> sub | Mult -> mul | BAnd -> logand | BOr -> logor | _ -> logxor in
    arith rt (f a b) |> fun n -> Int n
  | (Div | Mod), Int _, Int b when is_zero b -> stuck "division by zero"
  | Div, Int a, Int b -> Int (arith rt (c_div a b))
  | Mod, Int a, Int b -> Int (arith rt (c_rem a b))
  | (Shiftlt | Shiftrt), Int a, Int b ->
    let width = Cil.bitsSizeOf rt in
    if lt b zero || ge b (of_int width) then stuck "a shift by %s" (to_string b);
    if op = Shiftrt then Int (arith rt (shift_right a b))
    else begin
      (match int_kind rt with
      | Some k when Cil.isSigned k && lt a zero -> stuck "a left shift of a negative value"
      | _ -> ());
      Int (arith rt (shift_left a b))
    end
  | (Lt | Gt | Le | Ge | Eq | Ne), Int a, Int b -> bool (compare_ints op a b)
  | (Eq | Ne), Ptr (b1, o1), Ptr (b2, o2) -> bool ((b1 = b2 && o1 = o2) = (op = Eq))
  | (Lt | Gt | Le | Ge), Ptr (b1, o1), Ptr (b2, o2) when b1 = b2 -> bool (compare_ints op (of_int o1) (of_int o2))
  | (Eq | Ne), (Ptr _ | Fun _), Int z | (Eq | Ne), Int z, (Ptr _ | Fun _) when is_zero z -> bool (op = Ne)
  | (Eq | Ne), Fun f, Fun g -> bool ((f.vid = g.vid) = (op = Eq))
  | (PlusPI | MinusPI), Ptr (b, o), Int n ->
    let step =
      match to_int_opt (mul n (of_int (pointee t1))) with Some k -> k | None -> stuck "a huge pointer offset"
    in
    Ptr (b, if op = PlusPI then o + step else o - step)
  | MinusPP, Ptr (b1, o1), Ptr (b2, o2) when b1 = b2 -> Int (of_int ((o1 - o2) / pointee t1))
  | (LAnd | LOr), a, b -> bool (if op = LAnd then truth a && truth b else truth a || truth b)
  | _ -> stuck "an operation on addresses the interpreter does not follow"

let unop op v rt =
  match (op, v) with
  | LNot, v -> bool (not (truth v))
  | Neg, Int n -> Int (arith rt (Integer.neg n))
  | BNot, Int n -> Int (wrap rt (Integer.lognot n))
  | _ -> stuck "an operation on an address"
