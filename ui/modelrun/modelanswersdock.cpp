#include "modelanswersdock.h"

#include "modelcallsmodel.h"
#include "storage/studypaths.h"
#include "storage/studystore.h"

#include <QCryptographicHash>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace editlens::ui {

namespace {

QString sha256Of(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return QString::fromLatin1(hash.result().toHex());
}

/// The item's images by the sha256 of their files' bytes: a model stage records the hashes of the bytes it sent, and
/// sends the files as stored, so the same hash finds the same file.
QHash<QString, ShownImage> imagesOf(const core::Item &item, const QString &rootDir)
{
    const core::StudyPaths paths(rootDir);
    QHash<QString, ShownImage> out;
    const auto add = [&](const QString &relative, const QString &caption) {
        if (relative.isEmpty())
            return;
        const QString file = paths.toAbsolute(relative);
        const QString sha = sha256Of(file);
        if (sha.isEmpty() || out.contains(sha))
            return;
        QImage image(file);
        if (!image.isNull())
            image = image.scaled(ModelAnswersDock::thumbnailSize, ModelAnswersDock::thumbnailSize, Qt::KeepAspectRatio,
                                 Qt::SmoothTransformation);
        out.insert(sha, {caption, image});
    };
    add(item.sourcePath, ModelAnswersDock::tr("original"));
    for (const core::Output &o : item.outputs)
        add(o.path, ModelAnswersDock::tr("output %1").arg(o.system));
    add(item.groundTruthPath, ModelAnswersDock::tr("ground truth"));
    return out;
}

ModelAnswersLoad readAnswers(const QString &studyFile, qint64 itemId, const StopToken &stop)
{
    ModelAnswersLoad out;
    out.itemId = itemId;
    auto store = core::StudyStore::open(studyFile); // this thread's own connection
    if (!store) {
        out.calls = store.error();
        return out;
    }
    auto item = store.value()->loadItem(itemId);
    if (!item) {
        out.calls = item.error();
        return out;
    }
    out.calls = core::ModelCallStore(*store.value()).calls({}, item.value().key);
    for (const core::Output &o : item.value().outputs)
        out.systemOfOutput.insert(o.id, o.system);
    if (!stop.stopRequested())
        out.imagesBySha256 = imagesOf(item.value(), store.value()->rootDir());
    return out;
}

QPlainTextEdit *readOnlyText(QWidget *parent, const QString &objectName)
{
    auto *edit = new QPlainTextEdit(parent);
    edit->setObjectName(objectName);
    edit->setReadOnly(true);
    edit->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    return edit;
}

} // namespace

ModelAnswersDock::ModelAnswersDock(QWidget *parent)
    : QDockWidget(tr("Model Answers"), parent)
    , m_model(new ModelCallsModel(this))
    , m_status(new QLabel(this))
    , m_view(new QTableView(this))
    , m_header(new QLabel(this))
    , m_thumbs(new QWidget(this))
    , m_thumbsLayout(new QHBoxLayout(m_thumbs))
    , m_tabs(new QTabWidget(this))
    , m_raw(readOnlyText(this, QStringLiteral("RawAnswer")))
    , m_prompt(readOnlyText(this, QStringLiteral("PromptSent")))
    , m_parsed(readOnlyText(this, QStringLiteral("ParsedValue")))
    , m_job(this)
{
    setObjectName(QStringLiteral("ModelAnswersDock"));
    m_status->setObjectName(QStringLiteral("ModelAnswersStatus"));
    m_status->setWordWrap(true);
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_thumbsLayout->setContentsMargins(0, 0, 0, 0);
    m_tabs->addTab(m_raw, tr("Raw answer"));
    m_tabs->addTab(m_prompt, tr("Prompt sent"));
    m_tabs->addTab(m_parsed, tr("Parsed value"));
    m_tabs->setMinimumHeight(120);

    // The list beside the details, not above them: the dock shares the window's bottom area, which is wide and low.
    // The details scroll rather than make the window taller than a small screen.
    auto *details = new QWidget(this);
    auto *detailsLayout = new QVBoxLayout(details);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    detailsLayout->addWidget(m_header);
    detailsLayout->addWidget(m_thumbs);
    detailsLayout->addWidget(m_tabs, 1);
    auto *detailsScroll = new QScrollArea(this);
    detailsScroll->setWidget(details);
    detailsScroll->setWidgetResizable(true);
    detailsScroll->setFrameShape(QFrame::NoFrame);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_view);
    split->addWidget(detailsScroll);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->addWidget(m_status);
    layout->addWidget(split, 1);
    setWidget(body);

    // The selection, not the current index: QTableView::selectRow() moves the current index before it selects.
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ModelAnswersDock::showSelected);
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && m_loadedItemId != m_itemId)
            load();
    });
    clearDetails();
    m_status->setText(tr("Open a study to see the answers its model stages received."));
}

