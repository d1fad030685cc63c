#include "scoresdock.h"

#include "bpm/instructionparser.h"
#include "docks/pairscorestable.h"
#include "itemmodels/scoresmodel.h"
#include "scoring/metricavailability.h"
#include "scoring/metricregistry.h"
#include "study/metricids.h"

#include <QCheckBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSlider>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

namespace editlens::ui {

namespace {

QString number(double v)
{
    return QLocale().toString(v, 'f', 4);
}

/// The newest stored value of each BPM score of an output.
QHash<QString, core::Score> bpmScores(const core::Output &output)
{
    QHash<QString, core::Score> out;
    for (const core::Score &s : output.scores)
        if (s.metric.startsWith(core::metricid::bpm))
            out.insert(s.metric, s);
    return out;
}

} // namespace

ScoresDock::ScoresDock(const core::MetricRegistry &registry, QWidget *parent)
    : QDockWidget(tr("Scores"), parent)
    , m_model(new ScoresModel(registry, this))
    , m_pair(new PairScoresTable(registry, this))
    , m_view(new QTableView(this))
    , m_bpmBox(new QGroupBox(tr("BPM"), this))
    , m_parse(new QLabel(this))
    , m_formula(new QLabel(this))
    , m_components(new QLabel(this))
    , m_alpha(new QSlider(Qt::Horizontal, this))
    , m_alphaLabel(new QLabel(this))
    , m_recomputed(new QLabel(this))
    , m_persist(new QCheckBox(tr("Store in study on release"), this))
    , m_job(this)
{
    setObjectName(QStringLiteral("ScoresDock"));
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);

    m_formula->setTextFormat(Qt::RichText);
    m_formula->setWordWrap(true);
    m_formula->setText(tr("BPM = α·S<sub>semantic</sub> + (1 − α)·S<sub>region</sub><br>"
                          "S<sub>semantic</sub> = Norm(S<sub>preserve</sub>) + Norm(S<sub>modify</sub>), "
                          "S<sub>region</sub> = S<sub>size</sub> + S<sub>position</sub><br>"
                          "<small>Norm: min-max over the study's outputs; a global edit uses α = 1 and "
                          "Norm(CLIP-T).</small>"));
    for (QLabel *l : {m_parse, m_components, m_recomputed}) {
        l->setWordWrap(true);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_components->setTextFormat(Qt::RichText);
    m_parse->setTextFormat(Qt::RichText);
    m_recomputed->setTextFormat(Qt::RichText);
    m_alpha->setObjectName(QStringLiteral("AlphaSlider"));
    m_alpha->setRange(0, 100);
    m_alpha->setValue(70); // core::BpmSetOptions' default, the paper's best (Table 9)
    m_alphaLabel->setText(tr("α = %1").arg(QLocale().toString(0.7, 'f', 2)));
    m_persist->setEnabled(false);
    connect(m_alpha, &QSlider::valueChanged, this, [this](int value) {
        const double a = value / 100.0;
        m_alphaLabel->setText(tr("α = %1").arg(QLocale().toString(a, 'f', 2)));
        recompute();
        Q_EMIT alphaChanged(a);
    });
    connect(m_alpha, &QSlider::sliderReleased, this, [this] {
        if (m_persist->isEnabled() && m_persist->isChecked())
            Q_EMIT persistAlphaRequested(alpha());
    });

    auto *bpmLayout = new QVBoxLayout(m_bpmBox);
    bpmLayout->addWidget(m_parse);
    bpmLayout->addWidget(m_formula);
    bpmLayout->addWidget(m_components);
    auto *alphaRow = new QHBoxLayout;
    alphaRow->addWidget(m_alphaLabel);
    alphaRow->addWidget(m_alpha, 1);
    bpmLayout->addLayout(alphaRow);
    bpmLayout->addWidget(m_recomputed);
    bpmLayout->addWidget(m_persist);
    bpmLayout->addStretch(1);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("ScoresSplitter"));
    splitter->addWidget(m_pair);
    splitter->addWidget(m_view);
    m_pair->hide();
    auto *bpmScroll = new QScrollArea(this);
    bpmScroll->setWidget(m_bpmBox);
    bpmScroll->setWidgetResizable(true);
    bpmScroll->setFrameShape(QFrame::NoFrame);
    splitter->addWidget(bpmScroll);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 2);
    splitter->setSizes({300, 330, 220});
    setWidget(splitter);
    updateBpmPanel();
}

