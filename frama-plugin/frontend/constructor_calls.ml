(* The constructors' calls before main, written into main (see
   constructor_calls.mli). *)

open Cil_types

(* [Some priority] (None: no priority given) for a constructor. *)
let constructor v =
  List.find_map
    (function
      | Attr (("constructor" | "__constructor__"), args) -> (
        match args with [ AInt z ] -> Some (Some (Integer.to_int_exn z)) | _ -> Some None)
      | _ -> None)
    v.vattr

let takes_nothing v =
  match Cil.unrollType v.vtype with TFun (_, (None | Some []), false, _) -> true | _ -> false

let apply file =
  if Options.analysis_enabled () then begin
    let ctors =
      List.filter_map
        (function
          | GFun ({ svar; _ }, _) -> Option.map (fun p -> (svar, p)) (constructor svar)
          | _ -> None)
        file.globals
    in
    let main = Kernel.MainFunction.get () in
    let main_def =
      List.find_map (function GFun (fd, _) when fd.svar.vname = main -> Some fd | _ -> None) file.globals
    in
    match (ctors, main_def) with
    | [], _ | _, None -> ()
    | _, Some fd ->
      let usable, odd = List.partition (fun (v, _) -> takes_nothing v) ctors in
      List.iter
        (fun (v, _) ->
          Options.Self.warning "constructor %s takes parameters: its run before %s is not modelled" v.vname main)
        odd;
      (* Priorities first, increasing; the stable sort keeps the order of
         definition within a priority and among those without one. *)
      let rank = function Some p -> (0, p) | None -> (1, 0) in
      let ordered = List.stable_sort (fun (_, a) (_, b) -> compare (rank a) (rank b)) usable in
      let calls =
        List.map
          (fun (v, _) -> Cil.mkStmtOneInstr ~valid_sid:true (Call (None, Cil.evar ~loc:v.vdecl v, [], v.vdecl)))
          ordered
      in
      fd.sbody.bstmts <- calls @ fd.sbody.bstmts;
      Options.Self.feedback ~level:2 "constructors: %d call(s) written at the start of %s" (List.length calls) main
  end

let category = File.register_code_transformation_category "racer-constructor-calls"

let install () = File.add_code_transformation_before_cleanup category apply
