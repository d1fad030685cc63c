#pragma once

#include "modelstages/answerparse.h"
#include "modelstages/stagerequests.h"
#include "study/studydata.h"

#include <QJsonObject>
#include <QString>
#include <QVector>

namespace editlens::core::modelstages {

/// An answer read for its stage: the values to store, or why it cannot be read. Value type.
struct ReadAnswer
{
    bool ok = false;
    QString error;
    QString json; ///< the parsed value as compact JSON, for the audit
    QJsonObject parse;
    QVector<Difference> differences;
    CoherenceAnswer coherence;
    SubScoreAnswer subScores;
    QString verdict;
};

/// Reads `raw`, the answer to `request`, with the reader of its stage (answerparse.h); boxes in `convention`, against
/// the request's image size. Never a default: an answer the reader refuses is `ok == false` with the reason.
ReadAnswer readAnswer(const StageRequest &request, const QString &raw, BoxConvention convention);

} // namespace editlens::core::modelstages
