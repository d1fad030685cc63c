#include "vieweditor.h"

#include "compare/comparisonview.h"
#include "document/studydocument.h"

#include <QEvent>
#include <QGraphicsView>
#include <QMouseEvent>

namespace editlens::ui {

ViewEditor::ViewEditor(ComparisonView *view, EditTools *tools, QObject *parent)
    : QObject(parent)
    , m_view(view)
    , m_tools(tools)
{
    connect(view, &ComparisonView::populated, this, [this] {
        for (const ComparisonView::EditTarget &t : m_view->editTargets())
            t.view->viewport()->installEventFilter(this);
        sceneRebuilt();
    });
}

void ViewEditor::replaceDocument(core::StudyDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
}

bool ViewEditor::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if (!m_document
        || (type != QEvent::MouseButtonPress && type != QEvent::MouseMove && type != QEvent::MouseButtonRelease))
        return false;
    for (const ComparisonView::EditTarget &t : m_view->editTargets())
        if (t.view->viewport() == watched)
            return editMouseEvent(t.view, t.image, static_cast<QMouseEvent *>(event));
    return false;
}

} // namespace editlens::ui
