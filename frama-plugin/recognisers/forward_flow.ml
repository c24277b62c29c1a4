(* A forward worklist analysis over a function's CFG (see forward_flow.mli). *)

open Cil_types

let states ~entry ~transfer ~meet ~equal fd =
  let before = Hashtbl.create 64 in
  (match fd.sbody.bstmts with
  | [] -> ()
  | first :: _ ->
    let work = Queue.create () in
    Hashtbl.replace before first.sid entry;
    Queue.add first work;
    while not (Queue.is_empty work) do
      let s = Queue.pop work in
      let st = Hashtbl.find before s.sid in
      let out = match s.skind with Instr i -> transfer s st i | _ -> st in
      List.iter
        (fun n ->
          let old = Hashtbl.find_opt before n.sid in
          let next = match old with None -> out | Some old -> meet old out in
          match old with
          | Some old when equal old next -> ()
          | _ ->
            Hashtbl.replace before n.sid next;
            Queue.add n work)
        s.succs
    done);
  before
