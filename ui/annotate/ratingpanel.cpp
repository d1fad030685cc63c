#include "ratingpanel.h"

#include "annotate/judgementrecorder.h"

#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace editlens::ui {

namespace {

const QString focusedStyle = QStringLiteral("QFrame#RatingCell { border: 2px solid palette(highlight); }");
const QString plainStyle = QStringLiteral("QFrame#RatingCell { border: 2px solid transparent; }");

/// The digit of a number key (top row or keypad), or -1.
int digitOf(const QKeyEvent *event)
{
    const int key = event->key();
    return key >= Qt::Key_0 && key <= Qt::Key_9 ? key - Qt::Key_0 : -1;
}

} // namespace

RatingPanel::RatingPanel(QWidget *parent) : QWidget(parent), m_judgements(new JudgementRecorder(this))
{
    setObjectName(QStringLiteral("RatingPanel"));
    setFocusPolicy(Qt::StrongFocus);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_grid = new QWidget(this);
    outer->addWidget(m_grid);
    outer->addStretch(1);
    connect(m_judgements, &JudgementRecorder::ratingChanged, this, &RatingPanel::onRatingChanged);
}

void RatingPanel::setDocument(core::StudyDocument *document)
{
    m_judgements->setDocument(document);
    clear();
}

void RatingPanel::setRubric(const core::Rubric &rubric)
{
    m_rubric = rubric;
    rebuild();
}

void RatingPanel::setItem(const core::Item &item)
{
    const bool sameItem = item.id == m_item.id;
    m_item = item;
    if (!sameItem) {
        m_focusOutput = 0;
        m_focusDimension = 0;
    }
    // Browsing steps through items of the same shape: refill the grid instead of building it again (a rebuild of
    // a 3 × 5 grid of buttons took most of the GUI thread's time per step).
    if (!m_cells.isEmpty() && m_cells.size() == outputCount())
        refill();
    else
        rebuild();
}

void RatingPanel::clear()
{
    m_item = core::Item();
    rebuild();
}

void RatingPanel::setEditable(bool editable)
{
    m_editable = editable;
    for (const QVector<Cell> &column : std::as_const(m_cells))
        for (const Cell &cell : column)
            for (QAbstractButton *b : cell.buttons)
                b->setEnabled(editable);
}

void RatingPanel::setAllOutputs(bool all)
{
    m_allOutputs = all;
    updateColumns();
}

void RatingPanel::setCurrentOutput(int index)
{
    m_currentOutput = index;
    if (!m_allOutputs && index >= 0 && index < outputCount())
        m_focusOutput = index;
    updateColumns();
    showFocus();
}

void RatingPanel::rebuild()
{
    // A fresh grid widget each time: QGridLayout cannot shrink its row and column count.
    delete m_grid;
    m_grid = new QWidget(this);
    static_cast<QVBoxLayout *>(layout())->insertWidget(0, m_grid);
    m_layout = new QGridLayout(m_grid);
    m_layout->setContentsMargins(4, 4, 4, 4);
    m_layout->setHorizontalSpacing(10);
    m_headers.clear();
    m_cells.clear();
    if (m_item.id == 0 || m_rubric.dimensions.isEmpty())
        return;
    if (!m_rubric.help.isEmpty())
        m_grid->setToolTip(m_rubric.help);
    for (int d = 0; d < dimensionCount(); ++d) {
        const core::RubricDimension &dim = m_rubric.dimensions[d];
        auto *label = new QLabel(core::dimensionTitle(dim), m_grid);
        label->setMaximumWidth(120);
        label->setToolTip(dim.help);
        label->setWordWrap(true);
        m_layout->addWidget(label, d + 1, 0);
    }
    for (int o = 0; o < outputCount(); ++o) {
        auto *header = new QLabel(QStringLiteral("<b>%1</b>").arg(m_item.outputs[o].system.toHtmlEscaped()), m_grid);
        header->setAlignment(Qt::AlignCenter);
        m_headers.push_back(header);
        m_layout->addWidget(header, 0, o + 1);
        QVector<Cell> column;
        for (int d = 0; d < dimensionCount(); ++d) {
            const core::RubricDimension &dim = m_rubric.dimensions[d];
            Cell cell;
            cell.frame = new QFrame(m_grid);
            cell.frame->setObjectName(QStringLiteral("RatingCell"));
            auto *row = new QHBoxLayout(cell.frame);
            row->setContentsMargins(2, 2, 2, 2);
            row->setSpacing(0);
            const QVector<double> values = dim.values();
            for (int v = 0; v < values.size(); ++v) {
                auto *button = new QToolButton(cell.frame);
                button->setText(QString::number(values[v]));
                button->setCheckable(true);
                button->setFocusPolicy(Qt::NoFocus);
                button->setMinimumWidth(24); // compact: five outputs of five values fit a dock
                button->setEnabled(m_editable);
                const QString label = dim.labelFor(values[v]);
                button->setToolTip(
                    label.isEmpty()
                        ? tr("%1 (key %2)").arg(QString::number(values[v]), QString::number(v + 1))
                        : tr("%1 — %2 (key %3)").arg(QString::number(values[v]), label, QString::number(v + 1)));
                connect(button, &QToolButton::clicked, this, [this, o, d, value = values[v]] {
                    setFocusCell(o, d);
                    rate(o, d, value);
                    showCell(o, d); // a refused edit leaves the button as the saved state says
                });
                row->addWidget(button);
                cell.buttons.push_back(button);
            }
            cell.value = m_judgements->rating(m_item.outputs[o].id, dim);
            m_layout->addWidget(cell.frame, d + 1, o + 1);
            column.push_back(cell);
        }
        m_cells.push_back(column);
    }
    for (int o = 0; o < outputCount(); ++o)
        for (int d = 0; d < dimensionCount(); ++d)
            showCell(o, d);
    m_layout->setColumnStretch(outputCount() + 1, 1);
    updateColumns();
    showFocus();
}

