# Writes a copy of a file with one change, for tests that need a broken file made
# from a fresh one:
#
#   cmake -DIN=<file> -DOUT=<file> -DREGEX=<regex> -DREPLACE=<text> -P ReplaceInFile.cmake
#
# Fails when the regex matches nothing, so a test can never pass on an unchanged copy.
cmake_minimum_required(VERSION 3.25)

if(NOT DEFINED IN OR NOT DEFINED OUT OR NOT DEFINED REGEX OR NOT DEFINED REPLACE)
  message(FATAL_ERROR "ReplaceInFile.cmake needs -DIN, -DOUT, -DREGEX and -DREPLACE")
endif()
file(READ "${IN}" text)
string(REGEX REPLACE "${REGEX}" "${REPLACE}" changed "${text}")
if(changed STREQUAL text)
  message(FATAL_ERROR "nothing in ${IN} matches ${REGEX}")
endif()
file(WRITE "${OUT}" "${changed}")