ModelAnswersDock::~ModelAnswersDock() = default;

void ModelAnswersDock::setStudyFile(const QString &studyFile)
{
    m_studyFile = studyFile;
    m_itemId = 0;
    m_loadedItemId = -1;
    m_job.cancel();
    m_model->setCalls({});
    clearDetails();
    m_status->setText(studyFile.isEmpty() ? tr("Open a study to see the answers its model stages received.")
                                          : tr("Choose an item."));
}

void ModelAnswersDock::showItem(qint64 itemId)
{
    if (itemId == m_itemId && m_loadedItemId == itemId)
        return;
    m_itemId = itemId;
    m_focusPending = false;
    if (isVisible())
        load();
}

void ModelAnswersDock::reload()
{
    m_loadedItemId = -1;
    if (isVisible())
        load();
}

void ModelAnswersDock::setSystemNamesHidden(bool hidden)
{
    if (hidden == m_hidden)
        return;
    m_hidden = hidden;
    reload();
    if (hidden) {
        m_job.cancel();
        m_model->setCalls({});
        clearDetails();
        m_status->setText(tr("Hidden while system names are blinded: the answers name the systems."));
    }
}

void ModelAnswersDock::load()
{
    if (m_hidden)
        return;
    if (m_studyFile.isEmpty() || m_itemId <= 0) {
        m_job.cancel();
        m_model->setCalls({});
        clearDetails();
        Q_EMIT loaded();
        return;
    }
    m_status->setText(tr("Reading the answers…"));
    m_job.start([file = m_studyFile,
                 itemId = m_itemId](const StopToken &stop) { return readAnswers(file, itemId, stop); },
                [this](const ModelAnswersLoad &load) { applyLoad(load); });
}

void ModelAnswersDock::applyLoad(const ModelAnswersLoad &load)
{
    m_loadedItemId = load.itemId;
    m_images = load.imagesBySha256;
    m_systemOfOutput = load.systemOfOutput;
    clearDetails();
    if (!load.calls) {
        m_model->setCalls({});
        m_status->setText(tr("Cannot read the answers: %1").arg(load.calls.error().toString()));
        Q_EMIT loaded();
        return;
    }
    m_model->setCalls(load.calls.value());
    int unparseable = 0;
    int failed = 0;
    for (const core::ModelCall &c : load.calls.value()) {
        unparseable += c.status == QLatin1String("unparseable") ? 1 : 0;
        failed += c.status == QLatin1String("failed") ? 1 : 0;
    }
    m_status->setText(load.calls.value().isEmpty()
                          ? tr("No model stage has asked about this item (Study → Run Model Stages…).")
                          : tr("%n request(s) about this item", nullptr, int(load.calls.value().size()))
                                + tr("; %1 unparseable, %2 failed.").arg(unparseable).arg(failed));
    m_view->resizeColumnsToContents();
    if (m_focusPending)
        applyFocus();
    else if (m_model->rowCount() > 0)
        m_view->selectRow(0);
    Q_EMIT loaded();
}

void ModelAnswersDock::focus(const QVector<qint64> &outputIds, const QStringList &stages)
{
    m_focusOutputs = outputIds;
    m_focusStages = stages;
    m_focusPending = true;
    show();
    raise();
    if (m_loadedItemId == m_itemId && !m_job.isRunning())
        applyFocus();
    else if (!m_job.isRunning())
        load();
}

