#pragma once

#include "study/studydata.h"

#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>
#include <utility>

class QAction;
class QMenu;
class QSettings;
class QStatusBar;
class QWidget;

namespace editlens::ui {

class DifferencesDock;
class ModelAnswersDock;
class ScoresDock;
class Shortcuts;

/// The window's way into the model stages: Study → Run Model Stages… (ModelStagesDialog; the window reloads when a
/// run stored something), and the way back from a value a model produced to the answer it came from ("why did the
/// judge say 3?"): context actions on the Scores dock's table (the judge's answers about the output, the parse's
/// answer about the item), on its pair table (the pairwise verdict's answer) and on the Differences dock (the DICE
/// answer a box of origin "DICE via …" came from), each pointing the Model Answers dock at it. GUI thread only; the
/// parts outlive it.
class ModelActions : public QObject
{
    Q_OBJECT

public:
    struct Parts
    {
        QWidget *window = nullptr;
        QSettings *settings = nullptr;
        Shortcuts *shortcuts = nullptr;
        QStatusBar *statusBar = nullptr;
        ModelAnswersDock *answers = nullptr;
        ScoresDock *scores = nullptr;
        DifferencesDock *differences = nullptr;
        std::function<QString()> studyFile;              ///< "" without a study
        std::function<const core::Item &()> currentItem; ///< as shown
        std::function<int()> currentOutput;              ///< index into currentItem().outputs, -1 for none
        std::function<std::optional<std::pair<int, int>>()> outputPair; ///< a pair on screen
        std::function<void()> reloadItems;                              ///< after a run stored something
    };

    explicit ModelActions(Parts parts, QObject *parent = nullptr);

    /// Adds Run Model Stages… to `studyMenu` and the context actions to the docks; returns the actions that need an
    /// open study.
    QList<QAction *> createActions(QMenu *studyMenu);

    QAction *runAction() const { return m_run; }
    QAction *judgeAnswersAction() const { return m_judge; }
    QAction *parseAnswerAction() const { return m_parse; }
    QAction *pairAnswerAction() const { return m_pair; }
    QAction *diceAnswerAction() const { return m_dice; }

private:
    void openDialog();
    void focusOutputs(const QVector<qint64> &outputIds, const QStringList &stages);
    void updateDiceAction();

    Parts m_parts;
    QAction *m_run = nullptr;
    QAction *m_judge = nullptr;
    QAction *m_parse = nullptr;
    QAction *m_pair = nullptr;
    QAction *m_dice = nullptr;
};

} // namespace editlens::ui
