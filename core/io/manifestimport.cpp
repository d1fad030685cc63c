// Over 500 lines, knowingly: the manifest is EditLens's own schema, read field by field with the file and line of
// every error; the parts shared with other formats (JSON rows, duplicate keys, path resolution) are elsewhere.
#include "manifestimport.h"

#include "io/jsonduplicates.h"
#include "io/manifestkeys.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <limits>
#include <optional>

namespace editlens::core {

namespace k = manifestkeys;

namespace {

/// Typed access to one JSON object with errors that name the field's path ("outputs[1].system").
/// The first failure sticks; callers check `failed()` once per record.
class Fields
{
public:
    Fields(const QJsonObject &object, std::optional<QString> *error) : m_object(object), m_error(error) {}

    /// The dotted path of `key` in this object, e.g. "outputs[1].system". Built only for errors:
    /// an element remembers its parent, its key and its index instead of a string.
    QString field(QLatin1String key) const
    {
        const QString here = path();
        return here.isEmpty() ? QString(key) : here + QLatin1Char('.') + key;
    }

    QString path() const
    {
        if (!m_parent)
            return {};
        return m_parent->field(m_key) + QStringLiteral("[%1]").arg(m_index);
    }

    bool has(QLatin1String key) const { return m_object.contains(key) && !m_object.value(key).isNull(); }

    QString string(QLatin1String key, bool required = false) const
    {
        const QJsonValue v = m_object.value(key);
        if (v.isUndefined() || v.isNull()) {
            if (required)
                fail(QCoreApplication::translate("ManifestImport", "missing required field '%1'").arg(field(key)));
            return {};
        }
        if (!v.isString()) {
            fail(QCoreApplication::translate("ManifestImport", "field '%1' must be a string").arg(field(key)));
            return {};
        }
        return v.toString();
    }

    double number(QLatin1String key, bool required, double fallback = 0.0) const
    {
        const QJsonValue v = m_object.value(key);
        if (v.isUndefined() || v.isNull()) {
            if (required)
                fail(QCoreApplication::translate("ManifestImport", "missing required field '%1'").arg(field(key)));
            return fallback;
        }
        if (!v.isDouble()) {
            fail(QCoreApplication::translate("ManifestImport", "field '%1' must be a number").arg(field(key)));
            return fallback;
        }
        return v.toDouble();
    }

    /// A score value: a number, or the string "inf" or "-inf" (exactly so, lower case) that
    /// ManifestExport writes for an infinite score, since JSON has no infinity. Any other string fails.
    double scoreValue(QLatin1String key) const
    {
        const QJsonValue v = m_object.value(key);
        if (v.isString()) {
            const QString text = v.toString();
            if (text == QLatin1String("inf"))
                return std::numeric_limits<double>::infinity();
            if (text == QLatin1String("-inf"))
                return -std::numeric_limits<double>::infinity();
            fail(QCoreApplication::translate("ManifestImport",
                                             "field '%1' must be a number, \"inf\" or \"-inf\", not \"%2\"")
                     .arg(field(key), text));
            return 0.0;
        }
        return number(key, true);
    }

    QJsonArray array(QLatin1String key) const
    {
        const QJsonValue v = m_object.value(key);
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isArray())
            fail(QCoreApplication::translate("ManifestImport", "field '%1' must be an array").arg(field(key)));
        return v.toArray();
    }

    QJsonObject object(QLatin1String key) const
    {
        const QJsonValue v = m_object.value(key);
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isObject())
            fail(QCoreApplication::translate("ManifestImport", "field '%1' must be an object").arg(field(key)));
        return v.toObject();
    }

    /// The i-th element of array `key` as an object, or a failure.
    std::optional<Fields> element(const QJsonArray &array, QLatin1String key, int i) const
    {
        const QJsonValue v = array.at(i);
        if (!v.isObject()) {
            fail(QCoreApplication::translate("ManifestImport", "'%1' must be an object")
                     .arg(field(key) + QStringLiteral("[%1]").arg(i)));
            return std::nullopt;
        }
        Fields child(v.toObject(), m_error);
        child.m_parent = this; // the parent outlives its elements: they are read inside its scope
        child.m_key = key;
        child.m_index = i;
        return child;
    }

