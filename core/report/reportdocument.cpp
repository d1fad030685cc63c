#include "reportdocument.h"

namespace editlens::core::report {

namespace {

const char *const css = "body{font-family:sans-serif;max-width:1100px;margin:2em auto;padding:0 1em;color:#222}"
                        "table{border-collapse:collapse;margin:0.8em 0;font-size:0.9em}"
                        "th,td{border:1px solid #ccc;padding:3px 8px;text-align:left;vertical-align:top}"
                        "th{background:#f2f2f2}td.num{text-align:right;font-variant-numeric:tabular-nums}"
                        "pre{background:#f7f7f7;padding:0.6em;overflow-x:auto}img{max-width:100%}"
                        "h2{border-bottom:1px solid #ddd;padding-bottom:0.2em}";

/// A cell is right-aligned when it reads as a number (optionally a range or "a / b").
bool looksNumeric(const QString &cell)
{
    if (cell.isEmpty())
        return false;
    for (const QChar c : cell)
        if (!c.isDigit() && !QStringLiteral("-+.,[]/ e\u2212\u2013").contains(c))
            return false;
    return true;
}

QString markdownCell(const QString &text)
{
    return text.isEmpty() ? QStringLiteral(" ") : markdownEscape(text);
}

} // namespace

QString htmlEscape(const QString &text)
{
    QString out = text.toHtmlEscaped(); // &, <, >, "
    out.replace(QLatin1Char('\''), QLatin1String("&#39;"));
    return out;
}

QString markdownEscape(const QString &text)
{
    QString out;
    out.reserve(text.size() + 8);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        // An underscore inside a word never starts emphasis (CommonMark): metric ids stay readable as bpm_s_size.
        if (c == QLatin1Char('_') && i > 0 && i + 1 < text.size() && text.at(i - 1).isLetterOrNumber()
            && text.at(i + 1).isLetterOrNumber()) {
            out += c;
            continue;
        }
        switch (c.unicode()) {
        case '&':
            out += QLatin1String("&amp;");
            break;
        case '<':
            out += QLatin1String("&lt;");
            break;
        case '>':
            out += QLatin1String("&gt;");
            break;
        case '\n':
        case '\r':
            out += QLatin1Char(' ');
            break;
        case '\\':
        case '`':
        case '*':
        case '_':
        case '[':
        case ']':
        case '|':
        case '#':
        case '!':
            out += QLatin1Char('\\');
            out += c;
            break;
        default:
            out += c;
        }
    }
    return out;
}

void ReportDocument::addHeading(int level, const QString &text)
{
    ReportBlock b;
    b.kind = ReportBlock::Kind::Heading;
    b.level = level;
    b.text = text;
    m_blocks.push_back(b);
}

void ReportDocument::addParagraph(const QString &text)
{
    ReportBlock b;
    b.kind = ReportBlock::Kind::Paragraph;
    b.text = text;
    m_blocks.push_back(b);
}

void ReportDocument::addFormula(const QString &text)
{
    ReportBlock b;
    b.kind = ReportBlock::Kind::Formula;
    b.text = text;
    m_blocks.push_back(b);
}

void ReportDocument::addTable(ReportTable table)
{
    ReportBlock b;
    b.kind = ReportBlock::Kind::Table;
    b.table = std::move(table);
    m_blocks.push_back(b);
}

void ReportDocument::addImage(const QString &fileName, const QByteArray &png, const QString &altText)
{
    ReportBlock b;
    b.kind = ReportBlock::Kind::Image;
    b.fileName = fileName;
    b.png = png;
    b.text = altText;
    m_blocks.push_back(b);
}

QString ReportDocument::toMarkdown(const QString &chartDir) const
{
    QString md;
    for (const ReportBlock &b : m_blocks) {
        switch (b.kind) {
        case ReportBlock::Kind::Heading:
            md +=
                QString(b.level, QLatin1Char('#')) + QLatin1Char(' ') + markdownEscape(b.text) + QLatin1String("\n\n");
            break;
        case ReportBlock::Kind::Paragraph:
            md += markdownEscape(b.text) + QLatin1String("\n\n");
            break;
        case ReportBlock::Kind::Formula:
            // A fenced block shows its content verbatim: nothing to escape but a fence inside, which formulas lack.
            md += QLatin1String("```\n") + b.text + QLatin1String("\n```\n\n");
            break;
        case ReportBlock::Kind::Table: {
            QStringList header;
            for (const QString &h : b.table.header)
                header << markdownCell(h);
            md += QLatin1String("| ") + header.join(QLatin1String(" | ")) + QLatin1String(" |\n|");
            for (int c = 0; c < b.table.header.size(); ++c)
                md += QLatin1String("---|");
            md += QLatin1Char('\n');
            for (const QStringList &row : b.table.rows) {
                QStringList cells;
                for (const QString &c : row)
                    cells << markdownCell(c);
                md += QLatin1String("| ") + cells.join(QLatin1String(" | ")) + QLatin1String(" |\n");
            }
            md += QLatin1Char('\n');
            break;
        }
        case ReportBlock::Kind::Image:
            md += QLatin1String("![") + markdownEscape(b.text) + QLatin1String("](") + chartDir + QLatin1Char('/')
                  + b.fileName + QLatin1String(")\n\n");
            break;
        }
    }
    return md;
}

QString ReportDocument::toHtml() const
{
    QString title;
    for (const ReportBlock &b : m_blocks)
        if (b.kind == ReportBlock::Kind::Heading) {
            title = b.text;
            break;
        }
    QString html = QLatin1String("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>")
                   + htmlEscape(title) + QLatin1String("</title>\n<style>") + QLatin1String(css)
                   + QLatin1String("</style>\n</head>\n<body>\n");
    for (const ReportBlock &b : m_blocks) {
        switch (b.kind) {
        case ReportBlock::Kind::Heading: {
            const QString tag = QStringLiteral("h%1").arg(qBound(1, b.level, 6));
            html += QLatin1Char('<') + tag + QLatin1Char('>') + htmlEscape(b.text) + QLatin1String("</") + tag
                    + QLatin1String(">\n");
            break;
        }
        case ReportBlock::Kind::Paragraph:
            html += QLatin1String("<p>") + htmlEscape(b.text) + QLatin1String("</p>\n");
            break;
        case ReportBlock::Kind::Formula:
            html += QLatin1String("<pre>") + htmlEscape(b.text) + QLatin1String("</pre>\n");
            break;
        case ReportBlock::Kind::Table:
            html += QLatin1String("<table>\n<tr>");
            for (const QString &h : b.table.header)
                html += QLatin1String("<th>") + htmlEscape(h) + QLatin1String("</th>");
            html += QLatin1String("</tr>\n");
            for (const QStringList &row : b.table.rows) {
                html += QLatin1String("<tr>");
                for (const QString &c : row)
                    html += (looksNumeric(c) ? QLatin1String("<td class=\"num\">") : QLatin1String("<td>"))
                            + htmlEscape(c) + QLatin1String("</td>");
                html += QLatin1String("</tr>\n");
            }
            html += QLatin1String("</table>\n");
            break;
        case ReportBlock::Kind::Image:
            html += QLatin1String("<p><img alt=\"") + htmlEscape(b.text)
                    + QLatin1String("\" src=\"data:image/png;base64,") + QString::fromLatin1(b.png.toBase64())
                    + QLatin1String("\"></p>\n");
            break;
        }
    }
    html += QLatin1String("</body>\n</html>\n");
    return html;
}

} // namespace editlens::core::report
