# Warnings for our own targets: -Wall -Wextra -Wpedantic, as errors when asked (CI).
function(sugarworks_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
  if(SUGARWORKS_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
