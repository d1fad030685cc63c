#include "systemnamer.h"

namespace editlens::ui {

SystemNamer::SystemNamer(QObject *parent) : QObject(parent)
{
}

core::Status SystemNamer::load(core::StudyStore &store, const QString &annotator, Audience audience)
{
    auto view = core::BlindView::load(store, annotator, audience == Audience::AnnotatorSession);
    if (!view)
        return view.error();
    m_view = view.value();
    Q_EMIT changed();
    return core::Status::success();
}

void SystemNamer::clear()
{
    m_view.blinded = false;
    m_view.planned.clear();
    Q_EMIT changed();
}

core::Item SystemNamer::displayItem(const core::Item &item) const
{
    return m_view.displayItem(item);
}

QVector<core::ItemSummary> SystemNamer::displaySummaries(QVector<core::ItemSummary> items) const
{
    return m_view.displaySummaries(std::move(items));
}

} // namespace editlens::ui