ScoresDock::~ScoresDock() = default;

void ScoresDock::setUnavailable(const QHash<QString, QString> &reasons)
{
    m_studyReasons = reasons;
    showOutput(m_item, m_outputIndex);
}

void ScoresDock::setStudyBpm(core::StoredBpmSet set)
{
    m_set = std::move(set);
    m_indexOfOutput.clear();
    for (int i = 0; i < m_set.outputIds.size(); ++i)
        m_indexOfOutput.insert(m_set.outputIds[i], i);
    m_results.clear();
    m_resultsAlpha = -1.0;
    recompute();
}

void ScoresDock::showOutput(const core::Item &item, int outputIndex)
{
    m_item = item;
    m_outputIndex = outputIndex >= 0 && outputIndex < item.outputs.size() ? outputIndex : -1;
    QHash<QString, QString> reasons = m_studyReasons;
    if (m_outputIndex >= 0 && !core::hasCaptions(item)) {
        // CLIP-D compares the caption pair's direction with the images' (the scorer skips such items).
        const QString own = tr("needs source and target captions; this item has none");
        const QString model = m_studyReasons.value(core::metricid::clipD);
        reasons.insert(core::metricid::clipD, model.isEmpty() ? own : own + QStringLiteral("; ") + model);
    }
    m_model->setUnavailable(reasons);
    m_model->setScores(m_outputIndex >= 0 ? item.outputs[m_outputIndex].scores : QVector<core::Score>());
    updateBpmPanel();
}

void ScoresDock::showPair(const core::Item &item, int left, int right)
{
    // The pair table holds every metric of both outputs, so the selected output's own table would only repeat half
    // of it in a dock that has little height to spare.
    const bool wasShown = m_pair->isVisibleTo(this);
    const bool shown = m_pair->showPair(item, left, right);
    m_pair->setVisible(shown);
    m_view->setVisible(!shown);
    if (shown && !wasShown) {
        // Most of the dock to the pair, the BPM panel keeps a quarter.
        auto *splitter = static_cast<QSplitter *>(widget());
        const int total = splitter->height();
        splitter->setSizes({total * 3 / 4, 0, total / 4});
    }
}

void ScoresDock::clearPair()
{
    m_pair->clearPair();
    m_pair->hide();
    m_view->show();
}

void ScoresDock::clear()
{
    clearPair();
    showOutput(core::Item(), -1);
    setStudyBpm({});
}

double ScoresDock::alpha() const
{
    return m_alpha->value() / 100.0;
}

void ScoresDock::setAlpha(double alpha)
{
    m_alpha->setValue(int(std::lround(std::clamp(alpha, 0.0, 1.0) * 100.0)));
}

void ScoresDock::setPersistAvailable(bool available, const QString &reason)
{
    m_persist->setEnabled(available);
    m_persist->setToolTip(available ? tr("On release, store BPM at this α for every output (as editlens-cli score "
                                         "--metrics bpm --alpha does)")
                                    : reason);
}

std::optional<core::BpmResult> ScoresDock::bpmOf(qint64 outputId) const
{
    const int i = m_indexOfOutput.value(outputId, -1);
    if (i < 0 || i >= m_results.size())
        return std::nullopt;
    return m_results[i];
}

QString ScoresDock::recomputedText() const
{
    return m_recomputed->text();
}

void ScoresDock::recompute()
{
    const double a = alpha();
    m_job.cancel(); // a result of an older α must not follow this one
    if (m_set.components.isEmpty()) {
        applyResults(a, {});
        return;
    }
    core::BpmSetOptions options;
    options.alpha = a;
    if (m_set.components.size() <= asyncThreshold) {
        applyResults(a, core::computeBpm(m_set.components, options));
        return;
    }
    // Large study: normalization touches every output, so it runs on a worker; inputs are copied.
    const QVector<core::BpmComponents> components = m_set.components;
    m_job.start([components, options] { return core::computeBpm(components, options); },
                [this, a](const QVector<core::BpmResult> &results) { applyResults(a, results); });
    m_recomputed->setText(tr("Recomputing BPM at α = %1 for %n output(s)…", nullptr, int(components.size()))
                              .arg(QLocale().toString(a, 'f', 2)));
}

