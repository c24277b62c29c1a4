(** A test helper for check_frontend.py, loaded into [frama-c] with
    [-load-module]: after parsing, prints one line
    [CONTRACT <path> atomic|plain] per global, member, formal and local (and
    the object each pointer or array of them designates), saying whether its
    type carries the attribute [racer_atomic]. Not installed; no interface:
    it registers itself with [Db.Main.extend]. *)
