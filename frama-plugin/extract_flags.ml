(* Publication flags of the program model (see extract_flags.mli). *)

open Cil_types
module Model = Racer_core.Model

let constant e = Cil.constFoldToInt (Cil.stripCasts e)

let zero_init v =
  match (Globals.Vars.find v).init with
  | None -> true
  | Some (SingleInit e) -> ( match constant e with Some z -> Integer.is_zero z | None -> false)
  | Some (CompoundInit _) -> false
  | exception Not_found -> false

(* What an instruction does to [v]: `Raise (v = non-zero constant), `Other
   write, or nothing. *)
let effect_on v = function
  | Set ((Var w, NoOffset), e, _) when Cil_datatype.Varinfo.equal v w -> (
    match constant e with Some z when not (Integer.is_zero z) -> `Raise | _ -> `Other)
  | Set ((Var w, _), _, _) | Call (Some (Var w, _), _, _, _) when Cil_datatype.Varinfo.equal v w -> `Other
  | Asm (_, _, Some { asm_outputs; _ }, _)
    when List.exists (fun (_, _, (h, _)) -> match h with Var w -> Cil_datatype.Varinfo.equal v w | Mem _ -> false) asm_outputs
    ->
    `Other
  | _ -> `None

let extract model ids =
  let candidates = ref [] in
  Globals.Vars.iter (fun v _ ->
      if v.vglob && (not v.vaddrof) && Cil.isIntegralType v.vtype && zero_init v then
        candidates := v :: !candidates);
  let rows = ref 0 in
  List.iter
    (fun v ->
      let raises = ref [] and other = ref false in
      Globals.Functions.iter (fun kf ->
          if Kernel_function.is_definition kf then
            List.iter
              (fun s ->
                match s.skind with
                | Instr i -> (
                  match effect_on v i with `Raise -> raises := s :: !raises | `Other -> other := true | `None -> ())
                | _ -> ())
              (Kernel_function.get_definition kf).sallstmts);
      if (not !other) && !raises <> [] then
        match Ids.var_base ids v with
        | None -> ()
        | Some base ->
          List.iter
            (fun s ->
              Option.iter
                (fun stmt ->
                  Model.add_flag_raise model ~base ~stmt;
                  incr rows)
                (Ids.stmt_id ids s))
            !raises)
    !candidates;
  !rows
