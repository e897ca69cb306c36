# Run as a test: `cmake -DROOT=<source dir> -P CheckGameIndependence.cmake`.
# The engine knows no game, and neither game's rules know the other's:
#   include/engine/, src/engine/      include no sugarworks/ or sparks/ header;
#   include/sugarworks/, src/core/    include no sparks/ header;
#   include/sparks/, src/sparks/      include no sugarworks/ header.
# On the link side, src/sparks/CMakeLists.txt names no Sugarworks library and
# src/core/CMakeLists.txt and src/engine/CMakeLists.txt no Sparks one (nor the
# engine's a Sugarworks one). A folder that does not exist has nothing to check.
set(offenders "")
set(checked 0)

# check_includes(<what> <regex of forbidden header paths> <folder>...): every
# #include in the C++ files under the folders whose path matches, with its line.
function(check_includes what forbidden)
  set(found "")
  set(count 0)
  foreach(folder ${ARGN})
    if(NOT IS_DIRECTORY ${ROOT}/${folder})
      continue()
    endif()
    file(GLOB_RECURSE files
      ${ROOT}/${folder}/*.hpp ${ROOT}/${folder}/*.cpp ${ROOT}/${folder}/*.h ${ROOT}/${folder}/*.inl)
    foreach(f ${files})
      math(EXPR count "${count} + 1")
      set(include_regex "^[ \t]*#[ \t]*include[ \t]*[<\"]([^\">]*/)?(${forbidden})/")
      file(STRINGS ${f} lines REGEX "${include_regex}")
      if(NOT lines)
        continue()
      endif()
      # The line numbers: each include line found again in what is left of the file.
      file(READ ${f} rest)
      set(line_number 1)
      foreach(line IN LISTS lines)
        string(FIND "${rest}" "${line}" at)
        if(at LESS 0)
          list(APPEND found "${f}: ${line}")
          continue()
        endif()
        string(SUBSTRING "${rest}" 0 ${at} before)
        string(REGEX MATCHALL "\n" newlines "${before}")
        list(LENGTH newlines n)
        math(EXPR line_number "${line_number} + ${n}")
        string(LENGTH "${line}" length)
        math(EXPR after "${at} + ${length}")
        string(SUBSTRING "${rest}" ${after} -1 rest)
        string(STRIP "${line}" shown)
        list(APPEND found "${f}:${line_number}: ${shown} (${what})")
      endforeach()
    endforeach()
  endforeach()
  set(offenders ${offenders} ${found} PARENT_SCOPE)
  math(EXPR total "${checked} + ${count}")
  set(checked ${total} PARENT_SCOPE)
endfunction()

# check_links(<what> <regex of forbidden target names> <CMakeLists.txt>): every
# line of the file outside comments that names such a target, with its number.
function(check_links what forbidden file)
  if(NOT EXISTS ${ROOT}/${file})
    return()
  endif()
  # Read whole and cut at newlines, so that line numbers count empty lines too
  # (a list element ends at ";" and brackets would join elements: both made harmless).
  file(READ ${ROOT}/${file} text)
  string(REPLACE ";" "," text "${text}")
  string(REPLACE "[" "(" text "${text}")
  string(REPLACE "]" ")" text "${text}")
  string(REPLACE "\n" ";" text "${text}")
  set(found "")
  set(line_number 0)
  foreach(line IN LISTS text)
    math(EXPR line_number "${line_number} + 1")
    string(REGEX REPLACE "#.*" "" code "${line}")
    if(code MATCHES "(^|[^A-Za-z0-9_])(${forbidden})($|[^A-Za-z0-9_])")
      string(STRIP "${line}" shown)
      list(APPEND found "${ROOT}/${file}:${line_number}: ${shown} (${what})")
    endif()
  endforeach()
  set(offenders ${offenders} ${found} PARENT_SCOPE)
  math(EXPR total "${checked} + 1")
  set(checked ${total} PARENT_SCOPE)
endfunction()

check_includes("the engine includes a game's header" "sugarworks|sparks"
  include/engine src/engine)
check_includes("Sugarworks includes a Sparks header" "sparks"
  include/sugarworks src/core)
check_includes("Sparks includes a Sugarworks header" "sugarworks"
  include/sparks src/sparks)

# Sugarworks' libraries are sugarworks_<name> (sugarworks_warnings is only the
# warning flags every target shares); Sparks' are sparks_<name>.
set(sugarworks_targets "sugarworks_core|sugarworks_(sim|bots|lessons|testkit|harness)|sugarworks-cli")
set(sparks_targets "sparks|sparks_[A-Za-z0-9_]+")
check_links("Sparks links a Sugarworks library" "${sugarworks_targets}" src/sparks/CMakeLists.txt)
check_links("the Sugarworks core links a Sparks library" "${sparks_targets}" src/core/CMakeLists.txt)
check_links("the engine links a game's library" "${sugarworks_targets}|${sparks_targets}"
  src/engine/CMakeLists.txt)

if(checked EQUAL 0)
  message(FATAL_ERROR "no engine or game sources found under ${ROOT}")
endif()
if(offenders)
  # One offender a line, unwrapped, as file:line: text (what is wrong).
  string(REPLACE ";" "\n" report "${offenders}")
  message(NOTICE "${report}")
  list(LENGTH offenders n)
  message(FATAL_ERROR "a game or the engine depends on what it must not: ${n} place(s) above")
endif()
message(STATUS "game independence: ${checked} files, the engine includes no game and neither game the other")
