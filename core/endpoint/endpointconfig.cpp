#include "endpointconfig.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QStringList>

namespace editlens::core::endpoint {

namespace {

/// The request fields EditLens writes itself; `extra` may not replace them (one request field, one home).
const QStringList &reservedFields()
{
    static const QStringList fields{QStringLiteral("model"),       QStringLiteral("messages"),
                                    QStringLiteral("temperature"), QStringLiteral("seed"),
                                    QStringLiteral("max_tokens"),  QStringLiteral("stream")};
    return fields;
}

Status checkUrl(const QUrl &url)
{
    if (!url.isValid() || url.host().isEmpty())
        return Error{
            QCoreApplication::translate("EndpointConfig", "the endpoint URL '%1' is not a valid URL with a host")
                .arg(url.toDisplayString(QUrl::RemovePassword))};
    const QString scheme = url.scheme().toLower();
    if (scheme != QLatin1String("http") && scheme != QLatin1String("https"))
        return Error{
            QCoreApplication::translate("EndpointConfig", "the endpoint URL '%1' must start with http:// or https://")
                .arg(url.toDisplayString(QUrl::RemovePassword))};
    return Status::success();
}

} // namespace

QString EndpointConfig::answerShapingVersion() const
{
    // QJsonObject keeps its keys sorted, so the compact form is the same string for the same fields whatever order
    // `extra` was filled in.
    const QJsonObject shaping{{QStringLiteral("model"), model},
                              {QStringLiteral("temperature"), temperature},
                              {QStringLiteral("seed"), seed},
                              {QStringLiteral("max_tokens"), maxTokens},
                              {QStringLiteral("extra"), extra}};
    return QString::fromUtf8(QJsonDocument(shaping).toJson(QJsonDocument::Compact));
}

Result<QString> EndpointConfig::resolveKey() const
{
    if (!keyEnv.isEmpty()) {
        const QString key = qEnvironmentVariable(keyEnv.toLocal8Bit().constData()).trimmed();
        if (key.isEmpty())
            return Error{
                QCoreApplication::translate(
                    "EndpointConfig", "the environment variable %1 that should hold the API key is not set or empty")
                    .arg(keyEnv)};
        return key;
    }
    if (!keyFile.isEmpty()) {
        QFile file(keyFile);
        if (!file.open(QIODevice::ReadOnly))
            return Error{QCoreApplication::translate("EndpointConfig", "cannot read the API key file: %1")
                             .arg(file.errorString()),
                         keyFile};
        const QString key = QString::fromUtf8(file.readLine()).trimmed();
        if (key.isEmpty())
            return Error{QCoreApplication::translate("EndpointConfig", "the API key file's first line is empty"),
                         keyFile, 1};
        return key;
    }
    return QString();
}

Status EndpointConfig::validate() const
{
    if (Status url = checkUrl(baseUrl); !url)
        return url;
    if (model.trimmed().isEmpty())
        return Error{
            QCoreApplication::translate("EndpointConfig", "endpoint '%1': no model is named (--model)").arg(name)};
    const struct
    {
        const char *field;
        qint64 value;
        qint64 least;
    } limits[] = {{"maxInFlight", maxInFlight, 1},
                  {"timeoutMs", timeoutMs, 1},
                  {"maxRetries", maxRetries, 0},
                  {"backoffMs", backoffMs, 0},
                  {"maxConsecutiveFailures", maxConsecutiveFailures, 1},
                  {"maxAnswerBytes", maxAnswerBytes, 1},
                  {"maxTokens", maxTokens, 1}};
    for (const auto &limit : limits) {
        if (limit.value < limit.least)
            return Error{
                QCoreApplication::translate("EndpointConfig", "endpoint '%1': %2 is %3; it must be at least %4")
                    .arg(name, QLatin1String(limit.field))
                    .arg(limit.value)
                    .arg(limit.least)};
    }
    if (!(temperature >= 0.0 && temperature <= 2.0))
        return Error{QCoreApplication::translate("EndpointConfig", "endpoint '%1': temperature %2 is outside 0…2")
                         .arg(name)
                         .arg(temperature)};
    for (const QString &field : reservedFields()) {
        if (extra.contains(field))
            return Error{
                QCoreApplication::translate("EndpointConfig",
                                            "endpoint '%1': the extra request field '%2' is one EditLens sets itself")
                    .arg(name, field)};
    }
    return Status::success();
}

Result<EndpointConfig> endpointFromArgument(const QString &argument)
{
    // "NAME=URL": a name never holds ':' or '/', so "http://host/v1?a=b" (an '=' in the URL) is a URL without a name.
    QString name = QStringLiteral("default");
    QString urlText = argument.trimmed();
    const qsizetype equals = urlText.indexOf(QLatin1Char('='));
    if (equals >= 0) {
        const QString before = urlText.left(equals);
        if (!before.contains(QLatin1Char(':')) && !before.contains(QLatin1Char('/'))) {
            name = before.trimmed();
            urlText = urlText.mid(equals + 1).trimmed();
            if (name.isEmpty())
                return Error{
                    QCoreApplication::translate("EndpointConfig", "--endpoint '%1': the name before '=' is empty")
                        .arg(argument)};
        }
    }
    if (urlText.isEmpty())
        return Error{QCoreApplication::translate("EndpointConfig", "--endpoint '%1': no URL").arg(argument)};
    EndpointConfig config;
    config.name = name;
    config.baseUrl = QUrl(urlText, QUrl::StrictMode);
    if (Status url = checkUrl(config.baseUrl); !url)
        return Error{
            QCoreApplication::translate("EndpointConfig", "--endpoint '%1': %2").arg(name, url.error().message)};
    return config;
}

} // namespace editlens::core::endpoint
