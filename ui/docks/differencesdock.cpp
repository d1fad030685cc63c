#include "differencesdock.h"

#include "study/differenceorigin.h"

#include "document/commands/differencecommands.h"
#include "document/studydocument.h"
#include "guiutil/focusreturn.h"
#include "itemmodels/differencesmodel.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

#include <algorithm>

namespace editlens::ui {

namespace {

/// Hides differences whose confidence is under the threshold; a box without a confidence always shows.
class ThresholdProxy : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setThreshold(double threshold)
    {
        m_threshold = threshold;
        invalidateRowsFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        const QModelIndex i = sourceModel()->index(row, 0, parent);
        const QVariant confidence = i.data(DifferencesModel::ConfidenceRole);
        return !confidence.isValid() || confidence.toDouble() >= m_threshold;
    }

private:
    double m_threshold = 0.0;
};

/// Lets a line edit take Return and Enter (to commit its text) even when an action uses those keys as a shortcut.
class KeepReturn : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::ShortcutOverride) {
            const int key = static_cast<QKeyEvent *>(event)->key();
            if (key == Qt::Key_Return || key == Qt::Key_Enter) {
                event->accept();
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }
};

QAction *makeAction(QObject *parent, const QString &id, const QString &text, const QList<QKeySequence> &keys)
{
    auto *a = new QAction(text, parent);
    a->setObjectName(id);
    a->setShortcuts(keys);
    a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    a->setEnabled(false);
    return a;
}

} // namespace

DifferencesDock::DifferencesDock(QWidget *parent)
    : QDockWidget(tr("Differences"), parent)
    , m_model(new DifferencesModel(this))
    , m_proxy(new ThresholdProxy(this))
    , m_view(new QTableView(this))
    , m_threshold(new QSlider(Qt::Horizontal, this))
    , m_thresholdLabel(new QLabel(this))
    , m_count(new QLabel(this))
    , m_accept(makeAction(this, QStringLiteral("differences.accept"), tr("Accept Difference"),
                          {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)}))
    , m_reject(makeAction(this, QStringLiteral("differences.reject"), tr("Reject Difference"),
                          {QKeySequence(Qt::Key_Backspace)}))
    , m_coherent(
          makeAction(this, QStringLiteral("differences.coherentYes"), tr("Coherent: YES"), {QKeySequence(Qt::Key_Y)}))
    , m_incoherent(
          makeAction(this, QStringLiteral("differences.coherentNo"), tr("Coherent: NO"), {QKeySequence(Qt::Key_N)}))
{
    setObjectName(QStringLiteral("DifferencesDock"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(DifferencesModel::SortRole);
    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->setWordWrap(false);
    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The description keeps room for its header and a few words whatever the dock's width; the origin ("ground
    // truth (editlens-demo)") takes what is left, elided, with the full text in its tooltip.
    header->setSectionResizeMode(DifferencesModel::DescriptionColumn, QHeaderView::Interactive);
    m_view->setColumnWidth(DifferencesModel::DescriptionColumn,
                           m_view->fontMetrics().horizontalAdvance(
                               m_model->headerData(DifferencesModel::DescriptionColumn, Qt::Horizontal).toString())
                               + 48);
    header->setSectionResizeMode(DifferencesModel::OriginColumn, QHeaderView::Stretch);
    header->setStretchLastSection(false);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);

    m_threshold->setRange(0, 100);
    m_threshold->setObjectName(QStringLiteral("ConfidenceThreshold"));
    m_threshold->setToolTip(tr("Hide differences whose confidence is under this threshold"));
    m_thresholdLabel->setMinimumWidth(m_thresholdLabel->fontMetrics().horizontalAdvance(QStringLiteral("≥ 0.00 ")));
    connect(m_threshold, &QSlider::valueChanged, this, [this](int value) {
        const double t = value / 100.0;
        m_thresholdLabel->setText(tr("≥ %1").arg(QLocale().toString(t, 'f', 2)));
        const qint64 selected = selectedDifference();
        static_cast<ThresholdProxy *>(m_proxy)->setThreshold(t);
        if (selected != 0 && selectedDifference() != selected)
            selectDifference(selected); // reselect when it is still shown
        updateCount();
        Q_EMIT confidenceThresholdChanged(t);
    });
    m_thresholdLabel->setText(tr("≥ %1").arg(QLocale().toString(0.0, 'f', 2)));

    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (m_syncing || !current.isValid())
                    return;
                Q_EMIT differenceActivated(current.data(DifferencesModel::DifferenceIdRole).toLongLong());
            });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &DifferencesDock::updateEditor);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &DifferencesDock::updateEditor);
    // What a review does to the truth, said where it is done (the one rule is core::isTruthDifference()).
    m_accept->setToolTip(tr("Accept the selected detector box as a real change: it becomes your annotation (truth) "
                            "once you mark the output complete"));
    m_reject->setToolTip(tr("Reject the selected detector box: not a change, or not there; it never counts as truth"));
    connect(m_accept, &QAction::triggered, this, [this] { review(core::ReviewDecision::Accepted); });
    connect(m_reject, &QAction::triggered, this, [this] { review(core::ReviewDecision::Rejected); });
    connect(m_coherent, &QAction::triggered, this, [this] { label(true); });
    connect(m_incoherent, &QAction::triggered, this, [this] { label(false); });
    m_complete = makeAction(this, QStringLiteral("differences.complete"), tr("Complete: No Further Differences"),
                            {QKeySequence(Qt::Key_C)});
    m_complete->setCheckable(true);
    m_complete->setToolTip(tr("Mark this output complete: its differences are the whole truth, so it joins the "
                              "difference-detection evaluation set (detections on it that match nothing count as "
                              "false positives, even when it has no difference)"));
    connect(m_complete, &QAction::triggered, this, [this](bool checked) {
        if (!m_document || m_outputId <= 0 || m_document->annotator().isEmpty())
            return;
        m_document->undoStack()->push(
            new core::SetOutputCompleteCommand(m_document, m_outputId, m_document->annotator(), checked));
        updateComplete(); // the document's signal sets it again; a refused write puts the box back
    });
    addActions({m_accept, m_reject, m_coherent, m_incoherent, m_complete});

    auto *pane = new QWidget(this);
    auto *layout = new QVBoxLayout(pane);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Confidence"), pane));
    row->addWidget(m_threshold, 1);
    row->addWidget(m_thresholdLabel);
    layout->addLayout(row);
    layout->addWidget(m_view, 1);
    auto *countRow = new QHBoxLayout;
    countRow->addWidget(m_count, 1);
    auto *completeButton = new QToolButton(pane);
    completeButton->setObjectName(QStringLiteral("CompleteButton"));
    completeButton->setDefaultAction(m_complete);
    completeButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    countRow->addWidget(completeButton);
    layout->addLayout(countRow);
    m_navigationRow = new QHBoxLayout;
    m_navigationRow->addStretch(1);
    layout->addLayout(m_navigationRow);
    m_editor = createEditor();
    m_editor->setParent(pane);
    m_editor->setVisible(false);
    layout->addWidget(m_editor);
    setWidget(pane);
    updateCount();
}

