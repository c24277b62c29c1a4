(* One-line printing of CIL terms (see text.mli). Frama-C's printer may
   break long terms at the formatter's margin; a model string must stay on
   one line, so print with a margin no term reaches. *)

let one_line pp x =
  let buf = Buffer.create 64 in
  let fmt = Format.formatter_of_buffer buf in
  Format.pp_set_margin fmt 1_000_000;
  Format.fprintf fmt "%a@?" pp x;
  Buffer.contents buf

let exp = one_line Printer.pp_exp
let typ = one_line Printer.pp_typ
