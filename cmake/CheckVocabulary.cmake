cmake_minimum_required(VERSION 3.22)
# The study's vocabulary is spelled once (ctest vocabulary_spelled_once). Run as:
#   cmake -DROOT=<source dir> -P CheckVocabulary.cmake
# Every metric id that core/study/metricids.h defines, and every origin name that core/study/differenceorigin.h
# defines, is a string literal there and nowhere else in core/, ui/ or app/ (comments aside): elsewhere code names the
# constant, so that renaming one, or finding its readers, has one place to start. A literal that spells a word of the
# vocabulary but means something else is listed below with the reason.

get_filename_component(ROOT "${ROOT}" ABSOLUTE)

# file:word pairs that spell a word of the vocabulary but are another vocabulary.
set(allowed
  # the BPM import format's id, the tag its items get, and the field name its file gives the combined value
  "core/io/bpmimport.cpp:bpm"
  # the rubric preset's name
  "core/study/rubric.cpp:bpm"
  # model roles of the model manifest (models/models.json), a file format
  "core/inference/modelregistry.cpp:dino"
  "core/inference/modelregistry.cpp:lpips"
  # a key of the COCO export's JSON, a file format
  "core/io/cocoexport.cpp:truth"
  # the origin kind's name in the difference summary's JSON (`align --json`), a file format
  "core/alignment/differencesummary.cpp:truth")

set(words "")
set(homes "")
foreach(home IN ITEMS "core/study/metricids.h" "core/study/differenceorigin.h")
  file(READ "${ROOT}/${home}" header)
  string(REGEX MATCHALL "QLatin1String [A-Za-z0-9_]+\\(\"[^\"]+\"\\)" definitions "${header}")
  list(LENGTH definitions count)
  if(count LESS 4)
    message(FATAL_ERROR "${home}: read only ${count} constants; has its form changed?")
  endif()
  foreach(d IN LISTS definitions)
    string(REGEX REPLACE ".*\\(\"([^\"]+)\"\\)" "\\1" word "${d}")
    list(APPEND words "${word}")
    set(home_of_${word} "${home}")
  endforeach()
  list(APPEND homes "${home}")
endforeach()

set(bad "")
file(GLOB_RECURSE sources "${ROOT}/core/*.h" "${ROOT}/core/*.cpp" "${ROOT}/ui/*.h" "${ROOT}/ui/*.cpp"
     "${ROOT}/app/*.h" "${ROOT}/app/*.cpp")
foreach(f IN LISTS sources)
  file(RELATIVE_PATH rel "${ROOT}" "${f}")
  if(rel IN_LIST homes)
    continue()
  endif()
  file(READ "${f}" text)
  # Comments may name the words ("e.g. clip_i"); only code counts.
  string(REGEX REPLACE "//[^\n]*" "" text "${text}")
  foreach(word IN LISTS words)
    string(FIND "${text}" "\"${word}\"" at)
    if(at GREATER -1 AND NOT "${rel}:${word}" IN_LIST allowed)
      list(APPEND bad "${rel}: \"${word}\" spelled as a literal (use its constant in ${home_of_${word}})")
    endif()
  endforeach()
endforeach()

if(bad)
  list(JOIN bad "\n" text)
  message(FATAL_ERROR "${text}")
endif()
list(LENGTH words count)
list(JOIN homes " and " where)
message(STATUS "the ${count} words of ${where} are spelled nowhere else")
