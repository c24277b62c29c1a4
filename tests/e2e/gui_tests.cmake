# The GUI under Xvfb (check_gui.py): frama-c-gui on the deadlock + race
# example with every panel filled (screenshots kept in work/gui/), a saved
# session loaded without re-running the analysis, a reparse, no results, a
# program without threads. One at a time: each starts a GUI.
find_program(FRAMA_C_GUI frama-c-gui)
find_program(XVFB_RUN xvfb-run)
add_test(NAME e2e_gui_checker_self_test
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/check_gui.py --self-test)
if(FRAMA_C_GUI AND XVFB_RUN)
  # File > Reparse, driven from inside the GUI (not installed).
  racer_ocaml_plugin(gui_reparse
    OUTPUT Gui_reparse.cmxs
    SOURCES gui_reparse.mli gui_reparse.ml
    FRAMAC_GUI)
  set(gui_example ${PROJECT_SOURCE_DIR}/share/examples/transfer_deadlock_race.c)
  set(gui_no_threads ${CMAKE_CURRENT_SOURCE_DIR}/no_threads.c)
  foreach(scenario analysis load reparse no-results no-threads)
    set(source ${gui_example})
    if(scenario STREQUAL "no-threads")
      set(source ${gui_no_threads})
    endif()
    add_test(NAME e2e_gui_${scenario}
      COMMAND ${XVFB_RUN} -a -s "-screen 0 1920x1200x24"
              ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/check_gui.py
              ${FRAMA_C} ${FRAMA_C_GUI} ${e2e_work}/gui ${scenario} ${source})
    set_tests_properties(e2e_gui_${scenario} PROPERTIES
      FIXTURES_REQUIRED racer_installed
      RESOURCE_LOCK frama_c_gui
      ENVIRONMENT "RACER_GUI_REPARSE_MODULE=${CMAKE_CURRENT_BINARY_DIR}/Gui_reparse.cmxs"
      TIMEOUT 600)
  endforeach()
else()
  message(STATUS "Racer: frama-c-gui or xvfb-run missing; the GUI smoke tests are not registered")
endif()
