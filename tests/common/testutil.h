#pragma once

#include "util/error.h"

#include <QTest>

/// QVERIFY for Result/Status values that prints the error on failure.
#define EL_VERIFY_OK(expr)                                                                                             \
    do {                                                                                                               \
        const auto &el_result_ = (expr);                                                                               \
        QVERIFY2(el_result_.ok(), el_result_.ok() ? "" : qPrintable(el_result_.error().toString()));                   \
    } while (false)