    void fail(const QString &message) const
    {
        if (!m_error->has_value())
            *m_error = message;
    }

    bool failed() const { return m_error->has_value(); }

private:
    QJsonObject m_object;
    std::optional<QString> *m_error;
    const Fields *m_parent = nullptr;
    QLatin1String m_key;
    int m_index = 0;
};

OriginKind readOriginKind(const Fields &f, OriginKind fallback)
{
    const QString name = f.string(k::originKind);
    if (name.isEmpty())
        return fallback;
    if (auto kind = originKindFromName(name))
        return *kind;
    f.fail(QCoreApplication::translate("ManifestImport",
                                       "field '%1' must be detector, annotator or ground_truth, not '%2'")
               .arg(f.field(k::originKind), name));
    return fallback;
}

// Joined to the manifest's folder but not cleaned: StudyPaths cleans it and, when the path leaves the study folder,
// names the rule from the `..` it still holds.
QString absolutePath(const QString &path, const QDir &base)
{
    if (path.isEmpty() || QDir::isAbsolutePath(path))
        return path;
    return base.absolutePath() + QLatin1Char('/') + path;
}

QVector<Mask> readMasks(const Fields &f, const QDir &base)
{
    QVector<Mask> masks;
    const QJsonArray arr = f.array(k::masks);
    for (int i = 0; i < arr.size() && !f.failed(); ++i) {
        const auto m = f.element(arr, k::masks, i);
        if (!m)
            break;
        Mask mask;
        mask.path = absolutePath(m->string(k::path, true), base);
        const QString kind = m->string(k::kind);
        if (!kind.isEmpty())
            mask.kind = kind;
        mask.originKind = readOriginKind(*m, OriginKind::GroundTruth);
        mask.origin = m->string(k::origin);
        masks.push_back(mask);
    }
    return masks;
}

