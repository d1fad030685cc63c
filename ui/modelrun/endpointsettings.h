#pragma once

#include "endpoint/endpointconfig.h"

#include <QString>
#include <QVector>

#include <optional>

class QSettings;

namespace editlens::ui {

/// The endpoints Study → Run Model Stages… remembers between runs, and the latency last measured on each, in the
/// window's QSettings (never a global one), as arrays of plain strings. What is stored is where a key comes from (an
/// environment variable's name or a key file's path), never a key: EndpointConfig holds no key, and nothing here
/// reads one. The readers take the settings by non-const reference because QSettings reads arrays only so; they write
/// nothing. GUI thread only.
namespace endpointsettings {

/// Remembered endpoints, most recently used first.
QVector<core::endpoint::EndpointConfig> remembered(QSettings &settings);
/// Puts `config` first (replacing one of the same name); the list keeps at most 20.
void remember(QSettings &settings, const core::endpoint::EndpointConfig &config);
/// The mean latency per request last measured on endpoint `name` with `model`, in milliseconds; nullopt when never.
std::optional<qint64> measuredLatencyMs(QSettings &settings, const QString &name, const QString &model);
void setMeasuredLatencyMs(QSettings &settings, const QString &name, const QString &model, qint64 latencyMs);

} // namespace endpointsettings

} // namespace editlens::ui
