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
