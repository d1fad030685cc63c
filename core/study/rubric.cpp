#include "study/rubric.h"

#include <QCoreApplication>

#include <cmath>

namespace editlens::core {

namespace {

RubricDimension bpmDimension(const QString &name, const QString &help)
{
    RubricDimension d{name, 1, 5, 1, {}, help};
    // BPM paper, Fig. 7: "The scoring range is an integer from 1 to 5".
    d.labels = {{1, QCoreApplication::translate("Rubric", "Very Poor")},
                {2, QCoreApplication::translate("Rubric", "Poor")},
                {3, QCoreApplication::translate("Rubric", "Average")},
                {4, QCoreApplication::translate("Rubric", "Good")},
                {5, QCoreApplication::translate("Rubric", "Very Good")}};
    return d;
}

RubricDimension imagenHubDimension(const QString &name, const QString &help)
{
    // Quantized scores 0 (fail), 0.5 (partial), 1 (success) of ImagenHub/VIEScore (ADIEE §3).
    return {name,
            0,
            1,
            0.5,
            {{0, QCoreApplication::translate("Rubric", "Fail")},
             {0.5, QCoreApplication::translate("Rubric", "Partial")},
             {1, QCoreApplication::translate("Rubric", "Success")}},
            help};
}

} // namespace

QString rubricPresetName(RubricPreset preset)
{
    switch (preset) {
    case RubricPreset::Bpm:
        return QStringLiteral("bpm");
    case RubricPreset::ImagenHub:
        return QStringLiteral("imagenhub");
    case RubricPreset::Dice:
        return QStringLiteral("dice");
    case RubricPreset::Custom:
        break;
    }
    return QStringLiteral("custom");
}

std::optional<RubricPreset> rubricPresetFromName(const QString &name)
{
    for (RubricPreset p : {RubricPreset::Bpm, RubricPreset::ImagenHub, RubricPreset::Dice, RubricPreset::Custom})
        if (rubricPresetName(p).compare(name, Qt::CaseInsensitive) == 0)
            return p;
    return std::nullopt;
}

QVector<double> RubricDimension::values() const
{
    QVector<double> out;
    if (step <= 0 || scaleMax < scaleMin)
        return out;
    const int n = int(std::floor((scaleMax - scaleMin) / step + 1e-3));
    for (int i = 0; i <= n; ++i)
        out << scaleMin + i * step;
    return out;
}

bool RubricDimension::accepts(double value) const
{
    if (value < scaleMin - step * 1e-3 || value > scaleMax + step * 1e-3 || step <= 0)
        return false;
    const double k = (value - scaleMin) / step;
    return std::abs(k - std::round(k)) < 1e-3;
}

QString RubricDimension::labelFor(double value) const
{
    for (const ScaleLabel &l : labels)
        if (std::abs(l.value - value) < 1e-9)
            return l.label;
    return {};
}

const RubricDimension *Rubric::findDimension(const QString &dimensionName) const
{
    for (const RubricDimension &d : dimensions)
        if (d.name == dimensionName)
            return &d;
    return nullptr;
}

Rubric rubricFromDimensions(const QVector<Dimension> &dimensions)
{
    Rubric r;
    r.name = QStringLiteral("study");
    r.preset = RubricPreset::Custom;
    for (const Dimension &d : dimensions) {
        RubricDimension dim;
        dim.name = d.name;
        dim.scaleMin = d.scaleMin;
        dim.scaleMax = d.scaleMax;
        const double span = d.scaleMax - d.scaleMin;
        dim.step = span >= 2.0 ? 1.0 : (span > 0.0 ? span / 2.0 : 1.0);
        dim.help = d.description;
        r.dimensions << dim;
    }
    return r;
}

namespace {

// Where the title ends in a description that opens with one ("Overall editing quality: ..."; a full-width colon in
// Chinese), else -1.
qsizetype titleColon(const QString &help)
{
    qsizetype colon = help.indexOf(QLatin1Char(':'));
    const qsizetype wide = help.indexOf(QChar(0xFF1A));
    if (wide >= 0 && (colon < 0 || wide < colon))
        colon = wide;
    return colon > 0 && colon <= 48 ? colon : -1;
}

// A built-in rubric text in the current language: the contexts that define them are "Rubric" (the presets) and
// "DemoStudy" (the demo's rubric); anything else comes back unchanged.
QString localizedText(const QString &text)
{
    if (text.isEmpty())
        return text;
    const QByteArray source = text.toUtf8();
    for (const char *context : {"Rubric", "DemoStudy"}) {
        QString translated = QCoreApplication::translate(context, source.constData());
        if (translated != text)
            return translated;
    }
    return text;
}

} // namespace

Rubric localizedRubric(Rubric rubric)
{
    rubric.help = localizedText(rubric.help);
    for (RubricDimension &d : rubric.dimensions) {
        d.help = localizedText(d.help);
        for (ScaleLabel &l : d.labels)
            l.label = localizedText(l.label);
    }
    return rubric;
}

QString dimensionDescription(const RubricDimension &dimension)
{
    const qsizetype colon = titleColon(dimension.help);
    return colon < 0 ? dimension.help : dimension.help.mid(colon + 1).trimmed();
}

QString dimensionTitle(const RubricDimension &dimension)
{
    if (const qsizetype colon = titleColon(dimension.help); colon > 0)
        return dimension.help.left(colon).trimmed();
    QString title = QString(dimension.name).replace(QLatin1Char('_'), QLatin1Char(' ')).trimmed();
    if (!title.isEmpty() && title.size() > 2) // keep acronyms such as "SC" and "PQ" as they are
        title[0] = title[0].toUpper();
    return title;
}

Rubric rubricPreset(RubricPreset preset)
{
    Rubric r;
    r.preset = preset;
    r.name = rubricPresetName(preset);
    switch (preset) {
    case RubricPreset::Bpm:
        // Wording of the BPM user study instructions (BPM paper, Fig. 7).
        r.help = QCoreApplication::translate(
            "Rubric", "Please assess whether the edited image meets the editing requirements. The assessment is "
                      "divided into five dimensions: overall editing quality, quality of the edited area, consistency "
                      "of the non-edited area, whether the size of the edited object meets the editing instructions, "
                      "and whether the position of the edited object is correct.");
        r.dimensions = {
            bpmDimension(QStringLiteral("overall"),
                         QCoreApplication::translate(
                             "Rubric", "Overall editing quality: Evaluate the overall quality of the generated image, "
                                       "considering the realism of the edited image, whether the edits align with the "
                                       "editing instructions and appear natural, and whether the non-edited areas "
                                       "remain consistent with the original image.")),
            bpmDimension(QStringLiteral("edited_area"),
                         QCoreApplication::translate("Rubric",
                                                     "Quality of the edited area: Assess whether the modified areas "
                                                     "required by the instructions meet the textual editing "
                                                     "instructions and appear natural.")),
            bpmDimension(QStringLiteral("non_edited_consistency"),
                         QCoreApplication::translate("Rubric", "Consistency of the non-edited area: Evaluate whether "
                                                               "the areas that should not be edited remain consistent "
                                                               "with the original image.")),
            bpmDimension(QStringLiteral("size"),
                         QCoreApplication::translate(
                             "Rubric", "Size: Whether the size of the edited object meets the editing instructions, "
                                       "For example, \"make the fire hydrant blue\" means that the size of the fire "
                                       "hydrant should remain unchanged; while \"make the vase bigger\" means that the "
                                       "vase should increase in size.")),
            bpmDimension(QStringLiteral("position"),
                         QCoreApplication::translate(
                             "Rubric", "Position: Whether the position of the edited object is correct, For example, "
                                       "\"make the hydrant blue,\" the position of the hydrant should remain "
                                       "unchanged; \"put an apple on the table\", the apple should be on top of the "
                                       "table.")),
        };
        break;
    case RubricPreset::ImagenHub:
        r.help = QCoreApplication::translate("Rubric", "Rate each edited image 0 (fail), 0.5 (partial) or 1 (success) "
                                                       "for semantic consistency and perceptual quality.");
        r.dimensions = {
            imagenHubDimension(QStringLiteral("SC"),
                               QCoreApplication::translate(
                                   "Rubric", "Semantic consistency: how well the edit follows the instruction")),
            imagenHubDimension(QStringLiteral("PQ"),
                               QCoreApplication::translate("Rubric",
                                                           "Perceptual quality: naturalness and absence of artifacts")),
        };
        break;
    case RubricPreset::Dice:
        r.help = QCoreApplication::translate("Rubric", "Rate the correct edits and the unwanted edits from 1 to 5, "
                                                       "and mark images that show no visual change.");
        r.dimensions = {
            {QStringLiteral("correct_edits"),
             1,
             5,
             1,
             {},
             QCoreApplication::translate("Rubric", "Correct edits: how well the requested changes were made")},
            {QStringLiteral("unwanted_edits"),
             1,
             5,
             1,
             {},
             QCoreApplication::translate("Rubric", "Unwanted edits: changes that the instruction did not ask for")},
            {QStringLiteral("no_visual_change"),
             0,
             1,
             1,
             {{0, QCoreApplication::translate("Rubric", "No")}, {1, QCoreApplication::translate("Rubric", "Yes")}},
             QCoreApplication::translate("Rubric", "No visual change: the edited image looks like the original")},
        };
        break;
    case RubricPreset::Custom:
        break;
    }
    return r;
}

} // namespace editlens::core
