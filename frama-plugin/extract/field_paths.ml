(* C names of the parts of aggregate variables (see field_paths.mli). *)

open Cil_types

let max_rows = 256
let max_elements = 16

(* Types whose insides mean nothing to a reader: a lock is "g.mu", not
   "g.mu.__data.__lock". *)
let opaque_prefixes = [ "pthread_"; "__fc_"; "mtx_"; "cnd_"; "thrd_"; "sem_t"; "atomic_flag" ]

let is_opaque typ =
  let named n = List.exists (fun p -> String.starts_with ~prefix:p n) opaque_prefixes in
  match typ with
  | TNamed (ti, _) -> named ti.tname
  | TComp (ci, _) -> named ci.cname
  | _ -> false

(* Cil's anonymous members (unnamed structs and unions inside a struct):
   their fields are named as members of the enclosing one, as C does. *)
let is_anonymous fi = String.starts_with ~prefix:"__anonCompField" fi.fname

let add model ~base ~name typ =
  let rows = ref 0 in
  let emit path lo width =
    if !rows < max_rows && width > 0 then begin
      incr rows;
      Racer_core.Model.add_field_path model ~base ~lo ~hi:(lo + width - 1) ~path
    end
  in
  (* [t] starts at bit [lo] of the variable. *)
  let rec walk path t lo =
    if !rows < max_rows && not (is_opaque t) then
      match Cil.unrollType t with
      | TComp ({ cfields = Some fields; _ }, _) ->
        List.iter
          (fun fi ->
            match Cil.bitsOffset t (Field (fi, NoOffset)) with
            | off, width ->
              let path = if is_anonymous fi then path else path ^ "." ^ fi.fname in
              if not (is_anonymous fi) then emit path (lo + off) width;
              walk path fi.ftype (lo + off)
            | exception _ -> ())
          fields
      | TArray (elt, (Some _ as len), _) ->
        let count =
          match Integer.to_int_exn (Cil.lenOfArray64 len) with
          | n -> min max_elements n
          | exception _ -> 0
        in
        (match Cil.bitsSizeOf elt with
         | width when width > 0 ->
           for k = 0 to count - 1 do
             let path = Printf.sprintf "%s[%d]" path k in
             emit path (lo + (k * width)) width;
             walk path elt (lo + (k * width))
           done
         | _ | (exception _) -> ())
      | _ -> ()
  in
  walk name typ 0
