#include "modelactions.h"

#include "docks/differencesdock.h"
#include "docks/pairscorestable.h"
#include "docks/scoresdock.h"
#include "itemmodels/differencesmodel.h"
#include "modelanswersdock.h"
#include "modelstagesdialog.h"
#include "settings/shortcuts.h"
#include "study/differenceorigin.h"

#include <QAction>
#include <QItemSelectionModel>
#include <QMenu>
#include <QStatusBar>
#include <QTableView>

namespace editlens::ui {

namespace {

void addContextAction(QWidget *view, QAction *action)
{
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
    view->addAction(action);
}

} // namespace

ModelActions::ModelActions(Parts parts, QObject *parent) : QObject(parent), m_parts(std::move(parts))
{
}

QList<QAction *> ModelActions::createActions(QMenu *studyMenu)
{
    m_run =
        m_parts.shortcuts->addMenuAction(studyMenu, QStringLiteral("study.modelStages"), tr("Run &Model Stages…"), {});
    m_run->setStatusTip(tr("Ask an OpenAI-compatible endpoint for BPM's parse, DICE's differences and judges' "
                           "scores and verdicts"));
    connect(m_run, &QAction::triggered, this, &ModelActions::openDialog);

    m_judge = new QAction(tr("Show the Judge's Answers About This Output"), this);
    m_judge->setObjectName(QStringLiteral("ShowJudgeAnswers"));
    connect(m_judge, &QAction::triggered, this, [this] {
        const core::Item &item = m_parts.currentItem();
        const int index = m_parts.currentOutput();
        if (index >= 0 && index < item.outputs.size())
            focusOutputs({item.outputs[index].id}, {QStringLiteral("judge-point")});
    });
    m_parse = new QAction(tr("Show the Parse's Answer About This Item"), this);
    m_parse->setObjectName(QStringLiteral("ShowParseAnswer"));
    connect(m_parse, &QAction::triggered, this, [this] { focusOutputs({}, {QStringLiteral("parse")}); });
    addContextAction(m_parts.scores->view(), m_judge);
    addContextAction(m_parts.scores->view(), m_parse);

    m_pair = new QAction(tr("Show the Pairwise Verdict's Answer"), this);
    m_pair->setObjectName(QStringLiteral("ShowPairAnswer"));
    connect(m_pair, &QAction::triggered, this, [this] {
        const core::Item &item = m_parts.currentItem();
        const auto pair = m_parts.outputPair();
        if (pair && pair->first < item.outputs.size() && pair->second < item.outputs.size())
            focusOutputs({item.outputs[pair->first].id, item.outputs[pair->second].id}, {QStringLiteral("judge-pair")});
    });
    addContextAction(m_parts.scores->pairTable(), m_pair);

    m_dice = new QAction(tr("Show DICE's Answer Behind This Box"), this);
    m_dice->setObjectName(QStringLiteral("ShowDiceAnswer"));
    m_dice->setEnabled(false);
    connect(m_dice, &QAction::triggered, this, [this] {
        if (m_parts.differences->outputId() > 0)
            focusOutputs({m_parts.differences->outputId()},
                         {QStringLiteral("dice-detect"), QStringLiteral("dice-coherence")});
    });
    addContextAction(m_parts.differences->view(), m_dice);
    connect(m_parts.differences, &DifferencesDock::differenceActivated, this, &ModelActions::updateDiceAction);
    connect(m_parts.differences->view()->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &ModelActions::updateDiceAction);
    return {m_run};
}

void ModelActions::updateDiceAction()
{
    const QModelIndex current = m_parts.differences->view()->currentIndex();
    const QString origin = current.data(DifferencesModel::OriginRole).toString();
    m_dice->setEnabled(core::detectorKind(origin) == core::DetectorKind::DiceRun);
}

void ModelActions::focusOutputs(const QVector<qint64> &outputIds, const QStringList &stages)
{
    m_parts.answers->focus(outputIds, stages);
}

void ModelActions::openDialog()
{
    const QString file = m_parts.studyFile();
    if (file.isEmpty())
        return;
    auto *dialog = ModelStagesDialog::showFor(file, *m_parts.settings, m_parts.window);
    if (!dialog)
        return;
    connect(dialog, &ModelStagesDialog::studyChanged, this, [this](const QString &studyFile, const QString &message) {
        if (m_parts.studyFile() != studyFile)
            return; // another study is open now: its views do not show what this run stored
        m_parts.reloadItems();
        m_parts.answers->reload();
        m_parts.statusBar->showMessage(message, 10000);
    });
}

} // namespace editlens::ui
