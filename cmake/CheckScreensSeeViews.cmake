# Run as a test: `cmake -DROOT=<source dir> -P CheckScreensSeeViews.cmake`.
# The screens (src/games/sugarworks/app/ui/) draw what a player may see: a TableFrame built from a
# PlayerView, never the full state. So none of them may include the Table, the
# TableModel or the Match, or name GameState, Match or Table: what they cannot
# name they cannot show.
file(GLOB_RECURSE screen_files ${ROOT}/src/games/sugarworks/app/ui/*.cpp ${ROOT}/src/games/sugarworks/app/ui/*.hpp)
set(offenders "")
foreach(f ${screen_files})
  file(STRINGS ${f} includes
    REGEX "^[ \t]*#[ \t]*include[ \t]*\"(table/table\\.hpp|table/table_model\\.hpp|sugarworks/match\\.hpp|sugarworks/save\\.hpp)\"")
  file(STRINGS ${f} names REGEX "(^|[^A-Za-z0-9_])(GameState|Match|Table)([^A-Za-z0-9_]|$)")
  if(includes OR names)
    list(APPEND offenders "${f}: ${includes} ${names}")
  endif()
endforeach()
list(LENGTH screen_files count)
if(count EQUAL 0)
  message(FATAL_ERROR "no screen sources found under ${ROOT}/src/games/sugarworks/app/ui")
endif()
if(offenders)
  string(REPLACE ";" "\n" report "${offenders}")
  message(FATAL_ERROR "screens reach past the player view:\n${report}")
endif()
message(STATUS "screens: ${count} files, none names GameState, Match or Table")
