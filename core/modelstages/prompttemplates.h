#pragma once

#include "util/error.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace editlens::core::modelstages {

/// A prompt of one stage: a system part and a user part, with {placeholders} filled per request. EditLens ships its own
/// templates (":/editlens/prompts/<name>.txt", written from the papers' descriptions of what is asked and answered);
/// `--prompts DIR` takes `<DIR>/<name>.txt` instead where it exists. A file holds the system part, a line "---", then
/// the user part (no "---" line: all of it is the user part).
struct PromptTemplate
{
    QString name; ///< "parse", "ground", "dice-detect", "dice-coherence", "judge-sc", "judge-pq", "judge-pair"
    QString system;
    QString user;
    QString sha256; ///< of the file's bytes; part of the stage version
    QString origin; ///< "built-in" or the file's path

    /// The user part with every {key} replaced by `values[key]`; an error names a placeholder the template uses that
    /// `values` lacks (so a user's template with a typo fails before anything is sent).
    Result<QString> render(const QHash<QString, QString> &values) const;
};

/// The template `name`: from `directory` when it is not empty and holds `<name>.txt`, else the built-in one. An error
/// names the file when it cannot be read or is not valid UTF-8, or the name when there is no such template.
Result<PromptTemplate> loadPromptTemplate(const QString &name, const QString &directory = {});

/// Names of the built-in templates.
QStringList builtInPromptNames();

/// The placeholders a built-in template uses, which the stage that sends it fills (a user's template may use fewer):
/// - parse: instruction. Images: none. Answer: BPM's parse fields (readBpmParse).
/// - dice-detect: box_convention (boxConventionName()), image_width, image_height (pixels of the images as sent).
///   Images: original, edited. Answer: {"differences": [...]} (readDiceDifferences).
/// - dice-coherence: instruction, difference_op (ADD/REMOVE/EDIT), difference_description, box ("[x0, y0, x1, y1]"
///   in the convention), box_convention, image_width, image_height. Images: original, edited. Answer: readCoherence.
/// - judge-sc: instruction. Images: original, edited. Answer: two sub-scores (readSubScores, 2).
/// - judge-pq: none. Images: edited. Answer: two sub-scores (readSubScores, 2).
/// - judge-pair: instruction. Images: original, edit A, edit B. Answer: readPairVerdict.
/// - ground: instruction, object (the name to locate), box_convention, image_width, image_height. Images: the original
///   or one edited image. Answer: the object's boxes, an empty list when it is not there (readGrounding).
/// Empty for a name that is not built in.
QStringList builtInPromptPlaceholders(const QString &name);

} // namespace editlens::core::modelstages
