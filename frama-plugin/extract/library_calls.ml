(* What calls of functions without a body may access and call back (see
   library_calls.mli). *)

open Cil_types
module C = Racer_core.Const

type extent = Lvalue | Whole | Bytes of int | To_end

type effect = { arg : int; lv : lval; kind : int; sure : bool; extent : extent }

let rec strip_casts e = match e.enode with CastE (_, e) -> strip_casts e | _ -> e

let bodiless_callee f =
  match (strip_casts f).enode with
  | Lval (Var vi, NoOffset) when Cil.isFunctionType vi.vtype -> (
    match Globals.Functions.get vi with
    | kf when Kernel_function.is_definition kf -> None
    | _ -> Some vi
    | exception Not_found -> None)
  | _ -> None

(* GCC's builtins are the standard functions; Frama-C's Variadic plug-in
   renames the calls of a variadic function. *)
let base_name name =
  let name =
    let p = "__builtin_" in
    if String.starts_with ~prefix:p name then
      String.sub name (String.length p) (String.length name - String.length p)
    else name
  in
  (* The Variadic plug-in's renamings of a variadic call: [_va_N] for a
     specialised prototype, [_fallback_N] when it could not specialise. *)
  let without_suffix suffix n =
    match String.rindex_opt n '_' with
    | Some i
      when i + 1 < String.length n
           && String.for_all (fun c -> c >= '0' && c <= '9') (String.sub n (i + 1) (String.length n - i - 1))
           && i > String.length suffix
           && String.ends_with ~suffix (String.sub n 0 i) ->
      Some (String.sub n 0 (i - String.length suffix))
    | _ -> None
  in
  match without_suffix "_va" name with
  | Some n -> n
  | None -> Option.value ~default:name (without_suffix "_fallback" name)

let synchronisation_prefixes =
  [ "pthread_"; "__VERIFIER_"; "sem_"; "mtx_"; "thrd_"; "cnd_"; "call_once"; "tss_"; "__atomic";
    "__sync"; "atomic_"; "__fc_atomic" ]

let is_synchronisation name =
  List.exists (fun p -> String.starts_with ~prefix:p name) synchronisation_prefixes

(* ---- Standard functions whose effect on an argument is known ---------- *)

type use = Reads | Writes | Reads_writes

(* How many bytes from the pointer on: a size argument, the product of two
   (fread), up to a terminator or an unbounded length, or the whole block
   (free and realloc end all of it). *)
type size = Arg of int | Product of int * int | Unbounded | Block

type known = { pos : int; use : use; size : size; surely : bool }

let k ?(surely = false) pos use size = { pos; use; size; surely }

(* The C and POSIX functions below only touch bytes from the pointer on
   (C11 7.24.1: "the array pointed to"), within the size they are given.
   [surely]: the call always touches all of them when the size is a
   constant > 0 (copying and filling functions); the others may stop early
   (a difference, a terminator, end of input) or fail. *)
