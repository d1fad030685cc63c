#include "itemnavigator.h"

#include "annotate/systemnamer.h"
#include "compare/comparisonview.h"
#include "currentitem.h"
#include "docks/scoresdock.h"
#include "docks/studybrowser.h"
#include "docks/studyextrasloader.h"
#include "document/studydocument.h"
#include "itemmodels/itemfiltermodel.h"
#include "itemmodels/itemlistmodel.h"
#include "scoring/metricregistry.h"
#include "study/metricids.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QStatusBar>
#include <QTimer>

namespace editlens::ui {

// The texts were first the study window's and are translated in its context, "editlens::ui::MainWindow"; they keep
// it so that the shipped translations still apply.

ItemNavigator::ItemNavigator(Parts parts, QObject *parent)
    : QObject(parent)
    , m_parts(parts)
    , m_extrasLoader(new StudyExtrasLoader(this))
    , m_countsTimer(new QTimer(this))
{
    connect(m_parts.browser, &StudyBrowser::currentItemChanged, this, &ItemNavigator::showItem);
    connect(m_extrasLoader, &StudyExtrasLoader::loaded, this, &ItemNavigator::onExtras);
    // A burst of changes (a remote batch, a hand-out merged) counts once, when it is over.
    m_countsTimer->setSingleShot(true);
    m_countsTimer->setInterval(0);
    connect(m_countsTimer, &QTimer::timeout, this, &ItemNavigator::showCounts);
}

void ItemNavigator::setDocument(core::StudyDocument *document)
{
    for (const QMetaObject::Connection &c : std::as_const(m_documentConnections))
        disconnect(c); // safe after the old document is gone: its connections went with it
    m_documentConnections.clear();
    m_document = document;
    m_extrasLoaded = false;
    if (!m_document)
        return;
    // The counts follow every rating and preference, this window's and other clients', not only an item reload.
    const auto recount = [this] { m_countsTimer->start(); };
    m_documentConnections = {connect(m_document, &core::StudyDocument::ratingChanged, this, recount),
                             connect(m_document, &core::StudyDocument::preferenceChanged, this, recount),
                             connect(m_document, &core::StudyDocument::remoteChange, this, recount)};
}

void ItemNavigator::showCounts()
{
    if (!m_document)
        return;
    auto counts = store()->counts();
    if (!counts)
        return;
    const QString text = QCoreApplication::translate("editlens::ui::MainWindow",
                                                     "%1 items · %2 outputs · %3 systems · %4 ratings by %5 annotators")
                             .arg(counts.value().items)
                             .arg(counts.value().outputs)
                             .arg(counts.value().systems)
                             .arg(counts.value().ratings)
                             .arg(counts.value().annotators);
    // A passing message (an error shown for a few seconds) keeps its time; the counts come back after it.
    const QString shown = m_parts.statusBar->currentMessage();
    if (shown.isEmpty() || shown == m_countsText)
        m_parts.statusBar->showMessage(text);
    m_countsText = text;
}

core::StudyStore *ItemNavigator::store() const
{
    return m_document ? &m_document->store() : nullptr;
}

void ItemNavigator::reloadItems()
{
    const qint64 current = m_parts.current->shown().id;
    auto items = store()->itemSummaries();
    if (!items) {
        QMessageBox::warning(m_parts.window,
                             QCoreApplication::translate("editlens::ui::MainWindow", "Cannot read the study"),
                             items.error().toString());
        return;
    }
    m_parts.items->setItems(m_parts.namer->displaySummaries(std::move(items).value()));
    m_countsText.clear();
    m_parts.statusBar->clearMessage();
    showCounts();
    m_parts.current->forget(); // the reset cleared the browser's selection: show the item again
    const int row = m_parts.items->rowOfItem(current);
    selectItemRow(row >= 0 ? row : 0);
    // Metric columns, edit types and BPM components follow on a worker thread.
    reloadExtras();
    Q_EMIT itemsReloaded(store()->filePath());
}

void ItemNavigator::reloadExtras()
{
    m_extrasLoader->load(store()->filePath(), m_parts.metrics->metric(core::metricid::bpm)->version);
}

void ItemNavigator::onExtras(const StudyExtras &extras)
{
    if (!m_document)
        return;
    if (!extras.error.isEmpty()) {
        m_parts.statusBar->showMessage(QCoreApplication::translate("editlens::ui::MainWindow",
                                                                   "Cannot read the study's scores: %1")
                                           .arg(extras.error),
                                       8000);
        return;
    }
    const QHash<QString, QString> names = m_parts.metrics->storedNames();
    const qint64 current = m_parts.current->shown().id;
    m_parts.items->setEditTypes(extras.editTypes);
    m_parts.items->setScoreSummary(extras.scores, names);
    m_parts.browser->refreshChoices();
    // The reset above cleared the selection; put it back without reloading the item.
    const QSignalBlocker block(m_parts.browser);
    selectItemRow(std::max(0, m_parts.items->rowOfItem(current)));
    m_parts.scores->setStudyBpm(extras.bpm);
    m_extrasLoaded = true;
    Q_EMIT extrasChanged();
}

void ItemNavigator::showItem(qint64 itemId)
{
    if (!m_document || itemId == 0 || itemId == m_parts.current->shown().id)
        return;
    auto item = store()->loadItem(itemId);
    if (!item) {
        QMessageBox::warning(m_parts.window,
                             QCoreApplication::translate("editlens::ui::MainWindow", "Cannot load the item"),
                             item.error().toString());
        return;
    }
    m_parts.current->setItem(std::move(item).value()); // the header, the comparison and the docks follow
    if (!m_document->annotator().isEmpty())
        m_document->openItem(itemId); // session timing; a failure is reported through writeFailed
    // Decode the neighbours in the browser's order now, so that the next step paints from the cache.
    QVector<core::ItemSummary> neighbours;
    for (const core::ItemSummary *n : m_parts.browser->neighbours())
        neighbours.push_back(*n);
    m_parts.compare->prefetch(neighbours);
}

bool ItemNavigator::showItemById(qint64 itemId)
{
    const int row = m_parts.items->rowOfItem(itemId);
    if (row < 0)
        return false;
    selectItemRow(row);
    if (m_parts.current->shown().id != itemId) // filtered out of the browser's view: show it anyway
        showItem(itemId);
    return m_parts.current->shown().id == itemId;
}

bool ItemNavigator::openItemByKey(const QString &itemKey)
{
    for (int row = 0; row < m_parts.items->rowCount(); ++row) {
        const core::ItemSummary *item = m_parts.items->itemAt(row);
        if (item && item->key == itemKey) {
            ItemFilterModel *filter = m_parts.browser->filterModel();
            if (!filter->mapFromSource(m_parts.items->index(row, 0)).isValid())
                filter->setKeyFilter({}); // the brush hides it
            selectItemRow(row);
            showItem(item->id); // also when the browser still hides it behind another filter
            return true;
        }
    }
    return false;
}

void ItemNavigator::selectItemRow(int row)
{
    m_parts.browser->selectSourceRow(row);
}

} // namespace editlens::ui