void ScoresDock::applyResults(double alpha, const QVector<core::BpmResult> &results)
{
    m_results = results;
    m_resultsAlpha = alpha;
    updateBpmPanel();
    Q_EMIT bpmRecomputed(alpha);
}

void ScoresDock::updateBpmPanel()
{
    if (m_outputIndex < 0) {
        m_parse->setText(tr("<i>No output selected.</i>"));
        m_components->clear();
        m_recomputed->clear();
        return;
    }
    const core::InstructionParser parser;
    const core::EditParse parse = core::effectiveParse(m_item.parse, m_item.instruction, parser);
    const QString source = parse.source == core::ParseSource::Imported ? tr("imported") : tr("EditLens parser");
    if (parse.global)
        m_parse->setText(tr("<b>Parse</b> (%1): global edit — S<sub>modify</sub> = CLIP-T, α = 1").arg(source));
    else
        m_parse->setText(
            tr("<b>Parse</b> (%1): %2 → %3 · %4 · size %5 · position %6")
                .arg(source, parse.originalPart.toHtmlEscaped(), parse.editedPart.toHtmlEscaped(),
                     core::editTypeName(parse.editType), core::sizeChangeName(parse.size),
                     core::positionChangeName(parse.position))
            + (parse.beingAdded.isEmpty() ? QString() : tr(" (reference: %1)").arg(parse.beingAdded.toHtmlEscaped())));

    const core::Output &output = m_item.outputs[m_outputIndex];
    const QHash<QString, core::Score> stored = bpmScores(output);
    const QString bpmReason =
        m_model->index(m_model->rowOfMetric(core::metricid::bpm), 0).data(ScoresModel::ReasonRole).toString();
    const auto cell = [&](QLatin1String id, const QString &label) {
        const auto it = stored.constFind(id);
        const QString v = it != stored.cend() ? number(it->value) : tr("<i>not computed</i>");
        return QStringLiteral("<td>%1</td><td align=\"right\">%2</td>").arg(label, v);
    };
    // Two components a row, so that the whole panel fits beside the metric list.
    QString table = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\">");
    table += QStringLiteral("<tr>%1<td width=\"16\"></td>%2</tr>")
                 .arg(cell(core::metricid::bpmSPreserve, tr("S<sub>preserve</sub>")),
                      cell(core::metricid::bpmSModify, tr("S<sub>modify</sub>")));
    table += QStringLiteral("<tr>%1<td></td>%2</tr>")
                 .arg(cell(core::metricid::bpmSSize, tr("S<sub>size</sub>")),
                      cell(core::metricid::bpmSPosition, tr("S<sub>position</sub>")));
    table += QStringLiteral("<tr>%1<td></td>%2</tr>")
                 .arg(cell(core::metricid::bpmSRegion, tr("S<sub>region</sub>")),
                      cell(core::metricid::bpmSSemantic, tr("S<sub>semantic</sub>")));
    QString stamp;
    if (const auto it = stored.constFind(core::metricid::bpm); it != stored.cend())
        stamp = QStringLiteral(" <small>(%1)</small>").arg(it->version.section(QLatin1Char(';'), -1).trimmed());
    table += QStringLiteral("<tr>%1<td colspan=\"3\">%2</td></tr></table>")
                 .arg(cell(core::metricid::bpm, tr("<b>BPM</b> stored")), stamp);
    m_components->setText(table);

    const std::optional<core::BpmResult> r = bpmOf(output.id);
    QString text;
    if (m_resultsAlpha < 0.0 && !m_set.components.isEmpty())
        text = m_recomputed->text();
    else if (!r)
        text = tr("BPM(α): <i>no stored components for this output</i> (editlens-cli score --metrics bpm)");
    else if (r->bpm)
        text = tr("<b>BPM(α = %1) = %2</b> <small>recomputed over %n output(s)</small>", nullptr,
                  int(m_set.components.size()))
                   .arg(QLocale().toString(r->alpha, 'f', 2), number(*r->bpm));
    else
        text = tr("BPM(α = %1): <i>unavailable</i> — %2")
                   .arg(QLocale().toString(r->alpha, 'f', 2),
                        (bpmReason.isEmpty() ? r->reason : bpmReason).toHtmlEscaped());
    m_recomputed->setText(text);
}

} // namespace editlens::ui
