# Heavy libraries are loaded on first use, not at start (core/util/lazymodule.h): EXE must not map any library
# matching FORBIDDEN (a regex) while it answers ARGS. glibc's loader names every library it initialises with
# LD_DEBUG=libs. With DEMO_DIR and CLI set, a fresh unscored demo study is made there first and @STUDY@ in ARGS
# stands for it. Run as:
#   cmake -DEXE=<executable> "-DARGS=info @STUDY@" "-DFORBIDDEN=libtorch|libc10" [-DCLI=… -DDEMO_DIR=…]
#         -P CheckStartupLibraries.cmake
if(DEMO_DIR)
  file(REMOVE_RECURSE "${DEMO_DIR}")
  execute_process(COMMAND ${CLI} demo ${DEMO_DIR} --unscored RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${CLI} demo ${DEMO_DIR} failed (${rc}): ${err}")
  endif()
  string(REPLACE "@STUDY@" "${DEMO_DIR}/demo.editlens" ARGS "${ARGS}")
endif()
separate_arguments(args UNIX_COMMAND "${ARGS}")
execute_process(COMMAND ${CMAKE_COMMAND} -E env LD_DEBUG=libs QT_QPA_PLATFORM=offscreen ${EXE} ${args}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${EXE} ${ARGS} failed (${rc}):\n${out}")
endif()
string(FIND "${err}" "calling init:" any)
if(any EQUAL -1)
  message(FATAL_ERROR "LD_DEBUG=libs printed nothing: cannot check ${EXE} (not glibc?)")
endif()
string(REGEX MATCHALL "calling init: [^\n]*(${FORBIDDEN})[^\n]*" heavy "${err}")
if(heavy)
  string(REPLACE ";" "\n" heavy "${heavy}")
  message(FATAL_ERROR "${EXE} ${ARGS} loaded libraries it does not need:\n${heavy}")
endif()
message(STATUS "${EXE} ${ARGS}: nothing matching ${FORBIDDEN} was loaded")
