# Runs PROGRAM and writes its standard output to OUTPUT, after a header that
# marks the file as generated and turns warnings off for it (it is ctypes'
# code, not ours). Used for the types module printed by the C program that
# racer_types_stubgen writes:
#   cmake -DPROGRAM=<exe> -DOUTPUT=<file.ml> -P capture_stdout.cmake
execute_process(COMMAND "${PROGRAM}" OUTPUT_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${PROGRAM} failed (${rc})")
endif()
file(WRITE "${OUTPUT}.tmp"
  "(* Generated from racer.h by ${PROGRAM}: do not edit. *)\n"
  "[@@@ocaml.warning \"-a\"]\n\n${out}")
file(RENAME "${OUTPUT}.tmp" "${OUTPUT}")
