cmake_minimum_required(VERSION 3.22)
# Architecture rules, checked on the sources (ctest folder_dependencies). Run as:
#   cmake -DROOT=<source dir> -P CheckDependencies.cmake
# 1. core/ never includes Qt Widgets; <torch/...> appears only in core/inference/ (LibTorch is a module).
# 2. Each core folder includes only the core folders below it on the data path (the table), so that a new edge
#    (storage depending on bpm, say) is a decision made here, in review, not an accident.
# 3. ui/compare never includes ui/annotate (the annotation controller attaches its editors to the views); ui/ never
#    includes app/; editlens-cli (app/cli) never includes ui/.
# 4. No ui/ folder shares a name with a core/ folder: both are include roots, so "#include \"x/y.h\"" names one place.
set(allowed_core
  "util:"
  "study:util"
  "storage:stats study util"
  "imaging:util"
  "metrics:imaging util"
  "detect:metrics imaging study util"
  "bpm:detect imaging metrics study util"
  "inference:imaging study util"
  "stats:study util"
  "io:bpm imaging stats storage study util"
  "scoring:bpm detect imaging inference metrics server stats storage study util"
  "alignment:bpm stats study util"
  "report:alignment io scoring stats storage study util"
  "document:server storage study util"
  "demo:imaging io storage study util"
  "endpoint:util"
  "server:storage study util"
  "transfer:server storage study util"
  "modelstages:bpm endpoint imaging storage study util"
  "web:document imaging storage study util")

set(bad "")
file(GLOB core_dirs LIST_DIRECTORIES true RELATIVE "${ROOT}/core" "${ROOT}/core/*")
foreach(rule IN LISTS allowed_core)
  string(REPLACE ":" ";" parts "${rule}")
  list(GET parts 0 folder)
  list(LENGTH parts n)
  set(ok "")
  if(n GREATER 1)
    list(GET parts 1 ok)
    string(REPLACE " " ";" ok "${ok}")
  endif()
  set(allowed_${folder} ${ok})
  set(known_${folder} TRUE)
endforeach()

file(GLOB_RECURSE core_files "${ROOT}/core/*.h" "${ROOT}/core/*.cpp")
foreach(f IN LISTS core_files)
  file(RELATIVE_PATH rel "${ROOT}/core" "${f}")
  string(REGEX REPLACE "/.*" "" folder "${rel}")
  file(STRINGS "${f}" includes REGEX "^#include")
  foreach(line IN LISTS includes)
    if(line MATCHES "#include *<(QtWidgets|QWidget|QApplication|QMainWindow|QDialog)")
      list(APPEND bad "${f}: Qt Widgets in core: ${line}")
    endif()
    if(line MATCHES "#include *<torch/" AND NOT folder STREQUAL "inference")
      list(APPEND bad "${f}: LibTorch outside core/inference: ${line}")
    endif()
    if(rel MATCHES "/" AND line MATCHES "#include \"([a-z]+)/")
      set(target "${CMAKE_MATCH_1}")
      if(NOT target STREQUAL folder AND IS_DIRECTORY "${ROOT}/core/${target}")
        if(NOT known_${folder})
          list(APPEND bad "${f}: core/${folder} has no row in the table of cmake/CheckDependencies.cmake")
        elseif(NOT target IN_LIST allowed_${folder})
          list(APPEND bad "${f}: core/${folder} may not include core/${target} (${line})")
        endif()
      endif()
    endif()
  endforeach()
endforeach()

file(GLOB ui_dirs LIST_DIRECTORIES true RELATIVE "${ROOT}/ui" "${ROOT}/ui/*")
foreach(d IN LISTS ui_dirs)
  if(IS_DIRECTORY "${ROOT}/ui/${d}" AND IS_DIRECTORY "${ROOT}/core/${d}")
    list(APPEND bad "ui/${d}: a core/${d} exists too, so \"${d}/...\" includes would be ambiguous (rename the ui folder)")
  endif()
endforeach()

# ui/ and app/: includes are resolved the way the compiler does for these targets (core/ first, then ui/).
file(GLOB_RECURSE ui_files "${ROOT}/ui/*.h" "${ROOT}/ui/*.cpp")
file(GLOB_RECURSE cli_files "${ROOT}/app/cli/*.h" "${ROOT}/app/cli/*.cpp")
foreach(f IN LISTS ui_files cli_files)
  file(STRINGS "${f}" includes REGEX "^#include \"")
  foreach(line IN LISTS includes)
    if(NOT line MATCHES "#include \"([^\"]+)\"")
      continue()
    endif()
    set(path "${CMAKE_MATCH_1}")
    if(line MATCHES "<torch/")
      list(APPEND bad "${f}: LibTorch outside core/inference: ${line}")
    endif()
    if(path MATCHES "^(app|cli|gui)/")
      list(APPEND bad "${f}: ui/ and the CLI may not include app/: ${line}")
    endif()
    set(in_ui FALSE)
    if(NOT EXISTS "${ROOT}/core/${path}" AND EXISTS "${ROOT}/ui/${path}")
      set(in_ui TRUE)
    endif()
    if(f MATCHES "/app/cli/" AND in_ui)
      list(APPEND bad "${f}: editlens-cli links core only, not ui/: ${line}")
    endif()
    if(f MATCHES "/ui/compare/" AND in_ui AND path MATCHES "^annotate/")
      list(APPEND bad "${f}: ui/compare may not include ui/annotate (editors attach to the view): ${line}")
    endif()
  endforeach()
endforeach()

if(bad)
  string(REPLACE ";" "\n" bad "${bad}")
  message(FATAL_ERROR "architecture rule broken:\n${bad}")
endif()
message(STATUS "folder dependencies follow cmake/CheckDependencies.cmake")
