# cmake -DEXE=... -DARGS=a;b [-DEXPECT_STDERR=...] -P expect_output.cmake
# Runs EXE with ARGS; fails unless it exits 0 and what it printed on stderr is
# exactly EXPECT_STDERR (one line, or nothing when not given): the lines a
# player sees in a terminal are counted, not just searched.
execute_process(COMMAND ${EXE} ${ARGS}
  RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
message(STATUS "exit ${code}\nstdout:\n${out}\nstderr:\n${err}")
if(NOT code EQUAL 0)
  message(FATAL_ERROR "expected exit code 0, got ${code}")
endif()
set(expected "")
if(DEFINED EXPECT_STDERR)
  set(expected "${EXPECT_STDERR}\n")
endif()
if(NOT "${err}" STREQUAL "${expected}")
  string(REGEX MATCHALL "\n" newlines "${err}")
  list(LENGTH newlines count)
  message(FATAL_ERROR "expected stderr to be exactly \"${expected}\", got ${count} lines")
endif()
