(* The witness interpreter's memory and arithmetic (see witness_memory.mli). *)

open Cil_types

exception Stuck of string

let stuck fmt = Format.kasprintf (fun s -> raise (Stuck s)) fmt

type value = Int of Integer.t | Ptr of int * int | Fun of varinfo | Tid of int

module IM = Map.Make (Int)

(* Cells never overlap: a write removes the cells it covers whole and gives
   up on one it would cut. A cell written with a scalar type holds a value
   whose object representation the interpreter knows (an integer's bits,
   an address), so that a read with another type of the same size can
   reinterpret it; a [whole] one holds an opaque value of aggregate type (a
   thread id stored into a pthread_t that is a structure), whose bytes it
   does not know. *)
type cell = { size : int; v : value; whole : bool }

(* [heap]: made by malloc or calloc, the only blocks free may release. *)
type block = { bytes : int; zeroed : bool; freed : bool; heap : bool; name : string; cells : cell IM.t }

(* Block ids are numbered per owner (a thread, or the globals): the same
   allocations of each thread give the same ids whatever the interleaving,
   so that schedules that differ only in the order of independent runs
   reach equal memories. *)
type t = { blocks : block IM.t; counts : int IM.t }

let empty = { blocks = IM.empty; counts = IM.empty }

let max_block = 1 lsl 20

(* Zero bytes a copy writes one by one into a block that is not zeroed. *)
let max_zero_cells = 4096
let per_owner = 1 lsl 24

let alloc ?(heap = false) m ~owner ~size ~zeroed ~name =
  if size < 0 || size > max_block then stuck "allocates %d bytes for %s" size name;
  let n = Option.value ~default:0 (IM.find_opt owner m.counts) in
  if n >= per_owner - 1 then stuck "too many allocations";
  let id = ((owner + 1) * per_owner) + n in
  let b = { bytes = size; zeroed; freed = false; heap; name; cells = IM.empty } in
  ({ blocks = IM.add id b m.blocks; counts = IM.add owner (n + 1) m.counts }, id)

let add_value buf = function
  | Int n -> Buffer.add_string buf (Integer.to_string n)
  | Ptr (b, o) -> Printf.bprintf buf "&%d+%d" b o
  | Fun f -> Printf.bprintf buf "@%d" f.vid
  | Tid t -> Printf.bprintf buf "#%d" t

let fingerprint buf m =
  IM.iter
    (fun id b ->
      Printf.bprintf buf "[%d:%d%c" id b.bytes (if b.freed then 'f' else ' ');
      IM.iter
        (fun o c ->
          Printf.bprintf buf "%d/%d%s=" o c.size (if c.whole then "w" else "");
          add_value buf c.v;
          Buffer.add_char buf ';')
        b.cells)
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

(* free() of a block malloc did not return is undefined. *)
let free_heap m id =
  let b = block m id in
  if not b.heap then stuck "frees %s, which no malloc or calloc returned" b.name;
  free m id

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

let truth = function Int n -> not (Integer.is_zero n) | Ptr _ | Fun _ | Tid _ -> true

let int_kind t =
  match Cil.unrollType t with
  | TInt (k, _) -> Some k
  | TEnum (e, _) -> Some e.ekind
  | _ -> None

let wrap_bits ~bits ~signed n = Integer.cast ~size:(Integer.of_int bits) ~signed ~value:n

let wrap t n =
  match int_kind t with
  | Some IBool -> Integer.(if is_zero n then zero else one)
  | Some k -> wrap_bits ~bits:(Cil.bitsSizeOfInt k) ~signed:(Cil.isSigned k) n
  | None -> stuck "an integer of a non-integer type"

(* A pointer made from an integer holds the integer's bits, as GCC makes
   it: [(void * )-1] and [(void * )ULONG_MAX] are one pointer. *)
let pointer_bits n = wrap_bits ~bits:(Cil.bitsSizeOf Cil.voidPtrType) ~signed:false n

(* A thread id is opaque: what it is as a number (an address, for glibc) is
   not the interpreter's to choose. It goes unchanged through integer types
   as wide as glibc's pthread_t (unsigned long), nowhere else. *)
let keeps_thread_id t = Cil.bitsSizeOf t = Cil.bitsSizeOf Cil.ulongType

let convert t v =
  match (Cil.unrollType t, v) with
  | TInt (IBool, _), v -> Int (if truth v then Integer.one else Integer.zero)
  | (TInt _ | TEnum _), Int n -> Int (wrap t n)
  | (TInt _ | TEnum _), Tid _ when keeps_thread_id t -> v
  | (TInt _ | TEnum _), Tid _ -> stuck "a thread id turned into a narrower integer"
  | (TInt _ | TEnum _), (Ptr _ | Fun _) -> stuck "an address turned into an integer"
  | TPtr _, Int n -> Int (pointer_bits n)
  | (TPtr _ | TFun _ | TVoid _), v -> v
  | TFloat _, _ -> stuck "floating-point values"
  | _, _ -> stuck "a value of aggregate or unknown type"

(* The value of scalar type [t] whose object representation a cell of the
   same size holds (C11 6.5p7: a union member or a character type may read
   another type's bytes). Integers of the same size share their bits, so
   that is a modular conversion; an integer's bits as a pointer are the
   pointer made from it; anything else (an address or a thread id read as
   an integer, a byte that is no _Bool, floats, an opaque value) is not
   followed. *)
let reinterpret t c name =
  if c.whole then stuck "reads part of an opaque value of %s" name;
  match (Cil.unrollType t, c.v) with
  | TFloat _, _ -> stuck "floating-point values"
  | TInt (IBool, _), Int n ->
    let bits = wrap_bits ~bits:(8 * c.size) ~signed:false n in
    if Integer.le bits Integer.one then Int bits else stuck "a _Bool read from a byte that is neither 0 nor 1"
  | (TInt _ | TEnum _), Int n -> Int (wrap t n)
  | (TInt _ | TEnum _), Tid _ when keeps_thread_id t && not (Cil.isBoolType t) -> c.v
  | (TInt _ | TEnum _), (Ptr _ | Fun _ | Tid _) -> stuck "an address or a thread id read as an integer"
  | TPtr _, Int n -> Int (pointer_bits n)
  | TPtr _, (Ptr _ | Fun _ | Tid _) -> c.v
  | _, _ -> stuck "a read of %s with a type the interpreter does not follow" name

(* Bytes no cell holds in a zeroed block: 0 of any scalar type (a null
   pointer is all zero bits), but floats are not followed. *)
let zero_of t name =
  match Cil.unrollType t with
  | TInt _ | TEnum _ | TPtr _ -> Int Integer.zero
  | _ -> stuck "a read of %s with a type the interpreter does not follow" name

(* Every byte of [off, off + size) is known to be 0: held by zero cells
   (a zeroed structure copied into a local) or unwritten in a zeroed block. *)
let zero_bytes b off size =
  let inside = cells_within b off size in
  let covered = IM.fold (fun _ c n -> n + c.size) inside 0 in
  (b.zeroed || covered = size) && IM.for_all (fun _ c -> c.v = Int Integer.zero) inside

let read m id off t =
  let b = block m id in
  let size = size_of t in
  in_bounds b off size;
  match IM.find_opt off b.cells with
  | Some c when c.size = size -> reinterpret t c b.name
  | _ ->
    if zero_bytes b off size then zero_of t b.name
    else if IM.is_empty (cells_within b off size) then stuck "reads %s before it is written" b.name
    else stuck "a value of %s is read in part" b.name

let read_whole m id off t =
  let b = block m id in
  let size = size_of t in
  in_bounds b off size;
  match IM.find_opt off b.cells with Some c when c.size = size -> Some c.v | _ -> None

let all_zero m id off size =
  let b = block m id in
  in_bounds b off size;
  zero_bytes b off size

let put m id b = { m with blocks = IM.add id b m.blocks }

let clear b off size =
  let inside = cells_within b off size in
  { b with cells = IM.filter (fun o _ -> not (IM.mem o inside)) b.cells }

let write m id off t v =
  let b = block m id in
  let size = size_of t in
  in_bounds b off size;
  let b = clear b off size in
  let whole = Cil.isStructOrUnionType t || Cil.isArrayType t in
  put m id { b with cells = IM.add off { size; v; whole } b.cells }

let copy m ~src:(sid, soff) ~dst:(did, doff) ~size =
  let s = block m sid and d = block m did in
  in_bounds s soff size;
  in_bounds d doff size;
  let moved = cells_within s soff size in
  let covered = IM.fold (fun _ c n -> n + c.size) moved 0 in
  (* Bytes no cell holds are 0 in a zeroed block, unknown in another. Into
     a block of the same kind they stay so; the zero bytes of a zeroed
     source become zero cells of one byte (a zeroed structure copied into
     a local), unknown bytes cannot go into a zeroed block. *)
  let gaps = size - covered in
  if gaps > 0 && (not s.zeroed) && d.zeroed then stuck "copies unknown bytes of %s" s.name;
  if gaps > 0 && s.zeroed && (not d.zeroed) && size > max_zero_cells then stuck "copies a large zeroed part of %s" s.name;
  let zeros =
    if gaps > 0 && s.zeroed && not d.zeroed then
      List.filter (fun i -> not (IM.exists (fun o c -> o <= i && i < o + c.size) moved)) (List.init size (fun i -> soff + i))
    else []
  in
  let d = clear d doff size in
  let cells = IM.fold (fun o c acc -> IM.add (o - soff + doff) c acc) moved d.cells in
  let zero = { size = 1; v = Int Integer.zero; whole = false } in
  let cells = List.fold_left (fun acc i -> IM.add (i - soff + doff) zero acc) cells zeros in
  put m did { d with cells }

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

(* Two addresses in different blocks differ, unless one of them is just
   past the end of its object: C11 6.5.9p6 lets it equal the start of the
   object that happens to follow. *)
let inside m b o = o >= 0 && o < (block m b).bytes

let binop m op t1 v1 _t2 v2 rt =
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
  | (Eq | Ne), Ptr (b1, o1), Ptr (b2, o2) when b1 = b2 -> bool ((o1 = o2) = (op = Eq))
  | (Eq | Ne), Ptr (b1, o1), Ptr (b2, o2) ->
    if not (inside m b1 o1 && inside m b2 o2) then stuck "compares an address past the end of an object with another object's";
    bool (op = Ne)
  | (Lt | Gt | Le | Ge), Ptr (b1, o1), Ptr (b2, o2) when b1 = b2 -> bool (compare_ints op (of_int o1) (of_int o2))
  | (Eq | Ne), (Ptr _ | Fun _), Int z | (Eq | Ne), Int z, (Ptr _ | Fun _) when is_zero z -> bool (op = Ne)
  | (Eq | Ne), Fun f, Fun g -> bool ((f.vid = g.vid) = (op = Eq))
  | (Eq | Ne), Tid a, Tid b -> bool ((a = b) = (op = Eq))
  (* No thread's id is 0 (glibc's is an address). *)
  | (Eq | Ne), Tid _, Int z | (Eq | Ne), Int z, Tid _ when is_zero z -> bool (op = Ne)
  | (PlusPI | MinusPI), Ptr (b, o), Int n ->
    let step =
      match to_int_opt (mul n (of_int (pointee t1))) with Some k -> k | None -> stuck "a huge pointer offset"
    in
    Ptr (b, if op = PlusPI then o + step else o - step)
  | MinusPP, Ptr (b1, o1), Ptr (b2, o2) when b1 = b2 ->
    let size = pointee t1 in
    if size = 0 then stuck "subtracts addresses of empty objects";
    if (o1 - o2) mod size <> 0 then stuck "subtracts addresses that are not a whole number of elements apart";
    Int (of_int ((o1 - o2) / size))
  | (LAnd | LOr), a, b -> bool (if op = LAnd then truth a && truth b else truth a || truth b)
  | _ -> stuck "an operation on addresses or thread ids the interpreter does not follow"

let unop op v rt =
  match (op, v) with
  | LNot, v -> bool (not (truth v))
  | Neg, Int n -> Int (arith rt (Integer.neg n))
  | BNot, Int n -> Int (wrap rt (Integer.lognot n))
  | _ -> stuck "an operation on an address or a thread id"
