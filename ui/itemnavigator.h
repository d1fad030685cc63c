#pragma once

#include <QObject>
#include <QString>
#include <QVector>

class QStatusBar;
class QTimer;
class QWidget;

namespace editlens::core {
class MetricRegistry;
class StudyDocument;
class StudyStore;
} // namespace editlens::core

namespace editlens::ui {

class ComparisonView;
class CurrentItem;
class ItemListModel;
class ScoresDock;
class StudyBrowser;
struct StudyExtras;
class StudyExtrasLoader;
class SystemNamer;

/// The open study's items in the study browser and which of them the window shows: loads the item list (with the
/// namer's blind system names) and, on a worker thread, its extras (metric columns, edit types, the Scores dock's BPM
/// set); loads the browser's current item from the study into CurrentItem and decodes its neighbours ahead. Drives the
/// pieces given in Parts; owns only the extras loader. GUI thread only.
class ItemNavigator : public QObject
{
    Q_OBJECT

public:
    /// The window's pieces the navigator drives. All are owned by the window and outlive the navigator.
    struct Parts
    {
        QWidget *window = nullptr; ///< parent of message boxes
        QStatusBar *statusBar = nullptr;
        StudyBrowser *browser = nullptr;
        ItemListModel *items = nullptr;
        const SystemNamer *namer = nullptr;
        CurrentItem *current = nullptr;
        ComparisonView *compare = nullptr; ///< decodes the neighbours ahead
        ScoresDock *scores = nullptr;      ///< gets the study's BPM set with the extras
        const core::MetricRegistry *metrics = nullptr;
    };

    explicit ItemNavigator(Parts parts, QObject *parent = nullptr);

    /// The open study (nullptr when none; not owned). Its extras are not loaded until the next reloadItems().
    void setDocument(core::StudyDocument *document);
    /// Reads the item list again (keeping the shown item selected, or the first), then the extras on a worker.
    void reloadItems();
    /// Reads the extras again (after the stored BPM changed).
    void reloadExtras();
    /// Shows the item with this id unless it is shown already.
    void showItem(qint64 itemId);
    /// Shows the item with this id (selecting it in the browser). False when it is not in the list.
    bool showItemById(qint64 itemId);
    /// Shows the item with key `itemKey` (clearing the browser's brush when it hides it); false when unknown.
    bool openItemByKey(const QString &itemKey);
    /// Selects the item in row `row` of the (unfiltered) study.
    void selectItemRow(int row);
    /// True once the browser's metric columns, edit types and BPM components of the open study are loaded.
    bool extrasLoaded() const { return m_extrasLoaded; }

Q_SIGNALS:
    /// The item list was read again from `studyFile` (the alignment docks read theirs now).
    void itemsReloaded(const QString &studyFile);
    /// The browser's extra columns and the Scores dock's BPM set are in.
    void extrasChanged();

private:
    void onExtras(const StudyExtras &extras);
    /// Shows the study's counts in the status bar (unless another message is shown there now).
    void showCounts();
    core::StudyStore *store() const;

    Parts m_parts;
    core::StudyDocument *m_document = nullptr;
    StudyExtrasLoader *m_extrasLoader;
    QTimer *m_countsTimer; ///< coalesces the changes of one event-loop turn into one count
    QString m_countsText;  ///< the counts last shown
    QVector<QMetaObject::Connection> m_documentConnections;
    bool m_extrasLoaded = false;
};

} // namespace editlens::ui