let known_functions =
  [ ("memset", [ k ~surely:true 0 Writes (Arg 2) ]);
    ("memcpy", [ k ~surely:true 0 Writes (Arg 2); k ~surely:true 1 Reads (Arg 2) ]);
    ("memmove", [ k ~surely:true 0 Writes (Arg 2); k ~surely:true 1 Reads (Arg 2) ]);
    ("mempcpy", [ k ~surely:true 0 Writes (Arg 2); k ~surely:true 1 Reads (Arg 2) ]);
    ("memccpy", [ k 0 Writes (Arg 3); k 1 Reads (Arg 3) ]);
    ("bzero", [ k ~surely:true 0 Writes (Arg 1) ]);
    ("explicit_bzero", [ k ~surely:true 0 Writes (Arg 1) ]);
    ("bcopy", [ k ~surely:true 0 Reads (Arg 2); k ~surely:true 1 Writes (Arg 2) ]);
    ("memcmp", [ k 0 Reads (Arg 2); k 1 Reads (Arg 2) ]);
    ("bcmp", [ k 0 Reads (Arg 2); k 1 Reads (Arg 2) ]);
    ("memchr", [ k 0 Reads (Arg 2) ]);
    ("memrchr", [ k 0 Reads (Arg 2) ]);
    ("strncpy", [ k ~surely:true 0 Writes (Arg 2); k 1 Reads (Arg 2) ]);
    ("strncat", [ k 0 Reads_writes Unbounded; k 1 Reads (Arg 2) ]);
    ("strncmp", [ k 0 Reads (Arg 2); k 1 Reads (Arg 2) ]);
    ("strncasecmp", [ k 0 Reads (Arg 2); k 1 Reads (Arg 2) ]);
    ("strnlen", [ k 0 Reads (Arg 1) ]);
    ("strndup", [ k 0 Reads (Arg 1) ]);
    ("snprintf", [ k 0 Writes (Arg 1) ]);
    ("vsnprintf", [ k 0 Writes (Arg 1) ]);
    ("sprintf", [ k 0 Writes Unbounded ]);
    ("vsprintf", [ k 0 Writes Unbounded ]);
    ("fgets", [ k 0 Writes (Arg 1) ]);
    ("fread", [ k 0 Writes (Product (1, 2)) ]);
    ("fwrite", [ k 0 Reads (Product (1, 2)) ]);
    ("read", [ k 1 Writes (Arg 2) ]);
    ("pread", [ k 1 Writes (Arg 2) ]);
    ("recv", [ k 1 Writes (Arg 2) ]);
    ("write", [ k 1 Reads (Arg 2) ]);
    ("pwrite", [ k 1 Reads (Arg 2) ]);
    ("send", [ k 1 Reads (Arg 2) ]);
    ("getcwd", [ k 0 Writes (Arg 1) ]);
    ("gethostname", [ k 0 Writes (Arg 1) ]);
    ("strftime", [ k 0 Writes (Arg 1) ]);
    ("readlink", [ k 1 Writes (Arg 2) ]);
    (* Deallocation modifies the whole block (C11 7.22.3p1 via 5.1.2.4:
       free and realloc count as accesses); realloc also reads it to copy. *)
    ("free", [ k 0 Writes Block ]);
    ("realloc", [ k 0 Reads_writes Block ]) ]

(* Outputs of the synchronisation families' functions: objects they store
   into as they return (C11 7.26.5.6, POSIX pthread_join, sem_getvalue,
   ...). Their other pointer arguments are synchronisation objects, the
   models' business. A create's thread id is left out: glibc stores it
   before the new thread starts (nptl's pthread_create writes *newthread
   before create_thread), so it races with no thread the create starts;
   POSIX leaves that order open, and under musl a new thread reading its
   own id variable races with the store. Modelled as a write racing with
   the new thread, it made every unknown-pointer write of a thread, and
   every id slot of a per-thread struct Eva indexes by an interval, a
   possible race. *)
let outputs =
  [ ("pthread_join", [ 1 ]); ("pthread_tryjoin_np", [ 1 ]); ("pthread_timedjoin_np", [ 1 ]);
    ("thrd_join", [ 1 ]); ("sem_getvalue", [ 1 ]); ("pthread_key_create", [ 0 ]); ("tss_create", [ 0 ]);
    ("pthread_mutexattr_gettype", [ 1 ]); ("pthread_attr_getdetachstate", [ 1 ]);
    ("pthread_attr_getstacksize", [ 1 ]); ("pthread_setcancelstate", [ 1 ]);
    ("pthread_setcanceltype", [ 1 ]); ("pthread_sigmask", [ 2 ]);
    ("pthread_getschedparam", [ 1; 2 ]) ]

(* ---- Arguments ---------------------------------------------------------- *)

