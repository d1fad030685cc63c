// `editlens-cli plan --show`: the plan's settings, the crowd enrolment and each annotator's progress.
#include "cliutil.h"
#include "plancommand.h"

#include "storage/studystore.h"
#include "web/crowdenrolment.h"

#include <QCoreApplication>
#include <QMap>

#include <algorithm>

namespace editlens::cli {

using namespace editlens::core;

namespace {

/// The crowd enrolment part of `plan --show`.
template<typename YesNo>
int showCrowd(StudyStore &store, const YesNo &yesNo)
{
    const auto crowd = loadCrowdSettings(store);
    if (!crowd)
        return fail(crowd.error());
    const CrowdSettings &c = crowd.value();
    out(QCoreApplication::translate("editlens-cli", "open enrolment for crowd platforms: %1").arg(yesNo(c.enabled)));
    if (!c.enabled)
        return Ok;
    const QString none = QCoreApplication::translate("editlens-cli", "none");
    out(QCoreApplication::translate("editlens-cli", "  items per participant: %1").arg(c.itemsPerParticipant));
    out(QCoreApplication::translate("editlens-cli", "  raters per item: %1").arg(c.ratersPerItem));
    out(QCoreApplication::translate("editlens-cli", "  study link parameters: %1, %2, %3")
            .arg(c.participantParam, c.studyParam, c.sessionParam));
    out(QCoreApplication::translate("editlens-cli", "  completion code: %1")
            .arg(c.completionCode.isEmpty() ? none : c.completionCode));
    out(QCoreApplication::translate("editlens-cli", "  completion URL: %1")
            .arg(c.completionUrl.isEmpty() ? none : c.completionUrl));
    out(QCoreApplication::translate("editlens-cli", "  unsubmitted items given back after %1 min of silence")
            .arg(c.abandonMinutes));
    out(QCoreApplication::translate("editlens-cli", "  session links last %1 h").arg(c.tokenHours));
    const auto participants = CrowdEnrolment(store, c).participants();
    if (!participants)
        return fail(participants.error());
    const auto released = std::count_if(participants.value().cbegin(), participants.value().cend(),
                                        [](const CrowdParticipant &p) { return p.released; });
    out(QCoreApplication::translate("editlens-cli", "  %n participant(s) enrolled, %1 gave their places back", nullptr,
                                    int(participants.value().size()))
            .arg(released));
    return Ok;
}

} // namespace

int printPlan(StudyStore &store)
{
    PlanStore plans(store);
    auto settings = plans.settings();
    if (!settings)
        return fail(settings.error());
    const PlanSettings &s = settings.value();
    const auto yesNo = [](bool b) {
        return b ? QCoreApplication::translate("editlens-cli", "yes")
                 : QCoreApplication::translate("editlens-cli", "no");
    };
    out(QCoreApplication::translate("editlens-cli", "task: %1")
            .arg(s.preference ? QStringLiteral("preferences")
                 : s.mixed    ? QStringLiteral("mixed")
                              : QStringLiteral("ratings")));
    out(QCoreApplication::translate("editlens-cli", "seed: %1").arg(s.seed));
    out(QCoreApplication::translate("editlens-cli", "pairs per item: %1")
            .arg(s.pairsPerItem == 0 ? QCoreApplication::translate("editlens-cli", "every pair")
                                     : QString::number(s.pairsPerItem)));
    out(QCoreApplication::translate("editlens-cli", "annotators see system names: %1").arg(yesNo(!s.blinded)));
    out(QCoreApplication::translate("editlens-cli", "annotators see detector boxes: %1")
            .arg(yesNo(s.showDetectorBoxes)));
    out(QCoreApplication::translate("editlens-cli", "annotators see the ground truth: %1")
            .arg(yesNo(s.showGroundTruth)));
    out(QCoreApplication::translate("editlens-cli", "items locked after submit: %1").arg(yesNo(s.lockAfterSubmit)));
    out(QCoreApplication::translate("editlens-cli", "break reminder: %1")
            .arg(s.breakMinutes > 0 ? QCoreApplication::translate("editlens-cli", "after %1 min").arg(s.breakMinutes)
                                    : QCoreApplication::translate("editlens-cli", "none")));
    out(QCoreApplication::translate("editlens-cli", "protected by a passphrase: %1")
            .arg(yesNo(!s.passphraseHash.isEmpty())));
    out(QCoreApplication::translate("editlens-cli", "sessions for annotators outside the plan: %1")
            .arg(yesNo(s.allowNewAnnotators)));
    if (int r = showCrowd(store, yesNo); r != Ok)
        return r;
    auto progress = plans.progress();
    if (!progress)
        return fail(progress.error());
    QMap<QString, QPair<int, int>> perAnnotator; // planned, submitted
    for (const AnnotatorItemProgress &p : progress.value()) {
        auto &counts = perAnnotator[p.annotator];
        counts.first += p.position >= 0 ? 1 : 0;
        counts.second += p.submittedAt.isValid() ? 1 : 0;
    }
    for (auto it = perAnnotator.cbegin(); it != perAnnotator.cend(); ++it)
        out(QCoreApplication::translate("editlens-cli", "annotator %1: %n item(s) planned, %2 submitted", nullptr,
                                        it->first)
                .arg(it.key())
                .arg(it->second));
    return Ok;
}

} // namespace editlens::cli
