#pragma once

#include <QList>
#include <QObject>
#include <QString>

class QAction;
class QActionGroup;
class QWidget;

namespace editlens::ui {

/// What a left drag on an image does while the comparison view edits a document.
enum class EditTool {
    Select,    ///< select boxes; move and resize an annotator's box by its body and handles
    DrawBox,   ///< rubber band → a new difference (REMOVE on the original, EDIT on an output)
    Brush,     ///< paint the mask of the chosen kind
    Eraser,    ///< erase it
    BoxToMask, ///< rubber band → GrabCut segment of the box, added to the mask
};

/// The editing tools of the comparison view: one checkable QAction per tool (exclusive), a Delete action, and the
/// options of the mask tools (kind "edit" or "origin", brush radius in source pixels). The actions carry default keys
/// (see defaultKeys()) in the context of the widget they are added to; a main window can register them as remappable
/// and widen their context. GUI thread only.
class EditTools : public QObject
{
    Q_OBJECT

public:
    explicit EditTools(QObject *parent = nullptr);

    EditTool tool() const { return m_tool; }
    void setTool(EditTool tool);
    QAction *action(EditTool tool) const;
    QList<QAction *> toolActions() const;
    /// Deletes the selected annotator box.
    QAction *deleteAction() const { return m_delete; }
    /// Defaults: Select V, DrawBox R, Brush B, Eraser E, BoxToMask G.
    static QList<QKeySequence> defaultKeys(EditTool tool);
    /// A stable id for shortcut settings, "edit.tool.select", "edit.tool.drawBox", …
    static QString actionId(EditTool tool);

    /// Mask kind the mask tools paint: "edit" (M_edit) or "origin" (M_origin).
    QString maskKind() const { return m_maskKind; }
    void setMaskKind(const QString &kind);
    double brushRadius() const { return m_radius; } ///< source pixels
    void setBrushRadius(double radius);

    /// A row of tool buttons, the mask kind and the radius, kept in sync with this object. Owned by `parent`.
    QWidget *createOptionsWidget(QWidget *parent);

Q_SIGNALS:
    void toolChanged(editlens::ui::EditTool tool);
    void maskKindChanged(const QString &kind);
    void brushRadiusChanged(double radius);

private:
    EditTool m_tool = EditTool::Select;
    QActionGroup *m_group;
    QList<QAction *> m_actions; ///< in EditTool order
    QAction *m_delete;
    QString m_maskKind = QStringLiteral("edit");
    double m_radius = 8.0;
};

} // namespace editlens::ui
