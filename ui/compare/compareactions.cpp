#include "compareactions.h"

#include "compare/comparisonview.h"
#include "settings/settingkeys.h"
#include "settings/shortcuts.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>

#include <tuple>

namespace editlens::ui {

// The texts were first the study window's and are translated in its context, "editlens::ui::MainWindow"; they keep
// it so that the shipped translations still apply (written out in full each time, for lupdate to find).

namespace {

} // namespace

CompareActions::CompareActions(ComparisonView *view, Shortcuts &shortcuts, QSettings &settings, QObject *parent)
    : QObject(parent)
    , m_view(view)
    , m_shortcuts(shortcuts)
    , m_settings(settings)
{
}

QMenu *CompareActions::createMenu(QMenuBar *menuBar)
{
    QMenu *view = menuBar->addMenu(QCoreApplication::translate("editlens::ui::MainWindow", "&View"));
    QAction *zoomIn = m_shortcuts.addMenuAction(view, QStringLiteral("view.zoomIn"),
                                                QCoreApplication::translate("editlens::ui::MainWindow", "Zoom &In"),
                                                {QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence::ZoomIn});
    connect(zoomIn, &QAction::triggered, m_view, &ComparisonView::zoomIn);
    QAction *zoomOut = m_shortcuts.addMenuAction(view, QStringLiteral("view.zoomOut"),
                                                 QCoreApplication::translate("editlens::ui::MainWindow", "Zoom &Out"),
                                                 {QKeySequence(Qt::CTRL | Qt::Key_Minus)});
    connect(zoomOut, &QAction::triggered, m_view, &ComparisonView::zoomOut);
    QAction *actual = m_shortcuts.addMenuAction(view, QStringLiteral("view.actualSize"),
                                                QCoreApplication::translate("editlens::ui::MainWindow", "&Actual Size"),
                                                {QKeySequence(Qt::CTRL | Qt::Key_0)});
    connect(actual, &QAction::triggered, m_view, &ComparisonView::zoomActualSize);
    QAction *fit =
        m_shortcuts.addMenuAction(view, QStringLiteral("view.fit"),
                                  QCoreApplication::translate("editlens::ui::MainWindow", "Zoom to &Fit"), {});
    connect(fit, &QAction::triggered, m_view, &ComparisonView::zoomToFit);
    view->addSeparator();
    addModes(view);
    view->addSeparator();
    QAction *overlays =
        m_shortcuts.addMenuAction(view, QStringLiteral("view.overlays"),
                                  QCoreApplication::translate("editlens::ui::MainWindow", "Show O&verlays"),
                                  {QKeySequence(Qt::Key_H)});
    overlays->setCheckable(true);
    overlays->setChecked(true);
    connect(overlays, &QAction::toggled, m_view, &ComparisonView::setOverlaysVisible);
    QAction *flicker =
        m_shortcuts.addMenuAction(view, QStringLiteral("view.flicker"),
                                  QCoreApplication::translate("editlens::ui::MainWindow", "&Flicker Toggle"),
                                  {QKeySequence(Qt::Key_Space)});
    connect(flicker, &QAction::triggered, m_view, &ComparisonView::toggle);
    addLayers(view);
    addBpmRules(view);
    m_toolBar = {zoomIn, zoomOut, actual, overlays};
    return view;
}

void CompareActions::addModes(QMenu *view)
{
    auto *modes = new QActionGroup(this);
    const std::tuple<CompareMode, QString, QString> modeNames[] = {
        {CompareMode::Side, QStringLiteral("view.modeSide"),
         QCoreApplication::translate("editlens::ui::MainWindow", "&Side by Side")},
        {CompareMode::Grid, QStringLiteral("view.modeGrid"),
         QCoreApplication::translate("editlens::ui::MainWindow", "&Grid of All Outputs")},
        {CompareMode::Swipe, QStringLiteral("view.modeSwipe"),
         QCoreApplication::translate("editlens::ui::MainWindow", "S&wipe")},
        {CompareMode::Flicker, QStringLiteral("view.modeFlicker"),
         QCoreApplication::translate("editlens::ui::MainWindow", "F&licker Mode")}};
    for (const auto &[mode, id, text] : modeNames) {
        QAction *a = m_shortcuts.addMenuAction(view, id, text, {QKeySequence(Qt::Key_1 + int(mode))});
        connect(a, &QAction::triggered, m_view, [view = m_view, mode = mode] { view->setMode(mode); });
        a->setCheckable(true);
        a->setChecked(mode == m_view->mode());
        modes->addAction(a);
        connect(m_view, &ComparisonView::modeChanged, a, [a, mode = mode](CompareMode m) { a->setChecked(m == mode); });
    }
}

void CompareActions::addLayers(QMenu *view)
{
    // Which layers the comparison shows (each remembered): difference boxes, the heat-map and BPM's regions.
    QMenu *layers = view->addMenu(QCoreApplication::translate("editlens::ui::MainWindow", "La&yers"));
    const std::tuple<Overlay, QString, QString, bool> layerNames[] = {
        {Overlay::Differences, QStringLiteral("view.layerDifferences"),
         QCoreApplication::translate("editlens::ui::MainWindow", "&Difference Boxes"), true},
        {Overlay::HeatMap, QStringLiteral("view.layerHeatMap"),
         QCoreApplication::translate("editlens::ui::MainWindow", "&Heat-Map"), false},
        {Overlay::MaskOrigin, QStringLiteral("view.layerMaskOrigin"),
         QCoreApplication::translate("editlens::ui::MainWindow", "BPM M_origin (o1 in the &Original)"), false},
        {Overlay::MaskEdit, QStringLiteral("view.layerMaskEdit"),
         QCoreApplication::translate("editlens::ui::MainWindow", "BPM M_edit (o2 in the O&utput)"), false},
        {Overlay::MaskUnion, QStringLiteral("view.layerMaskUnion"),
         QCoreApplication::translate("editlens::ui::MainWindow", "BPM M_origin ∪ M_&edit"), false},
        {Overlay::MaskPreserved, QStringLiteral("view.layerMaskPreserved"),
         QCoreApplication::translate("editlens::ui::MainWindow", "BPM &Preserved Region"), false},
        {Overlay::BpmBoxes, QStringLiteral("view.layerBpmBoxes"),
         QCoreApplication::translate("editlens::ui::MainWindow", "BPM &Boxes and S_modify Crops"), false}};
    for (const auto &[layer, id, text, byDefault] : layerNames) {
        QAction *a = m_shortcuts.addMenuAction(layers, id, text, {});
        a->setCheckable(true);
        const Setting<bool> stored = setting::overlayLayer(id.section(QLatin1Char('.'), 1), byDefault);
        const bool on = stored.read(m_settings);
        a->setChecked(on);
        m_view->setOverlayEnabled(layer, on);
        connect(a, &QAction::toggled, this, [this, layer = layer, stored](bool checked) {
            m_view->setOverlayEnabled(layer, checked);
            stored.write(m_settings, checked);
        });
    }
}

void CompareActions::addBpmRules(QMenu *view)
{
    // BPM's rules for the region overlays and their S_size / S_position judgements (editlens-cli score --bpm-rules).
    QMenu *rulesMenu = view->addMenu(QCoreApplication::translate("editlens::ui::MainWindow", "&BPM Rules"));
    auto *rulesGroup = new QActionGroup(this);
    const core::BpmRules savedRules =
        core::bpmRulesFromName(setting::bpmRules.read(m_settings)).value_or(core::BpmRules::Paper);
    for (const auto &[rules, id, text] :
         {std::tuple{core::BpmRules::Paper, QStringLiteral("view.bpmRulesPaper"),
                     QCoreApplication::translate("editlens::ui::MainWindow", "As the &Paper Defines Them")},
          std::tuple{core::BpmRules::Released, QStringLiteral("view.bpmRulesReleased"),
                     QCoreApplication::translate("editlens::ui::MainWindow", "As the &Released Code Does")}}) {
        QAction *a = m_shortcuts.addMenuAction(rulesMenu, id, text, {});
        a->setCheckable(true);
        a->setChecked(rules == savedRules);
        rulesGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, rules = rules] {
            m_view->setBpmRules(rules);
            setting::bpmRules.write(m_settings, core::bpmRulesName(rules));
        });
    }
    m_view->setBpmRules(savedRules);
}

} // namespace editlens::ui
