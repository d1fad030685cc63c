#pragma once

// How WebServer writes a response on the wire (also for the answers its workers make). Not part of the library's
// interface.

#include "web/webmessage.h"

namespace editlens::core::webwire {

/// {"error": message} with `status`.
WebResponse errorResponse(int status, const QString &message);

/// The bytes of `response` on the wire, with the headers every response carries (WebServer's brief). The handlers'
/// own headers come first; one of the names the server sets itself is dropped.
QByteArray serialize(const WebResponse &response, bool headOnly, bool close);

} // namespace editlens::core::webwire
