# Run as a test: `cmake -DROOT=<source dir> -P CheckGameIndependence.cmake`.
# The walls between the layers, over every C++ file under src/ and tests/:
#   the engine (src/engine, tests/engine)     includes the engine only;
#   a game (src/games/<game>, its tests)       includes the engine and itself only;
#   the shell (src/shell, tests/shell)         includes the engine and itself only;
#   a game's window (its app/ and table/)      may include the shell as well;
#   the registry (src/programs)                names every game: the one place that may;
#   a fuzz target (tests/fuzz)                 includes the engine and one game at most.
# An include is judged by what it can name, not by its folder's name: a quoted
# "a/b.hpp" belongs to every layer that has a file whose path ends in /a/b.hpp
# (or whose include root holds it), so "bots/bot.hpp" in Sparks is Sugarworks'
# header unless Sparks has a bots/bot.hpp of its own. An include no layer provides
# (a library's header) is not the walls' business.
# On the link side, a game's CMakeLists.txt files name no other game's library and
# the engine's none. Each target's include path holds only its own layer and the
# engine's roots, so the compiler refuses a forbidden include as well
# (tests/walls/ plants one and sees the build fail, and is the one folder this check
# leaves out); this check names them all at once.
cmake_minimum_required(VERSION 3.25)
set(offenders "")

