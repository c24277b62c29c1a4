(* A read-only string table (see string_table.mli). *)

type t = {
  view : GTree.view;
  store : GTree.list_store;
  cells : string GTree.column list;
  weight : int GTree.column;
  red : bool GTree.column;
  mutable callback : int -> unit;
  mutable filling : bool;  (* set_rows changes the selection: not the user *)
}

let selected t =
  match t.view#selection#get_selected_rows with
  | path :: _ -> (
    match GTree.Path.get_indices path with [||] -> None | a -> Some a.(0))
  | [] -> None

let create ~titles ~packing () =
  let columns = new GTree.column_list in
  let cells = List.map (fun _ -> columns#add Gobject.Data.string) titles in
  let weight = columns#add Gobject.Data.int in
  let red = columns#add Gobject.Data.boolean in
  let store = GTree.list_store columns in
  let scroll = GBin.scrolled_window ~hpolicy:`AUTOMATIC ~vpolicy:`AUTOMATIC ~packing () in
  let view = GTree.view ~model:store ~packing:scroll#add () in
  view#set_enable_search false;
  List.iter2
    (fun title cell ->
      let renderer = GTree.cell_renderer_text [ `FOREGROUND "#b00000" ] in
      let column = GTree.view_column ~title ~renderer:(renderer, [ ("text", cell) ]) () in
      column#add_attribute renderer "weight" weight;
      column#add_attribute renderer "foreground-set" red;
      column#set_resizable true;
      ignore (view#append_column column))
    titles cells;
  let t = { view; store; cells; weight; red; callback = ignore; filling = false } in
  let fire () = if not t.filling then Option.iter t.callback (selected t) in
  ignore (view#selection#connect#changed ~callback:fire);
  ignore (view#connect#row_activated ~callback:(fun _ _ -> fire ()));
  t

let set_rows t rows =
  t.filling <- true;
  Fun.protect
    ~finally:(fun () -> t.filling <- false)
    (fun () ->
      t.store#clear ();
      List.iter
        (fun (cells, hot) ->
          let row = t.store#append () in
          List.iteri
            (fun i column -> t.store#set ~row ~column (Option.value ~default:"" (List.nth_opt cells i)))
            t.cells;
          t.store#set ~row ~column:t.weight (if hot then 700 else 400);
          t.store#set ~row ~column:t.red hot)
        rows)

let select t i =
  if i < 0 || i >= t.store#iter_n_children None then false
  else begin
    let path = GTree.Path.create [ i ] in
    t.view#selection#unselect_all ();
    t.view#selection#select_path path;
    t.view#scroll_to_cell path (t.view#get_column 0);
    true
  end

let on_select t f = t.callback <- f
