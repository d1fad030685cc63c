// Who may open an annotator's session. On a study with a plan, only its planned annotators: another name, or a
// planned one with a space at an end ("alice "), is refused before anything is recorded, so that a typo cannot
// start a second, partial rater beside the planned one. A plan may allow new annotators; the window then asks
// first. A study without a plan opens for any name, as it always did. One name rule (core::checkAnnotatorName)
// holds in the window, the plan and an import.
#include "document/studydocument.h"
#include "document/studyplan.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "session/annotatorwindow.h"
#include "storage/annotatorstore.h"
#include "storage/planstore.h"
#include "storage/studystore.h"
#include "testutil.h"
#include "util/passphrase.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens;

namespace {

/// Writes two items with two outputs each to `name`.jsonl in `dir`, `fields` (JSON members) added to every output.
QString writeManifest(const QTemporaryDir &dir, const QString &name, const QString &fields = QString())
{
    QImage image(32, 24, QImage::Format_RGB32);
    image.fill(Qt::gray);
    if (!image.save(dir.filePath(QStringLiteral("img.png"))))
        return {};
    QFile manifest(dir.filePath(name + QStringLiteral(".jsonl")));
    if (!manifest.open(QIODevice::WriteOnly))
        return {};
    const QString extra = fields.isEmpty() ? QString() : QLatin1Char(',') + fields;
    for (int i = 0; i < 2; ++i)
        manifest.write(QStringLiteral("{\"id\":\"it%1\",\"source\":\"img.png\",\"instruction\":\"grey\","
                                      "\"outputs\":[{\"system\":\"S1\",\"path\":\"img.png\"%2},"
                                      "{\"system\":\"S2\",\"path\":\"img.png\"%2}]}\n")
                           .arg(QString::number(i), extra)
                           .toUtf8());
    return manifest.fileName();
}

/// A study of two items; planned for `annotators` with `settings` unless that list is empty.
core::Result<QString> makeStudy(const QTemporaryDir &dir, const QString &name, const QStringList &annotators,
                                const core::PlanSettings &settings)
{
    core::FormatRegistry registry;
    registry.registerBuiltins();
    const QString manifest = writeManifest(dir, name);
    if (manifest.isEmpty())
        return core::Error{QStringLiteral("cannot write the test data")};
    const QString file = dir.filePath(name + QStringLiteral(".editlens"));
    auto store = core::StudyStore::create(file, dir.path());
    if (!store)
        return store.error();
    if (auto imported = core::importInto(*store.value(), registry, QStringLiteral("manifest"), manifest, {}); !imported)
        return imported.error();
    if (!annotators.isEmpty()) {
        core::PlanOptions options;
        options.settings = settings;
        if (core::Status s = core::StudyPlan::create(*store.value(), annotators, options); !s)
            return s.error();
    }
    return file;
}

/// The study's annotators, by name.
QStringList annotatorsOf(const QString &file)
{
    auto store = core::StudyStore::open(file);
    if (!store)
        return {QStringLiteral("cannot open: ") + store.error().toString()};
    QSqlQuery q(store.value()->database());
    if (!q.exec(QStringLiteral("SELECT name FROM annotators ORDER BY name")))
        return {QStringLiteral("query failed")};
    QStringList names;
    while (q.next())
        names << q.value(0).toString();
    return names;
}

core::PlanSettings protectedPlan()
{
    core::PlanSettings s;
    s.seed = 3;
    s.breakMinutes = 0;
    s.passphraseHash = core::hashPassphrase(QStringLiteral("runner's secret"), 1000);
    return s;
}

} // namespace

