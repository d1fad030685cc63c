// The status bar's "N ratings by M annotators" follows every rating, not only an item reload.
#include "annotatestudy.h"
#include "document/studydocument.h"
#include "mainwindow.h"
#include "openwindow.h"
#include "testutil.h"

#include <QSettings>
#include <QStatusBar>
#include <QTest>

using namespace editlens;

class TestStatusCounts : public QObject
{
    Q_OBJECT

private:
    core::FormatRegistry m_registry;
    ui::AppServices m_services = ui::AppServices::builtin();

private Q_SLOTS:
    void initTestCase() { m_registry.registerBuiltins(); }

    void theRatingCountFollowsEveryRating()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const core::Result<QString> study = testing::makeAnnotationStudy(dir, m_registry, 2);
        EL_VERIFY_OK(study);
        QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        ui::MainWindow window(m_services, settings);
        EL_VERIFY_OK(testing::showAndOpenAs(window, study.value(), QStringLiteral("ann1"), true));
        QStatusBar *bar = window.statusBar();
        QTRY_VERIFY2(bar->currentMessage().contains(QStringLiteral(" 0 ratings by ")),
                     qPrintable(bar->currentMessage()));

        core::StudyDocument *document = window.document();
        const qint64 o0 = window.currentItem().outputs.at(0).id;
        const qint64 o1 = window.currentItem().outputs.at(1).id;
        const QString dimension = document->store().dimensions().value().at(0).name;
        EL_VERIFY_OK(document->writeRating(o0, dimension, QStringLiteral("ann1"), 4.0));
        QTRY_VERIFY2(bar->currentMessage().contains(QStringLiteral(" 1 ratings by 1 annotators")),
                     qPrintable(bar->currentMessage()));
        EL_VERIFY_OK(document->writeRating(o1, dimension, QStringLiteral("ann1"), 2.0));
        QTRY_VERIFY2(bar->currentMessage().contains(QStringLiteral(" 2 ratings by 1 annotators")),
                     qPrintable(bar->currentMessage()));
        // Taking one back counts too.
        EL_VERIFY_OK(document->writeRating(o1, dimension, QStringLiteral("ann1"), std::nullopt));
        QTRY_VERIFY2(bar->currentMessage().contains(QStringLiteral(" 1 ratings by ")),
                     qPrintable(bar->currentMessage()));

        // A passing message is not overwritten; the counts come back after it.
        bar->showMessage(QStringLiteral("something else"), 60000);
        EL_VERIFY_OK(document->writeRating(o1, dimension, QStringLiteral("ann1"), 3.0));
        QCoreApplication::processEvents();
        QCOMPARE(bar->currentMessage(), QStringLiteral("something else"));
    }
};

QTEST_MAIN(TestStatusCounts)
#include "tst_statuscounts.moc"
