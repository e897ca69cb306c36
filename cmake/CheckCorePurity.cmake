# Run as a test: `cmake -DROOT=<source dir> -P CheckCorePurity.cmake`.
# The rules core and the engine under it must not know about presentation: no
# SDL, no ImGui, no OpenGL.
file(GLOB_RECURSE core_files
  ${ROOT}/src/core/*.cpp ${ROOT}/src/core/*.hpp ${ROOT}/include/sugarworks/*.hpp
  ${ROOT}/src/engine/*.cpp ${ROOT}/src/engine/*.hpp ${ROOT}/include/engine/*.hpp)
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
