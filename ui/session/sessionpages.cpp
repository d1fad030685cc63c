#include "sessionpages.h"

#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace editlens::ui {

namespace {

QPushButton *bigButton(const QString &text, QWidget *parent)
{
    auto *b = new QPushButton(text, parent);
    b->setMinimumSize(220, 48);
    QFont f = b->font();
    f.setPointSizeF(f.pointSizeF() * 1.2);
    f.setBold(true);
    b->setFont(f);
    b->setDefault(true);
    return b;
}

} // namespace

InstructionsPage::InstructionsPage(QWidget *parent)
    : QWidget(parent)
    , m_text(new QTextBrowser(this))
    , m_start(bigButton(tr("Start"), this))
{
    setObjectName(QStringLiteral("InstructionsPage"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(48, 24, 48, 24);
    m_text->setOpenLinks(false);
    m_text->setFrameShape(QFrame::NoFrame);
    layout->addWidget(m_text, 1);
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(m_start);
    layout->addLayout(row);
    connect(m_start, &QPushButton::clicked, this, &InstructionsPage::finished);
    setFocusProxy(m_start);
}

void InstructionsPage::setContent(const QString &studyInstructions, const core::Rubric &rubric, bool ratings,
                                  bool pairwise)
{
    QString html = QStringLiteral("<h1>%1</h1>").arg(tr("Instructions").toHtmlEscaped());
    if (!studyInstructions.trimmed().isEmpty())
        html += QStringLiteral("<p style='font-size:large'>%1</p>")
                    .arg(studyInstructions.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Each item shows an original image, the instruction given to an image editor, and the edited "
                        "images it produced. The editors are not named: judge only what you see.")
                         .toHtmlEscaped());
    if (!rubric.help.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(rubric.help.toHtmlEscaped());
    html += QStringLiteral("<h2>%1</h2><dl>").arg(tr("The questions").toHtmlEscaped());
    for (const core::RubricDimension &d : rubric.dimensions) {
        html += QStringLiteral("<dt><b>%1</b></dt><dd>").arg(core::dimensionTitle(d).toHtmlEscaped());
        if (const QString description = core::dimensionDescription(d); !description.isEmpty())
            html += description.toHtmlEscaped() + QStringLiteral("<br>");
        if (ratings) {
            QStringList scale;
            for (double v : d.values()) {
                const QString label = d.labelFor(v);
                scale << (label.isEmpty() ? QString::number(v) : tr("%1 = %2").arg(QString::number(v), label));
            }
            html += QStringLiteral("<i>%1</i>").arg(scale.join(QStringLiteral(" · ")).toHtmlEscaped());
        }
        html += QStringLiteral("</dd>");
    }
    html += QStringLiteral("</dl>");
    if (pairwise)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("On some items you compare two edited images side by side: for each question, say which "
                            "one is better, that they are about the same, or that both are bad.")
                             .toHtmlEscaped());
    html += QStringLiteral("<h2>%1</h2><table cellpadding='3'>").arg(tr("Keys").toHtmlEscaped());
    QList<QPair<QString, QString>> keys = {{tr("1 – 9"), tr("answer the question in focus (the n-th button)")},
                                           {tr("← / →"), tr("move the dashed highlight between the answers (this "
                                                            "saves nothing)")},
                                           {tr("Space / Return"), tr("save the highlighted answer")}};
    if (pairwise)
        keys << qMakePair(tr("Shift+← / Shift+→ / Shift+↓ / B"),
                          tr("when two images are compared: left is better / right is better / about the same / "
                             "both bad"));
    keys << qMakePair(tr("Tab / Shift+Tab, ↓ / ↑"), tr("the next / previous question (then the next image)"))
         << qMakePair(tr("Page Down / Page Up"), tr("the next / previous image"))
         << qMakePair(tr("Delete"), tr("clear the answer in focus"))
         << qMakePair(tr("Ctrl+Z / Ctrl+Shift+Z"), tr("undo / redo"))
         << qMakePair(tr("Ctrl+Enter"), tr("submit the item and go on to the next"))
         << qMakePair(tr("O (held)"), tr("the original in place of the edited image(s), to flicker between them"))
         << qMakePair(tr("Ctrl+= / Ctrl+- / Ctrl+0, Ctrl+wheel"), tr("zoom all images in / out / back to fit"))
         << qMakePair(tr("F1"), tr("these instructions"));
    for (const auto &[key, what] : keys)
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(key.toHtmlEscaped(), what.toHtmlEscaped());
    html += QStringLiteral("</table><p>%1</p>")
                .arg(tr("Every answer is saved the moment you give it; you can stop and come back at any time.")
                         .toHtmlEscaped());
    m_text->setHtml(html);
}

void InstructionsPage::setStarted(bool started)
{
    m_start->setText(started ? tr("Back to work") : tr("Start"));
}

QString InstructionsPage::text() const
{
    return m_text->toPlainText();
}

MessagePage::MessagePage(QWidget *parent)
    : QWidget(parent)
    , m_heading(new QLabel(this))
    , m_text(new QLabel(this))
    , m_button(bigButton(QString(), this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(96, 48, 96, 48);
    layout->addStretch(1);
    QFont f = m_heading->font();
    f.setPointSizeF(f.pointSizeF() * 2.0);
    f.setBold(true);
    m_heading->setFont(f);
    m_heading->setAlignment(Qt::AlignCenter);
    m_heading->setWordWrap(true);
    layout->addWidget(m_heading);
    QFont t = m_text->font();
    t.setPointSizeF(t.pointSizeF() * 1.25);
    m_text->setFont(t);
    m_text->setAlignment(Qt::AlignCenter);
    m_text->setWordWrap(true);
    layout->addWidget(m_text);
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(m_button);
    row->addStretch(1);
    layout->addSpacing(24);
    layout->addLayout(row);
    layout->addStretch(2);
    connect(m_button, &QPushButton::clicked, this, &MessagePage::buttonClicked);
    setFocusProxy(m_button);
}

void MessagePage::setMessage(const QString &heading, const QString &text, const QString &button)
{
    m_heading->setText(heading);
    m_text->setText(text);
    m_button->setText(button);
}

QString MessagePage::text() const
{
    return m_heading->text() + QLatin1Char('\n') + m_text->text();
}

} // namespace editlens::ui
