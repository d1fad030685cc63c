#pragma once

#include "report/reportdocument.h"
#include "storage/modelcallstore.h"

#include <QVector>

namespace editlens::core::report {

/// The model stages' cost: per stage the requests kept in the study (answered, unparseable, failed) and the tokens
/// the endpoint reported, with a total row; nothing when `totals` is empty (no stage ran). Reentrant.
void addModelCalls(ReportDocument &doc, const QVector<ModelCallTotals> &totals);

} // namespace editlens::core::report