class TestSessionNames : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_planned; ///< planned for alice and bob, with a passphrase

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        auto study = makeStudy(m_dir, QStringLiteral("planned"), {QStringLiteral("alice"), QStringLiteral("bob")},
                               protectedPlan());
        EL_VERIFY_OK(study);
        m_planned = study.value();
    }

    void namesOutsideThePlanAreRefused_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("said");
        QTest::newRow("unplanned") << QStringLiteral("carol") << QStringLiteral("'carol' has no plan");
        QTest::newRow("trailing space") << QStringLiteral("alice ") << QStringLiteral("begins or ends with a space");
        QTest::newRow("leading space") << QStringLiteral(" bob") << QStringLiteral("begins or ends with a space");
        QTest::newRow("other case") << QStringLiteral("Alice") << QStringLiteral("did you mean 'alice'?");
        QTest::newRow("line break") << QStringLiteral("al\nice") << QStringLiteral("line break");
    }

    void namesOutsideThePlanAreRefused()
    {
        QFETCH(QString, name);
        QFETCH(QString, said);
        ui::AnnotatorWindow window;
        bool asked = false;
        window.setNewAnnotatorQuestion([&asked](const QString &, const QString &) { return asked = true; });
        const core::Status opened = window.open(m_planned, name);
        QVERIFY2(!opened, "a session opened for a name outside the plan");
        QVERIFY2(opened.error().message.contains(said), qPrintable(opened.error().toString()));
        QVERIFY(!asked); // the plan does not allow new annotators: refused without a question
        QCOMPARE(window.itemId(), qint64(0));
        QVERIFY(!window.document());
        // Nothing recorded: no second rater beside the planned ones.
        QCOMPARE(annotatorsOf(m_planned), (QStringList{QStringLiteral("alice"), QStringLiteral("bob")}));
    }

    void aPlannedNameOpens()
    {
        ui::AnnotatorWindow window;
        EL_VERIFY_OK(window.open(m_planned, QStringLiteral("alice")));
        QVERIFY(window.itemId() != 0);
        QCOMPARE(window.document()->annotator(), QStringLiteral("alice"));
    }

    void aStudyWithoutAPlanOpensForAnyName()
    {
        auto study = makeStudy(m_dir, QStringLiteral("unplanned"), {}, {});
        EL_VERIFY_OK(study);
        ui::AnnotatorWindow window;
        EL_VERIFY_OK(window.open(study.value(), QStringLiteral("carol")));
        QVERIFY(window.itemId() != 0);
        // The name rule holds there too.
        ui::AnnotatorWindow spaced;
        QVERIFY(!spaced.open(study.value(), QStringLiteral("carol ")));
        QCOMPARE(annotatorsOf(study.value()), QStringList{QStringLiteral("carol")});
    }

    void aPlanThatAllowsNewAnnotatorsAsksFirst()
    {
        core::PlanSettings settings = protectedPlan();
        settings.allowNewAnnotators = true;
        auto study = makeStudy(m_dir, QStringLiteral("open"), {QStringLiteral("alice")}, settings);
        EL_VERIFY_OK(study);
        {
            auto store = core::StudyStore::open(study.value());
            EL_VERIFY_OK(store);
            auto stored = core::PlanStore(*store.value()).settings();
            EL_VERIFY_OK(stored);
            QVERIFY(stored.value().allowNewAnnotators);
        }
        QStringList questions;
        bool answer = false;
        const auto ask = [&](const QString &name, const QString &similar) {
            questions << name + QLatin1Char('/') + similar;
            return answer;
        };
        ui::AnnotatorWindow declined;
        declined.setNewAnnotatorQuestion(ask);
        QVERIFY(!declined.open(study.value(), QStringLiteral("Alice")));
        QCOMPARE(questions, QStringList{QStringLiteral("Alice/alice")});
        QCOMPARE(annotatorsOf(study.value()), QStringList{QStringLiteral("alice")});

        answer = true;
        ui::AnnotatorWindow confirmed;
        confirmed.setNewAnnotatorQuestion(ask);
        EL_VERIFY_OK(confirmed.open(study.value(), QStringLiteral("carol")));
        QCOMPARE(questions.last(), QStringLiteral("carol/"));
        QVERIFY(confirmed.itemId() != 0);
        // A planned name is never asked about; a name with a space is refused, not asked about.
        ui::AnnotatorWindow planned;
        planned.setNewAnnotatorQuestion(ask);
        EL_VERIFY_OK(planned.open(study.value(), QStringLiteral("alice")));
        QVERIFY(!planned.open(study.value(), QStringLiteral("dora ")));
        QCOMPARE(questions.size(), 2);
    }

    void thePlanAnImportAndTheStudyRefuseTheSameNames()
    {
        auto store = core::StudyStore::open(m_planned);
        EL_VERIFY_OK(store);
        // A new annotator of the study (the workbench's --annotator, Annotate → Switch Annotator): the same rule.
        core::AnnotatorStore annotations(*store.value());
        const auto added = annotations.ensureAnnotator(QStringLiteral("eve "));
        QVERIFY(!added);
        QVERIFY2(added.error().message.contains(QLatin1String("begins or ends with a space")),
                 qPrintable(added.error().toString()));
        EL_VERIFY_OK(annotations.ensureAnnotator(QStringLiteral("alice"))); // a name the study holds
        core::PlanOptions options;
        options.settings = protectedPlan();
        const core::Status planned = core::StudyPlan::create(*store.value(), {QStringLiteral("dora ")}, options);
        QVERIFY(!planned);
        QVERIFY2(planned.error().message.contains(QLatin1String("begins or ends with a space")),
                 qPrintable(planned.error().toString()));

        core::FormatRegistry registry;
        registry.registerBuiltins();
        // A rater's name, and the name of who marked an output complete, as an import gives them.
        const QStringList fields = {
            QStringLiteral("\"ratings\":[{\"annotator\":\"alice \",\"dimension\":\"overall\",\"value\":3}]"),
            QStringLiteral("\"complete_by\":[\" alice\"]")};
        for (int i = 0; i < fields.size(); ++i) {
            const QString name = QStringLiteral("spaced%1").arg(i);
            const QString manifest = writeManifest(m_dir, name, fields[i]);
            auto target = core::StudyStore::create(m_dir.filePath(name + QStringLiteral(".editlens")), m_dir.path());
            EL_VERIFY_OK(target);
            auto imported = core::importInto(*target.value(), registry, QStringLiteral("manifest"), manifest, {});
            QVERIFY2(!imported, qPrintable(fields[i]));
            QVERIFY2(imported.error().message.contains(QLatin1String("begins or ends with a space")),
                     qPrintable(imported.error().toString()));
        }
    }
};

QTEST_MAIN(TestSessionNames)
#include "tst_sessionnames.moc"
