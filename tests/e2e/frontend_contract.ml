(* Prints, for check_frontend.py, which objects carry the attribute
   racer_atomic in their type after parsing: the contract -cc-rewrite gives
   the analysis (docs/frontend.md). Built by tests/e2e/CMakeLists.txt into
   Frontend_contract.cmxs and loaded with `frama-c -load-module`.

   One line per path, `CONTRACT <path> atomic|plain`, where a path is a
   global `v`, a struct or union member `tag.m`, a formal or local `f:v`,
   followed by `[]` for the element of an array and preceded by `*` for
   the object a pointer points to (one level of each). *)

open Cil_types

let attribute = "racer_atomic"

let print path t =
  let atomic = Cil.typeHasAttribute attribute (Cil.unrollType t) in
  Printf.printf "CONTRACT %s %s\n" path (if atomic then "atomic" else "plain")

let describe name t =
  print name t;
  match Cil.unrollType t with
  | TPtr (pointee, _) -> print ("*" ^ name) pointee
  | TArray (element, _, _) -> print (name ^ "[]") element
  | _ -> ()

let () =
  Db.Main.extend (fun () ->
      Globals.Vars.iter (fun vi _ -> describe vi.vname vi.vtype);
      List.iter
        (function
          | GCompTag (ci, _) ->
            List.iter
              (fun f -> describe (ci.cname ^ "." ^ f.fname) f.ftype)
              (Option.value ~default:[] ci.cfields)
          | GFun (fd, _) ->
            List.iter
              (fun v -> describe (fd.svar.vname ^ ":" ^ v.vname) v.vtype)
              (fd.sformals @ fd.slocals)
          | _ -> ())
        (Ast.get ()).globals;
      print_string "CONTRACT-END\n";
      flush stdout)
