#include "edittools.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QToolBar>

#include <algorithm>

namespace editlens::ui {

namespace {

const EditTool allTools[] = {EditTool::Select, EditTool::DrawBox, EditTool::Brush, EditTool::Eraser,
                             EditTool::BoxToMask};

QString toolText(EditTool tool)
{
    switch (tool) {
    case EditTool::Select:
        return EditTools::tr("Select / Move");
    case EditTool::DrawBox:
        return EditTools::tr("Draw Box");
    case EditTool::Brush:
        return EditTools::tr("Mask Brush");
    case EditTool::Eraser:
        return EditTools::tr("Mask Eraser");
    case EditTool::BoxToMask:
        return EditTools::tr("Box → Mask (GrabCut)");
    }
    return {};
}

QString toolTip(EditTool tool)
{
    switch (tool) {
    case EditTool::Select:
        return EditTools::tr("Select boxes; drag an annotator's box or its corner handles to move or resize it");
    case EditTool::DrawBox:
        return EditTools::tr("Drag on the original for a REMOVE box, on an output for an EDIT box");
    case EditTool::Brush:
        return EditTools::tr("Paint the mask of the chosen kind");
    case EditTool::Eraser:
        return EditTools::tr("Erase the mask of the chosen kind");
    case EditTool::BoxToMask:
        return EditTools::tr("Drag a box around an object: GrabCut segments it into the mask");
    }
    return {};
}

} // namespace

EditTools::EditTools(QObject *parent)
    : QObject(parent)
    , m_group(new QActionGroup(this))
    , m_delete(new QAction(tr("Delete Box"), this))
{
    m_group->setExclusive(true);
    for (EditTool tool : allTools) {
        auto *a = new QAction(toolText(tool), this);
        a->setObjectName(actionId(tool));
        a->setCheckable(true);
        a->setChecked(tool == m_tool);
        a->setShortcuts(defaultKeys(tool));
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        a->setToolTip(toolTip(tool));
        m_group->addAction(a);
        m_actions.push_back(a);
        connect(a, &QAction::triggered, this, [this, tool] { setTool(tool); });
    }
    m_delete->setObjectName(QStringLiteral("edit.deleteBox"));
    m_delete->setShortcut(QKeySequence(Qt::Key_Delete));
    m_delete->setShortcutContext(Qt::WidgetWithChildrenShortcut);
}

void EditTools::setTool(EditTool tool)
{
    action(tool)->setChecked(true);
    if (tool == m_tool)
        return;
    m_tool = tool;
    Q_EMIT toolChanged(tool);
}

QAction *EditTools::action(EditTool tool) const
{
    return m_actions[int(tool)];
}

QList<QAction *> EditTools::toolActions() const
{
    return m_actions;
}

QList<QKeySequence> EditTools::defaultKeys(EditTool tool)
{
    switch (tool) {
    case EditTool::Select:
        return {QKeySequence(Qt::Key_V)};
    case EditTool::DrawBox:
        return {QKeySequence(Qt::Key_R)};
    case EditTool::Brush:
        return {QKeySequence(Qt::Key_P)}; // P for paint: B is "both bad" in preference mode
    case EditTool::Eraser:
        return {QKeySequence(Qt::Key_E)};
    case EditTool::BoxToMask:
        return {QKeySequence(Qt::Key_G)};
    }
    return {};
}

QString EditTools::actionId(EditTool tool)
{
    switch (tool) {
    case EditTool::Select:
        return QStringLiteral("edit.tool.select");
    case EditTool::DrawBox:
        return QStringLiteral("edit.tool.drawBox");
    case EditTool::Brush:
        return QStringLiteral("edit.tool.brush");
    case EditTool::Eraser:
        return QStringLiteral("edit.tool.eraser");
    case EditTool::BoxToMask:
        return QStringLiteral("edit.tool.boxToMask");
    }
    return {};
}

void EditTools::setMaskKind(const QString &kind)
{
    if (kind == m_maskKind)
        return;
    m_maskKind = kind;
    Q_EMIT maskKindChanged(kind);
}

void EditTools::setBrushRadius(double radius)
{
    radius = std::clamp(radius, 1.0, 200.0);
    if (radius == m_radius)
        return;
    m_radius = radius;
    Q_EMIT brushRadiusChanged(radius);
}

QWidget *EditTools::createOptionsWidget(QWidget *parent)
{
    // A tool bar, so that a narrow comparison area folds the last tools into its extension menu instead of making
    // the window wider than the screen.
    auto *bar = new QToolBar(parent);
    bar->setObjectName(QStringLiteral("EditToolOptions"));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->setMovable(false);
    bar->setFloatable(false);
    bar->addActions(m_actions);
    bar->addSeparator();
    bar->addWidget(new QLabel(tr("Mask:"), bar));
    auto *kind = new QComboBox(bar);
    kind->setObjectName(QStringLiteral("MaskKind"));
    kind->addItem(tr("M_edit (on the output)"), QStringLiteral("edit"));
    kind->addItem(tr("M_origin (on the original)"), QStringLiteral("origin"));
    kind->setCurrentIndex(kind->findData(m_maskKind));
    connect(kind, &QComboBox::activated, this, [this, kind](int i) { setMaskKind(kind->itemData(i).toString()); });
    connect(this, &EditTools::maskKindChanged, kind,
            [kind](const QString &k) { kind->setCurrentIndex(kind->findData(k)); });
    bar->addWidget(kind);
    bar->addWidget(new QLabel(tr(" Radius:"), bar));
    auto *radius = new QDoubleSpinBox(bar);
    radius->setObjectName(QStringLiteral("BrushRadius"));
    radius->setRange(1.0, 200.0);
    radius->setDecimals(0);
    radius->setSuffix(tr(" px"));
    radius->setValue(m_radius);
    connect(radius, &QDoubleSpinBox::valueChanged, this, &EditTools::setBrushRadius);
    connect(this, &EditTools::brushRadiusChanged, radius, &QDoubleSpinBox::setValue);
    bar->addWidget(radius);
    return bar;
}

} // namespace editlens::ui