QWidget *DifferencesDock::createEditor()
{
    auto *editor = new QWidget;
    editor->setObjectName(QStringLiteral("DifferenceEditor"));
    auto *grid = new QGridLayout(editor);
    grid->setContentsMargins(0, 0, 0, 0);
    auto button = [editor](QAction *a, const QString &name) {
        auto *b = new QToolButton(editor);
        b->setObjectName(name);
        b->setDefaultAction(a);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        return b;
    };
    // Review and coherence in two rows: one row of four made the dock, and so the window, too wide for 1600 px.
    auto *decisions = new QGridLayout;
    decisions->setSpacing(2);
    decisions->addWidget(button(m_accept, QStringLiteral("AcceptButton")), 0, 0);
    decisions->addWidget(button(m_reject, QStringLiteral("RejectButton")), 0, 1);
    decisions->addWidget(button(m_coherent, QStringLiteral("CoherentButton")), 1, 0);
    decisions->addWidget(button(m_incoherent, QStringLiteral("IncoherentButton")), 1, 1);
    decisions->setColumnStretch(2, 1);
    grid->addLayout(decisions, 0, 0, 1, 2);

    auto *keepReturn = new KeepReturn(editor);
    m_rationale = new QLineEdit(editor);
    m_rationale->setObjectName(QStringLiteral("Rationale"));
    m_rationale->setPlaceholderText(tr("Rationale (optional)"));
    m_rationale->installEventFilter(keepReturn);
    connect(m_rationale, &QLineEdit::editingFinished, this, &DifferencesDock::commitRationale);
    grid->addWidget(new QLabel(tr("Why:"), editor), 1, 0);
    grid->addWidget(m_rationale, 1, 1);

    m_op = new QComboBox(editor);
    m_op->setObjectName(QStringLiteral("OpCombo"));
    for (core::EditOp op : {core::EditOp::Add, core::EditOp::Remove, core::EditOp::Edit})
        m_op->addItem(core::editOpName(op), int(op));
    connect(m_op, &QComboBox::activated, this, &DifferencesDock::relabel);
    m_description = new QLineEdit(editor);
    m_description->setObjectName(QStringLiteral("Description"));
    m_description->setPlaceholderText(tr("Description"));
    m_description->installEventFilter(keepReturn);
    connect(m_description, &QLineEdit::editingFinished, this, &DifferencesDock::relabel);
    // Return stores the text (editingFinished) and hands the keys back, to the canvas a box was drawn on or else the
    // list: Y, N and C are single-key shortcuts that a text field takes as letters ("giraffey").
    new FocusReturn({m_rationale, m_description}, m_view, editor);
    auto *labelRow = new QHBoxLayout;
    labelRow->addWidget(m_op);
    labelRow->addWidget(m_description, 1);
    grid->addWidget(new QLabel(tr("Label:"), editor), 2, 0);
    grid->addLayout(labelRow, 2, 1);

    auto *truthNote = new QLabel(tr("Accepted and relabelled proposals count as your annotation (truth) once you mark "
                                    "the output complete; rejected ones do not."),
                                 editor);
    truthNote->setObjectName(QStringLiteral("TruthNote"));
    truthNote->setWordWrap(true);
    truthNote->setToolTip(tr("A detector is still scored on what it proposed: an accepted box is a hit for it, a "
                             "box relabelled to another op a miss for the op it guessed."));
    grid->addWidget(truthNote, 3, 0, 1, 2);
    return editor;
}

