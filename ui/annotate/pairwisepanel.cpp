#include "pairwisepanel.h"

#include "annotate/judgementrecorder.h"
#include "document/studyplan.h"

#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace editlens::ui {

QKeySequence PairwisePanel::defaultKey(Choice choice)
{
    switch (choice) {
    case Choice::Left:
        return QKeySequence(Qt::SHIFT | Qt::Key_Left);
    case Choice::Right:
        return QKeySequence(Qt::SHIFT | Qt::Key_Right);
    case Choice::Tie:
        return QKeySequence(Qt::SHIFT | Qt::Key_Down);
    case Choice::BothBad:
        return QKeySequence(Qt::Key_B);
    }
    return {};
}

PairwisePanel::PairwisePanel(QWidget *parent)
    : QWidget(parent)
    , m_judgements(new JudgementRecorder(this))
    , m_title(new QLabel(this))
{
    setObjectName(QStringLiteral("PairwisePanel"));
    setFocusPolicy(Qt::StrongFocus);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_title->setWordWrap(true);
    outer->addWidget(m_title);
    m_rows = new QWidget(this);
    outer->addWidget(m_rows);
    outer->addStretch(1);
    connect(m_judgements, &JudgementRecorder::preferenceChanged, this, &PairwisePanel::onPreferenceChanged);
}

void PairwisePanel::setDocument(core::StudyDocument *document)
{
    m_judgements->setDocument(document);
    clear();
}

void PairwisePanel::setRubric(const core::Rubric &rubric)
{
    m_rubric = rubric;
    rebuild();
}

void PairwisePanel::setItem(const core::Item &item, const QVector<core::PlanPair> &pairs)
{
    const bool same = item.id == m_item.id;
    m_item = item;
    m_pairs = pairs;
    if (!same || m_pair >= pairCount()) {
        m_pair = 0;
        m_focusDimension = 0;
    }
    rebuild();
}

void PairwisePanel::clear()
{
    m_item = core::Item();
    m_pairs.clear();
    rebuild();
}

void PairwisePanel::setEditable(bool editable)
{
    m_editable = editable;
    for (const auto &row : std::as_const(m_buttons))
        for (QAbstractButton *b : row)
            b->setEnabled(editable);
}

QString PairwisePanel::nameOf(qint64 outputId) const
{
    for (const core::Output &o : m_item.outputs)
        if (o.id == outputId)
            return o.system;
    return QString();
}

core::PreferenceKey PairwisePanel::keyOf(int pairIndex, int dimensionIndex) const
{
    if (pairIndex < 0 || pairIndex >= pairCount() || dimensionIndex < 0 || dimensionIndex >= m_rubric.dimensions.size())
        return core::PreferenceKey();
    return m_judgements->preferenceKey(m_item.id, m_pairs[pairIndex], m_rubric.dimensions[dimensionIndex]);
}

void PairwisePanel::rebuild()
{
    delete m_rows;
    m_rows = new QWidget(this);
    static_cast<QVBoxLayout *>(layout())->insertWidget(1, m_rows);
    m_buttons.clear();
    if (m_item.id == 0 || m_pairs.isEmpty() || m_rubric.dimensions.isEmpty()) {
        m_title->setText(m_item.id == 0 ? QString() : tr("No pair of outputs to compare in this item."));
        return;
    }
    const core::PlanPair &p = m_pairs[m_pair];
    m_title->setText(tr("Pair %1 of %2: <b>◀ %3</b> (left) vs <b>%4 ▶</b> (right)")
                         .arg(m_pair + 1)
                         .arg(pairCount())
                         .arg(nameOf(p.leftOutput).toHtmlEscaped(), nameOf(p.rightOutput).toHtmlEscaped()));
    auto *grid = new QGridLayout(m_rows);
    grid->setContentsMargins(4, 4, 4, 4);
    const QString texts[] = {tr("◀ Left"), tr("Right ▶"), tr("Tie"), tr("Both bad")};
    for (int d = 0; d < m_rubric.dimensions.size(); ++d) {
        auto *label = new QLabel(core::dimensionTitle(m_rubric.dimensions[d]), m_rows);
        label->setToolTip(m_rubric.dimensions[d].help);
        grid->addWidget(label, d, 0);
        QVector<QAbstractButton *> row;
        for (int c = 0; c < 4; ++c) {
            auto *b = new QToolButton(m_rows);
            b->setText(texts[c]);
            b->setCheckable(true);
            b->setFocusPolicy(Qt::NoFocus);
            b->setEnabled(m_editable);
            connect(b, &QToolButton::clicked, this, [this, d, c] {
                setFocusedDimension(d);
                choose(Choice(c));
                showRow(d);
            });
            grid->addWidget(b, d, c + 1);
            row.push_back(b);
        }
        m_buttons.push_back(row);
        showRow(d);
    }
    grid->setColumnStretch(5, 1);
    setFocusedDimension(m_focusDimension);
    Q_EMIT pairShown(p.leftOutput, p.rightOutput);
}