void ModelAnswersDock::applyFocus()
{
    m_focusPending = false;
    if (m_hidden)
        return;
    QStringList systems;
    for (qint64 id : m_focusOutputs)
        systems << m_systemOfOutput.value(id);
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const core::ModelCall *c = m_model->call(row);
        if (!m_focusStages.contains(c->stage))
            continue;
        const QStringList about = c->systems.split(QLatin1Char('|'), Qt::SkipEmptyParts);
        bool all = true;
        for (const QString &s : systems)
            all = all && about.contains(s);
        if (all) {
            m_view->selectRow(row);
            m_view->scrollTo(m_model->index(row, 0));
            return;
        }
    }
    m_view->clearSelection();
    clearDetails();
    m_status->setText(
        tr("No %1 answer about %2 in this study.")
            .arg(m_focusStages.join(tr(" or ")), systems.isEmpty() ? tr("this item") : systems.join(tr(" and "))));
}

const core::ModelCall *ModelAnswersDock::selectedCall() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? nullptr : m_model->call(rows.first().row());
}

void ModelAnswersDock::clearDetails()
{
    m_header->setText(tr("Select a request to see what was sent and what came back."));
    m_raw->clear();
    m_prompt->clear();
    m_parsed->clear();
    while (QLayoutItem *item = m_thumbsLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

void ModelAnswersDock::showSelected()
{
    clearDetails();
    const core::ModelCall *c = selectedCall();
    if (!c)
        return;
    QString header = tr("<b>%1</b> · %2 · %3 · %4 ms")
                         .arg(c->stage.toHtmlEscaped(), c->model.toHtmlEscaped(), c->endpoint.toHtmlEscaped())
                         .arg(c->latencyMs);
    if (c->status != QLatin1String("ok"))
        header += QStringLiteral("<br><span style='color:#b02020'>")
                  + (c->status == QLatin1String("unparseable") ? tr("Unparseable: %1") : tr("Failed: %1"))
                        .arg(c->error.toHtmlEscaped())
                  + QStringLiteral("</span>");
    m_header->setText(header);
    m_raw->setPlainText(c->raw.isEmpty() ? tr("(no answer received)") : c->raw);
    m_prompt->setPlainText(c->prompt);
    if (c->status == QLatin1String("ok")) {
        const QJsonDocument parsed = QJsonDocument::fromJson(c->parsed.toUtf8());
        m_parsed->setPlainText(parsed.isNull() ? c->parsed : QString::fromUtf8(parsed.toJson(QJsonDocument::Indented)));
    } else {
        m_parsed->setPlainText(tr("Nothing was stored from this answer: %1").arg(c->error));
    }
    for (const QString &sha : c->imageSha256) {
        auto *tile = new QWidget(m_thumbs);
        auto *tileLayout = new QVBoxLayout(tile);
        tileLayout->setContentsMargins(0, 0, 6, 0);
        tileLayout->setSpacing(2);
        auto *picture = new QLabel(tile);
        auto *caption = new QLabel(tile);
        caption->setObjectName(QStringLiteral("ShownImageCaption"));
        const auto found = m_images.constFind(sha);
        if (found != m_images.constEnd() && !found->thumbnail.isNull()) {
            picture->setPixmap(QPixmap::fromImage(found->thumbnail));
            picture->setFixedSize(found->thumbnail.size());
            caption->setText(found->caption);
        } else {
            // The study's file changed since it was sent (or the image is not this item's): say so, show no other.
            picture->setText(tr("(not among this item's images)"));
            picture->setWordWrap(true);
            picture->setFixedSize(thumbnailSize, thumbnailSize / 2);
            caption->setText(found != m_images.constEnd() ? found->caption : sha.left(12));
        }
        caption->setToolTip(sha);
        tileLayout->addWidget(picture);
        tileLayout->addWidget(caption);
        m_thumbsLayout->addWidget(tile);
    }
    m_thumbsLayout->addStretch(1);
}

QString ModelAnswersDock::statusText() const
{
    return m_status->text();
}

QString ModelAnswersDock::rawText() const
{
    return m_raw->toPlainText();
}

QString ModelAnswersDock::promptText() const
{
    return m_prompt->toPlainText();
}

QString ModelAnswersDock::parsedText() const
{
    return m_parsed->toPlainText();
}

QStringList ModelAnswersDock::shownImageCaptions() const
{
    QStringList out;
    for (const QLabel *caption : m_thumbs->findChildren<QLabel *>(QStringLiteral("ShownImageCaption")))
        out << caption->text();
    return out;
}

} // namespace editlens::ui
