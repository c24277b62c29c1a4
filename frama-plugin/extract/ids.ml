(* Dense id maps between CIL entities and model rows (see ids.mli). Plain
   hashtables: a value lives only during one pipeline run, never across
   projects, so it needs no State_builder state. *)

open Cil_types
module Varinfo_tbl = Cil_datatype.Varinfo.Hashtbl
module Stmt_tbl = Cil_datatype.Stmt.Hashtbl

type base = Variable of varinfo | Heap of stmt
type definition = Value of exp | Address of lval

type t = {
  function_ids : int Varinfo_tbl.t;
  functions : (int, kernel_function) Hashtbl.t;
  stmt_ids : int Stmt_tbl.t;
  stmts : (int, stmt) Hashtbl.t;
  var_bases : int Varinfo_tbl.t;
  heap_bases : int Stmt_tbl.t;
  bases : (int, base) Hashtbl.t;
  pointer_args : (int, int * exp) Hashtbl.t;  (* stmt -> (expr, exp), several per stmt *)
  lvalue_args : (int, int * lval) Hashtbl.t;  (* stmt -> (expr, lvalue) *)
  mutable definitions : (int * int * definition) list;  (* (expr, stmt, what), newest first *)
  mutable library_storage : int option;
  storage_vars : unit Varinfo_tbl.t;  (* the libc's own globals standing for it *)
  mutable storage_indirect : bool;  (* a call through a pointer may rewrite it *)
}

let create () =
  {
    function_ids = Varinfo_tbl.create 97;
    functions = Hashtbl.create 97;
    stmt_ids = Stmt_tbl.create 997;
    stmts = Hashtbl.create 997;
    var_bases = Varinfo_tbl.create 197;
    heap_bases = Stmt_tbl.create 17;
    library_storage = None;
    storage_vars = Varinfo_tbl.create 7;
    storage_indirect = false;
    bases = Hashtbl.create 197;
    pointer_args = Hashtbl.create 97;
    lvalue_args = Hashtbl.create 97;
    definitions = [];
  }

let add_function t kf id =
  Varinfo_tbl.replace t.function_ids (Kernel_function.get_vi kf) id;
  Hashtbl.replace t.functions id kf

let function_id t vi = Varinfo_tbl.find_opt t.function_ids vi
let kernel_function t id = Hashtbl.find t.functions id

let add_stmt t s id =
  Stmt_tbl.replace t.stmt_ids s id;
  Hashtbl.replace t.stmts id s

let stmt_id t s = Stmt_tbl.find_opt t.stmt_ids s
let stmt t id = Hashtbl.find t.stmts id

let add_var_base t vi id =
  Varinfo_tbl.replace t.var_bases vi id;
  Hashtbl.replace t.bases id (Variable vi)

let var_base t vi = Varinfo_tbl.find_opt t.var_bases vi

let add_heap_base t s id =
  Stmt_tbl.replace t.heap_bases s id;
  Hashtbl.replace t.bases id (Heap s)

let heap_base t s = Stmt_tbl.find_opt t.heap_bases s
let set_library_storage t id ~vars ~indirect =
  t.library_storage <- Some id;
  t.storage_indirect <- indirect;
  List.iter (fun vi -> Varinfo_tbl.replace t.storage_vars vi ()) vars

let library_storage t = t.library_storage
let storage_indirect t = t.storage_indirect

let storage_of_var t vi =
  match t.library_storage with Some id when Varinfo_tbl.mem t.storage_vars vi -> Some id | _ -> None
let base t id = Hashtbl.find t.bases id

let add_pointer_arg t ~stmt ~expr e = Hashtbl.add t.pointer_args stmt (expr, e)
let pointer_args t stmt = List.rev (Hashtbl.find_all t.pointer_args stmt)
let statement_count t = Hashtbl.length t.stmts
let add_lvalue_arg t ~stmt ~expr lv = Hashtbl.add t.lvalue_args stmt (expr, lv)
let lvalue_args t stmt = List.rev (Hashtbl.find_all t.lvalue_args stmt)
let add_definition t ~expr ~stmt d = t.definitions <- (expr, stmt, d) :: t.definitions
let definitions t = List.rev t.definitions
