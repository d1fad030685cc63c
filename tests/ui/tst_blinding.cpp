// Blinding: with a blinded plan no system name appears anywhere in the window — widget texts, tooltips, titles,
// combo boxes, item views (with their headers), actions and text items in the comparison scenes.
#include "annotate/annotationdock.h"
#include "annotate/systemnamer.h"
#include "annotatestudy.h"
#include "compare/comparisonview.h"
#include "document/studydocument.h"
#include "document/studyplan.h"
#include "mainwindow.h"
#include "testutil.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QTabBar>
#include <QTest>

using namespace editlens;

namespace {

void addModel(const QAbstractItemModel *model, const QModelIndex &parent, QStringList &out)
{
    for (int r = 0; r < model->rowCount(parent); ++r)
        for (int c = 0; c < model->columnCount(parent); ++c) {
            const QModelIndex i = model->index(r, c, parent);
            for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole), int(Qt::StatusTipRole)})
                out << i.data(role).toString();
            if (c == 0 && model->hasChildren(i))
                addModel(model, i, out);
        }
}

/// Every text a user can see or hover in `root` and its children.
QStringList visibleTexts(QWidget *root)
{
    QStringList out;
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *w : std::as_const(widgets)) {
        out << w->windowTitle() << w->toolTip() << w->statusTip() << w->whatsThis() << w->accessibleName();
        for (QAction *a : w->actions())
            out << a->text() << a->toolTip() << a->statusTip();
        if (auto *l = qobject_cast<QLabel *>(w))
            out << l->text();
        if (auto *b = qobject_cast<QAbstractButton *>(w))
            out << b->text();
        if (auto *e = qobject_cast<QLineEdit *>(w))
            out << e->text() << e->placeholderText();
        if (auto *g = qobject_cast<QGroupBox *>(w))
            out << g->title();
        if (auto *t = qobject_cast<QTabBar *>(w))
            for (int i = 0; i < t->count(); ++i)
                out << t->tabText(i) << t->tabToolTip(i);
        if (auto *c = qobject_cast<QComboBox *>(w))
            for (int i = 0; i < c->count(); ++i)
                out << c->itemText(i) << c->itemData(i, Qt::ToolTipRole).toString();
        if (auto *v = qobject_cast<QAbstractItemView *>(w); v && v->model()) {
            addModel(v->model(), QModelIndex(), out);
            for (Qt::Orientation o : {Qt::Horizontal, Qt::Vertical}) {
                const int n = o == Qt::Horizontal ? v->model()->columnCount() : v->model()->rowCount();
                for (int s = 0; s < n; ++s)
                    out << v->model()->headerData(s, o, Qt::DisplayRole).toString()
                        << v->model()->headerData(s, o, Qt::ToolTipRole).toString();
            }
        }
        if (auto *g = qobject_cast<QGraphicsView *>(w); g && g->scene())
            for (QGraphicsItem *item : g->scene()->items()) {
                out << item->toolTip();
                if (auto *t = dynamic_cast<QGraphicsSimpleTextItem *>(item))
                    out << t->text();
                if (auto *t = dynamic_cast<QGraphicsTextItem *>(item))
                    out << t->toPlainText();
            }
    }
    return out;
}

QStringList leaks(QWidget *root)
{
    QStringList found;
    for (const QString &text : visibleTexts(root))
        if (text.contains(QLatin1String("SysAlpha")) || text.contains(QLatin1String("SysBeta")))
            found << text;
    return found;
}

} // namespace

class TestBlinding : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    core::FormatRegistry m_registry;
    QString m_study;

    /// Opens the study as ann1, shows every output (grid) and waits until the item and the extras are in.
    void openAsAnnotator(ui::MainWindow &window)
    {
        QSignalSpy shown(window.comparisonView(), &ui::ComparisonView::itemShown);
        QSignalSpy extras(&window, &ui::MainWindow::extrasChanged);
        window.comparisonView()->setMode(ui::CompareMode::Grid);
        window.resize(1400, 900);
        window.show();
        EL_VERIFY_OK(window.openStudy(m_study));
        EL_VERIFY_OK(window.setAnnotator(QStringLiteral("ann1")));
        QVERIFY(window.startRating());
        QTRY_VERIFY_WITH_TIMEOUT(window.extrasLoaded(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 10000);
        QTest::qWait(100);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
        auto study = testing::makeAnnotationStudy(m_dir, m_registry, 4);
        EL_VERIFY_OK(study);
        m_study = study.value();
    }

    void unblindedStudyShowsSystemNames()
    {
        // The walker must be able to fail: without blinding the names are there.
        QSettings settings(m_dir.filePath(QStringLiteral("a.ini")), QSettings::IniFormat);
        ui::MainWindow window(m_registry, settings);
        openAsAnnotator(window);
        QVERIFY(!window.systemNamer()->blinded());
        QVERIFY(!leaks(&window).isEmpty());
    }

    void blindedStudyShowsNoSystemName()
    {
        {
            auto store = core::StudyStore::open(m_study);
            EL_VERIFY_OK(store);
            core::PlanOptions options;
            options.settings.seed = 7;
            options.settings.blinded = true;
            EL_VERIFY_OK(core::StudyPlan::create(*store.value(), {QStringLiteral("ann1")}, options));
        }
        QSettings settings(m_dir.filePath(QStringLiteral("b.ini")), QSettings::IniFormat);
        ui::MainWindow window(m_registry, settings);
        openAsAnnotator(window);
        QVERIFY(window.systemNamer()->blinded());
        QCOMPARE(leaks(&window), QStringList());
        // The blind labels stand in for them (browser, combo, captions, rating columns).
        QVERIFY(visibleTexts(&window).join(QLatin1Char('\n')).contains(QLatin1String("Output A")));
        QCOMPARE(window.currentItem().outputs.size(), 2);
        QVERIFY(window.currentItem().outputs[0].system.startsWith(QLatin1String("Output ")));

        // Every item, each output in the side mode, and after a rating.
        window.comparisonView()->setMode(ui::CompareMode::Side);
        for (int row = 0; row < 4; ++row) {
            window.selectItemRow(row);
            QTest::qWait(50);
            QCOMPARE(leaks(&window), QStringList());
        }
        QVERIFY(window.annotationDock()->ratingPanel() != nullptr);
    }
};

QTEST_MAIN(TestBlinding)
#include "tst_blinding.moc"