void PairwisePanel::showRow(int dimensionIndex)
{
    if (dimensionIndex < 0 || dimensionIndex >= m_buttons.size())
        return;
    const auto side = m_judgements->preferredSide(m_item.id, m_pairs[m_pair], m_rubric.dimensions[dimensionIndex]);
    for (int c = 0; c < 4; ++c)
        m_buttons[dimensionIndex][c]->setChecked(side && int(*side) == c);
}

void PairwisePanel::setCurrentPair(int index)
{
    if (index < 0 || index >= pairCount() || index == m_pair)
        return;
    m_pair = index;
    rebuild();
}

void PairwisePanel::setFocusedDimension(int index)
{
    if (index < 0 || index >= m_buttons.size())
        return;
    m_focusDimension = index;
    for (int d = 0; d < m_buttons.size(); ++d)
        for (QAbstractButton *b : std::as_const(m_buttons[d]))
            b->setStyleSheet(d == index ? QStringLiteral("QToolButton { border-bottom: 2px solid palette(highlight); }")
                                        : QString());
}

void PairwisePanel::moveFocus(int delta)
{
    const auto question = stepQuestion(m_pair, m_focusDimension, pairCount(), int(m_rubric.dimensions.size()), delta);
    if (!question)
        return;
    m_focusDimension = question->second;
    if (question->first != m_pair)
        setCurrentPair(question->first);
    setFocusedDimension(m_focusDimension);
}

bool PairwisePanel::choose(Choice choice)
{
    if (!m_editable || m_pairs.isEmpty() || m_focusDimension >= m_rubric.dimensions.size())
        return false;
    const auto side = static_cast<core::PairSide>(int(choice));
    if (!m_judgements->prefer(m_item.id, m_pairs[m_pair], m_rubric.dimensions[m_focusDimension], side))
        return false;
    const auto saved = shownValue(m_pair, m_focusDimension);
    return saved && saved->choice == core::StudyPlan::preferenceValue(m_pairs[m_pair], side).choice;
}

std::optional<core::PreferenceValue> PairwisePanel::shownValue(int pairIndex, int dimensionIndex) const
{
    if (pairIndex < 0 || pairIndex >= pairCount())
        return std::nullopt;
    return m_judgements->preference(keyOf(pairIndex, dimensionIndex));
}

bool PairwisePanel::isComplete() const
{
    for (int p = 0; p < pairCount(); ++p)
        for (int d = 0; d < m_rubric.dimensions.size(); ++d)
            if (!shownValue(p, d))
                return false;
    return pairCount() > 0;
}

void PairwisePanel::onPreferenceChanged(const core::PreferenceKey &key, const std::optional<core::PreferenceValue> &)
{
    if (key.itemId != m_item.id)
        return;
    for (int d = 0; d < m_buttons.size(); ++d) {
        const core::PreferenceKey mine = keyOf(m_pair, d);
        if (mine.outputA == key.outputA && mine.outputB == key.outputB && mine.dimension == key.dimension
            && mine.annotator == key.annotator)
            showRow(d);
    }
}

bool PairwisePanel::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab) {
            if (event->type() == QEvent::KeyPress)
                moveFocus(key->key() == Qt::Key_Tab ? +1 : -1);
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

} // namespace editlens::ui
