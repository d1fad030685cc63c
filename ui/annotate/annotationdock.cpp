#include "annotationdock.h"

#include "annotate/judgementrecorder.h"
#include "document/studydocument.h"
#include "document/studyplan.h"
#include "pairwisepanel.h"
#include "ratingpanel.h"
#include "storage/planstore.h"
#include "storage/rubricstore.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace editlens::ui {

AnnotationDock::AnnotationDock(QWidget *parent)
    : QDockWidget(tr("Annotate"), parent)
    , m_progress(new QLabel(this))
    , m_state(new QLabel(this))
    , m_message(new QLabel(this))
    , m_revise(new QPushButton(tr("Revise…"), this))
    , m_allOutputs(new QCheckBox(tr("All outputs side by side"), this))
    , m_stack(new QStackedWidget(this))
    , m_rating(new RatingPanel(this))
    , m_pairwise(new PairwisePanel(this))
{
    setObjectName(QStringLiteral("AnnotationDock"));
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && m_stale)
            refreshItem();
    });
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    auto *top = new QHBoxLayout;
    top->addWidget(m_progress, 1);
    top->addWidget(m_allOutputs);
    layout->addLayout(top);
    auto *state = new QHBoxLayout;
    state->addWidget(m_state, 1);
    state->addWidget(m_revise);
    layout->addLayout(state);
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("QLabel { color: #b02a37; }"));
    m_message->hide();
    layout->addWidget(m_message);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_stack->addWidget(m_rating);
    m_stack->addWidget(m_pairwise);
    scroll->setWidget(m_stack);
    connect(m_rating, &RatingPanel::focusedCellChanged, scroll,
            [scroll](QWidget *cell) { scroll->ensureWidgetVisible(cell, 8, 8); });
    layout->addWidget(scroll, 1);
    auto *hint = new QLabel(tr("Keys: 1–9 rate the framed dimension · Tab next dimension / output · "
                               "Ctrl+Enter submit and go to the next item · Ctrl+Z undo"),
                            this);
    hint->setWordWrap(true);
    hint->setEnabled(false);
    layout->addWidget(hint);
    setWidget(body);

    m_allOutputs->setChecked(true);
    m_allOutputs->setToolTip(tr("Rate every output of the item in its own column, or one output at a time"));
    connect(m_allOutputs, &QCheckBox::toggled, m_rating, &RatingPanel::setAllOutputs);
    connect(m_rating, &RatingPanel::outputFocused, this, &AnnotationDock::outputRequested);

    connect(m_revise, &QPushButton::clicked, this, &AnnotationDock::reviseInteractively);
    m_revise->setToolTip(tr("Re-open this submitted item; you will be asked for a reason, which is logged"));
    updateState();
}

void AnnotationDock::setDocument(core::StudyDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_item = core::Item();
    m_rating->setDocument(document);
    m_pairwise->setDocument(document);
    if (m_document) {
        connect(m_document, &core::StudyDocument::writeFailed, this, &AnnotationDock::onWriteFailed);
        connect(m_document, &core::StudyDocument::ratingChanged, this, &AnnotationDock::updateState);
        connect(m_document, &core::StudyDocument::preferenceChanged, this, &AnnotationDock::updateState);
        connect(m_document, &core::StudyDocument::submissionChanged, this, &AnnotationDock::updateState);
    }
    reload();
}

void AnnotationDock::reload()
{
    const bool wasPreference = m_settings.preference;
    m_settings = core::PlanSettings();
    m_plan.clear();
    core::Rubric rubric = core::rubricPreset(core::RubricPreset::Bpm);
    if (m_document) {
        core::StudyStore &store = m_document->store();
        if (auto active = core::RubricStore(store).active(); active && active.value())
            rubric = core::localizedRubric(*active.value());
        if (auto settings = core::PlanStore(store).settings())
            m_settings = settings.value();
        if (!m_document->annotator().isEmpty())
            if (auto plan = core::PlanStore(store).assignments(m_document->annotator()))
                m_plan = plan.value();
    }
    m_rating->setRubric(rubric);
    m_pairwise->setRubric(rubric);
    m_stack->setCurrentWidget(m_settings.preference ? static_cast<QWidget *>(m_pairwise) : m_rating);
    m_allOutputs->setVisible(!m_settings.preference);
    const core::Item item = m_item;
    m_item = core::Item();
    if (item.id != 0)
        showItem(item);
    updateState();
    if (m_settings.preference != wasPreference)
        Q_EMIT preferenceModeChanged(m_settings.preference);
}

