#include "tablecolumns.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace editlens::core {

namespace {

struct RoleName
{
    TableRole role;
    const char *name;
};

constexpr RoleName roleNames[] = {
    {TableRole::Id, "id"},
    {TableRole::Instruction, "instruction"},
    {TableRole::Source, "source"},
    {TableRole::Target, "target"},
    {TableRole::Output, "output"},
    {TableRole::SourceCaption, "source_caption"},
    {TableRole::TargetCaption, "target_caption"},
};

// Header names each role is detected by, best first, as normalize() writes them.
QStringList namesFor(TableRole role)
{
    switch (role) {
    case TableRole::Id:
        return {QStringLiteral("id"),        QStringLiteral("item_id"), QStringLiteral("item"),
                QStringLiteral("item_key"),  QStringLiteral("key"),     QStringLiteral("uid"),
                QStringLiteral("sample_id"), QStringLiteral("pair_id")};
    case TableRole::Instruction:
        return {QStringLiteral("instruction"),  QStringLiteral("edit_instruction"),
                QStringLiteral("instructions"), QStringLiteral("instruct_prompt"),
                QStringLiteral("edit_prompt"),  QStringLiteral("prompt"),
                QStringLiteral("edit"),         QStringLiteral("edit_text")};
    case TableRole::Source:
        return {QStringLiteral("source"), QStringLiteral("src"),    QStringLiteral("input"), QStringLiteral("original"),
                QStringLiteral("orig"),   QStringLiteral("before"), QStringLiteral("image")};
    case TableRole::Target:
        return {QStringLiteral("target"),      QStringLiteral("tgt"), QStringLiteral("ground_truth"),
                QStringLiteral("groundtruth"), QStringLiteral("gt"),  QStringLiteral("reference"),
                QStringLiteral("expected")};
    case TableRole::SourceCaption:
        return {QStringLiteral("source_caption"),
                QStringLiteral("input_caption"),
                QStringLiteral("original_caption"),
                QStringLiteral("src_caption"),
                QStringLiteral("source_global_caption"),
                QStringLiteral("source_prompt"),
                QStringLiteral("src_prompt"),
                QStringLiteral("input_prompt")};
    case TableRole::TargetCaption:
        return {
            QStringLiteral("target_caption"), QStringLiteral("output_caption"),        QStringLiteral("edited_caption"),
            QStringLiteral("tgt_caption"),    QStringLiteral("target_global_caption"), QStringLiteral("target_prompt"),
            QStringLiteral("tgt_prompt"),     QStringLiteral("output_prompt")};
    case TableRole::Output:
        break; // matched by outputPattern()
    }
    return {};
}

// "output", "edited", "result", … alone or numbered ("output2", "edited_3").
const QRegularExpression &outputPattern()
{
    static const QRegularExpression pattern(
        QStringLiteral("^(output|outputs|edited|edit_result|result|prediction|pred|generated|after)(_?[0-9]+)?$"));
    return pattern;
}

// "Source Image" → "source"; "input-path" → "input": lower case, runs of spaces, '-' and '.' as '_', and a
// trailing _image, _img, _path or _file dropped when something is left.
QString normalize(const QString &header)
{
    static const QRegularExpression separators(QStringLiteral("[\\s.\\-]+"));
    static const QRegularExpression suffix(QStringLiteral("^(.+)_(image|img|path|file|filename)$"));
    QString name = header.trimmed().toLower().replace(separators, QStringLiteral("_"));
    const QRegularExpressionMatch m = suffix.match(name);
    return m.hasMatch() ? m.captured(1) : name;
}

QString columnKey(const QString &header)
{
    return header.trimmed().toLower();
}

QString rolesList()
{
    QStringList names;
    for (const RoleName &r : roleNames)
        names << QLatin1String(r.name);
    return names.join(QStringLiteral(", "));
}

} // namespace

QString tableRoleName(TableRole role)
{
    for (const RoleName &r : roleNames)
        if (r.role == role)
            return QLatin1String(r.name);
    return {};
}

std::optional<TableRole> tableRoleFromName(const QString &name)
{
    const QString wanted = name.trimmed().toLower();
    for (const RoleName &r : roleNames)
        if (wanted == QLatin1String(r.name))
            return r.role;
    return std::nullopt;
}

bool tableRoleRepeats(TableRole role)
{
    return role == TableRole::Output;
}

bool tableRoleHasSystem(TableRole role)
{
    return role == TableRole::Output || role == TableRole::Target;
}

