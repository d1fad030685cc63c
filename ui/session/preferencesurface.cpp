#include "preferencesurface.h"

#include "annotate/judgementrecorder.h"
#include "annotate/pairwisepanel.h"
#include "choicerow.h"
#include "document/studyplan.h"

namespace editlens::ui {

namespace {

const core::PairSide sides[] = {core::PairSide::Left, core::PairSide::Right, core::PairSide::Tie,
                                core::PairSide::BothBad};

} // namespace

PreferenceSurface::PreferenceSurface(QWidget *parent) : QuestionList(parent), m_judgements(new JudgementRecorder(this))
{
    setObjectName(QStringLiteral("PreferenceSurface"));
    connect(m_judgements, &JudgementRecorder::preferenceChanged, this, [this](const core::PreferenceKey &key) {
        if (key.itemId != m_item.id)
            return;
        showPair();
        Q_EMIT answersChanged();
    });
}

void PreferenceSurface::setDocument(core::StudyDocument *document)
{
    m_judgements->setDocument(document);
}

void PreferenceSurface::setRubric(const core::Rubric &rubric)
{
    m_rubric = rubric;
    rebuild();
}

void PreferenceSurface::rebuild()
{
    clearRows();
    // The workbench's keys for the four answers, besides 1–4: Shift+← is "left is better" wherever a pair is shown.
    using Choice = PairwisePanel::Choice;
    const QVector<ChoiceRow::Choice> choices = {
        {tr("◀ Left is better"), tr("The left image is the better edit"), PairwisePanel::defaultKey(Choice::Left)},
        {tr("Right is better ▶"), tr("The right image is the better edit"), PairwisePanel::defaultKey(Choice::Right)},
        {tr("About the same"), tr("Both are equally good"), PairwisePanel::defaultKey(Choice::Tie)},
        {tr("Both bad"), tr("Neither image is an acceptable edit"), PairwisePanel::defaultKey(Choice::BothBad)}};
    for (int d = 0; d < m_rubric.dimensions.size(); ++d) {
        const core::RubricDimension &dim = m_rubric.dimensions[d];
        ChoiceRow *row = addRow(QStringLiteral("question_") + dim.name, core::dimensionTitle(dim), dim.help, choices);
        connect(row, &ChoiceRow::chosen, this, [this, d](int index) {
            const bool last = m_pair == pairCount() - 1 && d == rowCount() - 1;
            if (choose(d, index >= 0 ? std::optional(sides[index]) : std::nullopt) && index >= 0 && !last
                && d == m_dimension)
                moveFocus(+1);
        });
        connect(row, &ChoiceRow::moveRequested, this, &PreferenceSurface::moveFocus);
        connect(row, &ChoiceRow::focused, this, [this, d] { m_dimension = d; });
    }
    showPair();
}

void PreferenceSurface::setItem(const core::Item &item, const QVector<core::PlanPair> &pairs)
{
    m_item = item;
    m_pairs = pairs;
    m_pair = 0;
    m_dimension = 0;
    showPair();
    if (const core::PlanPair *p = pair())
        Q_EMIT pairShown(p->leftOutput, p->rightOutput);
}

void PreferenceSurface::showPair()
{
    const core::PlanPair *p = pair();
    const auto nameOf = [this](qint64 id) {
        for (const core::Output &o : std::as_const(m_item.outputs))
            if (o.id == id)
                return o.system;
        return QString();
    };
    setHeading(p ? tr("Pair %1 of %2: which edit is better, %3 (left) or %4 (right)?")
                       .arg(m_pair + 1)
                       .arg(pairCount())
                       .arg(nameOf(p->leftOutput), nameOf(p->rightOutput))
                 : tr("This item has no pair of outputs to compare."));
    for (int d = 0; d < rowCount(); ++d) {
        const auto side = p ? savedSide(m_pair, d) : std::nullopt;
        row(d)->setSelected(side ? int(*side) : -1);
        row(d)->setEnabled(p != nullptr);
    }
}

void PreferenceSurface::focusQuestion(int pairIndex, int dimensionIndex)
{
    if (pairIndex < 0 || pairIndex >= pairCount() || dimensionIndex < 0 || dimensionIndex >= rowCount())
        return;
    const bool changed = pairIndex != m_pair;
    m_pair = pairIndex;
    m_dimension = dimensionIndex;
    if (changed) {
        showPair();
        Q_EMIT pairShown(m_pairs[m_pair].leftOutput, m_pairs[m_pair].rightOutput);
    }
    focusRow(m_dimension);
}

void PreferenceSurface::moveFocus(int delta)
{
    if (const auto question = stepQuestion(m_pair, m_dimension, pairCount(), rowCount(), delta))
        focusQuestion(question->first, question->second);
}

bool PreferenceSurface::choose(int dimensionIndex, std::optional<core::PairSide> side)
{
    const core::PlanPair *p = pair();
    if (!isEditable() || !p || dimensionIndex < 0 || dimensionIndex >= m_rubric.dimensions.size())
        return false;
    return m_judgements->prefer(m_item.id, *p, m_rubric.dimensions[dimensionIndex], side)
           && savedSide(m_pair, dimensionIndex) == side;
}

std::optional<core::PairSide> PreferenceSurface::savedSide(int pairIndex, int dimensionIndex) const
{
    if (pairIndex < 0 || pairIndex >= pairCount() || dimensionIndex < 0 || dimensionIndex >= m_rubric.dimensions.size())
        return std::nullopt;
    return m_judgements->preferredSide(m_item.id, m_pairs[pairIndex], m_rubric.dimensions[dimensionIndex]);
}

bool PreferenceSurface::isComplete() const
{
    return pairCount() > 0 && !firstUnanswered();
}

std::optional<std::pair<int, int>> PreferenceSurface::firstUnanswered() const
{
    for (int p = 0; p < pairCount(); ++p)
        for (int d = 0; d < m_rubric.dimensions.size(); ++d)
            if (!savedSide(p, d))
                return std::pair{p, d};
    return std::nullopt;
}

} // namespace editlens::ui
