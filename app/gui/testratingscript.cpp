#include "testratingscript.h"

#include "annotate/annotationdock.h"
#include "annotate/ratingpanel.h"
#include "document/studydocument.h"
#include "guiutil/filedialogs.h"
#include "mainwindow.h"
#include "storage/studystore.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemModel>
#include <QSocketNotifier>

#include <algorithm>
#include <cstdio>
#include <unistd.h>

TestRatingScript::TestRatingScript(editlens::ui::MainWindow &window)
    : QObject(&window)
    , m_window(window)
    , m_stdin(new QSocketNotifier(STDIN_FILENO, QSocketNotifier::Read, this))
{
    if (editlens::core::StudyDocument *document = window.document())
        connect(document, &editlens::core::StudyDocument::ratingChanged, this,
                [](qint64 outputId, const QString &dimension, const QString &, std::optional<double> value) {
                    std::printf("saved %lld %s %s\n", static_cast<long long>(outputId), qPrintable(dimension),
                                value ? qPrintable(QString::number(*value)) : "none");
                    std::fflush(stdout);
                });
    connect(m_stdin, &QSocketNotifier::activated, this, &TestRatingScript::onInput);
}

void TestRatingScript::onInput()
{
    char buffer[256];
    const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
    if (n <= 0) {
        m_stdin->setEnabled(false);
        return;
    }
    m_pending.append(buffer, n);
    qsizetype end;
    while ((end = m_pending.indexOf('\n')) >= 0) {
        const QByteArray command = m_pending.left(end).trimmed();
        m_pending.remove(0, end + 1);
        run(command);
    }
}

void TestRatingScript::run(const QByteArray &command)
{
    if (command.isEmpty() || command == "rate")
        rateOnce();
    else if (command == "box")
        drawBox();
    else if (command == "dialog")
        showDialog();
    else if (command == "sniff")
        sniff();
    else
        std::printf("unknown %s\n", command.constData());
    std::fflush(stdout);
}

void TestRatingScript::drawBox()
{
    editlens::core::StudyDocument *document = m_window.document();
    const editlens::core::Item &item = m_window.currentItem();
    if (!document || item.outputs.isEmpty()) {
        std::printf("refused\n");
        return;
    }
    const int index = std::max(0, m_window.currentOutputIndex());
    editlens::core::Difference d;
    d.op = editlens::core::EditOp::Remove;
    d.description = QStringLiteral("box-%1").arg(++m_boxes);
    d.box = QRectF(1 + m_boxes % 7, 2, 5, 4);
    d.originKind = editlens::core::OriginKind::Annotator;
    d.origin = document->annotator();
    const auto id = document->writeAddDifference(item.outputs.at(index % item.outputs.size()).id, d);
    if (!id)
        std::printf("refused %s\n", qPrintable(id.error().toString()));
    else
        std::printf("boxed %lld %s\n", static_cast<long long>(id.value()), qPrintable(d.description));
}

void TestRatingScript::showDialog()
{
    const QString studyFile = m_window.study()->filePath();
    QFileDialog dialog(&m_window, QStringLiteral("Import File"), QFileInfo(studyFile).absolutePath());
    editlens::ui::filedialogs::prepare(dialog);
    dialog.setFileMode(QFileDialog::ExistingFile);
    dialog.setViewMode(QFileDialog::Detail);
    dialog.show();
    // Wait, without a clock in the verdict, until the dialog's model shows the study file with its type: by
    // then its icon provider has been asked about it.
    auto *model = dialog.findChild<QFileSystemModel *>();
    QString type;
    const QDeadlineTimer deadline(20000);
    while (model && type.isEmpty() && !deadline.hasExpired()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        const QModelIndex index = model->index(studyFile, 2);
        if (index.isValid())
            type = index.data().toString();
    }
    dialog.close();
    std::printf("dialog %s\n", type.isEmpty() ? "(not listed)" : qPrintable(type));
}

void TestRatingScript::sniff()
{
    QFile file(m_window.study()->filePath());
    if (file.open(QIODevice::ReadOnly)) {
        file.read(16);
        file.close();
    }
    std::printf("sniffed\n");
}

void TestRatingScript::rateOnce()
{
    editlens::ui::RatingPanel *panel = m_window.annotationDock()->ratingPanel();
    // Values 1..5 cycling, so consecutive ratings differ.
    if (!panel->rateFocused(m_count % 5 + 1)) {
        std::printf("refused\n");
        std::fflush(stdout);
    }
    ++m_count;
    if (panel->isComplete())
        m_window.annotationDock()->submit();
    else
        panel->moveFocus(+1);
}
