(* Once calls run their routine in Eva's copy of the program (see
   once_calls.mli). *)

open Cil_types

(* The routine a once call is given: its first argument of pointer-to-
   function type, as a callee expression ([f] for [&f], [*fp] otherwise). *)
let routine args =
  List.find_map
    (fun arg ->
      let arg = Cil.stripCasts arg in
      match Cil.unrollType (Cil.typeOf arg) with
      | TPtr (t, _) when Cil.isFunctionType t -> (
        match arg.enode with
        | AddrOf lv | StartOf lv -> Some (Cil.new_exp ~loc:arg.eloc (Lval lv))
        | _ -> Some (Cil.new_exp ~loc:arg.eloc (Lval (Cil.mkMem ~addr:arg ~off:NoOffset))))
      | _ -> None)
    args

let apply ~classify =
  let count = ref 0 in
  let visitor =
    object
      inherit Visitor.frama_c_inplace

      method! vstmt_aux s =
        match s.skind with
        | Instr (Call (_, { enode = Lval (Var vi, NoOffset); _ }, args, loc))
          when classify vi.vname = `Once -> (
          match routine args with
          | Some callee ->
            (* The call keeps its statement (facts are per statement id);
               its status result, if any, is left unwritten. *)
            s.skind <- Instr (Call (None, callee, [], loc));
            incr count;
            Cil.SkipChildren
          | None -> Cil.SkipChildren)
        | _ -> Cil.DoChildren
    end
  in
  Visitor.visitFramacFileSameGlobals visitor (Ast.get ());
  if !count > 0 then Ast.mark_as_changed ();
  !count
