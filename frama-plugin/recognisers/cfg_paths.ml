(* Paths of a function's control-flow graph (see cfg_paths.mli). *)

module Set = Cil_datatype.Stmt.Hptset

(* Depth-first search from the [next] statements of [s]. *)
let search ~next ?(avoid = fun _ -> false) s =
  let rec visit seen = function
    | [] -> seen
    | x :: rest when Set.mem x seen || avoid x -> visit seen rest
    | x :: rest -> visit (Set.add x seen) (next x @ rest)
  in
  visit Set.empty (next s)

let reachable ?avoid s = search ~next:(fun x -> x.Cil_types.succs) ?avoid s
let reaching ?avoid s = search ~next:(fun x -> x.Cil_types.preds) ?avoid s
let between ?avoid a b = Set.inter (reachable ?avoid a) (reaching ?avoid b)
