// Who may open an annotator's session on a PostgreSQL study with a plan. An annotator's login reads only its own
// plan, so it cannot list the planned annotators: a login the owner made for a name outside the plan is refused all
// the same (the study's stored plan settings say that there is a plan), and a planned annotator's login opens.
#include "document/studyplan.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "server/studyaccess.h"
#include "session/annotatorwindow.h"
#include "storage/rubricstore.h"
#include "storage/studystore.h"
#include "study/plan.h"
#include "studyengine.h"
#include "testutil.h"
#include "transfer/studytransfer.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens;

namespace {

/// A study file of two items with two outputs each, planned for alice and bob.
core::Result<QString> makePlannedStudy(const QTemporaryDir &dir)
{
    QImage image(32, 24, QImage::Format_RGB32);
    image.fill(Qt::gray);
    if (!image.save(dir.filePath(QStringLiteral("img.png"))))
        return core::Error{QStringLiteral("cannot write the test image")};
    QFile manifest(dir.filePath(QStringLiteral("m.jsonl")));
    if (!manifest.open(QIODevice::WriteOnly))
        return core::Error{QStringLiteral("cannot write the manifest")};
    for (int i = 0; i < 2; ++i)
        manifest.write(QStringLiteral("{\"id\":\"it%1\",\"source\":\"img.png\",\"instruction\":\"grey\","
                                      "\"outputs\":[{\"system\":\"S1\",\"path\":\"img.png\"},"
                                      "{\"system\":\"S2\",\"path\":\"img.png\"}]}\n")
                           .arg(i)
                           .toUtf8());
    manifest.close();
    const QString file = dir.filePath(QStringLiteral("planned.editlens"));
    auto store = core::StudyStore::create(file, dir.path());
    if (!store)
        return store.error();
    core::FormatRegistry registry;
    registry.registerBuiltins();
    if (auto imported = core::importInto(*store.value(), registry, QStringLiteral("manifest"), manifest.fileName(), {});
        !imported)
        return imported.error();
    // The rubric is the owner's to choose before publishing (an annotator's login may not write one).
    if (auto rubric = core::RubricStore(*store.value()).ensureActive(); !rubric)
        return rubric.error();
    core::PlanOptions options;
    options.settings.seed = 4;
    options.settings.breakMinutes = 0;
    if (core::Status s =
            core::StudyPlan::create(*store.value(), {QStringLiteral("alice"), QStringLiteral("bob")}, options);
        !s)
        return s.error();
    return file;
}

} // namespace

class TestSessionServerLogin : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        if (!testing::pgTestServer().ready)
            QSKIP(qPrintable(testing::pgTestServer().reason));
        QVERIFY(m_dir.isValid());
        // The image cache lives under the user's cache folder: this test's own.
        qputenv("XDG_CACHE_HOME", m_dir.filePath(QStringLiteral("cache")).toUtf8());
    }

    void onlyAPlannedAnnotatorsLoginOpensASession()
    {
        auto file = makePlannedStudy(m_dir);
        EL_VERIFY_OK(file);
        const QString url = testing::pgTestServer().url(testing::uniqueStudyName(QStringLiteral("logins")));
        EL_VERIFY_OK(core::publishStudy(file.value(), url));
        core::Result<core::studyaccess::AnnotatorLogin> alice = core::Error{};
        core::Result<core::studyaccess::AnnotatorLogin> carol = core::Error{};
        {
            auto owner = core::StudyStore::open(url);
            EL_VERIFY_OK(owner);
            alice = core::studyaccess::addAnnotator(*owner.value(), QStringLiteral("alice"));
            carol = core::studyaccess::addAnnotator(*owner.value(), QStringLiteral("carol"));
            EL_VERIFY_OK(alice);
            EL_VERIFY_OK(carol);
            // Not a name with a space at an end, here either.
            QVERIFY(!core::studyaccess::addAnnotator(*owner.value(), QStringLiteral("bob ")));
        }

        ui::AnnotatorWindow unplanned;
        const core::Status refused = unplanned.open(carol.value().url, QStringLiteral("carol"));
        QVERIFY2(!refused, "carol's login opened a session outside the plan");
        QVERIFY2(refused.error().message.contains(QLatin1String("'carol' has no plan")),
                 qPrintable(refused.error().toString()));
        QVERIFY(!unplanned.document());

        ui::AnnotatorWindow planned;
        EL_VERIFY_OK(planned.open(alice.value().url, QStringLiteral("alice")));
        QVERIFY(planned.itemId() != 0);

        // The owner's URL with a name outside the plan: refused as on a study file.
        ui::AnnotatorWindow owner;
        QVERIFY(!owner.open(url, QStringLiteral("dora")));
    }
};

QTEST_MAIN(TestSessionServerLogin)
#include "tst_sessionserverlogin.moc"
