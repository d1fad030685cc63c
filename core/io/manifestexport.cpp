#include "manifestexport.h"

#include "io/manifestkeys.h"
#include "io/outputfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace editlens::core {

namespace k = manifestkeys;

namespace {

// JSON has no infinity (Qt would write null): a score of +inf or -inf (PSNR of identical images)
// becomes the string "inf" or "-inf", which ManifestImport reads back. A study never holds NaN.
QJsonValue scoreValueJson(double value)
{
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    return value;
}

QJsonArray masksJson(const QVector<Mask> &masks, const std::function<QString(const QString &)> &relPath)
{
    QJsonArray arr;
    for (const Mask &m : masks)
        arr.append(QJsonObject{{k::path, relPath(m.path)},
                               {k::kind, m.kind},
                               {k::originKind, originKindName(m.originKind)},
                               {k::origin, m.origin}});
    return arr;
}

QJsonObject itemJson(const Item &item, const std::function<QString(const QString &)> &relPath)
{
    QJsonObject o{{k::id, item.key}};
    if (!item.sourcePath.isEmpty())
        o.insert(k::source, relPath(item.sourcePath));
    o.insert(k::instruction, item.instruction);
    if (!item.sourceCaption.isEmpty())
        o.insert(k::sourceCaption, item.sourceCaption);
    if (!item.targetCaption.isEmpty())
        o.insert(k::targetCaption, item.targetCaption);
    if (!item.groundTruthPath.isEmpty())
        o.insert(k::groundTruth, relPath(item.groundTruthPath));
    if (!item.parse.isEmpty())
        o.insert(k::parse, item.parse);
    if (!item.tags.isEmpty())
        o.insert(k::tags, QJsonArray::fromStringList(item.tags));
    if (!item.sourceItem.isEmpty())
        o.insert(k::sourceItem, item.sourceItem);
    if (item.turn != 0)
        o.insert(k::turn, item.turn);
    if (!item.masks.isEmpty())
        o.insert(k::masks, masksJson(item.masks, relPath));

    QJsonArray outputs;
    for (const Output &out : item.outputs) {
        QJsonObject oj{{k::system, out.system}};
        if (!out.path.isEmpty())
            oj.insert(k::path, relPath(out.path));
        if (out.role != OutputRole::None)
            oj.insert(k::role, outputRoleName(out.role));
        if (!out.scores.isEmpty()) {
            QJsonArray scores;
            for (const Score &s : out.scores)
                scores.append(
                    QJsonObject{{k::metric, s.metric}, {k::version, s.version}, {k::value, scoreValueJson(s.value)}});
            oj.insert(k::scores, scores);
        }
        if (!out.ratings.isEmpty()) {
            QJsonArray ratings;
            for (const Rating &r : out.ratings)
                ratings.append(
                    QJsonObject{{k::annotator, r.annotator}, {k::dimension, r.dimension}, {k::value, r.value}});
            oj.insert(k::ratings, ratings);
        }
        if (!out.differences.isEmpty()) {
            QJsonArray diffs;
            for (const Difference &d : out.differences) {
                QJsonObject dj{{k::op, editOpName(d.op)},
                               {k::description, d.description},
                               {k::box, QJsonArray{d.box.left(), d.box.top(), d.box.right(), d.box.bottom()}},
                               {k::boxUnits, QStringLiteral("pixels")},
                               {k::confidence, d.confidence},
                               {k::originKind, originKindName(d.originKind)},
                               {k::origin, d.origin}};
                if (!d.coherence.isEmpty()) {
                    QJsonArray labels;
                    for (const CoherenceLabel &c : d.coherence)
                        labels.append(QJsonObject{{k::label, c.coherent ? QStringLiteral("YES") : QStringLiteral("NO")},
                                                  {k::rationale, c.rationale},
                                                  {k::originKind, originKindName(c.originKind)},
                                                  {k::origin, c.origin}});
                    dj.insert(k::coherence, labels);
                }
                if (!d.reviews.isEmpty()) {
                    QJsonArray reviews;
                    for (const DifferenceReview &r : d.reviews) {
                        QJsonObject rj{{k::annotator, r.annotator}, {k::state, reviewDecisionName(r.decision)}};
                        if (!r.updatedAt.isEmpty())
                            rj.insert(k::updatedAt, r.updatedAt);
                        reviews.append(rj);
                    }
                    dj.insert(k::reviews, reviews);
                }
                if (d.proposal)
                    dj.insert(k::proposal, detectorProposalJson(*d.proposal));
                diffs.append(dj);
            }
            oj.insert(k::differences, diffs);
        }
        if (!out.masks.isEmpty())
            oj.insert(k::masks, masksJson(out.masks, relPath));
        if (!out.completeBy.isEmpty())
            oj.insert(k::completeBy, QJsonArray::fromStringList(out.completeBy));
        outputs.append(oj);
    }
    o.insert(k::outputs, outputs);

    if (!item.preferences.isEmpty()) {
        QJsonArray prefs;
        for (const Preference &p : item.preferences) {
            QJsonObject pj{{k::a, p.systemA},
                           {k::b, p.systemB},
                           {k::annotator, p.annotator},
                           {k::choice, preferenceChoiceName(p.choice)}};
            if (!p.dimension.isEmpty())
                pj.insert(k::dimension, p.dimension);
            prefs.append(pj);
        }
        o.insert(k::preferences, prefs);
    }
    if (!item.judgeVotes.isEmpty()) {
        QJsonArray votes;
        for (const JudgeVote &v : item.judgeVotes)
            votes.append(
                QJsonObject{{k::a, v.systemA}, {k::b, v.systemB}, {k::judge, v.judge}, {k::verdict, v.verdict}});
        o.insert(k::judgeVotes, votes);
    }
    return o;
}

} // namespace

