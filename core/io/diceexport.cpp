#include "diceexport.h"

#include "study/differenceorigin.h"

#include "io/diceimport.h"
#include "io/outputfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace editlens::core {

namespace {

const QLatin1String differencesFileName{"predicted_differences.json"};
const QLatin1String coherenceFileName{"coherence_results.json"};

/// The two files' contents, built before anything is written.
struct DiceFiles
{
    QJsonArray differences;
    QJsonArray coherence;
};

class EntryWriter
{
public:
    EntryWriter(const StudyPaths &paths, QString out) : m_paths(paths), m_out(std::move(out)) {}

    Status add(const Item &item, const Output &o, const Difference &d, DiceFiles &files) const
    {
        const bool onOriginal = d.op == EditOp::Remove;
        const QSize size = onOriginal ? item.sourceSize : o.size;
        if (item.sourcePath.isEmpty() || o.path.isEmpty() || !size.isValid())
            return fail(item, o,
                        item.sourcePath.isEmpty() || o.path.isEmpty()
                            ? QCoreApplication::translate(
                                "DiceExport",
                                "a difference needs both the original and the edited image, which the study does "
                                "not have")
                            : QCoreApplication::translate("DiceExport", "the %1 image of a %2 box has no known size")
                                  .arg(onOriginal ? QCoreApplication::translate("DiceExport", "original")
                                                  : QCoreApplication::translate("DiceExport", "edited"),
                                       editOpName(d.op)));
        if (d.boxIsNormalized)
            return fail(item, o, QCoreApplication::translate("DiceExport", "a box is still normalized"));
        // Stored boxes may overhang their image by half a pixel; DICE's boxes never leave [0, 1].
        const double x0 = std::clamp(d.box.left() / size.width(), 0.0, 1.0);
        const double y0 = std::clamp(d.box.top() / size.height(), 0.0, 1.0);
        const double x1 = std::clamp(d.box.right() / size.width(), 0.0, 1.0);
        const double y1 = std::clamp(d.box.bottom() / size.height(), 0.0, 1.0);
        if (!(x0 < x1 && y0 < y1))
            return fail(item, o,
                        QCoreApplication::translate("DiceExport", "the %1 box '%2' is empty inside its image")
                            .arg(editOpName(d.op), d.description));
        const QJsonArray bbox{x0, y0, x1, y1};
        const QString complete = QStringLiteral("%1: %2").arg(editOpName(d.op), d.description);

        if (const CoherenceLabel *label = ownCoherenceLabel(d)) {
            const std::optional<QString> text = DiceExport::coherenceText(label->coherent, label->rationale);
            if (!text)
                return fail(item, o,
                            QCoreApplication::translate(
                                "DiceExport",
                                "the rationale of '%1' holds a Decision:/Answer: line of its own, which a DICE reader "
                                "would take for the decision")
                                .arg(complete));
            files.coherence.append(QJsonObject{{QStringLiteral("index"), files.differences.size()},
                                               {QStringLiteral("difference"), complete},
                                               {QStringLiteral("prompt"), item.instruction},
                                               {QStringLiteral("bbox"), bbox},
                                               {QStringLiteral("confidence"), d.confidence},
                                               {QStringLiteral("coherence_evaluation"), *text}});
        }
        files.differences.append(QJsonObject{{QStringLiteral("original_path"), m_paths.toAbsolute(item.sourcePath)},
                                             {QStringLiteral("edited_path"), m_paths.toAbsolute(o.path)},
                                             {QStringLiteral("complete_difference"), complete},
                                             {QStringLiteral("operation"), editOpName(d.op)},
                                             {QStringLiteral("bbox"), bbox},
                                             {QStringLiteral("gt_prompt"), item.instruction},
                                             {QStringLiteral("confidence"), d.confidence}});
        return Status::success();
    }

private:
    Status fail(const Item &item, const Output &o, const QString &why) const
    {
        return Error{
            QCoreApplication::translate("DiceExport", "item '%1', system '%2': %3").arg(item.key, o.system, why),
            m_out};
    }

