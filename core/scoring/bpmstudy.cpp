#include "scoring/bpmstudy.h"

#include "bpm/instructionparser.h"
#include "scoring/studyscorer.h"
#include "storage/scorewriter.h"
#include "storage/studystore.h"
#include "study/metricids.h"

#include <QCoreApplication>

namespace editlens::core {

Status storeBpm(StudyStore &store, ScoreReport &report, const QString &modifyVersion, double alpha, BpmRules rules,
                BpmParser bpmParser)
{
    auto study = store.load();
    if (!study)
        return study.error();
    const QString componentsVersion = report.versions.value(metricid::bpm);
    QVector<BpmComponents> components;
    QVector<qint64> outputs;
    const InstructionParser parser;
    for (const Item &item : study.value().items) {
        const bool global = effectiveParse(item.parse, item.instruction, parser, bpmParser).global;
        for (const Output &o : item.outputs) {
            BpmComponents c;
            c.global = global;
            bool any = false;
            for (const Score &s : o.scores) {
                if (s.version == componentsVersion) {
                    any = true;
                    if (s.metric == metricid::bpmSPreserve)
                        c.sPreserve = s.value;
                    else if (s.metric == metricid::bpmSSize)
                        c.sSize = s.value;
                    else if (s.metric == metricid::bpmSPosition)
                        c.sPosition = s.value;
                } else if (s.metric == metricid::bpmSModify && s.version == modifyVersion) {
                    c.sModify = s.value;
                    any |= global; // a global edit has no other component
                }
            }
            if (!any)
                continue;
            components << c;
            outputs << o.id;
        }
    }
    BpmSetOptions setOptions;
    setOptions.alpha = alpha;
    setOptions.releasedPreserveQuirk = rules == BpmRules::Released;
    const QVector<BpmResult> results = computeBpm(components, setOptions);
    const QString version = QStringLiteral("%1; alpha %2").arg(modifyVersion, QString::number(alpha));
    QVector<OutputResults> toWrite;
    QString reason;
    int missing = 0;
    for (int i = 0; i < results.size(); ++i) {
        OutputResults r;
        r.outputId = outputs[i];
        r.replaceOtherVersions = true;
        if (results[i].bpm)
            r.scores.push_back({metricid::bpm, version, *results[i].bpm});
        else if (missing++ == 0)
            reason = results[i].reason;
        if (results[i].sSemantic)
            r.scores.push_back({metricid::bpmSSemantic, version, *results[i].sSemantic});
        if (!r.scores.isEmpty())
            toWrite << r;
    }
    // BPM is unavailable as a metric only when no output has it; outputs without it are counted, with a reason.
    if (missing > 0 && missing == results.size() && !report.unavailable.contains(metricid::bpm))
        report.unavailable.insert(metricid::bpm, reason);
    else if (missing > 0)
        report.unavailable.insert(QString(metricid::bpm) + QStringLiteral(" (some outputs)"),
                                  QCoreApplication::translate("StudyScorer",
                                                              "no BPM on %1 of %n output(s), for example: %2", nullptr,
                                                              int(results.size()))
                                      .arg(QString::number(missing), reason));
    if (!toWrite.isEmpty())
        report.versions.insert(metricid::bpm, version);
    if (Status s = writeResults(store, toWrite); !s)
        return s;
    for (const OutputResults &r : toWrite)
        for (const Score &score : r.scores)
            ++report.valuesPerMetric[score.metric];
    return Status::success();
}

} // namespace editlens::core
