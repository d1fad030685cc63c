#include "endpointsettings.h"

#include <QSettings>

namespace editlens::ui::endpointsettings {

namespace {

// QSettings arrays of plain strings, so that the settings file shows exactly what is kept (and what is not).
const QString endpointsKey = QStringLiteral("modelStages/endpoints");
const QString latencyKey = QStringLiteral("modelStages/latencies");
constexpr int maxRemembered = 20;

// Only the fields a user chose in the dialog; the key is not a field of EndpointConfig, so it cannot end up here.
void write(QSettings &settings, const core::endpoint::EndpointConfig &c)
{
    settings.setValue(QStringLiteral("name"), c.name);
    settings.setValue(QStringLiteral("url"), c.baseUrl.toString());
    settings.setValue(QStringLiteral("model"), c.model);
    settings.setValue(QStringLiteral("keyEnv"), c.keyEnv);
    settings.setValue(QStringLiteral("keyFile"), c.keyFile);
    settings.setValue(QStringLiteral("maxInFlight"), c.maxInFlight);
}

core::endpoint::EndpointConfig read(const QSettings &settings)
{
    core::endpoint::EndpointConfig c;
    c.name = settings.value(QStringLiteral("name")).toString();
    c.baseUrl = QUrl(settings.value(QStringLiteral("url")).toString());
    c.model = settings.value(QStringLiteral("model")).toString();
    c.keyEnv = settings.value(QStringLiteral("keyEnv")).toString();
    c.keyFile = settings.value(QStringLiteral("keyFile")).toString();
    c.maxInFlight = std::max(1, settings.value(QStringLiteral("maxInFlight"), c.maxInFlight).toInt());
    return c;
}

struct Latency
{
    QString name;
    QString model;
    qint64 ms = 0;
};

// Reading an array needs beginReadArray(), which QSettings offers only on a non-const object: hence the references.
QVector<Latency> latencies(QSettings &settings)
{
    QVector<Latency> out;
    const int n = settings.beginReadArray(latencyKey);
    for (int i = 0; i < n; ++i) {
        settings.setArrayIndex(i);
        out.push_back({settings.value(QStringLiteral("name")).toString(),
                       settings.value(QStringLiteral("model")).toString(),
                       settings.value(QStringLiteral("ms")).toLongLong()});
    }
    settings.endArray();
    return out;
}

} // namespace

QVector<core::endpoint::EndpointConfig> remembered(QSettings &settings)
{
    QVector<core::endpoint::EndpointConfig> out;
    const int n = settings.beginReadArray(endpointsKey);
    for (int i = 0; i < n; ++i) {
        settings.setArrayIndex(i);
        core::endpoint::EndpointConfig c = read(settings);
        if (!c.name.isEmpty())
            out << c;
    }
    settings.endArray();
    return out;
}

void remember(QSettings &settings, const core::endpoint::EndpointConfig &config)
{
    QVector<core::endpoint::EndpointConfig> list{config};
    for (const core::endpoint::EndpointConfig &c : remembered(settings))
        if (c.name != config.name && list.size() < maxRemembered)
            list << c;
    settings.remove(endpointsKey);
    settings.beginWriteArray(endpointsKey, int(list.size()));
    for (int i = 0; i < list.size(); ++i) {
        settings.setArrayIndex(i);
        write(settings, list[i]);
    }
    settings.endArray();
}

std::optional<qint64> measuredLatencyMs(QSettings &settings, const QString &name, const QString &model)
{
    for (const Latency &l : latencies(settings))
        if (l.name == name && l.model == model)
            return l.ms;
    return std::nullopt;
}

void setMeasuredLatencyMs(QSettings &settings, const QString &name, const QString &model, qint64 latencyMs)
{
    QVector<Latency> list{{name, model, latencyMs}};
    for (const Latency &l : latencies(settings))
        if ((l.name != name || l.model != model) && list.size() < maxRemembered)
            list << l;
    settings.remove(latencyKey);
    settings.beginWriteArray(latencyKey, int(list.size()));
    for (int i = 0; i < list.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("name"), list[i].name);
        settings.setValue(QStringLiteral("model"), list[i].model);
        settings.setValue(QStringLiteral("ms"), list[i].ms);
    }
    settings.endArray();
}

} // namespace editlens::ui::endpointsettings
