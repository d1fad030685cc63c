#pragma once

#include <QStringList>

namespace editlens::cli {

struct Context;

/// `editlens-cli publish STUDY URL`: copies a study file and its images into a new study on a PostgreSQL server
/// (core::publishStudy); the URL, without its password, as the last line on stdout.
int cmdPublish(const QStringList &args, const Context &context);

/// `editlens-cli pull URL OUT`: writes a snapshot of a server study into the new study file OUT with its images in
/// a folder beside it (core::pullStudy); OUT's path as the last line on stdout.
int cmdPull(const QStringList &args, const Context &context);

} // namespace editlens::cli
