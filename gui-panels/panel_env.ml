(* What panels share (see panel_env.mli). *)

type t = {
  results : unit -> Results_data.t option;
  selected : unit -> Results_data.stmt option;
  show : Results_data.stmt list -> unit;
  log : string -> unit;
}

type panel = { refresh : unit -> unit; pick_first : unit -> bool }

let page (notebook : GPack.notebook) title =
  let box = GPack.vbox ~spacing:2 ~border_width:2 () in
  ignore (notebook#append_page ~tab_label:(GMisc.label ~text:title ())#coerce box#coerce);
  box

let fixed (box : GPack.box) w = box#pack ~expand:false ~fill:false w
let filling (box : GPack.box) w = box#pack ~expand:true ~fill:true w
let label ~packing = GMisc.label ~xalign:0.0 ~selectable:true ~line_wrap:true ~packing ()