Difference readDifference(const Fields &d)
{
    Difference diff;
    const QString opName = d.string(k::op, true);
    if (auto op = editOpFromName(opName))
        diff.op = *op;
    else if (!d.failed())
        d.fail(QCoreApplication::translate("ManifestImport", "field '%1' must be ADD, REMOVE or EDIT, not '%2'")
                   .arg(d.field(k::op), opName));
    diff.description = d.string(k::description);
    const QJsonArray box = d.array(k::box);
    if (!d.failed()) {
        if (box.size() != 4) {
            d.fail(QCoreApplication::translate("ManifestImport", "field '%1' must be [x0, y0, x1, y1]")
                       .arg(d.field(k::box)));
        } else {
            double c[4];
            for (int j = 0; j < 4; ++j) {
                if (!box.at(j).isDouble())
                    d.fail(QCoreApplication::translate("ManifestImport", "field '%1' must hold four numbers")
                               .arg(d.field(k::box)));
                c[j] = box.at(j).toDouble();
            }
            diff.box = QRectF(QPointF(c[0], c[1]), QPointF(c[2], c[3]));
        }
    }
    const QString units = d.string(k::boxUnits, true);
    if (units == QLatin1String("normalized"))
        diff.boxIsNormalized = true;
    else if (units != QLatin1String("pixels") && !d.failed())
        d.fail(QCoreApplication::translate("ManifestImport", "field '%1' must be \"normalized\" or \"pixels\"")
                   .arg(d.field(k::boxUnits)));
    diff.confidence = d.number(k::confidence, false, 1.0);
    diff.originKind = readOriginKind(d, OriginKind::Detector);
    diff.origin = d.string(k::origin);
    const QJsonArray labels = d.array(k::coherence);
    for (int j = 0; j < labels.size() && !d.failed(); ++j) {
        const auto c = d.element(labels, k::coherence, j);
        if (!c)
            break;
        CoherenceLabel label;
        const QString yesNo = c->string(k::label, true).trimmed().toUpper();
        if (yesNo == QLatin1String("YES"))
            label.coherent = true;
        else if (yesNo == QLatin1String("NO"))
            label.coherent = false;
        else if (!c->failed())
            c->fail(
                QCoreApplication::translate("ManifestImport", "field '%1' must be YES or NO").arg(c->field(k::label)));
        label.rationale = c->string(k::rationale);
        label.originKind = readOriginKind(*c, OriginKind::Annotator);
        label.origin = c->string(k::origin);
        diff.coherence.push_back(label);
    }
    const QJsonArray reviews = d.array(k::reviews);
    for (int j = 0; j < reviews.size() && !d.failed(); ++j) {
        const auto r = d.element(reviews, k::reviews, j);
        if (!r)
            break;
        DifferenceReview review;
        review.annotator = r->string(k::annotator, true);
        const QString state = r->string(k::state, true);
        if (const auto decision = reviewDecisionFromName(state))
            review.decision = *decision;
        else if (!r->failed())
            r->fail(QCoreApplication::translate("ManifestImport",
                                                "field '%1' must be accepted, rejected or relabelled, not '%2'")
                        .arg(r->field(k::state), state));
        review.updatedAt = r->string(k::updatedAt);
        diff.reviews.push_back(review);
    }
    // What a detector proposed before a reviewer relabelled or moved its box (pixels, as the export writes it).
    if (d.has(k::proposal) && !d.failed()) {
        diff.proposal = detectorProposalFromJson(d.object(k::proposal));
        if (!diff.proposal && !d.failed())
            d.fail(QCoreApplication::translate("ManifestImport",
                                               "field '%1' must be {\"op\": ADD, REMOVE or EDIT, \"description\", "
                                               "\"box\": [x0, y0, x1, y1] in pixels}")
                       .arg(d.field(k::proposal)));
        else if (diff.originKind != OriginKind::Detector && !d.failed())
            d.fail(QCoreApplication::translate("ManifestImport", "field '%1' belongs to a detector's box only")
                       .arg(d.field(k::proposal)));
    }
    return diff;
}

Output readOutput(const Fields &o, const QDir &base)
{
    Output out;
    out.system = o.string(k::system, true);
    out.path = absolutePath(o.string(k::path), base);
    const QString role = o.string(k::role);
    if (const auto r = outputRoleFromName(role))
        out.role = *r;
    else
        o.fail(QCoreApplication::translate("ManifestImport",
                                           "field '%1' must be ground_truth, excessively_preserved or "
                                           "excessively_modified, not '%2'")
                   .arg(o.field(k::role), role));
    const QJsonArray scores = o.array(k::scores);
    for (int j = 0; j < scores.size() && !o.failed(); ++j) {
        const auto s = o.element(scores, k::scores, j);
        if (!s)
            break;
        Score score;
        score.metric = s->string(k::metric, true);
        score.version = s->string(k::version);
        if (score.version.isEmpty())
            score.version = QStringLiteral("imported");
        score.value = s->scoreValue(k::value);
        out.scores.push_back(score);
    }
    const QJsonArray ratings = o.array(k::ratings);
    out.ratings.reserve(ratings.size());
    for (int j = 0; j < ratings.size() && !o.failed(); ++j) {
        const auto r = o.element(ratings, k::ratings, j);
        if (!r)
            break;
        out.ratings.push_back(
            {r->string(k::annotator, true), r->string(k::dimension, true), r->number(k::value, true)});
    }
    const QJsonArray diffs = o.array(k::differences);
    for (int j = 0; j < diffs.size() && !o.failed(); ++j) {
        const auto d = o.element(diffs, k::differences, j);
        if (!d)
            break;
        out.differences.push_back(readDifference(*d));
    }
    out.masks = readMasks(o, base);
    const QJsonArray complete = o.array(k::completeBy);
    for (int i = 0; i < complete.size() && !o.failed(); ++i) {
        if (!complete.at(i).isString() || complete.at(i).toString().trimmed().isEmpty()) {
            o.fail(QCoreApplication::translate("ManifestImport", "field '%1' must hold annotator names")
                       .arg(o.field(k::completeBy)));
            break;
        }
        out.completeBy << complete.at(i).toString(); // as written: the import refuses a name with a space at an end
    }
    return out;
}

