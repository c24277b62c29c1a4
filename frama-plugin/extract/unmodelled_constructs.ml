(* Constructs the facts leave out (see unmodelled_constructs.mli). *)

open Cil_types

(* glibc's names and their internal spellings, GCC's builtins, and the
   context switches of <ucontext.h>, which jump the same way. *)
let jumps =
  [ "setjmp"; "_setjmp"; "__setjmp"; "sigsetjmp"; "__sigsetjmp"; "longjmp"; "_longjmp"; "__longjmp";
    "siglongjmp"; "__longjmp_chk"; "__builtin_setjmp"; "__builtin_longjmp"; "setcontext"; "swapcontext" ]

(* Functions that install a signal handler, which then runs in whichever
   thread the signal interrupts, at any point. *)
let handler_installers = [ "signal"; "sigset"; "bsd_signal"; "sysv_signal"; "sigaction" ]

let shown = 3

let place loc = Format.asprintf "%a" Cil_datatype.Location.pretty loc

let find ~classify =
  let jump_sites = ref [] and pointers = ref [] and handlers = ref [] in
  (* A handler argument that may name code: not SIG_IGN or SIG_DFL
     (constants cast to a function pointer in glibc, the addresses of
     Frama-C's [__fc_sig_ign], [__fc_sig_dfl] in its libc) nor a null
     sigaction. *)
  let code_like a =
    match (Cil.stripCasts a).enode with
    | Const _ -> false
    | AddrOf (Var v, NoOffset) when List.mem v.vname [ "__fc_sig_ign"; "__fc_sig_dfl"; "__fc_sig_err" ] -> false
    | _ -> not (Cil.isZero (Cil.stripCasts a))
  in
  let visitor =
    object
      inherit Visitor.frama_c_inplace

      method! vinst i =
        (match i with
        | Call (_, { enode = Lval (Var f, NoOffset); _ }, _, loc) when List.mem f.vname jumps ->
          jump_sites := (f.vname, loc) :: !jump_sites
        | Call (_, { enode = Lval (Var f, NoOffset); _ }, _ :: handler :: _, loc)
          when List.mem f.vname handler_installers && code_like handler ->
          handlers := (f.vname, loc) :: !handlers
        | Asm (_, _, Some { asm_gotos = _ :: _; _ }, loc) ->
          (* [asm goto]: the control-flow graph has no edge to its labels. *)
          jump_sites := ("asm goto", loc) :: !jump_sites
        | _ -> ());
        Cil.DoChildren

      (* A function used as a value is its address ([s = pthread_create;]
         is [s = &pthread_create;] in CIL); a direct callee is not. *)
      method! vexpr e =
        (match e.enode with
        | AddrOf (Var f, NoOffset) when Cil.isFunctionType f.vtype -> (
          let defined = try Kernel_function.is_definition (Globals.Functions.get f) with Not_found -> false in
          match classify f.vname with
          | `Plain -> ()
          | _ when defined -> ()
          | _ -> pointers := (f.vname, e.eloc) :: !pointers)
        | _ -> ());
        Cil.DoChildren
    end
  in
  Visitor.visitFramacFileSameGlobals visitor (Ast.get ());
  let lines describe sites =
    let sites = List.rev sites in
    let n = List.length sites in
    List.filteri (fun k _ -> k < shown) sites
    |> List.map describe
    |> fun l -> if n > shown then l @ [ Printf.sprintf "(and %d more)" (n - shown) ] else l
  in
  lines
    (fun (name, loc) ->
      if name = "asm goto" then Printf.sprintf "asm goto at %s: jumps to its labels along no edge the analysis sees" (place loc)
      else Printf.sprintf "%s at %s: control returns to a setjmp along no edge the analysis sees" name (place loc))
    !jump_sites
  @ lines
      (fun (name, loc) ->
        Printf.sprintf "%s taken as a pointer at %s: calls through it are no synchronisation event" name (place loc))
      !pointers
  @ lines
      (fun (name, loc) ->
        Printf.sprintf "%s at %s installs a signal handler: it may run at any point of any thread" name (place loc))
      !handlers
