(* Statements to mark in the source view (see race_marks.mli). *)
open Results_data

type mark = Must | May

let marks (r : Results_data.t) =
  let races = match r.races with None -> [] | Some rs -> rs.races in
  List.concat_map (fun (x : race) -> [ (x.first.at.sid, x.must); (x.second.at.sid, x.must) ]) races
  |> List.filter (fun (sid, _) -> sid >= 0)
  |> List.sort compare
  (* Per sid, [true] (must) sorts last: keep the last entry. *)
  |> List.fold_left
       (fun acc (sid, must) -> match acc with (s, _) :: rest when s = sid -> (sid, must) :: rest | _ -> (sid, must) :: acc)
       []
  |> List.rev_map (fun (sid, must) -> (sid, if must then Must else May))
