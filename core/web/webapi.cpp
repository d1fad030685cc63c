#include "webapi.h"

#include "storage/planstore.h"
#include "storage/rubricstore.h"
#include "storage/studystore.h"
#include "study/annotatorname.h"
#include "web/webapi_impl.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QUrl>

namespace editlens::core {

namespace {

// Enrolment links are opened by people, once each: a generous allowance per address that still stops a script
// from draining the study's places.
constexpr double joinsPerSecond = 2.0;
constexpr double joinBurst = 20.0;
// What a study or session id from the platform may hold (the participant id has CrowdEnrolment's own rule).
constexpr int maxPlatformIdLength = 128;

QByteArray resource(const QString &name)
{
    QFile file(QStringLiteral(":/editlens/web/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// What /static/<name> serves: a file of the page's resource list (core/CMakeLists.txt) by name, no folder, and of
// those only the script modules, the style and the icon (the HTML templates are served filled in, never as they
// are). The type of such a file, or "" for any other name.
QByteArray staticContentType(const QString &name)
{
    if (name.isEmpty() || name.contains(QLatin1Char('/'))
        || !QFileInfo(QStringLiteral(":/editlens/web/") + name).isFile())
        return {};
    if (name.endsWith(QLatin1String(".js")))
        return "text/javascript; charset=utf-8";
    if (name.endsWith(QLatin1String(".css")))
        return "text/css; charset=utf-8";
    if (name.endsWith(QLatin1String(".svg")))
        return "image/svg+xml";
    return {};
}

WebResponse methodNotAllowed(const QByteArray &allowed)
{
    WebResponse r =
        webresponse::error(405, QCoreApplication::translate("WebApi", "This address does not accept that method."));
    r.headers.append(QPair<QByteArray, QByteArray>("allow", allowed));
    return r;
}

bool isAllowedContentType(const QByteArray &header)
{
    const QList<QByteArray> parts = header.split(';');
    if (parts.first().trimmed().toLower() != "application/json")
        return false;
    for (int i = 1; i < parts.size(); ++i) {
        const QByteArray parameter = parts[i].trimmed().toLower().replace('"', "");
        if (parameter != "charset=utf-8")
            return false;
    }
    return true;
}

// host[:port] of an origin or Host header, lower case, the scheme's default port left out.
QString authorityOf(const QUrl &url)
{
    const int port = url.port(-1);
    const bool defaultPort = port == -1 || (url.scheme() == QLatin1String("http") && port == 80)
                             || (url.scheme() == QLatin1String("https") && port == 443);
    return url.host().toLower() + (defaultPort ? QString() : QLatin1Char(':') + QString::number(port));
}

// A state-changing request must come from the study's own page: an Origin header, when the browser sends one, must be
// the public origin (or, without one, name the host the request was sent to), and a browser that says the request is
// cross-site is believed. Requests without an Origin (not from a browser page) carry the bearer token, which another
// site's page cannot read.
bool sameOrigin(const WebRequest &request, const QString &publicOrigin)
{
    if (request.header("sec-fetch-site").trimmed().toLower() == "cross-site")
        return false;
    const QByteArray origin = request.header("origin").trimmed();
    if (origin.isEmpty())
        return true;
    const QUrl url(QString::fromLatin1(origin));
    if (!url.isValid() || url.host().isEmpty() || !url.path().isEmpty() || url.hasQuery() || url.hasFragment())
        return false;
    if (!publicOrigin.isEmpty()) {
        const QUrl expected(publicOrigin);
        return url.scheme().toLower() == expected.scheme().toLower() && authorityOf(url) == authorityOf(expected);
    }
    const QByteArray host = request.header("host").trimmed();
    if (host.isEmpty())
        return false;
    QUrl hostUrl(url.scheme() + QStringLiteral("://") + QString::fromLatin1(host));
    return hostUrl.isValid() && authorityOf(url) == authorityOf(hostUrl);
}

} // namespace

namespace webresponse {

void addHeader(WebResponse &response, const QByteArray &name, const QByteArray &value)
{
    response.headers.append(QPair<QByteArray, QByteArray>(name, value));
}

WebResponse json(int status, const QJsonObject &object)
{
    WebResponse r;
    r.status = status;
    r.contentType = "application/json";
    r.body = QJsonDocument(object).toJson(QJsonDocument::Compact);
    return r;
}

WebResponse error(int status, const QString &message)
{
    return json(status, QJsonObject{{QStringLiteral("error"), message}});
}

WebResponse page(int status, const QString &title, const QString &text)
{
    QString html = QString::fromUtf8(resource(QStringLiteral("message.html")));
    if (!html.contains(QLatin1String("{{text}}")))
        html = QStringLiteral("<!DOCTYPE html><html lang=\"{{lang}}\"><head><meta charset=\"utf-8\"><title>{{title}}"
                              "</title></head><body><h1>{{title}}</h1><p>{{text}}</p></body></html>");
    html.replace(QLatin1String("{{title}}"), title.toHtmlEscaped());
    html.replace(QLatin1String("{{text}}"), text.toHtmlEscaped());
    html.replace(QLatin1String("{{lang}}"), QLatin1String("en"));
    WebResponse r;
    r.status = status;
    r.contentType = "text/html; charset=utf-8";
    r.body = html.toUtf8();
    return r;
}

WebResponse studyError(const Error &error)
{
    qWarning("%s", qPrintable(error.toString()));
    return webresponse::error(
        500,
        QCoreApplication::translate("WebApi", "The study could not be read or written; please try again in a moment."));
}

} // namespace webresponse

WebApi::Impl::Impl(StudyStore &s, WebApiOptions o)
    : store(s)
    , options(std::move(o))
    , now([] { return QDateTime::currentDateTimeUtc(); })
    , answers(std::max(1, options.answersPerSecond), std::max(1, options.answerBurst))
    , joins(joinsPerSecond, joinBurst)
{
}

WebApi::WebApi(StudyStore &store, WebApiOptions options) : d(std::make_unique<Impl>(store, std::move(options)))
{
}

WebApi::~WebApi() = default;

void WebApi::setClock(std::function<QDateTime()> now)
{
    d->now = std::move(now);
}

Status WebApi::load()
{
    const Result<PlanSettings> settings = PlanStore(d->store).settings();
    if (!settings)
        return settings.error();
    Result<std::optional<Rubric>> rubric = RubricStore(d->store).active();
    if (!rubric)
        return rubric.error();
    if (rubric.value()) {
        d->rubric = *rubric.value();
    } else {
        // A study without a rubric is judged on the dimensions it holds, as the plan's progress counts them.
        const Result<QVector<Dimension>> dimensions = d->store.dimensions();
        if (!dimensions)
            return dimensions.error();
        d->rubric = rubricFromDimensions(dimensions.value());
    }
    if (d->rubric.dimensions.isEmpty())
        return Error{QCoreApplication::translate("WebApi",
                                                 "the study has no rating dimensions to ask annotators about"),
                     d->store.filePath()};
    Result<CrowdSettings> crowd = loadCrowdSettings(d->store);
    if (!crowd)
        return crowd.error();
    Result<QByteArray> secret = WebTokens::studySecret(d->store);
    if (!secret)
        return secret.error();
    d->dimensions.clear();
    for (const RubricDimension &dimension : std::as_const(d->rubric.dimensions))
        d->dimensions << dimension.name;
    d->settings = settings.value();
    d->crowd = crowd.value();
    d->tokens.emplace(secret.value());
    d->images.emplace(d->store.paths());
    d->loaded = true;
    return Status::success();
}

Result<QByteArray> WebApi::linkToken(const QString &annotator, int days)
{
    if (!d->loaded)
        return Error{QCoreApplication::translate("WebApi", "the web session is not loaded"), d->store.filePath()};
    if (Status s = checkAnnotatorName(annotator, d->store.filePath()); !s)
        return s.error();
    if (days < 1)
        return Error{QCoreApplication::translate("WebApi", "a link must be valid for at least one day"),
                     d->store.filePath()};
    WebTokenClaims claims;
    claims.annotator = annotator;
    claims.kind = WebTokenClaims::Kind::Link;
    claims.expires = d->now().toUTC().addDays(days);
    return d->tokens->sign(claims);
}

std::optional<WebCaller> WebApi::Impl::caller(const WebRequest &request) const
{
    const QByteArray authorization = request.header("authorization").trimmed();
    if (!authorization.toLower().startsWith("bearer "))
        return std::nullopt;
    const std::optional<WebTokenClaims> claims = tokens->verify(authorization.mid(7).trimmed(), now().toUTC());
    if (!claims || claims->annotator.isEmpty())
        return std::nullopt;
    return WebCaller{claims->annotator, claims->kind};
}

QString WebApi::Impl::nowText() const
{
    return now().toUTC().toString(Qt::ISODateWithMs);
}

std::optional<WebResponse> WebApi::Impl::refuseWrite(const WebRequest &request, const WebCaller &who)
{
    if (!isAllowedContentType(request.header("content-type")))
        return webresponse::error(415, QCoreApplication::translate("WebApi",
                                                                   "Answers are sent as JSON (application/json)."));
    if (!answers.allow(who.annotator, now())) {
        WebResponse r =
            webresponse::error(429, QCoreApplication::translate("WebApi",
                                                                "Too many answers at once; please wait a moment."));
        webresponse::addHeader(r, "retry-after", QByteArray::number(answers.retryAfter(who.annotator, now())));
        return r;
    }
    return std::nullopt;
}

void WebApi::Impl::touch(const WebCaller &who)
{
    if (who.kind != WebTokenClaims::Kind::Crowd)
        return;
    // Abandonment is counted in minutes: recording every answer's moment would add a commit (on a study file, a
    // flush to disk) to each one for nothing, so a participant is recorded at most every touchSeconds.
    const QDateTime at = now().toUTC();
    const QDateTime last = touched.value(who.annotator);
    if (last.isValid() && last <= at && last.secsTo(at) < touchSeconds)
        return;
    if (Status s = CrowdEnrolment(store, crowd).touch(who.annotator, at); !s) {
        qWarning("%s", qPrintable(s.error().toString()));
        return;
    }
    touched.insert(who.annotator, at);
}

Status WebApi::Impl::topUp(const WebCaller &who)
{
    // A participant whose items were given back while away gets new ones on return, whichever way they return
    // (the enrolment link, or the session page they kept open or reloaded).
    if (who.kind != WebTokenClaims::Kind::Crowd || !crowd.enabled)
        return Status::success();
    CrowdEnrolment enrolment(store, crowd);
    Result<std::optional<CrowdParticipant>> participant = enrolment.participant(who.annotator);
    if (!participant)
        return participant.error();
    if (!participant.value() || !participant.value()->released)
        return Status::success();
    const CrowdParticipant &p = *participant.value();
    Result<QString> enrolled = enrolment.enrol(p.participantId, p.studyId, p.sessionId, now().toUTC());
    if (!enrolled)
        return enrolled.error();
    allowed.remove(who.annotator);
    plans.remove(who.annotator);
    return Status::success();
}

WebResponse WebApi::handle(const WebRequest &request)
{
    if (!d->loaded)
        return webresponse::error(503, QCoreApplication::translate("WebApi", "The study is not open yet."));
    const QString &path = request.path;
    const bool get = request.method == "GET";
    const bool post = request.method == "POST";

    if (path == QLatin1String("/healthz")) {
        if (!get)
            return methodNotAllowed("GET");
        WebResponse r;
        r.contentType = "text/plain; charset=utf-8";
        r.body = "ok";
        return r;
    }
    // A browser asks for /favicon.ico of its own accord: the page's icon, so that it logs no error.
    const QString file = path == QLatin1String("/favicon.ico")        ? QStringLiteral("favicon.svg")
                         : path.startsWith(QLatin1String("/static/")) ? path.mid(8)
                                                                      : QString();
    if (const QByteArray type = staticContentType(file); !type.isEmpty()) {
        if (!get)
            return methodNotAllowed("GET");
        WebResponse r;
        r.contentType = type;
        r.body = resource(file);
        return r;
    }
    if (path.startsWith(QLatin1String("/s/"))) {
        if (!get)
            return methodNotAllowed("GET");
        const QByteArray token = path.mid(3).toLatin1();
        const auto claims = d->tokens->verify(token, d->now().toUTC());
        if (!claims)
            return webresponse::page(
                401, QCoreApplication::translate("WebApi", "This link cannot be opened"),
                QCoreApplication::translate("WebApi",
                                            "The link is not valid or has expired. Please ask the person running the "
                                            "study for a new one, or open the study again from the platform."));
        WebResponse r;
        r.contentType = "text/html; charset=utf-8";
        r.body = resource(QStringLiteral("index.html")).replace("{{lang}}", "en");
        return r;
    }
    if (path == QLatin1String("/join")) {
        if (!get)
            return methodNotAllowed("GET");
        return d->join(request);
    }
    if (path.startsWith(QLatin1String("/img/")) || path.startsWith(QLatin1String("/api/"))) {
        const std::optional<WebCaller> who = d->caller(request);
        if (!who) {
            WebResponse r = webresponse::error(
                401, QCoreApplication::translate("WebApi", "Your session has expired or the link is not valid."));
            webresponse::addHeader(r, "www-authenticate", "Bearer");
            return r;
        }
        if (path.startsWith(QLatin1String("/img/"))) {
            if (!get)
                return methodNotAllowed("GET");
            return d->image(*who, path.mid(5));
        }
        d->touch(*who);
        if (path == QLatin1String("/api/session") || path == QLatin1String("/api/item")) {
            if (!get)
                return methodNotAllowed("GET");
            if (Status s = d->topUp(*who); !s)
                return webresponse::studyError(s.error());
            return path == QLatin1String("/api/session") ? d->session(*who) : d->item(*who);
        }
        if (path == QLatin1String("/api/answer") || path == QLatin1String("/api/submit")
            || path == QLatin1String("/api/pause")) {
            if (!post)
                return methodNotAllowed("POST");
            if (!sameOrigin(request, d->options.publicOrigin))
                return webresponse::error(
                    403, QCoreApplication::translate("WebApi", "This request did not come from the study's page."));
            if (auto refused = d->refuseWrite(request, *who))
                return *refused;
            if (path == QLatin1String("/api/answer"))
                return d->answer(request, *who);
            return path == QLatin1String("/api/submit") ? d->submit(request, *who) : d->pause(request, *who);
        }
        return webresponse::error(404, QCoreApplication::translate("WebApi", "There is nothing at this address."));
    }
    return webresponse::page(404, QCoreApplication::translate("WebApi", "Page not found"),
                             QCoreApplication::translate("WebApi", "There is nothing at this address."));
}

WebResponse WebApi::Impl::join(const WebRequest &request)
{
    const QString address = request.clientAddress();
    if (!joins.allow(address, now())) {
        WebResponse r = webresponse::page(
            429, QCoreApplication::translate("WebApi", "Please wait a moment"),
            QCoreApplication::translate("WebApi", "Too many people opened the study from this address at once. Please "
                                                  "try again in a minute."));
        webresponse::addHeader(r, "retry-after", QByteArray::number(joins.retryAfter(address, now())));
        return r;
    }
    if (!crowd.enabled)
        return webresponse::page(
            404, QCoreApplication::translate("WebApi", "This study takes no new participants"),
            QCoreApplication::translate("WebApi", "This study is not open to new participants through a link."));
    const auto param = [&request](const QString &name) {
        return request.query.queryItemValue(name, QUrl::FullyDecoded);
    };
    const QString participantId = param(crowd.participantParam);
    const QString studyId = param(crowd.studyParam);
    const QString sessionId = param(crowd.sessionParam);
    if (!CrowdEnrolment::annotatorName(participantId) || studyId.size() > maxPlatformIdLength
        || sessionId.size() > maxPlatformIdLength)
        return webresponse::page(
            400, QCoreApplication::translate("WebApi", "This link is incomplete"),
            QCoreApplication::translate("WebApi",
                                        "The link does not carry a valid participant id. Please open the study again "
                                        "from the platform."));
    Result<QString> annotator = CrowdEnrolment(store, crowd).enrol(participantId, studyId, sessionId, now().toUTC());
    if (!annotator) {
        // Whatever the reason (every place taken, or the study out of reach), the participant can only come back
        // later; the study runner reads the reason in the log.
        qWarning("%s", qPrintable(annotator.error().toString()));
        return webresponse::page(503, QCoreApplication::translate("WebApi", "All places are taken"),
                                 QCoreApplication::translate(
                                     "WebApi",
                                     "Every place in this study is taken at the moment. Thank you for your interest; "
                                     "please return the study on the platform."));
    }
    allowed.remove(annotator.value());
    plans.remove(annotator.value());
    WebTokenClaims claims;
    claims.annotator = annotator.value();
    claims.kind = WebTokenClaims::Kind::Crowd;
    claims.expires = now().toUTC().addSecs(qint64(std::max(1, crowd.tokenHours)) * 3600);
    WebResponse r;
    r.status = 303;
    r.contentType = "text/plain; charset=utf-8";
    webresponse::addHeader(r, "location", "/s/" + tokens->sign(claims));
    return r;
}

} // namespace editlens::core