void DifferencesDock::setDocument(core::StudyDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_editor->setVisible(document != nullptr);
    if (document) {
        connect(document, &core::StudyDocument::differenceAdded, this,
                [this](qint64 outputId, const core::Difference &d) {
                    if (outputId == m_outputId && m_outputId > 0) {
                        m_model->upsertDifference(d);
                        updateCount();
                    }
                });
        connect(document, &core::StudyDocument::differenceChanged, this,
                [this](qint64 outputId, const core::Difference &d) {
                    if (outputId == m_outputId && m_outputId > 0)
                        m_model->upsertDifference(d);
                });
        connect(document, &core::StudyDocument::differenceRemoved, this, [this](qint64 outputId, qint64 id) {
            if (outputId == m_outputId && m_outputId > 0) {
                m_model->removeDifference(id);
                updateCount();
            }
        });
        connect(document, &core::StudyDocument::reviewChanged, this,
                [this](qint64 id, const QString &annotator, std::optional<core::ReviewDecision> decision) {
                    if (annotator == m_model->annotator())
                        m_model->setReview(id, decision);
                });
        connect(document, &core::StudyDocument::coherenceChanged, this, [this](qint64 id) { refreshDifference(id); });
        connect(document, &core::StudyDocument::completeChanged, this, [this](qint64 outputId) {
            if (outputId == m_outputId)
                updateComplete();
        });
        connect(document, &core::StudyDocument::annotatorChanged, this, [this](const QString &annotator) {
            m_model->setAnnotator(annotator);
            reloadReviews();
            updateComplete();
        });
        m_model->setAnnotator(document->annotator());
    }
    setOutput(m_outputId, m_model->differences());
}

void DifferencesDock::setOutput(qint64 outputId, QVector<core::Difference> differences)
{
    m_outputId = outputId;
    setDifferences(std::move(differences));
    reloadReviews();
    updateEditor();
    updateComplete();
}

void DifferencesDock::updateComplete()
{
    const bool usable = m_document && m_outputId > 0 && !m_document->annotator().isEmpty();
    m_complete->setEnabled(usable);
    m_complete->setChecked(usable && m_document->isComplete(m_outputId, m_document->annotator()));
}

void DifferencesDock::reloadReviews()
{
    if (!m_document)
        return;
    for (const core::Difference &d : m_model->differences())
        m_model->setReview(d.id, m_document->review(d.id, m_model->annotator()));
}

void DifferencesDock::refreshDifference(qint64 id)
{
    if (!m_document || m_model->rowOfDifference(id) < 0)
        return;
    if (const auto stored = m_document->difference(id))
        m_model->upsertDifference(stored->difference);
}

void DifferencesDock::editDifference(qint64 id)
{
    selectDifference(id);
    updateEditor();
    if (selectedDifference() == id && m_description->isEnabled()) {
        raise();
        m_description->setFocus(Qt::OtherFocusReason);
        m_description->selectAll();
    }
}

void DifferencesDock::updateEditor()
{
    const qint64 id = selectedDifference();
    const int row = id != 0 ? m_model->rowOfDifference(id) : -1;
    const bool editable = m_document && row >= 0 && !m_document->annotator().isEmpty();
    for (QAction *a : {m_accept, m_reject, m_coherent, m_incoherent})
        a->setEnabled(editable);
    m_rationale->setEnabled(editable);
    m_op->setEnabled(editable);
    m_description->setEnabled(editable);
    if (row < 0) {
        m_rationale->clear();
        m_description->clear();
        return;
    }
    const core::Difference &d = m_model->differences()[row];
    m_op->setCurrentIndex(m_op->findData(int(d.op)));
    if (!m_description->hasFocus())
        m_description->setText(d.description);
    const core::CoherenceLabel *label = m_model->shownLabel(d);
    const bool own = label && label->originKind == core::OriginKind::Annotator && label->origin == m_model->annotator();
    if (!m_rationale->hasFocus())
        m_rationale->setText(own ? label->rationale : QString());
}

