# Runs a command as a person would and checks what it did. Used by the CLI tests.
#
#   cmake -DCOMMAND=<program>|<arg>|<arg>...      (arguments separated by "|")
#         -DEXPECT_EXIT=<code> | -DEXPECT_EXIT=nonzero
#         [-DEXPECT_OUTPUT=<text>|<text>...]       (each must appear in stdout + stderr)
#         [-DEXPECT_NO_OUTPUT=<text>|<text>...]    (none may appear)
#         [-DEXPECT_JSON=<member>]                 (stdout is a JSON object with this member)
#         -P RunAndExpect.cmake
#
# "nonzero" accepts any ordinary failure status, but not a crash: a signal is
# reported by CMake as text ("Segmentation fault", "Child aborted"), never a number.
cmake_minimum_required(VERSION 3.25)

if(NOT DEFINED COMMAND OR NOT DEFINED EXPECT_EXIT)
  message(FATAL_ERROR "RunAndExpect.cmake needs -DCOMMAND=... and -DEXPECT_EXIT=...")
endif()

string(REPLACE "|" ";" command "${COMMAND}")
execute_process(
  COMMAND ${command}
  RESULT_VARIABLE status
  OUTPUT_VARIABLE stdout
  ERROR_VARIABLE stderr)
set(output "${stdout}${stderr}")
string(REPLACE ";" " " shown "${command}")
message(STATUS "Ran: ${shown}\nExit status: ${status}\n--- output ---\n${output}--------------")

set(failures "")
if(EXPECT_EXIT STREQUAL "nonzero")
  if(NOT status MATCHES "^[0-9]+$" OR status EQUAL 0)
    string(APPEND failures "expected a non-zero exit status (and no crash), got \"${status}\"\n")
  endif()
elseif(NOT status STREQUAL "${EXPECT_EXIT}")
  string(APPEND failures "expected exit status ${EXPECT_EXIT}, got \"${status}\"\n")
endif()

if(DEFINED EXPECT_OUTPUT AND NOT EXPECT_OUTPUT STREQUAL "")
  string(REPLACE "|" ";" wanted "${EXPECT_OUTPUT}")
  foreach(text IN LISTS wanted)
    string(FIND "${output}" "${text}" at)
    if(at EQUAL -1)
      string(APPEND failures "missing from the output: ${text}\n")
    endif()
  endforeach()
endif()

if(DEFINED EXPECT_NO_OUTPUT AND NOT EXPECT_NO_OUTPUT STREQUAL "")
  string(REPLACE "|" ";" unwanted "${EXPECT_NO_OUTPUT}")
  foreach(text IN LISTS unwanted)
    string(FIND "${output}" "${text}" at)
    if(NOT at EQUAL -1)
      string(APPEND failures "should not be in the output: ${text}\n")
    endif()
  endforeach()
endif()

if(DEFINED EXPECT_JSON)
  string(JSON type ERROR_VARIABLE json_error TYPE "${stdout}")
  if(json_error)
    string(APPEND failures "stdout is not JSON: ${json_error}\n")
  elseif(NOT type STREQUAL "OBJECT")
    string(APPEND failures "stdout is JSON but not an object (${type})\n")
  else()
    string(JSON member_type ERROR_VARIABLE json_error TYPE "${stdout}" "${EXPECT_JSON}")
    if(json_error)
      string(APPEND failures "the JSON output has no member \"${EXPECT_JSON}\"\n")
    endif()
  endif()
endif()

if(failures)
  message(FATAL_ERROR "${failures}")
endif()
