# Run as a test: `cmake -DROOT=<source dir> -P CheckCorePurity.cmake`.
# The engine and every game's rules, content, bots, lessons and command-line tools
# must not know about presentation: no SDL, no ImGui, no OpenGL. Only a game's
# window (its app/ or table/ folder) and the shell may.
file(GLOB_RECURSE candidates
  ${ROOT}/src/engine/*.cpp ${ROOT}/src/engine/*.hpp
  ${ROOT}/src/games/*.cpp ${ROOT}/src/games/*.hpp)
set(core_files "")
foreach(f ${candidates})
  if(NOT f MATCHES "^${ROOT}/src/games/[^/]+/(app|table)/")
    list(APPEND core_files ${f})
  endif()
endforeach()
set(offenders "")
foreach(f ${core_files})
  file(STRINGS ${f} lines REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"](SDL|imgui|GL/|backends/)")
  if(lines)
    list(APPEND offenders "${f}: ${lines}")
  endif()
endforeach()
list(LENGTH core_files count)
if(count EQUAL 0)
  message(FATAL_ERROR "no core sources found under ${ROOT}")
endif()
if(offenders)
  string(REPLACE ";" "\n" report "${offenders}")
  message(FATAL_ERROR "the rules core includes presentation headers:\n${report}")
endif()
message(STATUS "core purity: ${count} files, no SDL/ImGui/OpenGL includes")