(* A value computed from constants only: NULL, SIG_IGN, a string literal. *)
let rec is_constant e =
  match e.enode with
  | Const _ | SizeOf _ | SizeOfE _ | SizeOfStr _ | AlignOf _ | AlignOfE _ -> true
  | CastE (_, e) | UnOp (_, e, _) -> is_constant e
  | BinOp (_, a, b, _) -> is_constant a && is_constant b
  | Lval _ | AddrOf _ | StartOf _ -> false

let is_function_pointer e = Cil.isFunPtrType (Cil.typeOf (strip_casts e))

(* POSIX 2.9.1: stdio functions lock the stream they are given (flockfile),
   except the _unlocked ones: their accesses of a FILE never race. *)
let is_stream t =
  match t with
  | TNamed ({ tname = "FILE"; _ }, _) -> true
  | _ -> (
    match Cil.unrollType t with
    | TComp ({ cname = "__fc_FILE" | "_IO_FILE" | "__sFILE"; _ }, _) -> true
    | _ -> false)

let designates_nothing name arg =
  let t = Cil.typeOf arg in
  (not (Cil.isPointerType t))
  || is_constant (strip_casts arg)
  || is_function_pointer arg
  || (is_stream (Cil.typeOf_pointed t) && not (String.ends_with ~suffix:"_unlocked" name))

(* The object argument [arg] designates: [x] for [&x] or an array [x]
   decaying, else the byte [arg] points to (its extent says how far the
   access goes). *)
let pointed_bytes arg =
  match (strip_casts arg).enode with
  | AddrOf lv | StartOf lv -> lv
  | _ -> Cil.mkMem ~addr:(Cil.mkCast ~newt:Cil.charPtrType arg) ~off:NoOffset

(* The typed object [arg] points to: an output slot ([void **] for a join's
   exit value). *)
let pointed_object arg =
  match (strip_casts arg).enode with
  | AddrOf lv | StartOf lv -> lv
  | _ when Lvalues.size_bits (Cil.typeOf_pointed (Cil.typeOf arg)) > 0 ->
    Cil.mkMem ~addr:arg ~off:NoOffset
  | _ -> pointed_bytes arg