Item readItem(const Fields &f, const QDir &base)
{
    Item item;
    item.key = f.string(k::id, true);
    item.sourcePath = absolutePath(f.string(k::source), base);
    item.instruction = f.string(k::instruction);
    item.sourceCaption = f.string(k::sourceCaption);
    item.targetCaption = f.string(k::targetCaption);
    item.groundTruthPath = absolutePath(f.string(k::groundTruth), base);
    item.parse = f.object(k::parse);
    const QJsonArray tags = f.array(k::tags);
    for (int i = 0; i < tags.size(); ++i) {
        if (!tags.at(i).isString()) {
            f.fail(QCoreApplication::translate("ManifestImport", "field '%1' must hold strings").arg(f.field(k::tags)));
            break;
        }
        item.tags << tags.at(i).toString();
    }
    item.sourceItem = f.string(k::sourceItem);
    const double turn = f.number(k::turn, false, 0);
    if (turn != std::floor(turn) || turn < 0 || turn > std::numeric_limits<int>::max())
        f.fail(QCoreApplication::translate("ManifestImport", "field '%1' must be a whole number from 0 to %2, not %3")
                   .arg(f.field(k::turn), QString::number(std::numeric_limits<int>::max()), QString::number(turn)));
    else
        item.turn = int(turn);
    item.masks = readMasks(f, base);
    const QJsonArray outputs = f.array(k::outputs);
    for (int i = 0; i < outputs.size() && !f.failed(); ++i) {
        const auto o = f.element(outputs, k::outputs, i);
        if (!o)
            break;
        item.outputs.push_back(readOutput(*o, base));
    }
    const QJsonArray prefs = f.array(k::preferences);
    for (int i = 0; i < prefs.size() && !f.failed(); ++i) {
        const auto p = f.element(prefs, k::preferences, i);
        if (!p)
            break;
        Preference pref;
        pref.systemA = p->string(k::a, true);
        pref.systemB = p->string(k::b, true);
        pref.annotator = p->string(k::annotator, true);
        pref.dimension = p->string(k::dimension);
        const QString choice = p->string(k::choice, true);
        if (auto c = preferenceChoiceFromName(choice))
            pref.choice = *c;
        else if (!p->failed())
            p->fail(QCoreApplication::translate("ManifestImport", "field '%1' must be A, B, tie or both_bad")
                        .arg(p->field(k::choice)));
        item.preferences.push_back(pref);
    }
    const QJsonArray votes = f.array(k::judgeVotes);
    for (int i = 0; i < votes.size() && !f.failed(); ++i) {
        const auto v = f.element(votes, k::judgeVotes, i);
        if (!v)
            break;
        item.judgeVotes.push_back(
            {v->string(k::a, true), v->string(k::b, true), v->string(k::judge, true), v->string(k::verdict, true)});
    }
    return item;
}

QVector<Dimension> readHeader(const Fields &f, QString *name)
{
    *name = f.string(k::name);
    QVector<Dimension> dims;
    const QJsonArray arr = f.array(k::dimensions);
    for (int i = 0; i < arr.size() && !f.failed(); ++i) {
        const auto d = f.element(arr, k::dimensions, i);
        if (!d)
            break;
        Dimension dim{d->string(k::name, true), d->number(k::min, true), d->number(k::max, true),
                      d->string(k::description)};
        if (!f.failed() && !(dim.scaleMin < dim.scaleMax))
            d->fail(
                QCoreApplication::translate("ManifestImport",
                                            "'%1' gives dimension '%2' an empty scale %3-%4 (min must be below max)")
                    .arg(d->path(), dim.name, QString::number(dim.scaleMin), QString::number(dim.scaleMax)));
        dims.push_back(std::move(dim));
    }
    return dims;
}

} // namespace

QString ManifestImport::id() const
{
    return QStringLiteral("manifest");
}

