// AnnotatorWindow: opening a study for an annotator, and who may open a session (the plan's annotators, or a new
// one when the plan allows it).
#include "annotatorwindow.h"

#include "annotate/judgementrecorder.h"
#include "annotate/studyplandialog.h"
#include "annotate/systemnamer.h"
#include "document/studydocument.h"
#include "document/studyplan.h"
#include "session/boxreview.h"
#include "session/choicerow.h"
#include "session/imagetile.h"
#include "session/preferencesurface.h"
#include "session/ratingsurface.h"
#include "session/sessionpages.h"
#include "storage/planstore.h"
#include "storage/rubricstore.h"
#include "storage/studystore.h"
#include "study/annotatorname.h"
#include "studyopener.h"
#include "util/passphrase.h"

#include <QMessageBox>
#include <QPushButton>

#include <utility>
namespace editlens::ui {

core::Status AnnotatorWindow::open(const QString &file, const QString &annotator)
{
    // The name as given: "alice " is refused, not trimmed, as everywhere a name enters a study.
    if (core::Status s = core::checkAnnotatorName(annotator); !s)
        return s;
    const QString &name = annotator;
    auto opened = openStudyForWindow(file, this);
    if (!opened)
        return opened.error();
    auto document = std::make_unique<core::StudyDocument>(std::move(opened).value());
    core::StudyStore &store = document->store();
    auto rubric = core::RubricStore(store).ensureActive();
    if (!rubric)
        return rubric.error();
    auto settings = core::PlanStore(store).settings();
    if (!settings)
        return settings.error();
    // Checked before the document records the name: a refused name leaves no annotator behind.
    if (core::Status s = admitAnnotator(store, settings.value(), name); !s)
        return s;
    if (core::Status s = document->setAnnotator(name); !s)
        return s;
    auto plan = core::PlanStore(store).assignments(name);
    if (!plan)
        return plan.error();
    if (core::Status s = m_namer->load(store, name, SystemNamer::Audience::AnnotatorSession); !s)
        return s;
    m_rating->setDocument(nullptr);
    m_pairwise->setDocument(nullptr);
    m_document = std::move(document);
    m_nextWhenOnline = false;
    m_submit->setEnabled(true);
    connect(m_document.get(), &core::StudyDocument::writeFailed, this,
            [this](const core::Error &error) { showMessage(tr("Not saved: %1").arg(error.message), true); });
    // A server study whose server went away: the annotator goes on; what is kept locally is said, and when it is sent.
    connect(m_document.get(), &core::StudyDocument::serverStateChanged, this, [this](bool reachable, int pending) {
        if (reachable) {
            if (std::exchange(m_nextWhenOnline, false)) {
                m_submit->setEnabled(true);
                showNextItem();
            }
            showMessage(tr("Connected to the server again: every answer given meanwhile is saved there."), false);
        } else {
            showMessage(tr("The server cannot be reached. %n answer(s) kept on this computer; they are sent when it "
                           "is back (trying every few seconds).",
                           nullptr, pending),
                        true);
        }
    });
    // Answers the server refused for good when they were sent (what they answer was removed meanwhile): said, and
    // never dropped.
    connect(m_document.get(), &core::StudyDocument::editsSetAside, this, [this](int count, const QString &reason) {
        showMessage(tr("%n answer(s) could not be stored on the server: %1. They are kept aside on this computer (%2).",
                       nullptr, count)
                        .arg(reason, m_document->journalFile()),
                    true);
    });
    m_images->setRoot(m_document->store().rootDir());
    m_rubric = core::localizedRubric(rubric.value());
    m_settings = settings.value();
    m_plan = plan.value();
    m_rating->setDocument(m_document.get());
    m_pairwise->setDocument(m_document.get());
    m_review->setDocument(m_document.get());
    m_rating->setRubric(m_rubric);
    m_rating->setBoxReview(m_settings.showDetectorBoxes ? m_review : nullptr);
    m_pairwise->setRubric(m_rubric);
    bool ratings = m_plan.isEmpty() && !m_settings.preference;
    bool pairwise = m_settings.preference;
    for (const core::PlanAssignment &a : std::as_const(m_plan)) {
        const bool preference = core::StudyPlan::isPreferenceItem(m_settings, a);
        ratings |= !preference;
        pairwise |= preference;
    }
    m_instructions->setContent(m_settings.instructions, m_rubric, ratings, pairwise);
    setWindowTitle(tr("EditLens — annotating as %1").arg(name));
    m_started = false;
    restartBreakTimer();
    showNextItem();
    if (m_item.id != 0) {
        m_instructions->setStarted(false);
        setPage(Page::Instructions);
    }
    return core::Status::success();
}

core::Status AnnotatorWindow::admitAnnotator(core::StudyStore &store, const core::PlanSettings &settings,
                                             const QString &name)
{
    auto planned = core::PlanStore(store).plannedAnnotators();
    if (!planned)
        return planned.error();
    // A study without a plan is open to any name (items in id order); a planned one to its planned annotators. An
    // annotator's server login reads only its own plan: whether there is one at all, the stored settings say.
    if (planned.value().contains(name))
        return core::Status::success();
    if (planned.value().isEmpty()) {
        auto made = core::PlanStore(store).hasPlan();
        if (!made)
            return made.error();
        if (!made.value())
            return core::Status::success();
    }
    QString similar; // names differ in case only: most likely a typo, said in the refusal or the question
    for (const QString &p : std::as_const(planned.value()))
        if (p.compare(name, Qt::CaseInsensitive) == 0)
            similar = p;
    if (!settings.allowNewAnnotators)
        return core::Error{similar.isEmpty()
                               ? tr("'%1' has no plan in this study; a session opens only for an annotator of its "
                                    "plan (the person running the study can add '%1' to the plan)")
                                     .arg(name)
                               : tr("'%1' has no plan in this study; did you mean '%2'?").arg(name, similar),
                           store.filePath()};
    const bool proceed = m_askNewAnnotator ? m_askNewAnnotator(name, similar) : askNewAnnotator(name, similar);
    if (!proceed)
        return core::Error{tr("'%1' has no plan in this study; no session was opened").arg(name), store.filePath()};
    return core::Status::success();
}

bool AnnotatorWindow::askNewAnnotator(const QString &name, const QString &similar)
{
    QString text = tr("%1 has no plan in this study — continue as a new annotator?").arg(name);
    if (!similar.isEmpty())
        text += QStringLiteral("\n\n")
                + tr("The plan has %1. If that is you, choose No and open the session as %1.").arg(similar);
    return QMessageBox::question(this, tr("New annotator"), text, QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
           == QMessageBox::Yes;
}

} // namespace editlens::ui