# The games: one folder each under src/games.
file(GLOB game_folders LIST_DIRECTORIES true RELATIVE ${ROOT}/src/games ${ROOT}/src/games/*)
set(games "")
foreach(g ${game_folders})
  if(IS_DIRECTORY ${ROOT}/src/games/${g})
    list(APPEND games ${g})
  endif()
endforeach()
if(NOT games)
  message(FATAL_ERROR "no game folders under ${ROOT}/src/games")
endif()
set(layers engine shell ${games})

# The folders of each layer: its sources and its tests (tests/<layer>).
set(folders_engine src/engine tests/engine)
set(folders_shell src/shell tests/shell)
foreach(g ${games})
  set(folders_${g} src/games/${g} tests/${g})
endforeach()

# layer_of(<relative path> <out>): the layer a file belongs to ("" when none: a
# CMake script, a test of the documents).
function(layer_of path out)
  set(layer "")
  foreach(l ${layers})
    foreach(folder ${folders_${l}})
      if(path MATCHES "^${folder}/")
        set(layer ${l})
      endif()
    endforeach()
  endforeach()
  if(path MATCHES "^tests/walls/")
    set(layer "")  # the planted includes: across the walls on purpose
  elseif(path MATCHES "^(src|tests)/programs/")
    set(layer "")  # the registry names every game: that is its one job
  elseif(layer STREQUAL "" AND path MATCHES "^tests/fuzz/")
    set(layer fuzz)
  endif()
  set(${out} "${layer}" PARENT_SCOPE)
endfunction()

# What each layer provides_ every tail of every header's path under its folders,
# so that an include written from any of its include roots is found.
file(GLOB_RECURSE all_files RELATIVE ${ROOT}
  ${ROOT}/src/*.hpp ${ROOT}/src/*.cpp ${ROOT}/src/*.h ${ROOT}/src/*.inl
  ${ROOT}/tests/*.hpp ${ROOT}/tests/*.cpp ${ROOT}/tests/*.h)
foreach(f ${all_files})
  if(NOT f MATCHES "\\.(hpp|h|inl)$")
    continue()
  endif()
  layer_of(${f} layer)
  if(layer STREQUAL "" OR layer STREQUAL "fuzz")
    continue()
  endif()
  set(tail ${f})
  while(tail MATCHES "/")
    string(FIND "${tail}" "/" slash)
    math(EXPR slash "${slash} + 1")
    string(SUBSTRING "${tail}" ${slash} -1 tail)
    set("provides_${tail}" "${provides_${tail}};${layer}")
  endwhile()
endforeach()

set(checked 0)
foreach(f ${all_files})
  layer_of(${f} layer)
  if(layer STREQUAL "")
    continue()
  endif()
  math(EXPR checked "${checked} + 1")
  file(STRINGS ${ROOT}/${f} lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
  get_filename_component(here ${ROOT}/${f} DIRECTORY)
  set(games_named "")
  foreach(line ${lines})
    string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]*)\".*" "\\1" header "${line}")
    if(EXISTS ${here}/${header})
      continue()  # beside the file: its own layer
    endif()
    set(providers "${provides_${header}}")
    list(REMOVE_DUPLICATES providers)
    list(REMOVE_ITEM providers "")
    if(NOT providers)
      continue()  # a library's header
    endif()
    if(layer IN_LIST providers OR "engine" IN_LIST providers)
      continue()
    endif()
    # A game's window (its app/ and table/ folders, their tests) stands on the shell.
    if("shell" IN_LIST providers AND layer IN_LIST games AND
       f MATCHES "^(src/games/[^/]+/(app|table)/|tests/[^/]+/(app|table)/)")
      continue()
    endif()
    if(layer STREQUAL "fuzz")
      list(APPEND games_named ${providers})
      list(REMOVE_DUPLICATES games_named)
      list(LENGTH games_named n)
      if(n GREATER 1)
        string(REPLACE ";" " and " both "${games_named}")
        list(APPEND offenders "${f}: #include \"${header}\" (a fuzz target reaches ${both})")
      endif()
      continue()
    endif()
    string(REPLACE ";" ", " whose "${providers}")
    list(APPEND offenders "${f}: #include \"${header}\" (${layer} includes ${whose}'s header)")
  endforeach()
endforeach()

# check_links(<what> <regex of forbidden target names> <CMakeLists.txt>): every
# line of the file outside comments that names such a target.
function(check_links what forbidden file)
  file(STRINGS ${ROOT}/${file} text)
  foreach(line IN LISTS text)
    string(REGEX REPLACE "#.*" "" code "${line}")
    if(code MATCHES "(^|[^A-Za-z0-9_])(${forbidden})($|[^A-Za-z0-9_])")
      string(STRIP "${line}" shown)
      set(offenders ${offenders} "${file}: ${shown} (${what})")
    endif()
  endforeach()
  set(offenders ${offenders} PARENT_SCOPE)
endfunction()

# A game's libraries are <game>_<name> (and its programs <game> and <game>-cli);
# sugarworks_warnings and sugarworks_test_program are the build's own helpers.
set(game_targets "")
foreach(g ${games})
  set(targets_${g} "${g}_(core|sim|bots|lessons|testkit|harness|app_lib|table)|${g}-cli")
  list(APPEND game_targets "${targets_${g}}")
endforeach()
string(REPLACE ";" "|" any_game_target "${game_targets}")
file(GLOB_RECURSE engine_lists RELATIVE ${ROOT} ${ROOT}/src/engine/CMakeLists.txt)
foreach(file ${engine_lists})
  check_links("the engine links a game's library" "${any_game_target}" ${file})
endforeach()
file(GLOB_RECURSE shell_lists RELATIVE ${ROOT} ${ROOT}/src/shell/CMakeLists.txt
  ${ROOT}/tests/shell/CMakeLists.txt)
foreach(file ${shell_lists})
  check_links("the shell links a game's library" "${any_game_target}" ${file})
endforeach()
foreach(g ${games})
  file(GLOB_RECURSE lists RELATIVE ${ROOT} ${ROOT}/src/games/${g}/*CMakeLists.txt)
  foreach(other ${games})
    if(NOT other STREQUAL g)
      foreach(file ${lists})
        check_links("${g} links ${other}'s library" "${targets_${other}}" ${file})
      endforeach()
    endif()
  endforeach()
endforeach()

if(checked EQUAL 0)
  message(FATAL_ERROR "no engine or game sources found under ${ROOT}")
endif()
if(offenders)
  # One offender a line, unwrapped, as file:line: text (what is wrong).
  string(REPLACE ";" "\n" report "${offenders}")
  message(NOTICE "${report}")
  list(LENGTH offenders n)
  message(FATAL_ERROR "a layer includes or links what it must not: ${n} place(s) above")
endif()
string(REPLACE ";" ", " listed "${layers}")
message(STATUS "walls: ${checked} files of ${listed}; each includes only its own layer and the engine")
