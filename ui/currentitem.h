#pragma once

#include "study/studydata.h"

#include <QObject>
#include <QPointer>
#include <QString>

namespace editlens::core {
class StudyDocument;
}

namespace editlens::ui {

class SystemNamer;

/// The item the study window shows and which of its outputs: the item as the study holds it (`stored`), the same
/// item as the window shows it (`shown`: blind system names and display order from the SystemNamer) and the output
/// index into `shown`. Both stay current as the document's edits add, change and remove the item's differences, so
/// that switching outputs needs no read from the study. The comparison view and the docks follow itemChanged() and
/// outputChanged(). Holds values, owns nothing else; `namer` outlives it. GUI thread only.
class CurrentItem : public QObject
{
    Q_OBJECT

public:
    explicit CurrentItem(const SystemNamer &namer, QObject *parent = nullptr);

    /// The open study (nullptr when none; not owned): forgets the item and follows this document's differences.
    void setDocument(core::StudyDocument *document);
    /// Shows `stored` on the output whose shown system name is the one shown before (the first output when the
    /// item has no such output; -1 when it has none). Emits itemChanged().
    void setItem(core::Item stored);
    /// Shows output `index` of the item (an index into shown().outputs, -1 for none). Emits outputChanged() when it
    /// differs from the current one.
    void setOutputIndex(int index);
    /// Forgets which item is shown (its id reads 0), so that showing the same id again reloads it from the study.
    void forget() { m_shown.id = 0; }

    const core::Item &stored() const { return m_stored; }
    const core::Item &shown() const { return m_shown; }
    int outputIndex() const { return m_outputIndex; }
    /// The shown output at `index`, or nullptr when `index` is not one of the item's outputs.
    const core::Output *output(int index) const;

Q_SIGNALS:
    /// Another item (or the same one reloaded) is shown, on output `outputIndex`.
    void itemChanged(const editlens::core::Item &shown, int outputIndex);
    /// Another output of the same item is shown.
    void outputChanged(int outputIndex);

private:
    /// Applies `change` to the stored item; when it changed anything, the shown item is derived again.
    template<typename Change>
    void follow(Change change);

    const SystemNamer &m_namer;
    QPointer<core::StudyDocument> m_document;
    core::Item m_stored; ///< as the study holds it
    core::Item m_shown;  ///< m_stored as the window shows it
    int m_outputIndex = -1;
    /// The shown system name of the output shown last (empty when none), kept across items and studies: the next
    /// item opens on the output of that name.
    QString m_system;
};

} // namespace editlens::ui
