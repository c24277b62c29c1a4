(* The projectified state holding the GUI's data (see results_state.mli). *)

(* Plain immutable data: marshalled as is by -save (t_abstract in
   Serializable_undefined), shared by copies. *)
module Data = Datatype.Make (struct
  include Datatype.Serializable_undefined

  type t = Results_data.t

  let name = "Racer.Results_data.t"
  let reprs = [ Results_data.empty ]
  let copy x = x
end)

(* Same dependencies as the memoised run, so both are cleared together. *)
module Last =
  State_builder.Option_ref
    (Data)
    (struct
      let name = "Racer.Results_state.Last"
      let dependencies = Ast.self :: Options.states
    end)

let wanted () = !Fc_config.is_gui || not (Kernel.SaveState.is_empty ())
let set = Last.set
let get = Last.get_option
let self = Last.self