Result<TableColumns> TableColumns::parse(const QString &text)
{
    TableColumns columns;
    bool outputsOff = false;
    const QStringList entries = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &raw : entries) {
        const QString entry = raw.trimmed();
        if (entry.isEmpty())
            continue;
        const qsizetype eq = entry.indexOf(QLatin1Char('='));
        if (eq < 0)
            return Error{QCoreApplication::translate("TableColumns",
                                                     "column mapping entry '%1' has no '='; write ROLE=COLUMN "
                                                     "(roles: %2)")
                             .arg(entry, rolesList())};
        const QString left = entry.left(eq).trimmed();
        const QString column = entry.mid(eq + 1).trimmed();
        const qsizetype colon = left.indexOf(QLatin1Char(':'));
        const QString roleText = colon < 0 ? left : left.left(colon).trimmed();
        const QString system = colon < 0 ? QString() : left.mid(colon + 1).trimmed();
        const std::optional<TableRole> role = tableRoleFromName(roleText);
        if (!role)
            return Error{
                QCoreApplication::translate("TableColumns", "column mapping entry '%1': unknown role '%2' (roles: %3)")
                    .arg(entry, roleText, rolesList())};
        if (colon >= 0 && !tableRoleHasSystem(*role))
            return Error{QCoreApplication::translate("TableColumns",
                                                     "column mapping entry '%1': only output and target name a "
                                                     "system (ROLE:SYSTEM=COLUMN)")
                             .arg(entry)};
        if (colon >= 0 && system.isEmpty())
            return Error{
                QCoreApplication::translate("TableColumns", "column mapping entry '%1': the system name is empty")
                    .arg(entry)};
        if (*role == TableRole::Output) {
            if (column.isEmpty())
                outputsOff = true;
            if (outputsOff && (!column.isEmpty() || !columns.outputs().isEmpty()))
                return Error{QCoreApplication::translate("TableColumns",
                                                         "column mapping: 'output=' (no outputs) cannot go with "
                                                         "output columns")};
            if (column.isEmpty())
                columns.clearOutputs();
            else
                columns.addOutput(column, system);
            continue;
        }
        if (columns.find(*role))
            return Error{QCoreApplication::translate("TableColumns", "column mapping names role '%1' twice")
                             .arg(tableRoleName(*role))};
        columns.set(*role, column, system);
    }
    return columns;
}

QString TableColumns::toString() const
{
    QStringList parts;
    for (const TableColumn &c : m_entries) {
        QString role = tableRoleName(c.role);
        if (!c.system.isEmpty())
            role += QLatin1Char(':') + c.system;
        parts << role + QLatin1Char('=') + c.column;
    }
    return parts.join(QLatin1Char(','));
}

TableColumns TableColumns::completed(const QStringList &header) const
{
    TableColumns out = *this;
    // A set: a table may have tens of thousands of output columns, each looked up here once.
    QSet<QString> used;
    for (const TableColumn &c : m_entries)
        if (!c.column.isEmpty())
            used.insert(columnKey(c.column));
    QStringList normalized;
    for (const QString &h : header)
        normalized << normalize(h);
    const auto free = [&](qsizetype i) {
        return !header.at(i).trimmed().isEmpty() && !used.contains(columnKey(header.at(i)));
    };

    // Captions first, so that "output_caption" is a caption and never an edited image.
    for (TableRole role : {TableRole::SourceCaption, TableRole::TargetCaption, TableRole::Id, TableRole::Instruction,
                           TableRole::Source, TableRole::Target}) {
        if (find(role))
            continue;
        const QStringList names = namesFor(role);
        for (const QString &name : names) {
            const qsizetype at = normalized.indexOf(name);
            if (at >= 0 && free(at)) {
                out.set(role, header.at(at).trimmed());
                used.insert(columnKey(header.at(at)));
                break;
            }
        }
    }
    const bool outputsNamed = std::any_of(m_entries.cbegin(), m_entries.cend(),
                                          [](const TableColumn &c) { return c.role == TableRole::Output; });
    if (!outputsNamed)
        for (qsizetype i = 0; i < header.size(); ++i)
            if (free(i) && outputPattern().match(normalized.at(i)).hasMatch()) {
                // No output entry yet (not even "no outputs"), so addOutput()'s scan for one, which would make
                // this loop quadratic, is not needed.
                out.m_entries.push_back({TableRole::Output, header.at(i).trimmed(), QString()});
                used.insert(columnKey(header.at(i)));
            }
    return out;
}

void TableColumns::set(TableRole role, const QString &column, const QString &system)
{
    Q_ASSERT(!tableRoleRepeats(role));
    const TableColumn entry{role, column, tableRoleHasSystem(role) ? system : QString()};
    for (TableColumn &c : m_entries)
        if (c.role == role) {
            c = entry;
            return;
        }
    m_entries.push_back(entry);
}

void TableColumns::addOutput(const QString &column, const QString &system)
{
    // An earlier "no outputs" entry gives way to the column.
    m_entries.erase(std::remove_if(m_entries.begin(), m_entries.end(),
                                   [](const TableColumn &c) {
                                       return c.role == TableRole::Output && c.column.isEmpty();
                                   }),
                    m_entries.end());
    m_entries.push_back({TableRole::Output, column, system});
}

void TableColumns::clearOutputs()
{
    m_entries.erase(std::remove_if(m_entries.begin(), m_entries.end(),
                                   [](const TableColumn &c) { return c.role == TableRole::Output; }),
                    m_entries.end());
    m_entries.push_back({TableRole::Output, QString(), QString()});
}

std::optional<TableColumn> TableColumns::find(TableRole role) const
{
    for (const TableColumn &c : m_entries)
        if (c.role == role)
            return c;
    return std::nullopt;
}

QVector<TableColumn> TableColumns::outputs() const
{
    QVector<TableColumn> out;
    for (const TableColumn &c : m_entries)
        if (c.role == TableRole::Output && !c.column.isEmpty())
            out << c;
    return out;
}

} // namespace editlens::core
