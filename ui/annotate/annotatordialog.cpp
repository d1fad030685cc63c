#include "annotatordialog.h"

#include "study/annotatorname.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace editlens::ui {

AnnotatorDialog::AnnotatorDialog(const QStringList &annotators, const QString &remembered, QWidget *parent)
    : QDialog(parent)
    , m_list(new QListWidget(this))
    , m_name(new QLineEdit(this))
    , m_problem(new QLabel(this))
{
    setObjectName(QStringLiteral("AnnotatorDialog"));
    setWindowTitle(tr("Annotator"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Who is annotating? Every judgement is stored with this name."), this));
    m_list->addItems(annotators);
    layout->addWidget(m_list);
    auto *form = new QFormLayout;
    m_name->setPlaceholderText(tr("or a new annotator's name"));
    form->addRow(tr("New:"), m_name);
    layout->addLayout(form);
    m_problem->setObjectName(QStringLiteral("nameProblem"));
    m_problem->setWordWrap(true);
    m_problem->hide();
    layout->addWidget(m_problem);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    connect(m_name, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (!text.isEmpty())
            m_list->clearSelection();
    });
    const auto found = m_list->findItems(remembered, Qt::MatchExactly);
    if (!found.isEmpty())
        m_list->setCurrentItem(found.constFirst());
    else if (annotators.isEmpty())
        m_name->setFocus();
    // A typed name follows the one rule and is never trimmed: "bob " beside "bob" would split one rater in two.
    const auto update = [this, buttons] {
        const core::Status typed =
            m_name->text().isEmpty() ? core::Status::success() : core::checkAnnotatorName(m_name->text());
        m_problem->setText(typed ? QString() : typed.error().message);
        m_problem->setVisible(!typed);
        buttons->button(QDialogButtonBox::Ok)->setEnabled(typed && !annotator().isEmpty());
    };
    connect(m_name, &QLineEdit::textChanged, this, update);
    connect(m_list, &QListWidget::itemSelectionChanged, this, update);
    update();
}

QString AnnotatorDialog::annotator() const
{
    if (!m_name->text().isEmpty())
        return m_name->text();
    const auto selected = m_list->selectedItems();
    return selected.isEmpty() ? QString() : selected.constFirst()->text();
}

} // namespace editlens::ui
