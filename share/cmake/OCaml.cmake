# OCaml.cmake -- builds native OCaml code (the ctypes bridge, the Frama-C
# plug-in and its GUI) with ocamlfind from CMake, so that one configure drives
# C++, C and OCaml. Three functions, one compile rule:
#
#   racer_ocaml_library(<target> SOURCES <.mli/.ml in dependency order>
#       [PACKAGES <findlib packages>] [LIBRARIES <racer_ocaml_library targets>]
#       [INTERFACES <racer_ocaml_* targets>] [FRAMAC] [FRAMAC_GUI]
#       [FLAGS <extra ocamlopt flags>])
#     -> <bin>/<target>.cmxa and <bin>/<target>.a
#   racer_ocaml_executable(<target> SOURCES ... [PACKAGES ...] [LIBRARIES ...]
#       [INTERFACES ...] [C_LIBRARIES <CMake library targets>]
#       [C_OBJECTS <object files>] [FRAMAC] [FRAMAC_GUI] [FLAGS ...])
#     -> <bin>/<target>.exe (dune's convention; a file <bin>/<target> would
#        clash with the target's own name in Ninja)
#   racer_ocaml_plugin(<target> OUTPUT <Name>.cmxs SOURCES ... [PACKAGES ...]
#       [LIBRARIES ...] [INTERFACES ...] [C_LIBRARIES ...] [C_OBJECTS ...]
#       [FRAMAC] [FRAMAC_GUI] [FLAGS ...])
#     -> <bin>/<OUTPUT> (ocamlopt -shared -linkall), a Frama-C loadable module
#
# <bin> is the CMAKE_CURRENT_BINARY_DIR of the caller; every target compiles its
# modules into its own <bin>/<target>.objs/ (two targets may hold same-named
# modules, e.g. a generator and the library). Sources are compiled in the
# given order, each one depending on the source, on every earlier module of
# the target and on the archives of LIBRARIES, so an edit rebuilds what
# follows it. A foo.mli must be listed before foo.ml.
#
# LIBRARIES are linked in (executables and plug-ins) with their own LIBRARIES,
# packages and FRAMAC settings, transitively. INTERFACES only makes another
# target's compiled modules visible (-I and build order) without linking them:
# a GUI plug-in refers to the top plug-in's modules this way, as Frama-C loads
# top/ before gui/. C_LIBRARIES are CMake library targets (static ones are
# linked in with their INTERFACE_LINK_LIBRARIES, transitively); when one of
# them is C++, `-cclib -lstdc++` is added; they are resolved at the end of
# the calling directory, so they may be defined after the call. Packages are linked into executables
# (-linkpkg) but never into plug-ins: Frama-C loads them from the plug-in's
# META `requires`.
#
# FRAMAC adds -package frama-c.kernel,frama-c-eva, -predicates custom_ppx (the
# kernel's META asks for ppx_import, which Debian does not ship) and the
# OCAMLPATH that finds Frama-C's META files. FRAMAC_GUI adds, on top of that,
# -package lablgtk3 and -I <frama-c lib dir> (Frama-C's GUI modules have no
# findlib package).
#
# Properties set on each target (read them with $<TARGET_PROPERTY:t,NAME>):
#   OCAML_KIND          library | executable | plugin
#   OCAML_OUTPUT        the .cmxa, executable or .cmxs file
#   OCAML_OBJECT_DIR    where its .cmi/.cmx/.cmt files are
#   OCAML_INCLUDE_DIRS  -I directories a dependent needs (transitive)
#   OCAML_ARCHIVES      .cmxa files to link, dependencies first (libraries)
#   OCAML_PACKAGES      findlib packages (transitive)
#   OCAML_FRAMAC, OCAML_FRAMAC_GUI  ON when the target or a LIBRARIES needs it
#
# Cache variables: OCAMLFIND_EXECUTABLE, OCAML_STDLIB_DIR, FRAMAC_EXECUTABLE,
# FRAMAC_PLUGIN_DIR, FRAMAC_LIB_DIR, FRAMAC_SHARE_DIR. RACER_OCAML_FLAGS holds
# the compile flags of every target (warnings, and errors with RACER_WERROR).
include_guard(GLOBAL)

