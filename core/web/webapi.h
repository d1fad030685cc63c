#pragma once

#include "web/crowdenrolment.h"
#include "web/ratelimiter.h"
#include "web/webmessage.h"
#include "web/webtokens.h"

#include <QDateTime>
#include <QHash>
#include <QString>

#include <functional>
#include <memory>

namespace editlens::core {

class StudyStore;
class WebImages;

/// What `editlens-cli serve` was started with.
struct WebApiOptions
{
    /// The origin pages are served from as the browser sees it ("https://study.example.org"), behind a reverse proxy;
    /// "" = whatever Host the request names. A state-changing request whose Origin differs is refused (403).
    QString publicOrigin;
    int answersPerSecond = 10; ///< per participant, sustained (429 beyond, with retry-after)
    int answerBurst = 40;
};

/// The annotator's session as a web page and a JSON API: the handlers behind WebServer. The same plan as the
/// desktop annotator session (StudyPlan, BlindView): blinding, display order, mixed tasks, gold items, locks.
///
/// Pages (HTML, the JavaScript and CSS that ship in resources/web, nothing fetched from elsewhere):
///   GET  /s/<token>          the session page (401 page when the token is malformed, forged or expired)
///   GET  /join?PROLIFIC_PID=P&STUDY_ID=S&SESSION_ID=X   crowd enrolment (parameter names from CrowdSettings):
///                            303 to /s/<new crowd token>; 404 when the plan has no open enrolment; 400 for a
///                            malformed id; 503 page when every place is taken; 429 page when one address
///                            opens it too often
///   GET  /static/<name>      the page's script modules (app.js imports the others), style and icon: the .js, .css
///                            and .svg files of its resource list, nothing else (404); /favicon.ico that icon
///   GET  /healthz            "ok" (for the reverse proxy)
/// API, JSON, every call with `Authorization: Bearer <token>` (401 without a valid one):
///   GET  /api/session  {"annotator", "task": "rating"|"preference"|"mixed" (the plan's), "instructions", "rubric":
///                       {"help", "dimensions": [{"name", "title", "help",
///                       "values": [1, 2, ...], "labels": {"1": "Very poor", ...}}]}, "breakMinutes",
///                       "progress": {"done", "total"}, "done": bool, "doneMessage", "completion": {"code", "url"} or
///                       null (only once done, and only for a crowd participant)}
///   GET  /api/item     the first unfinished item of the annotator's order, or {"done": true, ...as in session}:
///                       {"done": false, "item": <item id>, "position": n (1-based), "total": N, "kind":
///                       "rating"|"preference", "instruction", "source": "/img/<sha256>", "target": "/img/<sha256>"
///                       or null (only when the plan reveals ground truth), "outputs": [{"index": 0, "label":
///                       "Output A", "image": "/img/<sha256>"}] (the planned outputs in the annotator's display
///                       order; "label" is the system name only when the plan is not blinded), "pairs":
///                       [{"index": 0, "left": <output index>, "right": <output index>}] (preference items),
///                       "answers": {"ratings": [{"output", "dimension", "value"}], "preferences": [{"pair",
///                       "dimension", "side"}]} (this annotator's own), "editable": bool}
///   GET  /img/<sha256> the image bytes, only for an image of an item in the annotator's plan that the plan lets
///                       them see (the source, the outputs shown, the ground truth when revealed); 404 otherwise.
///   POST /api/answer   {"item": id, "output": index, "dimension": name, "value": number or null} (a rating; null
///                       clears it) or {"item": id, "pair": index, "dimension": name, "side": "left"|"right"|"tie"|
///                       "both_bad" or null} (a preference) → {"saved": true, "progress": {...}} once committed
///   POST /api/submit   {"item": id} → {"submitted": true, "progress": {...}}; 409 {"error", "missing": n} while a
///                       question is unanswered
///   POST /api/pause    {} → {"paused": true}: a break; the item's time stops until it is shown again
/// POST bodies are JSON objects (415 for another content type, 400 malformed or with unknown fields, 413 over
/// WebServer::maxBodyBytes). Refusals: 404 an item outside the annotator's plan, an output or pair index out of
/// range, an unknown dimension; 422 a value off the dimension's scale (or a side that is none of the four); 409 a
/// submitted, locked item; 403 a cross-site request (Origin other than the page's, or a browser's Sec-Fetch-Site
/// "cross-site"); 429 over the rate; 405 another method. Every answer is one write transaction and is acknowledged
/// only after it committed; a refused request writes nothing. Errors are {"error": "..."} (500 when the study cannot
/// be read or written; the reason goes to the log); nothing a participant sends reaches SQL as text (bound values
/// only). The plan's settings and rubric are read by load(), each annotator's plan by every GET /api/session and
/// /api/item; an answer is checked against the plan as last read, and in its write transaction against the stored
/// plan (its item still planned). Same thread as the store.
class WebApi
{
public:
    /// `store` stays owned by the caller and must outlive the api.
    WebApi(StudyStore &store, WebApiOptions options);
    ~WebApi();

    /// Reads the plan, rubric, crowd settings and token secret. Errors name the study.
    Status load();

    WebResponse handle(const WebRequest &request);
    /// The clock the handlers use (tests move it: token expiry, abandonment, rate limits).
    void setClock(std::function<QDateTime()> now);

    /// A personal link's token for `annotator`, valid for `days` (serve-links).
    Result<QByteArray> linkToken(const QString &annotator, int days);

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace editlens::core
