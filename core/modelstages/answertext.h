#pragma once

#include <QJsonValue>
#include <QString>

#include <optional>

/// What the answer readers share (answerparse.cpp, answerboxes.cpp); not for use outside them.
namespace editlens::core::modelstages {

/// Where the first JSON object or list of an answer is: found (with its value), malformed (with the reason), or
/// neither (no JSON at all, which a reader of a plain-text form may accept). Value type.
struct JsonSearch
{
    bool found = false;
    QJsonValue value;
    QString malformed; ///< translated reason when the first JSON is malformed or cut off; empty otherwise
};
/// What a search looks for: the first JSON object, or the first object or list.
enum class JsonShape { Object, ObjectOrList };
/// The search extractJson() makes (with ObjectOrList); with Object, a '[' is never where the JSON starts.
JsonSearch searchJson(const QString &answer, JsonShape shape);

/// A finite number, or a string holding only one (" 7 ", "0.85"): models quote numbers. Anything else is nullopt.
std::optional<double> numberIn(const QJsonValue &value);

} // namespace editlens::core::modelstages