find_program(OCAMLFIND_EXECUTABLE ocamlfind
  DOC "ocamlfind, the findlib front end used for every OCaml compilation")
if(NOT OCAMLFIND_EXECUTABLE)
  message(FATAL_ERROR
    "Racer: ocamlfind not found. Install the OCaml toolchain "
    "(Debian 12: apt-get install ocaml-nox ocaml-findlib libctypes-ocaml-dev), "
    "pass -DOCAMLFIND_EXECUTABLE=/path/to/ocamlfind, or configure with "
    "-DRACER_BUILD_OCAML=OFF to build the core only.")
endif()

if(NOT OCAML_STDLIB_DIR)
  execute_process(COMMAND ${OCAMLFIND_EXECUTABLE} ocamlc -where
    OUTPUT_VARIABLE _racer_ocaml_where OUTPUT_STRIP_TRAILING_WHITESPACE
    RESULT_VARIABLE _racer_ocaml_rc)
  if(NOT _racer_ocaml_rc EQUAL 0 OR _racer_ocaml_where STREQUAL "")
    message(FATAL_ERROR "Racer: `ocamlfind ocamlc -where` failed; is the OCaml compiler installed?")
  endif()
  set(OCAML_STDLIB_DIR "${_racer_ocaml_where}" CACHE PATH
    "OCaml standard library directory (holds caml/*.h)")
endif()

find_program(FRAMAC_EXECUTABLE frama-c DOC "The frama-c command")
# Asks frama-c for one of its directories once and caches it; an explicit
# -D<var>=... wins (e.g. to install the plug-in elsewhere).
function(_racer_framac_path var option doc)
  if(${var} OR NOT FRAMAC_EXECUTABLE)
    return()
  endif()
  execute_process(COMMAND ${FRAMAC_EXECUTABLE} ${option}
    OUTPUT_VARIABLE value OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0 OR value STREQUAL "")
    message(FATAL_ERROR "Racer: `${FRAMAC_EXECUTABLE} ${option}` failed")
  endif()
  set(${var} "${value}" CACHE PATH "${doc}")
endfunction()
_racer_framac_path(FRAMAC_PLUGIN_DIR -print-plugin-path
  "Frama-C plug-in directory (frama-c -print-plugin-path)")
_racer_framac_path(FRAMAC_LIB_DIR -print-lib-path
  "Frama-C kernel library directory (frama-c -print-lib-path)")
_racer_framac_path(FRAMAC_SHARE_DIR -print-share-path
  "Frama-C share directory (frama-c -print-share-path)")
if(FRAMAC_EXECUTABLE)
  message(STATUS "Racer: Frama-C plug-in dir ${FRAMAC_PLUGIN_DIR}, lib dir ${FRAMAC_LIB_DIR}")
else()
  message(STATUS "Racer: frama-c not found; FRAMAC OCaml targets cannot be built")
endif()

set(RACER_OCAML_FLAGS -w +a-4-40-41-42-44-45-70 -strict-sequence -g -bin-annot)
if(RACER_WERROR)
  list(APPEND RACER_OCAML_FLAGS -warn-error +a)
endif()

# ---------------------------------------------------------------------------
# Internals.