    const StudyPaths &m_paths;
    QString m_out;
};

/// Writes both files, each replaced only when complete.
Status writeFiles(const QString &out, const DiceFiles &files)
{
    const QFileInfo info(out);
    if (info.exists() && !info.isDir())
        return Error{QCoreApplication::translate(
                         "DiceExport",
                         "this is a file; the dice export writes a folder (name a new or existing folder)"),
                     out};
    if (!QDir().mkpath(out))
        return Error{QCoreApplication::translate("DiceExport", "cannot create the folder"), out};
    const QDir dir(out);
    OutputFile differences(dir.filePath(differencesFileName));
    OutputFile coherence(dir.filePath(coherenceFileName));
    for (OutputFile *f : {&differences, &coherence})
        if (Status s = f->open(); !s)
            return s;
    differences.write(QJsonDocument(files.differences).toJson(QJsonDocument::Indented));
    coherence.write(QJsonDocument(files.coherence).toJson(QJsonDocument::Indented));
    // Differences first: coherence entries point into them by index.
    if (Status s = differences.commit(); !s)
        return s;
    return coherence.commit();
}

} // namespace

QString DiceExport::id() const
{
    return QStringLiteral("dice");
}

QString DiceExport::name() const
{
    return QCoreApplication::translate("DiceExport", "DICE differences and coherence");
}

QString DiceExport::description() const
{
    return QCoreApplication::translate("DiceExport",
                                       "a folder with DICE's predicted_differences.json and coherence_results.json "
                                       "for one origin (--origin truth, an annotator or a detector)");
}

QString DiceExport::fileSuffix() const
{
    return QStringLiteral("json");
}

QStringList DiceExport::outputFiles(const QString &out) const
{
    const QDir dir(out);
    return {dir.filePath(differencesFileName), dir.filePath(coherenceFileName)};
}

QString DiceExport::truthOrigin()
{
    return truthOriginName();
}

Status DiceExport::write(const StudyData &study, const StudyPaths &paths, const QString &outFile,
                         const ProgressCallback &progress) const
{
    return writeWithOptions(study, paths, outFile, ExportOptions{}, progress);
}

Status DiceExport::writeWithOptions(const StudyData &study, const StudyPaths &paths, const QString &out,
                                    const ExportOptions &options, const ProgressCallback &progress) const
{
    if (out.isEmpty())
        return Error{QCoreApplication::translate("DiceExport", "no output folder named")};
    const QString origin = options.origin.trimmed().isEmpty() ? truthOrigin() : options.origin.trimmed();
    const EntryWriter writer(paths, out);
    DiceFiles files;
    const qint64 total = study.items.size();
    for (qint64 i = 0; i < total; ++i) {
        const Item &item = study.items.at(i);
        // Each box as its origin holds it (differencesOf()): the truth's accepted detector boxes with their reviewed
        // label, a detector's boxes as it proposed them.
        for (const Output &o : item.outputs)
            for (const Difference &d : differencesOf(o, origin))
                if (Status s = writer.add(item, o, d, files); !s)
                    return s;
        if (i % 256 == 0 && !reportProgress(progress, i, total))
            return Error{QCoreApplication::translate("DiceExport", "export cancelled"), out};
    }
    if (files.differences.isEmpty()) {
        const QString origins = differenceOriginsIn(study.items).join(QStringLiteral(", "));
        return Error{origins.isEmpty()
                         ? QCoreApplication::translate("DiceExport", "the study has no differences to export")
                         : QCoreApplication::translate(
                               "DiceExport", "no differences of origin '%1'; the study has differences of: %2")
                               .arg(origin, origins),
                     out};
    }
    if (Status s = writeFiles(out, files); !s)
        return s;
    reportProgress(progress, total, total);
    return Status::success();
}

std::optional<QString> DiceExport::coherenceText(bool coherent, const QString &rationale)
{
    const QString trimmed = rationale.trimmed();
    const QString decision =
        QStringLiteral("Decision: \"%1\"").arg(coherent ? QStringLiteral("YES") : QStringLiteral("NO"));
    const QString text = trimmed.isEmpty() ? decision : trimmed + QLatin1Char('\n') + decision;
    // The reader is the one home of the parse rule: keep only a text it reads back as written.
    const std::optional<CoherenceLabel> back = DiceImport::parseCoherence(text);
    if (!back || back->coherent != coherent || back->rationale != trimmed)
        return std::nullopt;
    return text;
}

} // namespace editlens::core