QString ManifestExport::id() const
{
    return QStringLiteral("manifest");
}

QString ManifestExport::name() const
{
    return QCoreApplication::translate("ManifestExport", "EditLens manifest");
}

QString ManifestExport::description() const
{
    return QCoreApplication::translate("ManifestExport",
                                       "EditLens manifest (JSON Lines); round-trips everything a study holds");
}

QString ManifestExport::fileSuffix() const
{
    return QStringLiteral("jsonl");
}

Status ManifestExport::write(const StudyData &study, const StudyPaths &paths, const QString &outFile,
                             const ProgressCallback &progress) const
{
    OutputFile file(outFile);
    if (Status s = file.open(); !s)
        return s;
    const QDir outDir = QFileInfo(outFile).absoluteDir();
    const auto relPath = [&](const QString &rel) { return outDir.relativeFilePath(paths.toAbsolute(rel)); };

    QJsonArray dims;
    for (const Dimension &d : study.dimensions)
        dims.append(QJsonObject{
            {k::name, d.name}, {k::min, d.scaleMin}, {k::max, d.scaleMax}, {k::description, d.description}});
    const QJsonObject header{{k::header, k::formatVersion}, {k::name, study.name}, {k::dimensions, dims}};
    file.write(QJsonDocument(header).toJson(QJsonDocument::Compact));
    file.write("\n");

    const qint64 total = study.items.size();
    for (qint64 i = 0; i < total; ++i) {
        file.write(QJsonDocument(itemJson(study.items[i], relPath)).toJson(QJsonDocument::Compact));
        file.write("\n");
        if (i % 256 == 0 && !reportProgress(progress, i, total)) {
            file.cancel();
            return Error{QCoreApplication::translate("ManifestExport", "export cancelled"), outFile};
        }
    }
    if (Status s = file.commit(); !s)
        return s;
    reportProgress(progress, total, total);
    return Status::success();
}

} // namespace editlens::core
