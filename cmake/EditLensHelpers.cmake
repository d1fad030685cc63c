# Shared compile settings for every EditLens target.
function(editlens_set_target_options target)
  target_compile_definitions(${target} PRIVATE
    QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_URL_CAST_FROM_STRING
    QT_NO_FOREACH QT_NO_KEYWORDS QT_NO_CAST_FROM_BYTEARRAY
    QT_STRICT_ITERATORS QT_USE_QSTRINGBUILDER
    EDITLENS_VERSION="${PROJECT_VERSION}")
  if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(${target} PRIVATE -Wall -Wextra -pedantic)
  endif()
endfunction()

# The real published files some tests check against (ImagenHub ratings, VIEScore judgements, MagicBrush pairs). They
# are never copied into the repository; a test that needs them skips with a message when this folder is absent.
set(EDITLENS_SHARED_DATA_DIR "${PROJECT_SOURCE_DIR}/../shared/data"
    CACHE PATH "Folder of the real published data files the data-backed tests read (skipped when absent)")

# editlens_add_test(NAME tst_foo SOURCES tst_foo.cpp LIBS editlens_core [GUI] [NEEDS_CLI] [SLOW] [TIMEOUT s])
# One Qt Test executable per unit; GUI tests run on the offscreen platform.
# SLOW: the test takes 10 s or more here (CONTRIBUTING's table); it gets the label `slow`, which the `fast` test
# preset leaves out. TIMEOUT: seconds before ctest kills it (default 180, about 10x the slowest unit measured; a
# hang is reported within minutes, not after a quarter of an hour).
function(editlens_add_test)
  cmake_parse_arguments(ARG "GUI;NEEDS_CLI;ALSO_ON_POSTGRESQL;NEEDS_POSTGRESQL;SLOW" "NAME;TIMEOUT" "SOURCES;LIBS;LABELS"
                        ${ARGN})
  add_executable(${ARG_NAME} ${ARG_SOURCES})
  editlens_set_target_options(${ARG_NAME})
  target_link_libraries(${ARG_NAME} PRIVATE Qt6::Test ${ARG_LIBS})
  target_include_directories(${ARG_NAME} PRIVATE ${PROJECT_SOURCE_DIR}/tests/common)
  target_compile_definitions(${ARG_NAME} PRIVATE
    EDITLENS_SHARED_DATA_DIR="${EDITLENS_SHARED_DATA_DIR}"
    EDITLENS_CLI_PATH="$<TARGET_FILE:editlens-cli>")
  if(ARG_NEEDS_CLI)
    add_dependencies(${ARG_NAME} editlens-cli) # runs the CLI: must see the current binary
  endif()
  add_test(NAME ${ARG_NAME} COMMAND ${ARG_NAME})
  if(NOT ARG_TIMEOUT)
    set(ARG_TIMEOUT 180)
  endif()
  if(ARG_SLOW)
    list(APPEND ARG_LABELS slow)
  endif()
  # Qt Test's own watchdog (5 min per test function by default) follows the ctest limit, so a slow, busy machine
  # is never a failure as long as the whole test finishes in time.
  math(EXPR function_timeout_ms "${ARG_TIMEOUT} * 1000")
  set(env "QT_QPA_PLATFORM=offscreen;QTEST_FUNCTION_TIMEOUT=${function_timeout_ms}")
  set(pg_env "EDITLENS_PG_ENV=${EDITLENS_PG_ENV_FILE}")
  if(ARG_NEEDS_POSTGRESQL)
    # Starts its own clients against the throwaway cluster (tests/pg/pgcluster.sh).
    set_tests_properties(${ARG_NAME} PROPERTIES ENVIRONMENT "${env};${pg_env}" TIMEOUT ${ARG_TIMEOUT}
                         LABELS "${ARG_LABELS};postgresql" FIXTURES_REQUIRED pgcluster)
  else()
    set_tests_properties(${ARG_NAME} PROPERTIES ENVIRONMENT "${env}" TIMEOUT ${ARG_TIMEOUT}
                         LABELS "${ARG_LABELS}")
  endif()
  if(ARG_ALSO_ON_POSTGRESQL)
    # The same test functions once more with every study on the throwaway PostgreSQL cluster.
    add_test(NAME ${ARG_NAME}_pg COMMAND ${ARG_NAME})
    set_tests_properties(${ARG_NAME}_pg PROPERTIES
                         ENVIRONMENT "${env};${pg_env};EDITLENS_TEST_ENGINE=postgresql" TIMEOUT ${ARG_TIMEOUT}
                         LABELS "${ARG_LABELS};postgresql" FIXTURES_REQUIRED pgcluster)
  endif()
endfunction()