(* A constant byte count that fits the model's bit offsets, if any. *)
let constant_bytes e =
  match Cil.constFoldToInt e with
  | Some n -> (
    match Integer.to_int_opt n with Some n when n >= 0 && n < 0x4000000 -> Some n | _ -> None)
  | None -> None

(* The extent a size gives, None when it touches nothing (a size of 0). *)
let extent_of args = function
  | Block -> Some Whole
  | Unbounded -> Some To_end
  | (Arg _ | Product _) as size -> (
    let nth i = List.nth_opt args i in
    let bytes =
      match size with
      | Arg i -> Option.bind (nth i) constant_bytes
      | Product (i, j) -> (
        match (Option.bind (nth i) constant_bytes, Option.bind (nth j) constant_bytes) with
        | Some a, Some b when b = 0 || a <= 0x4000000 / b -> Some (a * b)
        | _ -> None)
      | Block | Unbounded -> None
    in
    match bytes with Some 0 -> None | Some n -> Some (Bytes n) | None -> Some To_end)

let uses kind_read kind_write = function
  | Reads -> [ kind_read ]
  | Writes -> [ kind_write ]
  | Reads_writes -> [ kind_read; kind_write ]

(* The printf family only reads its arguments (%n aside); sprintf-like
   functions write their first. By name: the standard ones, the Variadic
   plug-in's renamings ([printf_va_3], [snprintf_fallback_1]) and glibc's
   fortified ones ([__fprintf_chk]); not any name holding "printf" (a
   program's own [deferred_printf] may keep what it is given). *)
let printf_family =
  [ "printf"; "fprintf"; "sprintf"; "snprintf"; "dprintf"; "vprintf"; "vfprintf"; "vsprintf";
    "vsnprintf"; "vdprintf" ]

let is_printf name =
  let n = base_name name in
  let n =
    if String.starts_with ~prefix:"__" n && String.ends_with ~suffix:"_chk" n then String.sub n 2 (String.length n - 6)
    else n
  in
  List.mem n printf_family

(* C library functions that keep no pointer they are given: a pointer
   argument is read or written through during the call, never stored, so
   the object it points to is no more reachable by other threads after the
   call than before. *)
let keeps_nothing =
  [ "memset"; "memcpy"; "memmove"; "memcmp"; "memchr"; "strlen"; "strnlen"; "strcmp"; "strncmp";
    "strcasecmp"; "strncasecmp"; "strcpy"; "strncpy"; "strcat"; "strncat"; "strchr"; "strrchr";
    "strstr"; "strpbrk"; "strspn"; "strcspn"; "bzero"; "printf"; "fprintf"; "sprintf";
    "snprintf"; "puts"; "fputs"; "fwrite"; "fread"; "read"; "write"; "recv"; "send"; "atoi";
    "atol"; "strtol"; "strtoul"; "strtod"; "strdup"; "strndup";
    (* a block given back to the allocator is gone: no thread reaches it
       through the library *)
    "free";
    (* POSIX: file names, socket addresses, time and status buffers are read
       or filled during the call (the system copies them) *)
    "fgets"; "open"; "fopen"; "stat"; "fstat"; "lstat"; "access"; "unlink"; "rename"; "mkdir";
    (* glibc's stat entry points before 2.33, which its headers' inline
       stat/fstat/lstat call *)
    "__xstat"; "__fxstat"; "__lxstat"; "__xstat64"; "__fxstat64"; "__lxstat64";
    "accept"; "bind"; "connect"; "getsockname"; "getpeername"; "setsockopt"; "getsockopt";
    "recvfrom"; "sendto"; "select"; "poll"; "pipe"; "waitpid"; "gettimeofday"; "time";
    "clock_gettime"; "localtime_r"; "gmtime_r"; "strftime"; "inet_pton"; "inet_ntop";
    (* descriptors, sizes and times: integers the system uses during the
       call (an integer may carry a pointer: these never turn it back) *)
    "close"; "shutdown"; "listen"; "socket"; "dup"; "dup2"; "lseek"; "fsync"; "sleep"; "usleep";
    "nanosleep"; "htons"; "htonl"; "ntohs"; "ntohl"; "chdir"; "rmdir"; "chmod" ]

let keeps_no_pointer name =
  let n = base_name name in
  List.mem n keeps_nothing || is_printf n

(* Of [keeps_nothing]: those whose result points into an argument (the
   destination they return, what a search found), and those that store a
   pointer into their first argument through their second (the end pointer
   of the strto* functions). They keep nothing, but hand the address back
   to the caller, who may publish it. *)
let returns_into =
  List.map (fun n -> (n, 0))
    [ "memset"; "memcpy"; "memmove"; "memchr"; "strcpy"; "strncpy"; "strcat"; "strncat"; "strchr";
      "strrchr"; "strstr"; "strpbrk"; "fgets" ]
  @ [ ("localtime_r", 1); ("gmtime_r", 1); ("inet_ntop", 2) ]

(* Functions whose result points into the library's own static storage
   (or is null), never into the program's memory, which every call may
   rewrite (C11 7.24.6.2, 7.27.3; POSIX: "may be overwritten by a
   subsequent call"): one object stands for all of it, since several of
   them share a buffer (glibc's localtime and gmtime, ctime and asctime).
   Not getenv (putenv makes a program's string part of the environment),
   nor the ctype tables and localeconv (uselocale and setlocale may put
   other data behind them). *)
let library_storage_functions =
  [ "strerror"; "strsignal"; "gethostbyname"; "gethostbyname2"; "gethostbyaddr"; "getservbyname";
    "getservbyport"; "getprotobyname"; "getprotobynumber"; "getpwnam"; "getpwuid"; "getgrnam";
    "getgrgid"; "localtime"; "gmtime"; "ctime"; "asctime"; "inet_ntoa"; "readdir"; "ttyname";
    "getlogin"; "dlerror"; "hstrerror";
    (* The database walkers return the static entry the next call rewrites. *)
    "getpwent"; "getgrent"; "gethostent"; "getservent"; "getprotoent"; "getnetent"; "getnetbyname";
    "getnetbyaddr"; "getutent"; "getutid"; "getutline"; "getmntent";
    "ptsname"; "nl_langinfo"; "ecvt"; "fcvt"; "crypt"; "getpass"; "ether_ntoa"; "ether_aton" ]

let returns_library_storage name = List.mem (base_name name) library_storage_functions

(* strtok keeps the rest of the string it cuts in the library: a call,
   strtok(NULL, ...) too, continues whatever string the last call of any
   thread gave it (C11 7.24.5.8: it need not avoid data races with other
   calls). *)
let rewrites_library_state name = returns_library_storage name || base_name name = "strtok"

let sends_bytes name = List.mem (base_name name) [ "write"; "pwrite"; "send"; "sendto"; "fwrite" ]

let result_points_into name k = List.mem (base_name name, k) returns_into
let stores_end_pointer name = List.mem (base_name name) [ "strtol"; "strtoul"; "strtod" ]

let hands_back name k ~result args =
  (result && result_points_into name k)
  || k = 0
     && stores_end_pointer name
     && match args with _ :: e :: _ -> not (is_constant (strip_casts e)) | _ -> false

(* An argument no table describes: read, and written unless the declared
   parameter points to const (variadic arguments may be written: scanf).
   Unknown code may reach any byte of the object, before the pointer too. *)
let generic name formals i =
  let writes =
    if is_printf name then false
    else if i < Array.length formals then
      match Cil.unrollType formals.(i).vtype with TPtr (t, _) -> not (Cil.isConstType t) | _ -> true
    else true
  in
  if writes then Reads_writes else Reads

let effect_rows ~arg ~lv ~sure ~extent use =
  List.map (fun kind -> { arg; lv; kind; sure; extent }) (uses C.access_read C.access_write use)

(* The effects of argument [i] of a plain library function. *)
let argument_effects name formals args i arg =
  if designates_nothing name arg then []
  else
    let lv = pointed_bytes arg in
    let table = Option.value ~default:[] (List.assoc_opt name known_functions) in
    match List.find_opt (fun k -> k.pos = i) table with
    | Some k -> (
      match extent_of args k.size with
      | None -> []
      | Some extent ->
        let sure = k.surely && (match extent with Bytes _ -> true | _ -> false) in
        effect_rows ~arg:i ~lv ~sure ~extent k.use)
    | None -> effect_rows ~arg:i ~lv ~sure:false ~extent:Whole (generic name formals i)

(* The stores of a synchronisation function into its output arguments. *)
let output_effects name args =
  let slots = Option.value ~default:[] (List.assoc_opt name outputs) in
  List.concat
    (List.mapi
       (fun i arg ->
         if List.mem i slots && not (designates_nothing name arg) then
           [ { arg = i; lv = pointed_object arg; kind = C.access_write; sure = false; extent = Lvalue } ]
         else [])
       args)

type role = Atomic_operation | Model_call | Other

let effects ~role vi args ~skip =
  let name = base_name vi.vname in
  if role = Model_call || (is_synchronisation name && role <> Atomic_operation) then List.filter (fun e -> not (skip e.arg)) (output_effects name args)
  else
    let formals =
      match Globals.Functions.get vi with
      | kf -> Array.of_list (Kernel_function.get_formals kf)
      | exception Not_found -> [||]
    in
    List.concat
      (List.mapi (fun i arg -> if skip i then [] else argument_effects name formals args i arg) args)

let callbacks ~classify f args =
  match bodiless_callee f with
  | None -> []
  | Some vi -> (
    match classify vi.vname with
    | `Thread_create | `Once -> []
    | _ -> List.filter (fun a -> is_function_pointer a && not (is_constant (strip_casts a))) args)
