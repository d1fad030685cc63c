#include "importresolver.h"

#include "study/annotatorname.h"

#include <QCoreApplication>
#include <QDir>
#include <QMap>
#include <QSet>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <cmath>
#include <optional>

namespace editlens::core {

namespace {

Error at(const SourceLocation &where, const QString &message)
{
    return Error{message, where.file, where.line};
}

// Scale implied by the values of a dimension nobody declared.
Dimension inferDimension(const QString &name, double lo, double hi)
{
    if (lo >= 1.0 && hi <= 5.0)
        return {name, 1.0, 5.0, {}};
    if (lo >= 0.0 && hi <= 1.0)
        return {name, 0.0, 1.0, {}};
    if (lo >= 0.0 && hi <= 10.0)
        return {name, 0.0, 10.0, {}};
    return {name, lo, hi, {}};
}

} // namespace

ImportResolver::ImportResolver(StudyPaths paths, QVector<Dimension> existingDimensions)
    : m_paths(std::move(paths))
    , m_existing(std::move(existingDimensions))
{
}

Result<QString> ImportResolver::resolveImage(const QString &path, const SourceLocation &where, QSize *size)
{
    // A NUL would cut the path short in every file-system call (and Qt warns "Broken filename" on the terminal).
    if (path.contains(QChar(u'\0')))
        return at(where, QCoreApplication::translate("ImportResolver", "image path '%1' holds a NUL character")
                             .arg(QString(path).replace(QChar(u'\0'), QStringLiteral("\\0"))));
    Result<QString> rel = m_paths.toStudyRelative(path, QDir::rootPath(), true);
    if (!rel)
        return at(where, rel.error().message);
    const QString absolute = m_paths.toAbsolute(rel.value());
    Result<QSize> probed = m_probe.size(absolute);
    if (!probed)
        return at(where, QStringLiteral("%1: %2").arg(path, probed.error().message));
    if (size)
        *size = probed.value();
    if (!m_queued.contains(absolute)) {
        m_queued.insert(absolute);
        m_decodes.push_back({absolute, path, where});
    }
    return rel.value();
}

Status ImportResolver::decodeImages(qint64 items, const ProgressCallback &progress)
{
    if (m_decodes.isEmpty())
        return Status::success();
    QThreadPool pool;
    pool.setMaxThreadCount(QThread::idealThreadCount());
    QFuture<Status> decoded = QtConcurrent::mapped(&pool, m_decodes, [](const PendingDecode &image) {
        return ImageProbe::decode(image.absolutePath);
    });
    const qint64 images = m_decodes.size();
    while (!pool.waitForDone(100)) {
        if (!reportProgress(progress, items + items * decoded.progressValue() / images, 2 * items)) {
            decoded.cancel();
            pool.waitForDone();
            return Error{QCoreApplication::translate("ImportResolver", "import cancelled; the study was not changed")};
        }
    }
    decoded.waitForFinished();
    const QList<Status> results = decoded.results();
    for (qsizetype i = 0; i < results.size(); ++i)
        if (!results[i])
            return at(m_decodes[i].where, QStringLiteral("%1: %2").arg(m_decodes[i].path, results[i].error().message));
    m_decodes.clear(); // m_queued keeps them: a later batch does not decode them again
    return Status::success();
}

namespace {

/// The first name or text of `item` that starts with U+FEFF, as "what 'text'", or nullopt. The study cannot keep such
/// a text as written: SQLite drops a leading U+FEFF from text bound as UTF-16, as Qt's SQLite driver binds it.
std::optional<QString> textWithLeadingBom(const Item &item)
{
    const QChar bom(0xFEFF);
    std::optional<QString> found;
    const auto check = [&](const QString &what, const QString &text) {
        if (!found && text.startsWith(bom))
            found = QStringLiteral("%1 '\\ufeff%2'").arg(what, text.mid(1));
    };
    check(QCoreApplication::translate("ImportResolver", "the item id"), item.key);
    check(QCoreApplication::translate("ImportResolver", "the instruction"), item.instruction);
    for (const Output &o : item.outputs) {
        check(QCoreApplication::translate("ImportResolver", "the system"), o.system);
        for (const Score &s : o.scores)
            check(QCoreApplication::translate("ImportResolver", "the metric"), s.metric);
        for (const Rating &r : o.ratings) {
            check(QCoreApplication::translate("ImportResolver", "the annotator"), r.annotator);
            check(QCoreApplication::translate("ImportResolver", "the dimension"), r.dimension);
        }
    }
    for (const Preference &p : item.preferences) {
        check(QCoreApplication::translate("ImportResolver", "the annotator"), p.annotator);
        check(QCoreApplication::translate("ImportResolver", "the dimension"), p.dimension);
        check(QCoreApplication::translate("ImportResolver", "the system"), p.systemA);
        check(QCoreApplication::translate("ImportResolver", "the system"), p.systemB);
    }
    for (const JudgeVote &v : item.judgeVotes)
        check(QCoreApplication::translate("ImportResolver", "the judge"), v.judge);
    return found;
}

/// An output names a system, and no other output of its item names the same (`systems`: those seen so far).
Status checkSystem(const Output &o, const QString &itemKey, const SourceLocation &where, QSet<QString> &systems)
{
    if (o.system.trimmed().isEmpty())
        return at(where, QCoreApplication::translate("ImportResolver", "an output of item '%1' has no system name")
                             .arg(itemKey));
    if (systems.contains(o.system))
        return at(where, QCoreApplication::translate("ImportResolver", "item '%1' has two outputs of system '%2'")
                             .arg(itemKey, o.system));
    systems.insert(o.system);
    return Status::success();
}

Status checkScores(const Output &o, const QString &itemKey, const SourceLocation &where)
{
    for (const Score &s : o.scores) {
        if (s.metric.trimmed().isEmpty())
            return at(where, QCoreApplication::translate("ImportResolver", "a score of item '%1' has no metric id")
                                 .arg(itemKey));
        // +inf and -inf are legitimate (PSNR of identical images); NaN is never stored.
        if (std::isnan(s.value))
            return at(where,
                      QCoreApplication::translate("ImportResolver", "score '%1' of item '%2' is not a number (NaN)")
                          .arg(s.metric, itemKey));
    }
    return Status::success();
}

Status checkRatings(const Output &o, const QString &itemKey, const SourceLocation &where)
{
    for (const Rating &r : o.ratings) {
        // A ratings table gives each rating its own line; a manifest gives the item's.
        const SourceLocation rated{where.file, r.line > 0 ? r.line : where.line};
        if (r.dimension.trimmed().isEmpty())
            return at(rated, QCoreApplication::translate("ImportResolver", "a rating of item '%1' lacks its dimension")
                                 .arg(itemKey));
        if (const Status name = checkAnnotatorName(r.annotator); !name)
            return at(rated, name.error().message);
        if (!std::isfinite(r.value))
            return at(rated,
                      QCoreApplication::translate("ImportResolver", "a rating of item '%1' is not a finite number")
                          .arg(itemKey));
    }
    return Status::success();
}

/// Every name an import gives an annotator, under the one rule (a space at an end is refused, not trimmed): who
/// completed the output and who reviewed its differences.
Status checkAnswerNames(const Output &o, const SourceLocation &where)
{
    for (const QString &name : std::as_const(o.completeBy))
        if (const Status s = checkAnnotatorName(name); !s)
            return at(where, s.error().message);
    for (const Difference &d : std::as_const(o.differences))
        for (const DifferenceReview &r : d.reviews)
            if (const Status s = checkAnnotatorName(r.annotator); !s)
                return at(where, s.error().message);
    return Status::success();
}

/// Checks a difference's box and confidence; a normalized box becomes pixels of `imageSize`, the image its op lives
/// on (the original for REMOVE, the edited output otherwise).
Status resolveDifference(Difference &d, const QSize &imageSize, const QString &itemKey, const SourceLocation &where)
{
    QRectF b = d.box;
    if (!(b.left() < b.right() && b.top() < b.bottom()))
        return at(where,
                  QCoreApplication::translate(
                      "ImportResolver",
                      "difference box [%1, %2, %3, %4] of item '%5' is empty or inverted (want x0 < x1, y0 < y1)")
                      .arg(b.left())
                      .arg(b.top())
                      .arg(b.right())
                      .arg(b.bottom())
                      .arg(itemKey));
    if (d.boxIsNormalized) {
        if (b.left() < 0 || b.top() < 0 || b.right() > 1 || b.bottom() > 1)
            return at(where, QCoreApplication::translate("ImportResolver",
                                                         "normalized difference box of item '%1' leaves [0, 1]")
                                 .arg(itemKey));
        if (!imageSize.isValid())
            return at(where,
                      QCoreApplication::translate("ImportResolver",
                                                  "item '%1' has a normalized %2 box but no %3 image to scale it to")
                          .arg(itemKey, editOpName(d.op),
                               d.op == EditOp::Remove ? QCoreApplication::translate("ImportResolver", "original")
                                                      : QCoreApplication::translate("ImportResolver", "edited")));
        b = QRectF(QPointF(b.left() * imageSize.width(), b.top() * imageSize.height()),
                   QPointF(b.right() * imageSize.width(), b.bottom() * imageSize.height()));
        d.box = b;
        d.boxIsNormalized = false;
    } else if (imageSize.isValid()
               && (b.left() < 0 || b.top() < 0 || b.right() > imageSize.width() + 0.5
                   || b.bottom() > imageSize.height() + 0.5)) {
        return at(where, QCoreApplication::translate("ImportResolver",
                                                     "difference box of item '%1' lies outside its %2x%3 image")
                             .arg(itemKey, QString::number(imageSize.width()), QString::number(imageSize.height())));
    }
    if (!(d.confidence >= 0.0 && d.confidence <= 1.0))
        return at(where, QCoreApplication::translate("ImportResolver",
                                                     "difference confidence %1 of item '%2' is outside [0, 1]")
                             .arg(d.confidence)
                             .arg(itemKey));
    return Status::success();
}

/// Each preference compares two different outputs of its item (`systems`) and names its annotator under the rule.
Status checkPreferences(const Item &item, const QSet<QString> &systems)
{
    const SourceLocation &where = item.location;
    for (const Preference &p : item.preferences) {
        if (!systems.contains(p.systemA) || !systems.contains(p.systemB))
            return at(where, QCoreApplication::translate(
                                 "ImportResolver",
                                 "preference of item '%1' names '%2' vs '%3' but the item has outputs of: %4")
                                 .arg(item.key, p.systemA, p.systemB,
                                      QStringList(systems.values()).join(QStringLiteral(", "))));
        if (p.systemA == p.systemB)
            return at(where,
                      QCoreApplication::translate("ImportResolver", "preference of item '%1' compares '%2' with itself")
                          .arg(item.key, p.systemA));
        if (const Status name = checkAnnotatorName(p.annotator); !name)
            return at(where, name.error().message);
    }
    return Status::success();
}

/// Each judge vote compares two different outputs of its item (`systems`) and names its judge.
Status checkJudgeVotes(const Item &item, const QSet<QString> &systems)
{
    const SourceLocation &where = item.location;
    for (const JudgeVote &v : item.judgeVotes) {
        if (!systems.contains(v.systemA) || !systems.contains(v.systemB))
            return at(where, QCoreApplication::translate(
                                 "ImportResolver",
                                 "judge vote of item '%1' names '%2' vs '%3' but the item has outputs of: %4")
                                 .arg(item.key, v.systemA, v.systemB,
                                      QStringList(systems.values()).join(QStringLiteral(", "))));
        if (v.systemA == v.systemB)
            return at(where,
                      QCoreApplication::translate("ImportResolver", "judge vote of item '%1' compares '%2' with itself")
                          .arg(item.key, v.systemA));
        if (v.judge.trimmed().isEmpty())
            return at(where, QCoreApplication::translate("ImportResolver", "judge vote of item '%1' has no judge")
                                 .arg(item.key));
        // An empty verdict is kept: a judge that gave no verdict (GenAI-Bench's null model_vote) is wrong, and
        // still counts in its accuracy.
    }
    return Status::success();
}

} // namespace

Status ImportResolver::resolveMasks(QVector<Mask> &masks, const SourceLocation &where)
{
    for (Mask &m : masks) {
        Result<QString> rel = resolveImage(m.path, where, nullptr);
        if (!rel)
            return rel.error();
        m.path = rel.value();
    }
    return Status::success();
}

Status ImportResolver::resolveItemImages(Item &item)
{
    const SourceLocation &where = item.location;
    if (!item.sourcePath.isEmpty()) {
        Result<QString> rel = resolveImage(item.sourcePath, where, &item.sourceSize);
        if (!rel)
            return rel.error();
        item.sourcePath = rel.value();
    }
    if (!item.groundTruthPath.isEmpty()) {
        Result<QString> rel = resolveImage(item.groundTruthPath, where, &item.groundTruthSize);
        if (!rel)
            return rel.error();
        item.groundTruthPath = rel.value();
    }
    return resolveMasks(item.masks, where);
}

Status ImportResolver::resolveOutputImages(Output &o, const SourceLocation &where)
{
    if (!o.path.isEmpty()) {
        Result<QString> rel = resolveImage(o.path, where, &o.size);
        if (!rel)
            return rel.error();
        o.path = rel.value();
    }
    return resolveMasks(o.masks, where);
}

Status ImportResolver::resolveItem(Item &item)
{
    const SourceLocation &where = item.location;
    if (item.key.trimmed().isEmpty())
        return at(where, QCoreApplication::translate("ImportResolver", "item has an empty id"));
    if (const std::optional<QString> text = textWithLeadingBom(item))
        return at(where, QCoreApplication::translate("ImportResolver",
                                                     "%1 starts with U+FEFF (a byte order mark), which the study "
                                                     "cannot store as written; remove it")
                             .arg(*text));
    if (Status s = resolveItemImages(item); !s)
        return s;

    QSet<QString> systems;
    for (Output &o : item.outputs) {
        if (Status s = checkSystem(o, item.key, where, systems); !s)
            return s;
        if (Status s = resolveOutputImages(o, where); !s)
            return s;
        if (Status s = checkScores(o, item.key, where); !s)
            return s;
        if (Status s = checkRatings(o, item.key, where); !s)
            return s;
        if (Status s = checkAnswerNames(o, where); !s)
            return s;
        for (Difference &d : o.differences) {
            const QSize imageSize = d.op == EditOp::Remove ? item.sourceSize : o.size;
            if (Status s = resolveDifference(d, imageSize, item.key, where); !s)
                return s;
        }
    }
    if (Status s = checkPreferences(item, systems); !s)
        return s;
    return checkJudgeVotes(item, systems);
}

Result<StudyData> ImportResolver::resolve(StudyData batch, const ProgressCallback &progress)
{
    // What decoders say, while the headers are probed and the images decoded (libpng's "Read Error", libjpeg's
    // "premature end of data"), becomes part of the error instead of terminal noise: one guard for the whole batch.
    const DecodeMessageGuard quietDecoders;
    QHash<QString, SourceLocation> seen;
    const qint64 total = batch.items.size();
    for (qint64 i = 0; i < total; ++i) {
        Item &item = batch.items[i];
        if (const auto it = seen.constFind(item.key); it != seen.constEnd())
            return at(item.location,
                      it->line > 0
                          ? QCoreApplication::translate("ImportResolver",
                                                        "duplicate item id '%1' (first seen at line %2)")
                                .arg(item.key, QString::number(it->line))
                          : QCoreApplication::translate("ImportResolver", "duplicate item id '%1'").arg(item.key));
        seen.insert(item.key, item.location);
        if (Status s = resolveItem(item); !s)
            return s.error();
        // Half the progress resolves items, half decodes their images.
        if (i % 256 == 0 && !reportProgress(progress, i, 2 * total))
            return Error{QCoreApplication::translate("ImportResolver", "import cancelled; the study was not changed")};
    }
    if (Status s = decodeImages(total, progress); !s)
        return s.error();

    // Every rating must sit on its dimension's scale; undeclared dimensions get an inferred scale.
    QMap<QString, Dimension> scales;
    for (const Dimension &d : m_existing)
        scales.insert(d.name, d);
    for (const Dimension &d : batch.dimensions) {
        if (!(d.scaleMin < d.scaleMax))
            return Error{QCoreApplication::translate("ImportResolver", "dimension '%1' has an empty scale %2-%3")
                             .arg(d.name, QString::number(d.scaleMin), QString::number(d.scaleMax))};
        scales.insert(d.name, d);
    }
    QMap<QString, QPair<double, double>> observed;
    for (const Item &item : batch.items)
        for (const Output &o : item.outputs)
            for (const Rating &r : o.ratings) {
                auto it = observed.find(r.dimension);
                if (it == observed.end())
                    observed.insert(r.dimension, {r.value, r.value});
                else
                    *it = {std::min(it->first, r.value), std::max(it->second, r.value)};
            }
    for (auto it = observed.cbegin(); it != observed.cend(); ++it) {
        if (!scales.contains(it.key())) {
            const Dimension d = inferDimension(it.key(), it->first, it->second);
            scales.insert(d.name, d);
            batch.dimensions.push_back(d);
        }
    }
    for (const Item &item : batch.items)
        for (const Output &o : item.outputs)
            for (const Rating &r : o.ratings) {
                const Dimension &d = scales[r.dimension];
                if (r.value < d.scaleMin || r.value > d.scaleMax)
                    return at({item.location.file, r.line > 0 ? r.line : item.location.line},
                              QCoreApplication::translate(
                                  "ImportResolver", "rating %1 of item '%2' (%3, %4) is outside the %5 scale %6-%7")
                                  .arg(QString::number(r.value), item.key, o.system, r.annotator, d.name,
                                       QString::number(d.scaleMin), QString::number(d.scaleMax)));
            }
    reportProgress(progress, 2 * total, 2 * total);
    return batch;
}

} // namespace editlens::core
