#pragma once

#include "document/blindview.h"
#include "document/studyplan.h"
#include "study/itemsummary.h"

#include <QObject>

namespace editlens::core {
class StudyStore;
}

namespace editlens::ui {

/// The one place a window asks for the name of an output's system. In an annotator's session of a blinded study
/// (plan setting `blinded`, the default) it answers with the annotator's blind label ("Output B") and reorders outputs
/// into the annotator's shuffled display order; otherwise it answers with the system's name. Items outside the
/// annotator's plan get labels from the same seeded shuffle (StudyPlan::itemSeed). The decisions are core::BlindView's,
/// which the web session shares. GUI thread only.
class SystemNamer : public QObject
{
    Q_OBJECT

public:
    /// Who looks: the study runner's own window shows every name whatever the plan says; the plan's blinding is
    /// for annotator sessions.
    enum class Audience { Workbench, AnnotatorSession };

    explicit SystemNamer(QObject *parent = nullptr);

    /// Reads the plan's blinding and `annotator`'s assignments from `store`; emits changed().
    core::Status load(core::StudyStore &store, const QString &annotator, Audience audience);
    /// Forgets the study: names are shown as they are. Emits changed().
    void clear();

    bool blinded() const { return m_view.blinded; }

    /// `item` as the window shows it: when blinded, the planned outputs in display order with every
    /// Output::system (and difference origins naming a system) replaced by the blind label; else `item`.
    core::Item displayItem(const core::Item &item) const;
    /// The summaries with their system lists replaced by blind labels when blinded.
    QVector<core::ItemSummary> displaySummaries(QVector<core::ItemSummary> items) const;

Q_SIGNALS:
    void changed();

private:
    core::BlindView m_view;
};

} // namespace editlens::ui
