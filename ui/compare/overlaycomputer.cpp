#include "overlaycomputer.h"

#include "compare/overlayjobs.h"
#include "util/workpool.h"

#include <QFutureWatcher>
#include <QtConcurrent>

namespace editlens::ui {

OverlayComputer::OverlayComputer(QObject *parent) : QObject(parent)
{
}

void OverlayComputer::reset()
{
    ++m_generation;
    m_heatMaps.clear();
    m_bpm.clear();
    m_running.clear();
}

void OverlayComputer::setBpmRules(core::BpmRules rules)
{
    if (rules == m_bpmRules)
        return;
    m_bpmRules = rules;
    m_bpm.clear();
    for (auto it = m_running.begin(); it != m_running.end();)
        it = it->startsWith(QLatin1String("bpm:")) ? m_running.erase(it) : std::next(it);
}

void OverlayComputer::setHeatMapKind(HeatMapKind kind)
{
    if (kind == m_kind)
        return;
    m_kind = kind;
    m_heatMaps.clear();
    for (auto it = m_running.begin(); it != m_running.end();)
        it = it->startsWith(QLatin1String("heat:")) ? m_running.erase(it) : std::next(it);
}

const QImage *OverlayComputer::heatMap(int output) const
{
    const auto it = m_heatMaps.constFind(output);
    return it == m_heatMaps.cend() ? nullptr : &*it;
}

const BpmOverlayData *OverlayComputer::bpm(int output) const
{
    const auto it = m_bpm.constFind(output);
    return it == m_bpm.cend() ? nullptr : &*it;
}

void OverlayComputer::requestHeatMap(int output, const QImage &source, const QImage &edited)
{
    const QString tag = QStringLiteral("heat:%1").arg(output);
    if (m_heatMaps.contains(output) || m_running.contains(tag) || source.isNull() || edited.isNull())
        return;
    m_running.insert(tag);
    const quint64 generation = m_generation;
    const HeatMapKind kind = m_kind;
    auto *watcher = new QFutureWatcher<QImage>(this);
    connect(watcher, &QFutureWatcher<QImage>::finished, this, [this, watcher, generation, kind, output, tag] {
        watcher->deleteLater();
        if (generation != m_generation || kind != m_kind)
            return; // another item or kind meanwhile
        m_running.remove(tag);
        m_heatMaps.insert(output, watcher->result());
        Q_EMIT heatMapReady(output);
    });
    watcher->setFuture(QtConcurrent::run(workPool(), [source, edited, kind] {
        QString error;
        return computeHeatMapOverlay(source, edited, kind, &error);
    }));
}

void OverlayComputer::requestBpm(const core::Item &item, int output, const QImage &source, const QImage &edited,
                                 QSize editedNativeSize, const QString &studyRoot)
{
    const QString tag = QStringLiteral("bpm:%1").arg(output);
    if (m_bpm.contains(output) || m_running.contains(tag) || source.isNull() || edited.isNull())
        return;
    m_running.insert(tag);
    const quint64 generation = m_generation;
    auto *watcher = new QFutureWatcher<BpmOverlayData>(this);
    const core::BpmRules rules = m_bpmRules;
    connect(watcher, &QFutureWatcher<BpmOverlayData>::finished, this, [this, watcher, generation, output, tag, rules] {
        watcher->deleteLater();
        if (generation != m_generation || rules != m_bpmRules)
            return;
        m_running.remove(tag);
        m_bpm.insert(output, watcher->result());
        Q_EMIT bpmReady(output);
    });
    watcher->setFuture(
        QtConcurrent::run(workPool(), [item, output, source, edited, editedNativeSize, studyRoot, rules] {
            return computeBpmOverlay(item, output, source, edited, editedNativeSize, studyRoot, rules);
        }));
}

} // namespace editlens::ui