void DifferencesDock::review(core::ReviewDecision decision)
{
    const qint64 id = selectedDifference();
    if (!m_document || id == 0)
        return;
    m_document->undoStack()->push(
        new core::AcceptRejectDifferenceCommand(m_document, id, m_document->annotator(), decision));
}

void DifferencesDock::label(bool coherent)
{
    const qint64 id = selectedDifference();
    if (!m_document || id == 0)
        return;
    core::CoherenceLabel label;
    label.coherent = coherent;
    label.rationale = m_rationale->text().trimmed();
    label.originKind = core::OriginKind::Annotator;
    label.origin = m_document->annotator();
    m_document->undoStack()->push(new core::SetCoherenceCommand(m_document, id, m_document->annotator(), label));
}

void DifferencesDock::commitRationale()
{
    const qint64 id = selectedDifference();
    if (!m_document || id == 0)
        return;
    // The rationale belongs to a label: without YES or NO yet it waits in the field for the next one.
    const std::optional<core::CoherenceLabel> current = m_document->coherence(id, m_document->annotator());
    if (!current || current->rationale == m_rationale->text().trimmed())
        return;
    label(current->coherent);
}

void DifferencesDock::relabel()
{
    const qint64 id = selectedDifference();
    if (!m_document || id == 0)
        return;
    const auto op = static_cast<core::EditOp>(m_op->currentData().toInt());
    const QString description = m_description->text().trimmed();
    const std::optional<core::StoredDifference> stored = m_document->difference(id);
    const bool changed = stored && (stored->difference.op != op || stored->difference.description != description);
    if (!changed)
        return; // the field lost the focus after Return had already stored it
    // Correcting a detector's box is a review: the annotator says it is a real change, with another op or text.
    if (stored->difference.originKind == core::OriginKind::Detector && !m_document->annotator().isEmpty()) {
        m_document->undoStack()->beginMacro(tr("Relabel box"));
        m_document->undoStack()->push(new core::RelabelDifferenceCommand(m_document, id, op, description));
        m_document->undoStack()->push(new core::AcceptRejectDifferenceCommand(m_document, id, m_document->annotator(),
                                                                              core::ReviewDecision::Relabelled));
        m_document->undoStack()->endMacro();
        return;
    }
    m_document->undoStack()->push(new core::RelabelDifferenceCommand(m_document, id, op, description));
}

void DifferencesDock::setDifferences(QVector<core::Difference> differences)
{
    m_syncing = true;
    m_model->setDifferences(std::move(differences));
    m_syncing = false;
    // Only detectors give a confidence: without one in the list, its column would take the description's room.
    const QVector<core::Difference> &shown = m_model->differences();
    m_view->setColumnHidden(DifferencesModel::ConfidenceColumn,
                            std::none_of(shown.cbegin(), shown.cend(), core::hasConfidence));
    updateCount();
}

void DifferencesDock::addNavigationAction(QAction *action)
{
    auto *b = new QToolButton(widget());
    b->setDefaultAction(action);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_navigationRow->addWidget(b);
}

double DifferencesDock::confidenceThreshold() const
{
    return m_threshold->value() / 100.0;
}

void DifferencesDock::setConfidenceThreshold(double threshold)
{
    m_threshold->setValue(int(std::lround(std::clamp(threshold, 0.0, 1.0) * 100.0)));
}

qint64 DifferencesDock::selectedDifference() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? 0 : rows.constFirst().data(DifferencesModel::DifferenceIdRole).toLongLong();
}

void DifferencesDock::selectDifference(qint64 id)
{
    m_syncing = true;
    const int row = id != 0 ? m_model->rowOfDifference(id) : -1;
    const QModelIndex proxy = row >= 0 ? m_proxy->mapFromSource(m_model->index(row, 0)) : QModelIndex();
    if (proxy.isValid()) {
        m_view->selectionModel()->setCurrentIndex(proxy,
                                                  QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_view->scrollTo(proxy);
    } else {
        m_view->selectionModel()->clearSelection();
        m_view->selectionModel()->setCurrentIndex({}, QItemSelectionModel::NoUpdate);
    }
    m_syncing = false;
}

void DifferencesDock::updateCount()
{
    const int all = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    m_count->setText(all == shown ? tr("%n difference(s)", nullptr, all)
                                  : tr("%1 of %n difference(s) shown", nullptr, all).arg(shown));
}

} // namespace editlens::ui