bool AnnotationDock::isPreferenceItem(qint64 itemId) const
{
    if (m_settings.preference)
        return true;
    for (const core::PlanAssignment &a : m_plan)
        if (a.itemId == itemId)
            return core::StudyPlan::isPreferenceItem(m_settings, a);
    return false;
}

void AnnotationDock::showItem(const core::Item &item)
{
    m_item = item;
    m_message->hide();
    if (window()->isVisible() && !isVisible()) {
        m_stale = true;
        return;
    }
    refreshItem();
}

void AnnotationDock::refreshItem()
{
    m_stale = false;
    const core::Item &item = m_item;
    const bool preference = isPreferenceItem(item.id);
    m_stack->setCurrentWidget(preference ? static_cast<QWidget *>(m_pairwise) : m_rating);
    m_allOutputs->setVisible(!preference);
    if (preference)
        m_pairwise->setItem(item, plannedPairs(m_plan, item, m_settings.seed,
                                               m_document ? m_document->annotator() : QString()));
    else
        m_rating->setItem(item);
    updateState();
}

void AnnotationDock::setCurrentOutput(int index)
{
    m_rating->setCurrentOutput(index);
}

QString AnnotationDock::progressText() const
{
    if (!m_document || m_document->annotator().isEmpty())
        return QString();
    auto progress = core::StudyPlan::progress(m_document->store(), m_document->annotator());
    if (!progress)
        return QString();
    return tr("%1 of %2").arg(progress.value().done).arg(progress.value().total);
}

void AnnotationDock::updateState()
{
    const QString annotator = m_document ? m_document->annotator() : QString();
    m_locked = false;
    bool submitted = false;
    if (m_document && !annotator.isEmpty() && m_item.id != 0) {
        m_locked = !m_document->isEditable(m_item.id, annotator);
        if (auto sub = m_document->sessionStore().submission(annotator, m_item.id))
            submitted = sub.value().submitted;
    }
    const bool editable = !annotator.isEmpty() && !m_locked;
    m_rating->setEditable(editable);
    m_pairwise->setEditable(editable);
    m_revise->setVisible(m_locked);
    if (!m_document)
        m_state->setText(tr("Open a study to annotate."));
    else if (annotator.isEmpty())
        m_state->setText(tr("Choose an annotator (Annotate → Switch Annotator…) to rate."));
    else if (m_locked)
        m_state->setText(tr("Submitted and locked — read-only."));
    else if (submitted)
        m_state->setText(tr("Submitted (revisions are allowed in this study)."));
    else
        m_state->setText(tr("Not submitted yet."));
    const QString progress = progressText();
    m_progress->setText(annotator.isEmpty() ? QString()
                                            : tr("<b>%1</b> · %2 items done").arg(annotator.toHtmlEscaped(), progress));
    Q_EMIT statusChanged(annotator.isEmpty() ? QString() : tr("Annotator: %1 · %2").arg(annotator, progress));
}

bool AnnotationDock::submit()
{
    if (!m_document || m_item.id == 0 || m_document->annotator().isEmpty())
        return false;
    const qint64 id = m_item.id;
    if (!m_document->submitItem(id))
        return false;
    updateState();
    Q_EMIT submitted(id);
    return true;
}

bool AnnotationDock::revise(const QString &reason)
{
    if (!m_document || m_item.id == 0 || reason.trimmed().isEmpty())
        return false;
    if (!m_document->reviseItem(m_item.id, reason.trimmed()))
        return false;
    updateState();
    return true;
}

void AnnotationDock::reviseInteractively()
{
    bool ok = false;
    const QString reason =
        QInputDialog::getText(this, tr("Revise Item"), tr("Why does this submitted item need a change? (logged)"),
                              QLineEdit::Normal, QString(), &ok);
    if (ok && !reason.trimmed().isEmpty())
        revise(reason);
}

void AnnotationDock::focusPanel()
{
    m_stack->currentWidget()->setFocus(Qt::OtherFocusReason);
}

void AnnotationDock::onWriteFailed(const core::Error &error)
{
    m_message->setText(tr("Not saved: %1").arg(error.message));
    m_message->show();
}

} // namespace editlens::ui
