# cmake -DIDS_TOOL=<registry_ids> -DROOT=<source dir> -P CheckRegistryDocs.cmake
#
# Keeps three statements true that drifted when they were kept by hand:
#   - every import format has a fuzz harness (FUZZING.md): a target in EDITLENS_FUZZ_TARGETS whose
#     tests/fuzz/fuzz_<target>.cpp calls checkImport(ws, QStringLiteral("<id>") ...);
#   - the README's `import` and `export` synopses list every import and export format id;
#   - the README names every metric id of the registry, in backquotes.
# The ids come from the registries themselves (registry_ids), so a new format or metric is checked at once. Every
# miss is reported, each naming the id and what to add; the script fails when there is any.
cmake_minimum_required(VERSION 3.22)
foreach(var IDS_TOOL ROOT)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "CheckRegistryDocs.cmake needs -D${var}=...")
  endif()
endforeach()

execute_process(COMMAND ${IDS_TOOL} OUTPUT_VARIABLE ids_text RESULT_VARIABLE ids_rc ERROR_VARIABLE ids_err)
if(NOT ids_rc EQUAL 0)
  message(FATAL_ERROR "${IDS_TOOL} failed (${ids_rc}): ${ids_err}")
endif()
string(REPLACE "\n" ";" id_lines "${ids_text}")
set(import_ids)
set(export_ids)
set(metric_ids)
foreach(line IN LISTS id_lines)
  if(line MATCHES "^(import|export|metric) (.+)$")
    list(APPEND ${CMAKE_MATCH_1}_ids "${CMAKE_MATCH_2}")
  endif()
endforeach()
if(NOT import_ids OR NOT export_ids OR NOT metric_ids)
  message(FATAL_ERROR "registry_ids printed no import, export or metric ids:\n${ids_text}")
endif()

set(problems)

# Every import format id has a harness among the fuzz targets.
file(READ ${ROOT}/tests/fuzz/CMakeLists.txt fuzz_cmake)
if(NOT fuzz_cmake MATCHES "set\\(EDITLENS_FUZZ_TARGETS ([^)]*)\\)")
  message(FATAL_ERROR "tests/fuzz/CMakeLists.txt: no set(EDITLENS_FUZZ_TARGETS ...) line")
endif()
string(REGEX REPLACE "[ \t\n]+" ";" fuzz_targets "${CMAKE_MATCH_1}")
set(harness_text)
foreach(target IN LISTS fuzz_targets)
  set(harness ${ROOT}/tests/fuzz/fuzz_${target}.cpp)
  if(NOT EXISTS ${harness})
    list(APPEND problems "fuzz target '${target}' is in EDITLENS_FUZZ_TARGETS but tests/fuzz/fuzz_${target}.cpp is missing")
    continue()
  endif()
  file(READ ${harness} text)
  string(APPEND harness_text "${text}")
endforeach()
foreach(id IN LISTS import_ids)
  string(FIND "${harness_text}" "checkImport(ws, QStringLiteral(\"${id}\")" at)
  if(at LESS 0)
    list(APPEND problems "import format '${id}' has no fuzz target: add tests/fuzz/fuzz_<name>.cpp calling \
checkImport(ws, QStringLiteral(\"${id}\"), ...), a seed folder corpus/<name>/ and <name> in EDITLENS_FUZZ_TARGETS \
(FUZZING.md, \"To add a target\")")
  endif()
endforeach()

# The README's command synopses list every format: `import ... [--format auto\|a\|b]` and `export ... --format a\|b OUT`.
file(READ ${ROOT}/README.md readme)
function(check_synopsis kind regex)
  if(NOT readme MATCHES "${regex}")
    list(APPEND problems "README.md: no `editlens-cli ${kind}` synopsis with --format found")
  else()
    string(REPLACE "\\|" ";" listed "${CMAKE_MATCH_1}")
    foreach(id IN LISTS ${kind}_ids)
      if(NOT id IN_LIST listed)
        list(APPEND problems "README.md: the `editlens-cli ${kind}` synopsis does not list --format '${id}'")
      endif()
    endforeach()
  endif()
  set(problems "${problems}" PARENT_SCOPE)
endfunction()
check_synopsis(import "editlens-cli import STUDY SRC \\[--format auto\\\\\\|([^] ]+)\\]")
check_synopsis(export "editlens-cli export STUDY --format ([^ ]+) OUT")

# The README names every metric, in backquotes (alone or in a longer span such as `--metrics l1,psnr`). The spans
# are taken in order, so the text between two spans never counts.
string(REGEX MATCHALL "`[^`\n]*`" spans "${readme}")
string(JOIN " " span_text ${spans})
foreach(id IN LISTS metric_ids)
  if(NOT span_text MATCHES "[^A-Za-z0-9_]${id}[^A-Za-z0-9_]")
    list(APPEND problems "README.md does not name metric '${id}' (in backquotes)")
  endif()
endforeach()

if(problems)
  list(LENGTH problems n)
  string(REPLACE ";" "\n  " text "${problems}")
  message(FATAL_ERROR "${n} statement(s) of the documents no longer match the registries:\n  ${text}")
endif()
list(LENGTH import_ids ni)
list(LENGTH export_ids ne)
list(LENGTH metric_ids nm)
message(STATUS "every one of ${ni} import formats has a fuzz target; README lists ${ni} import and ${ne} export "
               "formats and names ${nm} metrics")
