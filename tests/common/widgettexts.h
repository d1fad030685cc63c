#pragma once

// Every text a user can see or hover in a widget tree: widget texts, tooltips, titles, accessible names, combo boxes,
// tab bars, item views with their headers, actions, and text items in graphics scenes. For the tests that check
// what a window shows (blinding, annotator sessions, translations).
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProgressBar>
#include <QTabBar>
#include <QTextBrowser>

namespace editlens::testing {

inline void addModel(const QAbstractItemModel *model, const QModelIndex &parent, QStringList &out)
{
    for (int r = 0; r < model->rowCount(parent); ++r)
        for (int c = 0; c < model->columnCount(parent); ++c) {
            const QModelIndex i = model->index(r, c, parent);
            for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole), int(Qt::StatusTipRole)})
                out << i.data(role).toString();
            if (c == 0 && model->hasChildren(i))
                addModel(model, i, out);
        }
}

/// Every text a user can see or hover in `root` and its children.
inline QStringList visibleTexts(QWidget *root)
{
    QStringList out;
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *w : std::as_const(widgets)) {
        out << w->windowTitle() << w->toolTip() << w->statusTip() << w->whatsThis() << w->accessibleName();
        for (QAction *a : w->actions())
            out << a->text() << a->toolTip() << a->statusTip();
        if (auto *l = qobject_cast<QLabel *>(w))
            out << l->text();
        if (auto *b = qobject_cast<QAbstractButton *>(w))
            out << b->text();
        if (auto *e = qobject_cast<QLineEdit *>(w))
            out << e->text() << e->placeholderText();
        if (auto *p = qobject_cast<QProgressBar *>(w))
            out << p->text();
        if (auto *t = qobject_cast<QTextBrowser *>(w))
            out << t->toPlainText();
        if (auto *m = qobject_cast<QMenu *>(w))
            out << m->title();
        if (auto *g = qobject_cast<QGroupBox *>(w))
            out << g->title();
        if (auto *t = qobject_cast<QTabBar *>(w))
            for (int i = 0; i < t->count(); ++i)
                out << t->tabText(i) << t->tabToolTip(i);
        if (auto *c = qobject_cast<QComboBox *>(w))
            for (int i = 0; i < c->count(); ++i)
                out << c->itemText(i) << c->itemData(i, Qt::ToolTipRole).toString();
        if (auto *v = qobject_cast<QAbstractItemView *>(w); v && v->model()) {
            addModel(v->model(), QModelIndex(), out);
            for (Qt::Orientation o : {Qt::Horizontal, Qt::Vertical}) {
                const int n = o == Qt::Horizontal ? v->model()->columnCount() : v->model()->rowCount();
                for (int s = 0; s < n; ++s)
                    out << v->model()->headerData(s, o, Qt::DisplayRole).toString()
                        << v->model()->headerData(s, o, Qt::ToolTipRole).toString();
            }
        }
        if (auto *g = qobject_cast<QGraphicsView *>(w); g && g->scene())
            for (QGraphicsItem *item : g->scene()->items()) {
                out << item->toolTip();
                if (auto *t = dynamic_cast<QGraphicsSimpleTextItem *>(item))
                    out << t->text();
                if (auto *t = dynamic_cast<QGraphicsTextItem *>(item))
                    out << t->toPlainText();
            }
    }
    return out;
}

} // namespace editlens::testing
