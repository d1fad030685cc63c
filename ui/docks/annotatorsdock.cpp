#include "annotatorsdock.h"

#include "document/studydocument.h"
#include "storage/annotatorexclusions.h"
#include "storage/annotatorprogress.h"
#include "storage/studystore.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace editlens::ui {

namespace {

/// A reading of the study's progress, or why there is none.
struct Reading
{
    QVector<core::AnnotatorSummary> rows;
    QStringList excluded;
    QString error;
};

} // namespace

AnnotatorsDock::AnnotatorsDock(QWidget *parent)
    : QDockWidget(tr("Annotators"), parent)
    , m_table(new QTableWidget(this))
    , m_exclude(new QPushButton(tr("Exclude from alignment"), this))
    , m_status(new QLabel(this))
    , m_pause(new QTimer(this))
    , m_job(this)
{
    setObjectName(QStringLiteral("AnnotatorsDock"));
    m_table->setColumnCount(ColumnCount);
    m_table->setHorizontalHeaderLabels({tr("Annotator"), tr("Submitted / planned"), tr("Judged items"),
                                        tr("Seconds per item"), tr("Failed checks"), tr("Agreement (r)"),
                                        tr("Alignment")});
    m_table->horizontalHeaderItem(SecondsColumn)->setToolTip(tr("Mean time on an item (median in brackets)"));
    m_table->horizontalHeaderItem(FailedChecksColumn)
        ->setToolTip(tr("Attention checks failed: gold answers missed, of those taken"));
    m_table->horizontalHeaderItem(AgreementColumn)
        ->setToolTip(tr("Pearson r between their ratings and the mean of the other annotators' ratings of the same "
                        "output and dimension (n: ratings shared with at least one other)"));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, &AnnotatorsDock::showMenu);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &AnnotatorsDock::updateButton);
    connect(m_exclude, &QPushButton::clicked, this, [this] {
        const QString who = selectedAnnotator();
        if (!who.isEmpty())
            setExcluded(who, !m_excluded.contains(who));
    });
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_table, 1);
    auto *row = new QHBoxLayout;
    row->addWidget(m_status, 1);
    row->addWidget(m_exclude);
    layout->addLayout(row);
    setWidget(page);
    updateButton();
    // A burst of judgements (a server study's annotators at work) reads the study once, half a second after.
    m_pause->setSingleShot(true);
    m_pause->setInterval(500);
    connect(m_pause, &QTimer::timeout, this, &AnnotatorsDock::refresh);
}

void AnnotatorsDock::connectDocument(core::StudyDocument *document)
{
    m_job.cancel();
    m_table->setRowCount(0);
    m_excluded.clear();
    m_document = document;
    m_study = document ? document->store().filePath() : QString();
    updateButton();
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
            if (!rows) {
                r.error = rows.error().toString();
                return r;
            }
            r.rows = rows.value();
            auto excluded = core::excludedAnnotators(*store.value());
            if (excluded)
                r.excluded = excluded.value();
            else
                r.error = excluded.error().toString();
            return r;
        },
        [this](const Reading &r) {
            const QString selected = selectedAnnotator();
            m_excluded = r.excluded;
            m_table->setRowCount(int(r.rows.size()));
            for (int i = 0; i < r.rows.size(); ++i) {
                const core::AnnotatorSummary &s = r.rows[i];
                const bool out = m_excluded.contains(s.annotator);
                const QStringList cells{s.annotator,
                                        tr("%1 / %2").arg(s.submitted).arg(s.planned),
                                        QString::number(s.judged),
                                        core::secondsPerItemText(s),
                                        core::failedChecksText(s),
                                        core::agreementText(s),
                                        out ? tr("excluded") : tr("included")};
                for (int c = 0; c < cells.size(); ++c)
                    m_table->setItem(i, c, new QTableWidgetItem(cells[c]));
                if (s.annotator == selected)
                    m_table->selectRow(i);
            }
            m_status->setText(r.error.isEmpty() ? tr("%n annotator(s)", nullptr, int(r.rows.size())) : r.error);
            updateButton();
            Q_EMIT updated();
        });
}

bool AnnotatorsDock::setExcluded(const QString &annotator, bool excluded)
{
    if (!m_document || annotator.isEmpty())
        return false;
    // The window's own connection: a short write, and the study file's feed then knows it as this window's own.
    if (core::Status s = core::setAnnotatorExcluded(m_document->store(), annotator, excluded); !s) {
        m_status->setText(s.error().toString());
        return false;
    }
    if (excluded && !m_excluded.contains(annotator))
        m_excluded << annotator;
    if (!excluded)
        m_excluded.removeAll(annotator);
    updateButton();
    Q_EMIT exclusionsChanged(m_study);
    refresh();
    return true;
}

QString AnnotatorsDock::selectedAnnotator() const
{
    const QList<QTableWidgetItem *> items = m_table->selectedItems();
    if (items.isEmpty())
        return {};
    const QTableWidgetItem *name = m_table->item(items.first()->row(), AnnotatorColumn);
    return name ? name->text() : QString();
}

void AnnotatorsDock::updateButton()
{
    const QString who = selectedAnnotator();
    m_exclude->setEnabled(!who.isEmpty() && m_document);
    m_exclude->setText(m_excluded.contains(who) ? tr("Include in alignment") : tr("Exclude from alignment"));
}

void AnnotatorsDock::showMenu(const QPoint &pos)
{
    const QTableWidgetItem *item = m_table->itemAt(pos);
    const QTableWidgetItem *name = item ? m_table->item(item->row(), AnnotatorColumn) : nullptr;
    if (!name || !m_document)
        return;
    const QString who = name->text();
    const bool out = m_excluded.contains(who);
    QMenu menu(this);
    QAction *toggle = menu.addAction(out ? tr("Include in alignment") : tr("Exclude from alignment"));
    if (menu.exec(m_table->viewport()->mapToGlobal(pos)) == toggle)
        setExcluded(who, !out);
}

} // namespace editlens::ui
