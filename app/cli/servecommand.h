#pragma once

#include <QStringList>

namespace editlens::cli {

struct Context;

/// `editlens-cli serve STUDY [--listen ADDR:PORT] [--public-url URL] [--answers-per-second N]`: serves the
/// annotator's session of a planned study as a web page (core::WebServer over core::WebApi) until SIGINT or
/// SIGTERM, then exits 0. The "Serving …" line on stdout says where, once the server listens.
int cmdServe(const QStringList &args, const Context &context);

/// `editlens-cli serve-links STUDY --annotators A,B --base-url URL [--days D]`: one "NAME<TAB>URL" line per
/// annotator on stdout, each URL a personal link with a signed token (core::WebApi::linkToken).
int cmdServeLinks(const QStringList &args, const Context &context);

} // namespace editlens::cli
