# Warnings for our own targets: -Wall -Wextra -Wpedantic, as errors when asked (CI).
function(sugarworks_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
  # GCC 12 at -O3 reports a false -Wrestrict inside libstdc++ for `"text" + std::string`
  # (GCC bug 105651, fixed in GCC 13); our code cannot avoid it, so it is not an error there.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(${target} PRIVATE -Wno-restrict)
  endif()
  if(SUGARWORKS_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()

# Files compiled on their own in a unity build (SUGARWORKS_UNITY_BUILD): each gives
# a file-local name (an enum's members, a constant, a helper in an anonymous
# namespace) that another file of its target gives too, so the two cannot share a
# batch. Paths relative to the calling CMakeLists.txt.
function(sugarworks_unity_alone target)
  set(files "")
  foreach(file IN LISTS ARGN)
    list(APPEND files ${CMAKE_CURRENT_SOURCE_DIR}/${file})
  endforeach()
  set_source_files_properties(${files} TARGET_DIRECTORY ${target}
    PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
endfunction()
