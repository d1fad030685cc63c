#include "docks/differenceevaluationdock.h"

#include "document/studydocument.h"
#include "report/reportdifferences.h"
#include "storage/studystore.h"

#include <QCoreApplication>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

namespace editlens::ui {

namespace {

/// What a worker hands back: the tables as HTML, or why there are none.
struct Evaluation
{
    QString html;
    QString message;
};

Evaluation evaluate(const QString &studyFile)
{
    auto store = core::StudyStore::open(studyFile); // this thread's own connection
    if (!store)
        return {{}, store.error().toString()};
    auto data = store.value()->load();
    if (!data)
        return {{}, data.error().toString()};
    core::report::ReportDocument doc;
    core::report::addDifferenceEvaluations(doc, data.value(), {});
    if (doc.blocks().isEmpty())
        return {{},
                QCoreApplication::translate("DifferenceEvaluationDock",
                                            "Nothing to evaluate yet: the study has no ground-truth differences, no "
                                            "annotator's boxes or completed outputs, and no detector boxes.")};
    return {doc.toHtml(), {}};
}

} // namespace

DifferenceEvaluationDock::DifferenceEvaluationDock(QWidget *parent)
    : QDockWidget(tr("Difference Evaluation"), parent)
    , m_view(new QTextBrowser(this))
    , m_status(new QLabel(this))
    , m_pause(new QTimer(this))
    , m_job(this)
{
    setObjectName(QStringLiteral("DifferenceEvaluationDock"));
    m_view->setObjectName(QStringLiteral("DifferenceEvaluationView"));
    m_view->setOpenLinks(false);
    m_status->setWordWrap(true);
    m_pause->setSingleShot(true);
    m_pause->setInterval(800);
    connect(m_pause, &QTimer::timeout, this, &DifferenceEvaluationDock::refresh);
    // A hidden dock (a tab behind Alignment) computes nothing; it catches up when it is shown.
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && m_stale)
            refresh();
    });

    auto *pane = new QWidget(this);
    auto *layout = new QVBoxLayout(pane);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *row = new QHBoxLayout;
    row->addWidget(m_status, 1);
    auto *again = new QPushButton(tr("Refresh"), pane);
    again->setToolTip(tr("Compute the tables again from the study file (for example after a score run in a terminal)"));
    connect(again, &QPushButton::clicked, this, &DifferenceEvaluationDock::refresh);
    row->addWidget(again);
    layout->addLayout(row);
    layout->addWidget(m_view, 1);
    setWidget(pane);
    clear();
}

void DifferenceEvaluationDock::loadStudy(const QString &studyFile)
{
    m_studyFile = studyFile;
    refresh();
}

void DifferenceEvaluationDock::connectDocument(core::StudyDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (!document)
        return;
    const auto later = [this] { m_pause->start(); };
    connect(document, &core::StudyDocument::differenceAdded, this, later);
    connect(document, &core::StudyDocument::differenceChanged, this, later);
    connect(document, &core::StudyDocument::differenceRemoved, this, later);
    connect(document, &core::StudyDocument::reviewChanged, this, later);
    connect(document, &core::StudyDocument::coherenceChanged, this, later);
    connect(document, &core::StudyDocument::completeChanged, this, later);
    connect(document, &core::StudyDocument::ratingChanged, this, later);
}

void DifferenceEvaluationDock::clear()
{
    m_job.cancel();
    m_pause->stop();
    m_studyFile.clear();
    m_stale = false;
    m_view->clear();
    m_status->setText(tr("No study open."));
}

void DifferenceEvaluationDock::refresh()
{
    m_pause->stop();
    if (m_studyFile.isEmpty())
        return;
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    m_status->setText(tr("Computing…"));
    const QString file = m_studyFile;
    m_job.start([file] { return evaluate(file); },
                [this](const Evaluation &e) {
                    if (e.html.isEmpty()) {
                        m_view->clear();
                        m_status->setText(e.message);
                    } else {
                        m_view->setHtml(e.html);
                        m_status->setText(tr("Computed from the study as saved."));
                    }
                    Q_EMIT updated();
                });
}

} // namespace editlens::ui
