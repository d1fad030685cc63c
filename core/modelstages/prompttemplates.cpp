#include "modelstages/prompttemplates.h"

#include "util/utf8text.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace editlens::core::modelstages {

namespace {

// {name}: a letter, then letters, digits and underscores. JSON in a prompt ({"score": [...]}) never matches, since
// its braces are followed by a quote or a blank.
const QRegularExpression &placeholderPattern()
{
    static const QRegularExpression pattern(QStringLiteral("\\{([A-Za-z][A-Za-z0-9_]*)\\}"));
    return pattern;
}

// "---" alone on a line (blanks around it allowed) divides the system part from the user part.
const QRegularExpression &dividerPattern()
{
    static const QRegularExpression pattern(QStringLiteral("^[ \\t]*---[ \\t]*\\r?$"),
                                            QRegularExpression::MultilineOption);
    return pattern;
}

Result<PromptTemplate> fromBytes(const QString &name, const QByteArray &bytes, const QString &origin,
                                 const QString &fileForErrors)
{
    const Result<QString> text = decodeUtf8File(bytes, fileForErrors);
    if (!text)
        return text.error();
    PromptTemplate t;
    t.name = name;
    t.origin = origin;
    t.sha256 = QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
    const QRegularExpressionMatch divider = dividerPattern().match(text.value());
    if (divider.hasMatch()) {
        t.system = text.value().left(divider.capturedStart()).trimmed();
        t.user = text.value().mid(divider.capturedEnd()).trimmed();
    } else {
        t.user = text.value().trimmed();
    }
    if (t.user.isEmpty())
        return Error{
            QCoreApplication::translate("PromptTemplates", "the prompt template '%1' has no user part").arg(name),
            fileForErrors};
    // Only the user part is filled per request, so a placeholder in the system part would reach the model as it is.
    if (const QRegularExpressionMatch m = placeholderPattern().match(t.system); m.hasMatch())
        return Error{QCoreApplication::translate(
                         "PromptTemplates",
                         "the prompt template '%1' uses the placeholder {%2} in its system part (above the \"---\" "
                         "line); placeholders are filled in the user part only")
                         .arg(name, m.captured(1)),
                     fileForErrors};
    return t;
}

} // namespace

Result<QString> PromptTemplate::render(const QHash<QString, QString> &values) const
{
    // One pass over the template, so that a value holding "{…}" (an instruction quoting braces) is sent as it is and
    // never read as a placeholder.
    QString out;
    qsizetype at = 0;
    for (auto it = placeholderPattern().globalMatch(user); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const auto value = values.constFind(m.captured(1));
        if (value == values.cend())
            return Error{QCoreApplication::translate(
                             "PromptTemplates",
                             "the prompt template '%1' uses the placeholder {%2}, which this stage does not fill")
                             .arg(name, m.captured(1)),
                         origin == QLatin1String("built-in") ? QString() : origin};
        out += QStringView(user).mid(at, m.capturedStart() - at);
        out += *value;
        at = m.capturedEnd();
    }
    out += QStringView(user).mid(at);
    return out;
}

QStringList builtInPromptNames()
{
    return {QStringLiteral("parse"),    QStringLiteral("dice-detect"), QStringLiteral("dice-coherence"),
            QStringLiteral("judge-sc"), QStringLiteral("judge-pq"),    QStringLiteral("judge-pair"),
            QStringLiteral("ground")};
}

QStringList builtInPromptPlaceholders(const QString &name)
{
    const QString i = QStringLiteral("instruction");
    QStringList box{QStringLiteral("box_convention"), QStringLiteral("image_width"), QStringLiteral("image_height")};
    if (name == QLatin1String("parse") || name == QLatin1String("judge-sc") || name == QLatin1String("judge-pair"))
        return {i};
    if (name == QLatin1String("dice-detect"))
        return box;
    if (name == QLatin1String("ground"))
        return QStringList{i, QStringLiteral("object")} + box;
    if (name == QLatin1String("dice-coherence"))
        return QStringList{i, QStringLiteral("difference_op"), QStringLiteral("difference_description"),
                           QStringLiteral("box")}
               + box;
    return {};
}

Result<PromptTemplate> loadPromptTemplate(const QString &name, const QString &directory)
{
    // A name is a file name inside the folder, never a path out of it.
    static const QRegularExpression plainName(QStringLiteral("^[a-z0-9][a-z0-9_-]*$"));
    if (!plainName.match(name).hasMatch())
        return Error{QCoreApplication::translate("PromptTemplates", "'%1' is not a prompt template name").arg(name)};
    if (!directory.isEmpty()) {
        const QString path = QDir(directory).filePath(name + QStringLiteral(".txt"));
        if (QFileInfo::exists(path)) {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                return Error{QCoreApplication::translate("PromptTemplates", "cannot read the prompt template: %1")
                                 .arg(file.errorString()),
                             path};
            return fromBytes(name, file.readAll(), path, path);
        }
    }
    if (!builtInPromptNames().contains(name))
        return Error{
            directory.isEmpty()
                ? QCoreApplication::translate("PromptTemplates", "there is no built-in prompt template '%1'").arg(name)
                : QCoreApplication::translate("PromptTemplates",
                                              "there is no prompt template '%1' in %2, nor a built-in one")
                      .arg(name, directory)};
    const QString resource = QStringLiteral(":/editlens/prompts/%1.txt").arg(name);
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("PromptTemplates", "cannot read the built-in prompt template: %1")
                         .arg(file.errorString()),
                     resource};
    return fromBytes(name, file.readAll(), QStringLiteral("built-in"), resource);
}

} // namespace editlens::core::modelstages
