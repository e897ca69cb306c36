# cmake -DEXE=... -DARGS=a;b -DEXPECT_CODE=N -DEXPECT_TEXT=... [-DNO_DISPLAY=ON] -P expect_exit.cmake
# Runs EXE with ARGS and fails unless it exits with EXPECT_CODE and its output
# mentions EXPECT_TEXT. NO_DISPLAY: runs it with no X11 or Wayland display (and
# no XDG_RUNTIME_DIR, through which a Wayland session would still be found).
# UNEXPECTED_TEXT: fails if the output mentions it.
set(env_prefix "")
if(NO_DISPLAY)
  set(env_prefix ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY
                 --unset=XDG_RUNTIME_DIR
                 --unset=SDL_VIDEODRIVER)
endif()
execute_process(COMMAND ${env_prefix} ${EXE} ${ARGS}
  RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
message(STATUS "exit ${code}\nstdout:\n${out}\nstderr:\n${err}")
if(NOT code EQUAL EXPECT_CODE)
  message(FATAL_ERROR "expected exit code ${EXPECT_CODE}, got ${code}")
endif()
string(FIND "${out}${err}" "${EXPECT_TEXT}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "expected the output to mention \"${EXPECT_TEXT}\"")
endif()
if(DEFINED UNEXPECTED_TEXT)
  string(FIND "${out}${err}" "${UNEXPECTED_TEXT}" at)
  if(NOT at EQUAL -1)
    message(FATAL_ERROR "expected the output not to mention \"${UNEXPECTED_TEXT}\"")
  endif()
endif()