QString ManifestImport::name() const
{
    return QCoreApplication::translate("ManifestImport", "EditLens manifest");
}

QString ManifestImport::description() const
{
    return QCoreApplication::translate("ManifestImport",
                                       "EditLens manifest, JSON Lines with one item per line (the native format)");
}

QStringList ManifestImport::fileSuffixes() const
{
    return {QStringLiteral("jsonl")};
}

int ManifestImport::detect(const QString &path) const
{
    const QFileInfo info(path);
    if (!info.isFile())
        return 0;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray first = file.readLine(1 << 20).trimmed();
    const bool looksJson = first.startsWith('{');
    if (looksJson && first.contains("\"editlens_manifest\""))
        return 100;
    if (info.suffix().compare(QLatin1String("jsonl"), Qt::CaseInsensitive) == 0)
        return looksJson || first.isEmpty() ? 80 : 10;
    return looksJson && first.contains("\"outputs\"") ? 50 : 0;
}

Result<StudyData> ManifestImport::read(const QString &path, const ImportOptions &,
                                       const ProgressCallback &progress) const
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("ManifestImport", "cannot open: %1").arg(file.errorString()), path};
    const QDir base = QFileInfo(path).absoluteDir();
    const qint64 totalBytes = file.size();

    StudyData data;
    int lineNo = 0;
    bool sawItem = false;
    while (!file.atEnd()) {
        const QByteArray raw = file.readLine();
        ++lineNo;
        const QByteArray line = raw.trimmed();
        if (line.isEmpty())
            continue;
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(keepLeadingByteOrderMarks(line), &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            const bool truncated = !raw.endsWith('\n') && file.atEnd();
            return Error{(truncated ? QCoreApplication::translate("ManifestImport", "truncated JSON (%1 at column %2)")
                                    : QCoreApplication::translate("ManifestImport", "invalid JSON: %1 at column %2"))
                             .arg(parseError.errorString(), QString::number(parseError.offset + 1)),
                         path, lineNo};
        }
        if (!doc.isObject())
            return Error{QCoreApplication::translate("ManifestImport", "each line must be a JSON object"), path,
                         lineNo};
        if (Status unique = rejectDuplicateJsonKeys(line, path, lineNo); !unique)
            return unique.error();
        std::optional<QString> error;
        const Fields fields(doc.object(), &error);
        if (doc.object().contains(k::header)) {
            if (sawItem)
                return Error{QCoreApplication::translate("ManifestImport",
                                                         "the header line must come before the first item"),
                             path, lineNo};
            // Compared as a double: converting 1e300 or -1e300 to int first would be undefined behaviour.
            const double version = fields.number(k::header, true);
            if (!error && (version != std::floor(version) || version < 1))
                error = QCoreApplication::translate("ManifestImport",
                                                    "manifest version %1 is not a version number (a whole number "
                                                    "from 1 to %2)")
                            .arg(QString::number(version), QString::number(k::formatVersion));
            else if (!error && version > k::formatVersion)
                error = QCoreApplication::translate("ManifestImport",
                                                    "manifest version %1 is newer than this EditLens reads (%2)")
                            .arg(QString::number(version), QString::number(k::formatVersion));
            data.dimensions = readHeader(fields, &data.name);
        } else {
            Item item = readItem(fields, base);
            item.location = {path, lineNo};
            for (Output &o : item.outputs)
                for (Rating &r : o.ratings)
                    r.line = lineNo;
            data.items.push_back(std::move(item));
            sawItem = true;
        }
        if (error)
            return Error{*error, path, lineNo};
        if (lineNo % 256 == 0 && !reportProgress(progress, file.pos(), totalBytes))
            return Error{QCoreApplication::translate("ManifestImport", "import cancelled; the study was not changed"),
                         path};
    }
    if (!sawItem)
        return Error{QCoreApplication::translate("ManifestImport", "the manifest holds no items"), path};
    reportProgress(progress, totalBytes, totalBytes);
    return data;
}

} // namespace editlens::core