void RatingPanel::refill()
{
    for (int o = 0; o < outputCount(); ++o) {
        m_headers[o]->setText(QStringLiteral("<b>%1</b>").arg(m_item.outputs[o].system.toHtmlEscaped()));
        for (int d = 0; d < dimensionCount(); ++d) {
            m_cells[o][d].value = m_judgements->rating(m_item.outputs[o].id, m_rubric.dimensions[d]);
            showCell(o, d);
        }
    }
    updateColumns();
    showFocus();
}

void RatingPanel::updateColumns()
{
    for (int o = 0; o < m_cells.size(); ++o) {
        const bool visible = m_allOutputs || o == m_currentOutput;
        m_headers[o]->setVisible(visible);
        for (const Cell &cell : std::as_const(m_cells[o]))
            cell.frame->setVisible(visible);
    }
}

void RatingPanel::showCell(int outputIndex, int dimensionIndex)
{
    if (outputIndex < 0 || outputIndex >= m_cells.size() || dimensionIndex < 0
        || dimensionIndex >= m_cells[outputIndex].size())
        return;
    const Cell &cell = m_cells[outputIndex][dimensionIndex];
    const int checked = scaleIndexOf(m_rubric.dimensions[dimensionIndex], cell.value);
    for (int v = 0; v < cell.buttons.size(); ++v)
        cell.buttons[v]->setChecked(v == checked);
}

void RatingPanel::showFocus()
{
    // Only the cells whose look changes get a style sheet: setting one re-polishes the frame and its buttons.
    for (int o = 0; o < m_cells.size(); ++o)
        for (int d = 0; d < m_cells[o].size(); ++d) {
            QFrame *frame = m_cells[o][d].frame;
            const QString &style = o == m_focusOutput && d == m_focusDimension ? focusedStyle : plainStyle;
            if (frame->styleSheet() != style)
                frame->setStyleSheet(style);
        }
}

void RatingPanel::setFocusCell(int outputIndex, int dimensionIndex)
{
    if (outputIndex < 0 || outputIndex >= outputCount() || dimensionIndex < 0 || dimensionIndex >= dimensionCount())
        return;
    const bool outputMoved = outputIndex != m_focusOutput;
    m_focusOutput = outputIndex;
    m_focusDimension = dimensionIndex;
    showFocus();
    if (outputMoved)
        Q_EMIT outputFocused(outputIndex);
}

void RatingPanel::moveFocus(int delta)
{
    if (const auto cell = stepQuestion(m_focusOutput, m_focusDimension, outputCount(), dimensionCount(), delta))
        setFocusCell(cell->first, cell->second);
}

bool RatingPanel::rateFocused(int nth)
{
    if (m_focusDimension < 0 || m_focusDimension >= dimensionCount())
        return false;
    const QVector<double> values = m_rubric.dimensions[m_focusDimension].values();
    if (nth < 1 || nth > values.size())
        return false;
    return rate(m_focusOutput, m_focusDimension, values[nth - 1]);
}

bool RatingPanel::rate(int outputIndex, int dimensionIndex, std::optional<double> value)
{
    if (!m_editable || outputIndex < 0 || outputIndex >= outputCount() || dimensionIndex < 0
        || dimensionIndex >= dimensionCount())
        return false;
    return m_judgements->rate(m_item.outputs[outputIndex].id, m_rubric.dimensions[dimensionIndex], value)
           && shownValue(outputIndex, dimensionIndex) == value;
}

std::optional<double> RatingPanel::shownValue(int outputIndex, int dimensionIndex) const
{
    if (outputIndex < 0 || outputIndex >= m_cells.size() || dimensionIndex < 0
        || dimensionIndex >= m_cells[outputIndex].size())
        return std::nullopt;
    return m_cells[outputIndex][dimensionIndex].value;
}

bool RatingPanel::isComplete() const
{
    if (m_cells.isEmpty())
        return false;
    for (const QVector<Cell> &column : m_cells)
        for (const Cell &cell : column)
            if (!cell.value)
                return false;
    return true;
}

void RatingPanel::onRatingChanged(qint64 outputId, const QString &dimension, std::optional<double> value)
{
    for (int o = 0; o < outputCount(); ++o) {
        if (m_item.outputs[o].id != outputId)
            continue;
        for (int d = 0; d < dimensionCount(); ++d)
            if (m_rubric.dimensions[d].name == dimension) {
                m_cells[o][d].value = value;
                showCell(o, d);
            }
    }
}

bool RatingPanel::event(QEvent *event)
{
    // Number keys, Tab and Delete belong to the panel while it has the focus: they must not reach the window's
    // shortcuts (view modes on 1-4, next output on Tab) or the focus chain.
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        const bool plain = (key->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier)) == Qt::NoModifier;
        if (plain
            && (digitOf(key) >= 0 || key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab
                || key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace)) {
            event->accept();
            return true;
        }
    }
    if (event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab) {
            keyPressEvent(key);
            return true;
        }
    }
    return QWidget::event(event);
}

void RatingPanel::keyPressEvent(QKeyEvent *event)
{
    if (const int digit = digitOf(event); digit >= 1) {
        rateFocused(digit);
    } else if (event->key() == Qt::Key_Tab) {
        moveFocus(+1);
    } else if (event->key() == Qt::Key_Backtab) {
        moveFocus(-1);
    } else if (event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) {
        rate(m_focusOutput, m_focusDimension, std::nullopt);
    } else {
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

} // namespace editlens::ui
