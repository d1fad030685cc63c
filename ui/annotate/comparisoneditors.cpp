#include "comparisoneditors.h"

#include "annotate/differenceeditor.h"
#include "annotate/maskeditor.h"
#include "compare/comparisonview.h"
#include "document/studydocument.h"

#include <QAction>

namespace editlens::ui {

ComparisonEditors::ComparisonEditors(ComparisonView *view)
    : QObject(view)
    , m_view(view)
    , m_tools(new EditTools(this))
    , m_toolBar(m_tools->createOptionsWidget(view))
    , m_differenceEditor(new DifferenceEditor(view, m_tools, this))
    , m_maskEditor(new MaskEditor(view, m_tools, this))
{
    m_toolBar->setVisible(false);
    view->setToolBar(m_toolBar);
    // The keys work wherever the view has the focus; a main window can widen their context.
    view->addActions(m_tools->toolActions());
    view->addAction(m_tools->deleteAction());
    connect(m_differenceEditor, &DifferenceEditor::differenceDrawn, this, &ComparisonEditors::differenceDrawn);
}

void ComparisonEditors::setDocument(core::StudyDocument *document)
{
    if (document == m_document)
        return;
    m_document = document;
    m_toolBar->setVisible(document != nullptr);
    m_differenceEditor->setDocument(document);
    m_maskEditor->setDocument(document);
    if (document && m_view->item().id > 0)
        m_view->showItem(m_view->item(), m_view->outputIndex());
}

core::StudyDocument *ComparisonEditors::document() const
{
    return m_document;
}

} // namespace editlens::ui
