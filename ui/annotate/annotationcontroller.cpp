#include "annotationcontroller.h"

#include "annotate/annotationdock.h"
#include "annotate/annotatordialog.h"
#include "annotate/comparisoneditors.h"
#include "annotate/edittools.h"
#include "annotate/pairwisepanel.h"
#include "annotate/rubricdialog.h"
#include "annotate/studyplandialog.h"
#include "annotate/systemnamer.h"
#include "compare/comparisonview.h"
#include "docks/differencesdock.h"
#include "document/studydocument.h"
#include "document/studyplan.h"
#include "settings/settingkeys.h"
#include "settings/shortcuts.h"
#include "storage/annotatorstore.h"
#include "storage/differencestore.h"
#include "storage/rubricstore.h"
#include "study/annotatorname.h"
#include "study/plan.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

#include <utility>

namespace editlens::ui {

namespace {

} // namespace

AnnotationController::AnnotationController(Parts parts, QObject *parent)
    : QObject(parent)
    , m_parts(std::move(parts))
    , m_editors(new ComparisonEditors(m_parts.compare))
{
    connect(m_editors, &ComparisonEditors::differenceDrawn, m_parts.differences, &DifferencesDock::editDifference);
    connect(m_parts.dock, &AnnotationDock::submitted, this, &AnnotationController::onSubmitted);
    connect(m_parts.dock->pairwisePanel(), &PairwisePanel::pairShown, this, &AnnotationController::onPairShown);
    connect(m_parts.dock, &AnnotationDock::preferenceModeChanged, this, [this](bool preference) {
        if (!preference)
            m_parts.compare->clearOutputPair();
    });
    connect(m_parts.namer, &SystemNamer::changed, this, &AnnotationController::reloadNames);
}

void AnnotationController::setDocument(core::StudyDocument *document)
{
    m_document = document;
    if (m_document) {
        const QSignalBlocker block(m_parts.namer); // the window's reload of its items shows the names
        if (core::Status s = m_parts.namer->load(*store(), QString(), SystemNamer::Audience::Workbench); !s)
            m_parts.namer->clear();
    }
    m_parts.dock->setDocument(document);
    m_editors->setDocument(document);
}

core::StudyStore *AnnotationController::store() const
{
    return m_document ? &m_document->store() : nullptr;
}

void AnnotationController::showError(const QString &title, const core::Error &error)
{
    QMessageBox::warning(m_parts.window, title, error.toString());
}

QList<QAction *> AnnotationController::createMenu(QMenuBar *menuBar)
{
    Shortcuts &keys = *m_parts.shortcuts;
    QMenu *annotate = menuBar->addMenu(tr("&Annotate"));
    QAction *annotator =
        keys.addMenuAction(annotate, QStringLiteral("annotate.switchAnnotator"), tr("Switch &Annotator…"), {});
    connect(annotator, &QAction::triggered, this, &AnnotationController::chooseAnnotator);
    QAction *rate = keys.addMenuAction(annotate, QStringLiteral("annotate.rate"), tr("&Rate Next Unrated Item"),
                                       {QKeySequence(Qt::Key_F2)});
    connect(rate, &QAction::triggered, this, &AnnotationController::startRating);
    QAction *submit =
        keys.addMenuAction(annotate, QStringLiteral("annotate.submit"), tr("&Submit Item and Go to Next"),
                           {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)});
    connect(submit, &QAction::triggered, m_parts.dock, &AnnotationDock::submit);
    QAction *revise = keys.addMenuAction(annotate, QStringLiteral("annotate.revise"), tr("Re&vise Item…"), {});
    connect(revise, &QAction::triggered, m_parts.dock, &AnnotationDock::reviseInteractively);
    annotate->addSeparator();
    const std::pair<PairwisePanel::Choice, std::pair<QString, QString>> choices[] = {
        {PairwisePanel::Choice::Left, {QStringLiteral("annotate.preferLeft"), tr("Prefer &Left")}},
        {PairwisePanel::Choice::Right, {QStringLiteral("annotate.preferRight"), tr("Prefer &Right")}},
        {PairwisePanel::Choice::Tie, {QStringLiteral("annotate.tie"), tr("&Tie")}},
        {PairwisePanel::Choice::BothBad, {QStringLiteral("annotate.bothBad"), tr("&Both Bad")}}};
    QList<QAction *> preferenceActions;
    for (const auto &[choice, entry] : choices) {
        const auto &[id, text] = entry;
        QAction *a = keys.addMenuAction(annotate, id, text, {PairwisePanel::defaultKey(choice)});
        connect(a, &QAction::triggered, this, [this, choice = choice] {
            if (m_parts.dock->preferenceMode())
                m_parts.dock->pairwisePanel()->choose(choice);
        });
        preferenceActions << a;
    }
    annotate->addSeparator();
    // Editing differences and masks: tools and the review of the selected box. Accept/Reject keep the dock's
    // context (Return and Backspace belong to text fields elsewhere); the others work anywhere in the window.
    QMenu *tools = annotate->addMenu(tr("Edit &Tools"));
    for (QAction *a : m_editors->tools()->toolActions())
        keys.addExistingAction(tools, a, true);
    keys.addExistingAction(tools, m_editors->tools()->deleteAction(), true);
    keys.addExistingAction(annotate, m_parts.differences->acceptAction(), false);
    keys.addExistingAction(annotate, m_parts.differences->rejectAction(), false);
    keys.addExistingAction(annotate, m_parts.differences->coherentAction(), true);
    keys.addExistingAction(annotate, m_parts.differences->incoherentAction(), true);
    keys.addExistingAction(annotate, m_parts.differences->completeAction(), true);
    QAction *nextUnreviewed =
        keys.addMenuAction(annotate, QStringLiteral("annotate.nextUnreviewed"),
                           tr("Next Output with Unreviewed &Detector Boxes"), {QKeySequence(Qt::Key_F3)});
    connect(nextUnreviewed, &QAction::triggered, this, [this] { showNextOutputToReview(false); });
    QAction *nextIncomplete = keys.addMenuAction(annotate, QStringLiteral("annotate.nextIncomplete"),
                                                 tr("Next &Incomplete Output"), {QKeySequence(Qt::SHIFT | Qt::Key_F3)});
    connect(nextIncomplete, &QAction::triggered, this, [this] { showNextOutputToReview(true); });
    nextUnreviewed->setIconText(tr("Next Unreviewed ▸"));
    nextIncomplete->setIconText(tr("Next Incomplete ▸"));
    m_parts.differences->addNavigationAction(nextUnreviewed);
    m_parts.differences->addNavigationAction(nextIncomplete);
    annotate->addSeparator();
    QAction *rubric = keys.addMenuAction(annotate, QStringLiteral("annotate.rubric"), tr("R&ubric…"), {});
    connect(rubric, &QAction::triggered, this, &AnnotationController::editRubric);
    QAction *plan = keys.addMenuAction(annotate, QStringLiteral("annotate.plan"), tr("Study &Plan…"), {});
    connect(plan, &QAction::triggered, this, &AnnotationController::editStudyPlan);
    return QList<QAction *>{annotator, rate, submit, revise, nextUnreviewed, nextIncomplete, rubric, plan}
           + preferenceActions;
}

