#include "annotatorsdock.h"

#include "document/studydocument.h"
#include "storage/annotatorprogress.h"
#include "storage/studystore.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace editlens::ui {

namespace {

/// A reading of the study's progress, or why there is none.
struct Reading
{
    QVector<core::AnnotatorSummary> rows;
    QString error;
};

} // namespace

AnnotatorsDock::AnnotatorsDock(QWidget *parent)
    : QDockWidget(tr("Annotators"), parent)
    , m_table(new QTableWidget(this))
    , m_status(new QLabel(this))
    , m_pause(new QTimer(this))
    , m_job(this)
{
    setObjectName(QStringLiteral("AnnotatorsDock"));
    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels(
        {tr("Annotator"), tr("Submitted / planned"), tr("Judged items"), tr("Seconds per item"), tr("Gold met")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);
    setWidget(page);
    // A burst of judgements (a server study's annotators at work) reads the study once, half a second after.
    m_pause->setSingleShot(true);
    m_pause->setInterval(500);
    connect(m_pause, &QTimer::timeout, this, &AnnotatorsDock::refresh);
}

void AnnotatorsDock::connectDocument(core::StudyDocument *document)
{
    m_job.cancel();
    m_table->setRowCount(0);
    m_study = document ? document->store().filePath() : QString();
    if (!document)
        return;
    const auto later = [this] { m_pause->start(); };
    connect(document, &core::StudyDocument::ratingChanged, this, later);
    connect(document, &core::StudyDocument::preferenceChanged, this, later);
    connect(document, &core::StudyDocument::submissionChanged, this, later);
    connect(document, &core::StudyDocument::remoteChange, this, later);
    refresh();
}

void AnnotatorsDock::refresh()
{
    if (m_study.isEmpty())
        return;
    m_status->setText(tr("Reading…"));
    m_job.start(
        [study = m_study]() {
            Reading r;
            auto store = core::StudyStore::open(study);
            if (!store) {
                r.error = store.error().toString();
                return r;
            }
            auto rows = core::summarizeAnnotators(*store.value());
            if (rows)
                r.rows = rows.value();
            else
                r.error = rows.error().toString();
            return r;
        },
        [this](const Reading &r) {
            m_table->setRowCount(int(r.rows.size()));
            for (int i = 0; i < r.rows.size(); ++i) {
                const core::AnnotatorSummary &s = r.rows[i];
                const QStringList cells{s.annotator, tr("%1 / %2").arg(s.submitted).arg(s.planned),
                                        QString::number(s.judged),
                                        s.secondsPerItem > 0 ? QString::number(s.secondsPerItem, 'f', 1) : tr("–"),
                                        s.goldChecked > 0 ? tr("%1 of %2").arg(s.goldMet).arg(s.goldChecked) : tr("–")};
                for (int c = 0; c < cells.size(); ++c)
                    m_table->setItem(i, c, new QTableWidgetItem(cells[c]));
            }
            m_status->setText(r.error.isEmpty() ? tr("%n annotator(s)", nullptr, int(r.rows.size())) : r.error);
            Q_EMIT updated();
        });
}

} // namespace editlens::ui
