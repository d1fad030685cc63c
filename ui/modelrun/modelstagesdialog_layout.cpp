// The dialog's form: the endpoint group and the stages group with their fields and what each field's change sets
// off. Beside modelstagesdialog.cpp, which holds what the dialog does with them.
#include "modelstagesdialog.h"

#include "guiutil/filedialogs.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>

#include <limits>

namespace editlens::ui {

namespace ms = core::modelstages;

namespace {

QString stageTitle(const QString &stage)
{
    if (stage == QLatin1String("parse"))
        return ModelStagesDialog::tr("Parse: BPM's instruction parse by the model");
    if (stage == QLatin1String("dice"))
        return ModelStagesDialog::tr("DICE: the differences, then each one's coherence with the instruction");
    if (stage == QLatin1String("ground"))
        return ModelStagesDialog::tr("Ground: the instruction's objects located as boxes (BPM's regions)");
    if (stage == QLatin1String("judge"))
        return ModelStagesDialog::tr("Judge: VIEScore-style SC and PQ per output");
    return stage;
}

} // namespace

QWidget *ModelStagesDialog::createEndpointBox()
{
    auto *box = new QGroupBox(tr("Endpoint (OpenAI-compatible chat completions)"), this);
    m_name->setObjectName(QStringLiteral("EndpointName"));
    m_name->setEditable(true);
    m_name->setToolTip(tr("Your name for this endpoint; it is stored with every answer"));
    m_url->setObjectName(QStringLiteral("EndpointUrl"));
    m_url->setPlaceholderText(QStringLiteral("http://127.0.0.1:8000/v1"));
    m_model->setObjectName(QStringLiteral("EndpointModel"));
    m_model->setEditable(true);
    m_model->lineEdit()->setPlaceholderText(QStringLiteral("Qwen/Qwen2.5-VL-7B-Instruct"));
    m_keySource->setObjectName(QStringLiteral("KeySource"));
    m_keySource->addItem(tr("No key"), int(NoKey));
    m_keySource->addItem(tr("Environment variable"), int(KeyFromEnvironment));
    m_keySource->addItem(tr("Key file"), int(KeyFromFile));
    m_keyWhere->setObjectName(QStringLiteral("KeyWhere"));
    m_keyBrowse->setText(QStringLiteral("…"));
    m_keyBrowse->setToolTip(tr("Choose the key file"));
    m_check->setObjectName(QStringLiteral("CheckEndpointButton"));
    m_checkState->setObjectName(QStringLiteral("CheckState"));
    m_checkState->setWordWrap(true);
    m_checkState->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *keyRow = new QHBoxLayout;
    keyRow->addWidget(m_keySource);
    keyRow->addWidget(m_keyWhere, 1);
    keyRow->addWidget(m_keyBrowse);
    auto *checkRow = new QHBoxLayout;
    checkRow->addWidget(m_check);
    checkRow->addWidget(m_checkState, 1);
    auto *form = new QFormLayout(box);
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Base URL:"), m_url);
    form->addRow(tr("Model:"), m_model);
    form->addRow(tr("Key:"), keyRow);
    form->addRow(new QLabel(tr("The key is read from there when a request is sent; it is never stored in the study, "
                               "the settings or a log."),
                            box));
    form->addRow(checkRow);

    connect(m_name, &QComboBox::activated, this, &ModelStagesDialog::chooseRemembered);
    connect(m_url, &QLineEdit::textEdited, this, &ModelStagesDialog::optionsEdited);
    connect(m_model, &QComboBox::currentTextChanged, this, &ModelStagesDialog::optionsEdited);
    connect(m_keySource, &QComboBox::currentIndexChanged, this, [this] {
        const int source = m_keySource->currentData().toInt();
        m_keyWhere->setEnabled(source != NoKey);
        m_keyBrowse->setVisible(source == KeyFromFile);
        m_keyWhere->setPlaceholderText(source == KeyFromEnvironment ? QStringLiteral("OPENAI_API_KEY")
                                       : source == KeyFromFile      ? tr("a file whose first line is the key")
                                                                    : QString());
        updateState();
    });
    connect(m_keyWhere, &QLineEdit::textEdited, this, &ModelStagesDialog::updateState);
    connect(m_keyBrowse, &QToolButton::clicked, this, [this] {
        const QString file = filedialogs::openFileName(this, tr("Key File"), m_keyWhere->text());
        if (!file.isEmpty())
            m_keyWhere->setText(file);
        updateState();
    });
    Q_EMIT m_keySource->currentIndexChanged(m_keySource->currentIndex());
    return box;
}

QWidget *ModelStagesDialog::createStagesBox()
{
    auto *box = new QGroupBox(tr("Stages"), this);
    auto *form = new QFormLayout(box);
    for (const QString &stage : ms::stageNames()) {
        auto *check = new QCheckBox(stageTitle(stage), box);
        check->setObjectName(QStringLiteral("Stage_") + stage);
        m_stageBoxes.insert(stage, check);
        form->addRow(check);
        connect(check, &QCheckBox::toggled, this, &ModelStagesDialog::optionsEdited);
        if (stage == QLatin1String("judge")) {
            m_pairwise->setChecked(true);
            form->addRow(m_pairwise);
            connect(check, &QCheckBox::toggled, m_pairwise, &QCheckBox::setEnabled);
            m_pairwise->setEnabled(false);
        }
    }
    connect(m_pairwise, &QCheckBox::toggled, this, &ModelStagesDialog::optionsEdited);

    m_prompts->setObjectName(QStringLiteral("PromptsFolder"));
    m_prompts->setPlaceholderText(tr("EditLens's own prompts"));
    m_prompts->setToolTip(tr("A folder of <stage>.txt templates used instead of the built-in ones where present"));
    auto *browse = new QToolButton(box);
    browse->setText(QStringLiteral("…"));
    auto *promptsRow = new QHBoxLayout;
    promptsRow->addWidget(m_prompts, 1);
    promptsRow->addWidget(browse);
    form->addRow(tr("Prompts folder:"), promptsRow);
    connect(browse, &QToolButton::clicked, this, [this] {
        const QString dir = filedialogs::existingDirectory(this, tr("Prompts Folder"), m_prompts->text());
        if (!dir.isEmpty()) {
            m_prompts->setText(QDir::toNativeSeparators(dir));
            optionsEdited();
        }
    });
    connect(m_prompts, &QLineEdit::textEdited, this, &ModelStagesDialog::optionsEdited);

    m_boxConvention->setObjectName(QStringLiteral("BoxConvention"));
    m_boxConvention->addItem(tr("0–1000 on both axes (Qwen2-VL style)"),
                             ms::boxConventionName(ms::BoxConvention::Thousandths));
    m_boxConvention->addItem(tr("Pixels of the image sent"), ms::boxConventionName(ms::BoxConvention::Pixels));
    m_boxConvention->addItem(tr("0–1 on both axes"), ms::boxConventionName(ms::BoxConvention::Unit));
    form->addRow(tr("Box coordinates:"), m_boxConvention);
    connect(m_boxConvention, &QComboBox::currentIndexChanged, this, &ModelStagesDialog::optionsEdited);

    m_maxInFlight->setObjectName(QStringLiteral("MaxInFlight"));
    m_maxInFlight->setRange(1, 256);
    m_maxInFlight->setValue(core::endpoint::EndpointConfig().maxInFlight);
    form->addRow(tr("Requests in flight:"), m_maxInFlight);
    connect(m_maxInFlight, &QSpinBox::valueChanged, this, &ModelStagesDialog::updateEstimate);

    m_maxRequests->setObjectName(QStringLiteral("MaxRequests"));
    m_maxRequests->setRange(0, std::numeric_limits<int>::max());
    m_maxRequests->setSpecialValueText(tr("no limit"));
    m_maxRequests->setToolTip(tr("Refuse to start when the plan needs more requests than this"));
    form->addRow(tr("At most requests:"), m_maxRequests);
    connect(m_maxRequests, &QSpinBox::valueChanged, this, &ModelStagesDialog::updateState);
    return box;
}

} // namespace editlens::ui