# Reads the common keywords into _oc_* variables of the caller and merges in
# the settings of LIBRARIES and INTERFACES.
macro(_racer_ocaml_parse target kind)
  cmake_parse_arguments(_oc "FRAMAC;FRAMAC_GUI" "OUTPUT"
    "SOURCES;PACKAGES;LIBRARIES;INTERFACES;C_LIBRARIES;C_OBJECTS;FLAGS" ${ARGN})
  if(_oc_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "${kind}(${target}): unknown arguments ${_oc_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT _oc_SOURCES)
    message(FATAL_ERROR "${kind}(${target}): SOURCES is empty")
  endif()
  if(_oc_FRAMAC_GUI)
    set(_oc_FRAMAC ON)
  endif()
  set(_oc_objdir "${CMAKE_CURRENT_BINARY_DIR}/${target}.objs")
  set(_oc_includes "${_oc_objdir}")
  set(_oc_archives "")
  set(_oc_depfiles "")
  set(_oc_packages ${_oc_PACKAGES})
  foreach(_oc_dep IN LISTS _oc_LIBRARIES _oc_INTERFACES)
    if(NOT TARGET ${_oc_dep})
      message(FATAL_ERROR "${kind}(${target}): ${_oc_dep} is not a target "
        "(define OCaml targets before the targets that use them)")
    endif()
    get_target_property(_oc_dep_kind ${_oc_dep} OCAML_KIND)
    if(NOT _oc_dep_kind)
      message(FATAL_ERROR "${kind}(${target}): ${_oc_dep} is not an OCaml target")
    endif()
    get_target_property(_oc_v ${_oc_dep} OCAML_INCLUDE_DIRS)
    list(APPEND _oc_includes ${_oc_v})
    get_target_property(_oc_v ${_oc_dep} OCAML_PACKAGES)
    if(_oc_v)
      list(APPEND _oc_packages ${_oc_v})
    endif()
    get_target_property(_oc_v ${_oc_dep} OCAML_FRAMAC)
    if(_oc_v)
      set(_oc_FRAMAC ON)
    endif()
    get_target_property(_oc_v ${_oc_dep} OCAML_FRAMAC_GUI)
    if(_oc_v)
      set(_oc_FRAMAC_GUI ON)
    endif()
    get_target_property(_oc_v ${_oc_dep} OCAML_OUTPUT)
    list(APPEND _oc_depfiles ${_oc_v})
  endforeach()
  foreach(_oc_dep IN LISTS _oc_LIBRARIES)
    get_target_property(_oc_dep_kind ${_oc_dep} OCAML_KIND)
    if(NOT _oc_dep_kind STREQUAL "library")
      message(FATAL_ERROR "${kind}(${target}): LIBRARIES ${_oc_dep} is a ${_oc_dep_kind}, "
        "not a racer_ocaml_library (use INTERFACES to see its modules without linking)")
    endif()
    get_target_property(_oc_v ${_oc_dep} OCAML_ARCHIVES)
    list(APPEND _oc_archives ${_oc_v})
  endforeach()
  list(REMOVE_DUPLICATES _oc_includes)
  list(REMOVE_DUPLICATES _oc_archives) # keeps first: dependencies stay first

  set(_oc_env "")
  set(_oc_pkgflags "")
  set(_oc_guiflags "")
  if(_oc_FRAMAC)
    if(NOT FRAMAC_LIB_DIR OR NOT FRAMAC_PLUGIN_DIR)
      message(FATAL_ERROR "${kind}(${target}): FRAMAC needs frama-c "
        "(Debian 12: apt-get install frama-c-base) or -DFRAMAC_LIB_DIR/-DFRAMAC_PLUGIN_DIR")
    endif()
    set(_oc_ocamlpath "${FRAMAC_LIB_DIR}:${FRAMAC_PLUGIN_DIR}")
    if(DEFINED ENV{OCAMLPATH} AND NOT "$ENV{OCAMLPATH}" STREQUAL "")
      string(APPEND _oc_ocamlpath ":$ENV{OCAMLPATH}")
    endif()
    set(_oc_env ${CMAKE_COMMAND} -E env "OCAMLPATH=${_oc_ocamlpath}")
    list(PREPEND _oc_packages frama-c.kernel frama-c-eva)
    list(APPEND _oc_pkgflags -predicates custom_ppx)
  endif()
  if(_oc_FRAMAC_GUI)
    list(APPEND _oc_packages lablgtk3)
    set(_oc_guiflags -I ${FRAMAC_LIB_DIR})
  endif()
  list(REMOVE_DUPLICATES _oc_packages)
  if(_oc_packages)
    list(JOIN _oc_packages "," _oc_pkglist)
    list(PREPEND _oc_pkgflags -package ${_oc_pkglist})
  endif()
  set(_oc_iflags ${_oc_guiflags})
  foreach(_oc_dir IN LISTS _oc_includes)
    list(APPEND _oc_iflags -I ${_oc_dir})
  endforeach()
  set(_oc_ocamlopt ${_oc_env} ${OCAMLFIND_EXECUTABLE} ocamlopt)
endmacro()

# Adds one compile command per source; sets _oc_cmx (implementations in
# order) and _oc_outputs (every compiled file).
macro(_racer_ocaml_compile target kind)
  file(MAKE_DIRECTORY "${_oc_objdir}")
  set(_oc_cmx "")
  set(_oc_outputs "")
  set(_oc_seen_mli "")
  foreach(_oc_src IN LISTS _oc_SOURCES)
    cmake_path(ABSOLUTE_PATH _oc_src BASE_DIRECTORY "${CMAKE_CURRENT_SOURCE_DIR}"
      OUTPUT_VARIABLE _oc_path)
    cmake_path(GET _oc_path STEM LAST_ONLY _oc_name)
    cmake_path(GET _oc_path EXTENSION LAST_ONLY _oc_ext)
    set(_oc_base "${_oc_objdir}/${_oc_name}")
    if(_oc_ext STREQUAL ".mli")
      set(_oc_out "${_oc_base}.cmi")
      list(APPEND _oc_seen_mli ${_oc_name})
      set(_oc_byproducts "${_oc_base}.cmti")
    elseif(_oc_ext STREQUAL ".ml")
      set(_oc_out "${_oc_base}.cmx" "${_oc_base}.o")
      set(_oc_byproducts "${_oc_base}.cmt")
      if(NOT _oc_name IN_LIST _oc_seen_mli)
        cmake_path(REPLACE_EXTENSION _oc_path LAST_ONLY ".mli" OUTPUT_VARIABLE _oc_mli)
        if(EXISTS "${_oc_mli}")
          message(FATAL_ERROR "${kind}(${target}): ${_oc_mli} exists; list it in SOURCES before ${_oc_src}")
        endif()
        list(APPEND _oc_out "${_oc_base}.cmi")
      endif()
      list(APPEND _oc_cmx "${_oc_base}.cmx")
    else()
      message(FATAL_ERROR "${kind}(${target}): ${_oc_src} is neither .ml nor .mli")
    endif()
    list(GET _oc_out 0 _oc_first)
    cmake_path(RELATIVE_PATH _oc_path BASE_DIRECTORY "${CMAKE_BINARY_DIR}"
      OUTPUT_VARIABLE _oc_shown)
    add_custom_command(
      OUTPUT ${_oc_out}
      BYPRODUCTS ${_oc_byproducts}
      COMMAND ${_oc_ocamlopt} -c ${_oc_pkgflags} ${RACER_OCAML_FLAGS} ${_oc_FLAGS}
              ${_oc_iflags} -o ${_oc_first} ${_oc_path}
      DEPENDS ${_oc_path} ${_oc_outputs} ${_oc_depfiles}
      WORKING_DIRECTORY "${_oc_objdir}"
      COMMENT "OCaml ${_oc_name}${_oc_ext} (${target})"
      VERBATIM)
    list(APPEND _oc_outputs ${_oc_out})
  endforeach()
endmacro()

# Creates the custom target and records the properties dependents read.
macro(_racer_ocaml_finish target kind output)
  add_custom_target(${target} ALL DEPENDS ${output})
  foreach(_oc_dep IN LISTS _oc_LIBRARIES _oc_INTERFACES)
    add_dependencies(${target} ${_oc_dep})
  endforeach()
  set_target_properties(${target} PROPERTIES
    OCAML_KIND ${kind}
    OCAML_OUTPUT "${output}"
    OCAML_OBJECT_DIR "${_oc_objdir}"
    OCAML_INCLUDE_DIRS "${_oc_includes}"
    OCAML_PACKAGES "${_oc_packages}"
    OCAML_FRAMAC "${_oc_FRAMAC}"
    OCAML_FRAMAC_GUI "${_oc_FRAMAC_GUI}")
endmacro()

# True when a CMake target compiles C++ (its linker language or a source).
function(_racer_target_is_cxx tgt out)
  set(result OFF)
  get_target_property(lang ${tgt} LINKER_LANGUAGE)
  get_target_property(imported ${tgt} IMPORTED)
  if(lang STREQUAL "CXX")
    set(result ON)
  elseif(imported)
    get_target_property(langs ${tgt} IMPORTED_LINK_INTERFACE_LANGUAGES)
    if("CXX" IN_LIST langs)
      set(result ON)
    endif()
  else()
    get_target_property(sources ${tgt} SOURCES)
    foreach(src IN LISTS sources)
      if(src MATCHES "\\.(cc|cpp|cxx|c\\+\\+|C)$")
        set(result ON)
      endif()
    endforeach()
  endif()
  set(${out} ${result} PARENT_SCOPE)
endfunction()

# Expands C library items depth-first (each library followed by what it
# needs) into link items "<how>@@<value>" in _racer_c_items, plus the files to
# depend on (_racer_c_deps) and whether C++ is linked (_racer_c_cxx), all in
# the caller's (function) scope.
function(_racer_c_expand item)
  # The link interface of a static library wraps items in these; we link
  # from the build tree.
  while(item MATCHES "^\\$<(LINK_ONLY|BUILD_INTERFACE):(.*)>$")
    set(item "${CMAKE_MATCH_2}")
  endwhile()
  if(item STREQUAL "" OR item MATCHES "^::@" OR item MATCHES "^\\$<INSTALL_INTERFACE:")
    return() # ::@ are CMake's directory markers in INTERFACE_LINK_LIBRARIES
  endif()
  if(item MATCHES "^\\$<")
    message(WARNING "racer_ocaml: ignoring the link item ${item} (generator expression)")
    return()
  endif()
  if(NOT TARGET ${item} AND item MATCHES "::")
    # An imported target of another directory (find_package targets are
    # directory-scoped), e.g. a header-only nlohmann_json::nlohmann_json.
    get_property(told GLOBAL PROPERTY _RACER_OCAML_TOLD)
    if(NOT item IN_LIST told)
      set_property(GLOBAL APPEND PROPERTY _RACER_OCAML_TOLD "${item}")
      message(STATUS "racer_ocaml: ${item} is not visible here; taken as header-only "
        "(if it has a library, add that to C_LIBRARIES)")
    endif()
    return()
  endif()
  if(TARGET ${item})
    get_target_property(type ${item} TYPE)
    get_target_property(imported ${item} IMPORTED)
    _racer_target_is_cxx(${item} cxx)
    if(cxx)
      set(_racer_c_cxx ON PARENT_SCOPE)
    endif()
    if(type STREQUAL "STATIC_LIBRARY")
      list(APPEND _racer_c_items "file@@$<TARGET_LINKER_FILE:${item}>")
      if(NOT imported)
        list(APPEND _racer_c_deps "$<TARGET_LINKER_FILE:${item}>")
      endif()
    elseif(type STREQUAL "SHARED_LIBRARY" OR type STREQUAL "UNKNOWN_LIBRARY")
      list(APPEND _racer_c_items "cclib@@$<TARGET_LINKER_FILE:${item}>")
    elseif(type STREQUAL "OBJECT_LIBRARY")
      list(APPEND _racer_c_items "file@@$<TARGET_OBJECTS:${item}>")
    elseif(NOT type STREQUAL "INTERFACE_LIBRARY")
      message(FATAL_ERROR "racer_ocaml: C library ${item} is a ${type}")
    endif()
    get_target_property(deps ${item} INTERFACE_LINK_LIBRARIES)
    if(deps)
      foreach(dep IN LISTS deps)
        _racer_c_expand("${dep}")
      endforeach()
    endif()
  elseif(item MATCHES "^-l" OR item MATCHES "^/.*\\.(so|a)(\\.[0-9.]*)?$")
    list(APPEND _racer_c_items "cclib@@${item}")
  elseif(item MATCHES "^-")
    list(APPEND _racer_c_items "ccopt@@${item}")
  else()
    list(APPEND _racer_c_items "cclib@@-l${item}")
  endif()
  set(_racer_c_items "${_racer_c_items}" PARENT_SCOPE)
  set(_racer_c_deps "${_racer_c_deps}" PARENT_SCOPE)
endfunction()

# Runs at the end of the calling directory, when the C library targets and
# their link interfaces are known, and stores the ocamlopt link arguments
# that the link command reads from the property OCAML_C_LINK_ARGS.
function(_racer_ocaml_resolve_c target)
  set(_racer_c_items "")
  set(_racer_c_deps "")
  set(_racer_c_cxx OFF)
  foreach(lib IN LISTS ARGN)
    if(NOT TARGET ${lib})
      message(FATAL_ERROR "racer_ocaml(${target}): C_LIBRARIES ${lib} is not a CMake target")
    endif()
    _racer_c_expand(${lib})
  endforeach()
  # Keep the last occurrence of each library: it then follows every library
  # that needs it, as a static link requires.
  list(REVERSE _racer_c_items)
  list(REMOVE_DUPLICATES _racer_c_items)
  list(REVERSE _racer_c_items)
  set(args "")
  foreach(it IN LISTS _racer_c_items)
    string(FIND "${it}" "@@" at)
    string(SUBSTRING "${it}" 0 ${at} how)
    math(EXPR at "${at} + 2")
    string(SUBSTRING "${it}" ${at} -1 value)
    if(how STREQUAL "file")
      list(APPEND args "${value}")
    else()
      list(APPEND args "-${how}" "${value}")
    endif()
  endforeach()
  if(_racer_c_cxx)
    list(APPEND args -cclib -lstdc++)
  endif()
  set_target_properties(${target} PROPERTIES
    OCAML_C_LINK_ARGS "${args}" OCAML_C_LINK_DEPENDS "${_racer_c_deps}")
endfunction()

# Link command pieces shared by executables and plug-ins.
macro(_racer_ocaml_link_inputs target)
  set(_oc_clink "")
  set(_oc_cdepends ${_oc_C_LIBRARIES} ${_oc_C_OBJECTS})
  if(_oc_C_LIBRARIES)
    # The properties hold generator expressions ($<TARGET_LINKER_FILE:...>).
    set(_oc_clink
      "$<TARGET_GENEX_EVAL:${target},$<TARGET_PROPERTY:${target},OCAML_C_LINK_ARGS>>")
    list(APPEND _oc_cdepends
      "$<TARGET_GENEX_EVAL:${target},$<TARGET_PROPERTY:${target},OCAML_C_LINK_DEPENDS>>")
    set(_oc_defer "")
    foreach(_oc_lib IN LISTS _oc_C_LIBRARIES)
      string(APPEND _oc_defer " [[${_oc_lib}]]")
    endforeach()
    cmake_language(EVAL CODE
      "cmake_language(DEFER CALL _racer_ocaml_resolve_c [[${target}]]${_oc_defer})")
  endif()
endmacro()

# ---------------------------------------------------------------------------
# The public functions.

function(racer_ocaml_library target)
  _racer_ocaml_parse(${target} racer_ocaml_library ${ARGN})
  if(_oc_C_LIBRARIES OR _oc_C_OBJECTS OR _oc_OUTPUT)
    message(FATAL_ERROR "racer_ocaml_library(${target}): C_LIBRARIES, C_OBJECTS and OUTPUT "
      "belong to the executable or plug-in that links the library")
  endif()
  _racer_ocaml_compile(${target} racer_ocaml_library)
  set(archive "${CMAKE_CURRENT_BINARY_DIR}/${target}.cmxa")
  add_custom_command(
    OUTPUT "${archive}" "${CMAKE_CURRENT_BINARY_DIR}/${target}.a"
    COMMAND ${_oc_ocamlopt} -a ${RACER_OCAML_FLAGS} ${_oc_FLAGS} -o "${archive}" ${_oc_cmx}
    DEPENDS ${_oc_outputs}
    WORKING_DIRECTORY "${_oc_objdir}"
    COMMENT "OCaml library ${target}.cmxa"
    VERBATIM)
  list(APPEND _oc_archives "${archive}")
  _racer_ocaml_finish(${target} library "${archive}")
  set_target_properties(${target} PROPERTIES OCAML_ARCHIVES "${_oc_archives}")
endfunction()

function(racer_ocaml_executable target)
  _racer_ocaml_parse(${target} racer_ocaml_executable ${ARGN})
  if(_oc_OUTPUT)
    message(FATAL_ERROR "racer_ocaml_executable(${target}): the executable is always <bin>/${target}.exe")
  endif()
  _racer_ocaml_compile(${target} racer_ocaml_executable)
  _racer_ocaml_link_inputs(${target})
  set(exe "${CMAKE_CURRENT_BINARY_DIR}/${target}.exe")
  add_custom_command(
    OUTPUT "${exe}"
    COMMAND ${_oc_ocamlopt} ${_oc_pkgflags} -linkpkg ${RACER_OCAML_FLAGS} ${_oc_FLAGS}
            ${_oc_iflags} ${_oc_archives} ${_oc_cmx} ${_oc_C_OBJECTS} ${_oc_clink}
            -o "${exe}"
    DEPENDS ${_oc_outputs} ${_oc_archives} ${_oc_cdepends}
    WORKING_DIRECTORY "${_oc_objdir}"
    COMMENT "OCaml executable ${target}"
    COMMAND_EXPAND_LISTS
    VERBATIM)
  _racer_ocaml_finish(${target} executable "${exe}")
endfunction()

function(racer_ocaml_plugin target)
  _racer_ocaml_parse(${target} racer_ocaml_plugin ${ARGN})
  if(NOT _oc_OUTPUT MATCHES "\\.cmxs$")
    message(FATAL_ERROR "racer_ocaml_plugin(${target}): OUTPUT <Name>.cmxs is required")
  endif()
  _racer_ocaml_compile(${target} racer_ocaml_plugin)
  _racer_ocaml_link_inputs(${target})
  cmake_path(ABSOLUTE_PATH _oc_OUTPUT BASE_DIRECTORY "${CMAKE_CURRENT_BINARY_DIR}"
    OUTPUT_VARIABLE cmxs)
  cmake_path(GET cmxs PARENT_PATH cmxs_dir)
  file(MAKE_DIRECTORY "${cmxs_dir}")
  add_custom_command(
    OUTPUT "${cmxs}"
    COMMAND ${_oc_ocamlopt} -shared -linkall ${_oc_pkgflags} ${RACER_OCAML_FLAGS} ${_oc_FLAGS}
            ${_oc_iflags} ${_oc_archives} ${_oc_cmx} ${_oc_C_OBJECTS} ${_oc_clink}
            -o "${cmxs}"
    DEPENDS ${_oc_outputs} ${_oc_archives} ${_oc_cdepends}
    WORKING_DIRECTORY "${_oc_objdir}"
    COMMENT "OCaml plug-in ${_oc_OUTPUT}"
    COMMAND_EXPAND_LISTS
    VERBATIM)
  _racer_ocaml_finish(${target} plugin "${cmxs}")
endfunction()
