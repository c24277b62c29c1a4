(* How the panels write results (see panel_text.mli). *)
open Results_data

let location s = Printf.sprintf "%s:%d" (Filename.basename s.file) s.line

let locks = function
  | [] -> "{}"
  | ls ->
    "{" ^ String.concat ", " (List.map (fun l -> if l.read then l.lock ^ " (read)" else l.lock) ls) ^ "}"

let names = function [] -> "-" | ns -> String.concat ", " ns

let calls cs =
  String.concat " -> " (List.map (fun c -> Printf.sprintf "%s (%s)" c.callee (location c.site)) cs)

(* A root context is its thread's entry function; another one shows its
   call string (the last calls that identify it). *)
let context c = match c.calls with [] -> c.func ^ " (entry)" | cs -> calls cs

let bindings bs =
  String.concat ", "
    (List.map
       (fun (formal, ls) ->
         match ls with
         | [ l ] -> Printf.sprintf "%s = %s" formal l
         | ls -> Printf.sprintf "%s = {%s}" formal (String.concat ", " ls))
       bs)
