#include "currentitem.h"

#include "annotate/systemnamer.h"
#include "document/studydocument.h"

namespace editlens::ui {

CurrentItem::CurrentItem(const SystemNamer &namer, QObject *parent) : QObject(parent), m_namer(namer)
{
}

void CurrentItem::setDocument(core::StudyDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_stored = core::Item();
    m_shown = core::Item();
    if (!document)
        return;
    const auto upsert = [this](qint64 outputId, const core::Difference &d) {
        follow([&](core::Item &item) { return item.upsertDifference(outputId, d); });
    };
    connect(document, &core::StudyDocument::differenceAdded, this, upsert);
    connect(document, &core::StudyDocument::differenceChanged, this, upsert);
    connect(document, &core::StudyDocument::differenceRemoved, this, [this](qint64 outputId, qint64 differenceId) {
        follow([&](core::Item &item) { return item.removeDifference(outputId, differenceId); });
    });
    // A coherence label changes the difference's stored coherence; the signal names only the difference.
    connect(document, &core::StudyDocument::coherenceChanged, this, [this](qint64 differenceId) {
        if (!m_stored.hasDifference(differenceId) || !m_document)
            return;
        if (const auto stored = m_document->difference(differenceId))
            follow([&](core::Item &item) { return item.upsertDifference(stored->outputId, stored->difference); });
    });
}

template<typename Change>
void CurrentItem::follow(Change change)
{
    if (change(m_stored))
        m_shown = m_namer.displayItem(m_stored);
}

void CurrentItem::setItem(core::Item stored)
{
    m_stored = std::move(stored);
    m_shown = m_namer.displayItem(m_stored);
    m_outputIndex = m_shown.outputs.isEmpty() ? -1 : 0;
    for (int i = 0; i < m_shown.outputs.size(); ++i)
        if (m_shown.outputs[i].system == m_system) {
            m_outputIndex = i;
            break;
        }
    m_system = output(m_outputIndex) ? output(m_outputIndex)->system : QString();
    Q_EMIT itemChanged(m_shown, m_outputIndex);
}

void CurrentItem::setOutputIndex(int index)
{
    if (index == m_outputIndex)
        return;
    m_outputIndex = index;
    m_system = output(index) ? output(index)->system : QString();
    Q_EMIT outputChanged(index);
}

const core::Output *CurrentItem::output(int index) const
{
    return index >= 0 && index < m_shown.outputs.size() ? &m_shown.outputs[index] : nullptr;
}

} // namespace editlens::ui
