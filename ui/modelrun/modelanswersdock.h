#pragma once

#include "guiutil/latestjob.h"
#include "storage/modelcallstore.h"
#include "util/error.h"

#include <QDockWidget>
#include <QHash>
#include <QImage>
#include <QString>
#include <QStringList>
#include <QVector>

class QHBoxLayout;
class QLabel;
class QPlainTextEdit;
class QTabWidget;
class QTableView;
class QWidget;

namespace editlens::ui {

class ModelCallsModel;

/// One of the item's images, as a model was shown it: matched by the sha256 of the file's bytes.
struct ShownImage
{
    QString caption; ///< "original", "ground truth", "output SYSTEM"
    QImage thumbnail;
};

/// What the dock loads for one item off the GUI thread.
struct ModelAnswersLoad
{
    qint64 itemId = 0;
    core::Result<QVector<core::ModelCall>> calls = QVector<core::ModelCall>();
    QHash<QString, ShownImage> imagesBySha256;
    QHash<qint64, QString> systemOfOutput; ///< real system names (the window may show blind ones)
};

/// The Model Answers dock, the audit of the model stages ("why did the judge say 3?"): every request a model stage
/// sent about the current item (core::ModelCallStore::calls) with its stage, output(s), model, status, latency and
/// tokens; the selected one's raw answer as received, the prompt sent and the parsed value (or, for an answer that
/// could not be parsed, why not, beside its raw text), next to thumbnails of the images it was shown. Loads on a
/// worker with its own StudyStore connection, only while visible (the latest item wins). The window points it at
/// the answer behind a value with focus(). While system names are blinded it shows nothing (the calls name
/// systems). GUI thread only.
class ModelAnswersDock : public QDockWidget
{
    Q_OBJECT

public:
    static constexpr int thumbnailSize = 96; ///< pixels, longer side

    explicit ModelAnswersDock(QWidget *parent = nullptr);
    ~ModelAnswersDock() override;

    /// The study the calls are read from ("" = none).
    void setStudyFile(const QString &studyFile);
    /// Follows the shown item (loaded now when the dock is visible, else once it is shown).
    void showItem(qint64 itemId);
    /// Reads the current item's calls again (after a run).
    void reload();
    void setSystemNamesHidden(bool hidden);

    /// Selects the first call of one of `stages` about all of `outputIds` (empty: about the item) once the current
    /// item's calls are in; the dock is shown and raised. statusText() says when there is none.
    void focus(const QVector<qint64> &outputIds, const QStringList &stages);

    ModelCallsModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    bool isLoading() const { return m_job.isRunning(); }
    /// The selected call; nullptr when none.
    const core::ModelCall *selectedCall() const;
    QString statusText() const;
    QString rawText() const;
    QString promptText() const;
    QString parsedText() const;
    /// Captions of the thumbnails shown for the selected call, in the order it was shown the images.
    QStringList shownImageCaptions() const;

Q_SIGNALS:
    /// The calls of the current item are on screen (or the reason they are not).
    void loaded();

private:
    void load();
    void applyLoad(const ModelAnswersLoad &load);
    void applyFocus();
    void showSelected();
    void clearDetails();

    QString m_studyFile;
    qint64 m_itemId = 0;
    qint64 m_loadedItemId = -1;
    bool m_hidden = false;
    QHash<QString, ShownImage> m_images;
    QHash<qint64, QString> m_systemOfOutput;
    QVector<qint64> m_focusOutputs;
    QStringList m_focusStages;
    bool m_focusPending = false;

    ModelCallsModel *m_model;
    QLabel *m_status;
    QTableView *m_view;
    QLabel *m_header;
    QWidget *m_thumbs;
    QHBoxLayout *m_thumbsLayout;
    QTabWidget *m_tabs;
    QPlainTextEdit *m_raw;
    QPlainTextEdit *m_prompt;
    QPlainTextEdit *m_parsed;
    LatestJob m_job;
};

} // namespace editlens::ui