core::Status AnnotationController::setAnnotator(const QString &name)
{
    if (!m_document)
        return core::Error{tr("open a study first")};
    // A name the study already holds stays usable; a new one follows the one rule and is never trimmed, since
    // "bob " beside "bob" would split one rater in two.
    if (const auto known = m_document->annotatorStore().annotators(); !(known && known.value().contains(name)))
        if (core::Status s = core::checkAnnotatorName(name, store()->filePath()); !s)
            return s;
    if (auto rubric = core::RubricStore(*store()).ensureActive(); !rubric)
        return rubric.error();
    if (core::Status s = m_document->setAnnotator(name); !s)
        return s;
    QVariantMap remembered = setting::annotatorOfStudy.read(*m_parts.settings);
    remembered.insert(store()->filePath(), name);
    setting::annotatorOfStudy.write(*m_parts.settings, remembered);
    // changed() reloads the browser and the current item under the annotator's names and opens its session.
    if (core::Status s = m_parts.namer->load(*store(), name, SystemNamer::Audience::Workbench); !s)
        return s;
    return core::Status::success();
}

void AnnotationController::chooseAnnotator()
{
    if (!m_document)
        return;
    auto annotators = m_document->annotatorStore().annotators();
    const QString remembered = setting::annotatorOfStudy.read(*m_parts.settings).value(store()->filePath()).toString();
    AnnotatorDialog dialog(annotators ? annotators.value() : QStringList(), remembered, m_parts.window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (core::Status s = setAnnotator(dialog.annotator()); !s)
        showError(tr("Cannot switch the annotator"), s.error());
}

bool AnnotationController::startRating()
{
    if (!m_document || m_document->annotator().isEmpty())
        return false;
    m_parts.dock->show();
    m_parts.dock->raise();
    auto next = core::StudyPlan::nextUnratedItem(*store(), m_document->annotator());
    if (!next) {
        showError(tr("Cannot read the study plan"), next.error());
        return false;
    }
    if (!next.value()) {
        m_parts.statusBar->showMessage(tr("%1 has judged every item of the plan.").arg(m_document->annotator()), 10000);
        m_parts.dock->focusPanel();
        return false;
    }
    const bool shown = m_parts.showItemById(*next.value());
    m_parts.dock->focusPanel();
    return shown;
}

bool AnnotationController::showNextOutputToReview(bool incomplete)
{
    if (!m_document || m_document->annotator().isEmpty()) {
        m_parts.statusBar->showMessage(tr("Choose an annotator first (Annotate → Switch Annotator…)."), 8000);
        return false;
    }
    using Queue = core::DifferenceStore::OutputQueue;
    const QString annotator = m_document->annotator();
    const qint64 current = m_parts.differences->outputId();
    auto next = m_document->differenceStore().nextOutput(incomplete ? Queue::Incomplete : Queue::UnreviewedDetections,
                                                         annotator, current);
    if (!next) {
        showError(tr("Cannot find the next output"), next.error());
        return false;
    }
    if (!next.value()) {
        m_parts.statusBar->showMessage(incomplete
                                           ? tr("%1 has marked every output complete.").arg(annotator)
                                           : tr("%1 has reviewed every detector box of the study.").arg(annotator),
                                       10000);
        return false;
    }
    const auto [itemId, outputId] = *next.value();
    if (outputId == current) {
        m_parts.statusBar->showMessage(incomplete
                                           ? tr("This is the last output %1 has not marked complete.").arg(annotator)
                                           : tr("This is the last output with detector boxes %1 has not "
                                                "reviewed.")
                                                 .arg(annotator),
                                       10000);
        return true;
    }
    if (!m_parts.showItemById(itemId))
        return false;
    const core::Item &item = m_parts.compare->item();
    for (int i = 0; i < item.outputs.size(); ++i)
        if (item.outputs[i].id == outputId)
            Q_EMIT outputRequested(i);
    m_parts.differences->show();
    m_parts.differences->raise();
    return true;
}

void AnnotationController::onSubmitted(qint64 itemId)
{
    const core::Item &current = m_parts.compare->item();
    m_parts.statusBar->showMessage(
        tr("Item %1 submitted.").arg(current.id == itemId ? current.key : QString::number(itemId)), 5000);
    startRating();
}

void AnnotationController::onPairShown(qint64 leftOutputId, qint64 rightOutputId)
{
    // The left output becomes the window's current one (the docks follow it); the view shows both, left | right.
    const core::Item &item = m_parts.compare->item();
    int left = -1;
    int right = -1;
    for (int i = 0; i < item.outputs.size(); ++i) {
        if (item.outputs[i].id == leftOutputId)
            left = i;
        if (item.outputs[i].id == rightOutputId)
            right = i;
    }
    if (left >= 0)
        Q_EMIT outputRequested(left);
    if (!m_parts.compare->showOutputPair(left, right))
        m_parts.compare->clearOutputPair();
}

void AnnotationController::reloadNames()
{
    if (!m_document)
        return;
    m_parts.dock->reload();
    m_parts.reloadItems();
}

void AnnotationController::editRubric()
{
    if (!m_document)
        return;
    core::RubricStore rubrics(*store());
    auto active = rubrics.active();
    auto dimensions = store()->dimensions();
    if (!active || !dimensions) {
        showError(tr("Cannot read the study"), !active ? active.error() : dimensions.error());
        return;
    }
    const core::Rubric current = active.value()                 ? *active.value()
                                 : dimensions.value().isEmpty() ? core::rubricPreset(core::RubricPreset::Bpm)
                                                                : core::rubricFromDimensions(dimensions.value());
    RubricDialog dialog(current, dimensions.value(), m_parts.window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const core::Rubric edited = dialog.rubric();
    if (core::Status s = rubrics.save(edited); !s) {
        showError(tr("Cannot save the rubric"), s.error());
        return;
    }
    if (core::Status s = rubrics.setActive(edited.name); !s) {
        showError(tr("Cannot save the rubric"), s.error());
        return;
    }
    m_parts.dock->reload();
}

void AnnotationController::editStudyPlan()
{
    if (!m_document || !StudyPlanDialog::editInteractively(*store(), m_document->annotatorStore(), m_parts.window))
        return;
    if (core::Status s = m_parts.namer->load(*store(), m_document->annotator(), SystemNamer::Audience::Workbench); !s)
        showError(tr("Cannot read the study plan"), s.error());
    m_parts.dock->reload();
    m_parts.statusBar->showMessage(tr("Study plan saved."), 8000);
}

} // namespace editlens::ui
