cmake_minimum_required(VERSION 3.22)
# Statements and transactions go through the storage plumbing (ctest sql_through_plumbing). Run as:
#   cmake -DROOT=<source dir> -P CheckSqlPlumbing.cmake
# core/storage/sqlexec.h runs statements and turns a failed one into a Status (execOrFail, execSql, execFirstRow,
# execSqlFirstRow, execBound), and WriteTransaction / ReadSnapshot begin and end transactions. Outside those files (and
# the dialects, which hold the engines' BEGIN statements), no line of core/, ui/ or app/ (comments aside) may
#  - run a statement by hand, in a file that uses Qt SQL: any `q.exec(` or `q->exec(`, so neither a check
#    (`!q.exec(`, `if (q.exec(…))`) nor a probe (`q.exec(…) && q.next()`, `q.exec() ? … : fallback`) nor an exec whose
#    failure is ignored; a probe with a fallback keeps it explicitly: `if (!execFirstRow(…)) return fallback;`,
#  - begin, commit or roll back a transaction of its own: `.transaction()`, `.rollback()`, `db.commit()`,
#    `database().commit()`, or the statements "BEGIN…", "COMMIT…", "ROLLBACK…", "START TRANSACTION…".
# Each hit is printed as file:line: the line. (`commit()` of a QSaveFile or of a WriteTransaction is not a hit.)

get_filename_component(ROOT "${ROOT}" ABSOLUTE)

set(plumbing
  "core/storage/sqlexec.h"
  "core/storage/sqlexec.cpp"
  "core/storage/writetransaction.h"
  "core/storage/writetransaction.cpp"
  "core/storage/readsnapshot.h"
  "core/storage/readsnapshot.cpp"
  "core/storage/sqldialect.h"
  "core/storage/sqldialect.cpp"
  "core/storage/pgdialect.h"
  "core/storage/pgdialect.cpp")

set(handRun "(\\.|->)exec\\(")
set(ownTransaction
    "(\\.|->)(transaction|rollback)\\(\\)|([dD][bB]|database\\([^)]*\\))(\\.|->)commit\\(\\)|\"(BEGIN|COMMIT|ROLLBACK|START TRANSACTION)")

set(bad "")
set(scanned 0)
file(GLOB_RECURSE sources "${ROOT}/core/*.h" "${ROOT}/core/*.cpp" "${ROOT}/ui/*.h" "${ROOT}/ui/*.cpp"
     "${ROOT}/app/*.h" "${ROOT}/app/*.cpp")
foreach(f IN LISTS sources)
  file(RELATIVE_PATH rel "${ROOT}" "${f}")
  if(rel IN_LIST plumbing)
    continue()
  endif()
  math(EXPR scanned "${scanned} + 1")
  file(READ "${f}" text)
  # A QDialog's exec() is no statement: the exec check is for files that use Qt SQL.
  string(FIND "${text}" "QSql" usesSql)
  # One list element per line: the characters a CMake list gives meaning to are masked first.
  string(REPLACE ";" "<semicolon>" text "${text}")
  string(REPLACE "[" "<open>" text "${text}")
  string(REPLACE "]" "<close>" text "${text}")
  string(REPLACE "\\" "<backslash>" text "${text}")
  string(REPLACE "\n" ";" lines "${text}")
  set(number 0)
  foreach(line IN LISTS lines)
    math(EXPR number "${number} + 1")
    string(REGEX REPLACE "//.*" "" code "${line}")
    if(code MATCHES "${ownTransaction}" OR (usesSql GREATER -1 AND code MATCHES "${handRun}"))
      string(STRIP "${line}" shown)
      list(APPEND bad "${rel}:${number}: ${shown}")
    endif()
  endforeach()
endforeach()

if(scanned LESS 100)
  message(FATAL_ERROR "scanned only ${scanned} files under ${ROOT}; is ROOT the source directory?")
endif()
if(bad)
  list(LENGTH bad count)
  list(JOIN bad "\n" text)
  # The masked characters back, now that the lines are one string.
  string(REPLACE "<semicolon>" ";" text "${text}")
  string(REPLACE "<open>" "[" text "${text}")
  string(REPLACE "<close>" "]" text "${text}")
  string(REPLACE "<backslash>" "\\" text "${text}")
  # Printed as they are (an error message would be wrapped), so that an editor can jump to each file:line.
  message(NOTICE "${text}")
  message(FATAL_ERROR "${count} statement(s) run or transaction(s) begun outside the storage plumbing: use execOrFail, "
                      "execSql, execFirstRow, execSqlFirstRow or execBound (core/storage/sqlexec.h), WriteTransaction "
                      "or ReadSnapshot")
endif()
message(STATUS "${scanned} files: every statement and transaction goes through the storage plumbing")
