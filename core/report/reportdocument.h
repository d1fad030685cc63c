#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVector>

namespace editlens::core::report {

/// A plain table of a report: every cell is plain text (escaped when rendered).
struct ReportTable
{
    QStringList header;
    QVector<QStringList> rows;
};

/// One block of a report. Texts are plain (never markup): the renderers escape them.
struct ReportBlock
{
    enum class Kind { Heading, Paragraph, Formula, Table, Image };
    Kind kind = Kind::Paragraph;
    int level = 1; ///< heading level (1 = title)
    QString text;  ///< heading, paragraph or formula text; the image's alt text
    ReportTable table;
    QString fileName; ///< image: file name of the PNG under the chart folder
    QByteArray png;   ///< image: encoded PNG
};

/// A report as a list of blocks, rendered to Markdown and to self-contained HTML from the same content, so the two
/// never drift apart. Value type; thread-safe to copy.
class ReportDocument
{
public:
    void addHeading(int level, const QString &text);
    void addParagraph(const QString &text);
    /// A formula in plain Unicode, shown as preformatted text.
    void addFormula(const QString &text);
    void addTable(ReportTable table);
    void addImage(const QString &fileName, const QByteArray &png, const QString &altText);

    const QVector<ReportBlock> &blocks() const { return m_blocks; }

    /// Markdown (CommonMark + pipe tables). Images link to `chartDir/fileName`, relative to the Markdown file.
    QString toMarkdown(const QString &chartDir) const;
    /// One HTML5 page with inline CSS and every image embedded as a data: URI: the file alone shows everything.
    QString toHtml() const;

private:
    QVector<ReportBlock> m_blocks;
};

/// Escapes &, <, >, " and ' for HTML text and attribute values.
QString htmlEscape(const QString &text);
/// Escapes text for a Markdown paragraph or table cell: Markdown punctuation gets a backslash (except '_' inside a
/// word, which CommonMark never reads as emphasis), '<', '>' and '&'
/// become entities (so no raw HTML survives), '|' is escaped and line breaks become spaces.
QString markdownEscape(const QString &text);

} // namespace editlens::core::report
