#include "imageprobe.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QMutex>
#include <QScopeGuard>
#include <QtEndian>

#include <zlib.h>

namespace editlens::core {

namespace {

QMutex g_guardMutex;
int g_guards = 0;
QtMessageHandler g_previousHandler = nullptr;
int g_previousAllocationLimit = 0;
constexpr int decodeAllocationLimitMb = 1024; // 100 MP of 8 bytes per pixel (RGBA, 16 bits per channel)

/// Messages raised on this thread while ImageProbe::decode runs, or nullptr.
thread_local QStringList *t_decoderMessages = nullptr;

void collectDecoderMessages(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (QStringList *sink = t_decoderMessages; sink && type != QtFatalMsg) {
        if (type == QtWarningMsg || type == QtCriticalMsg)
            sink->push_back(message);
        return; // libpng's informational notes (an odd colour profile) are no reason to reject an image
    }
    QtMessageHandler previous = nullptr;
    {
        QMutexLocker lock(&g_guardMutex);
        previous = g_previousHandler;
    }
    if (previous)
        previous(type, context, message);
}

quint32 bigEndian32(const char *p)
{
    return qFromBigEndian<quint32>(reinterpret_cast<const uchar *>(p));
}

/// Walks the chunks of a PNG: each must lie inside the file and match its CRC, up to IEND. libpng would report a
/// cut or damaged file on stderr itself (Qt and OpenCV leave its default error handler in place).
Status checkPngChunks(const QByteArray &data, const QString &absolutePath)
{
    qsizetype at = 8; // the signature
    while (true) {
        if (data.size() - at < 12)
            return Error{QCoreApplication::translate("ImageProbe",
                                                     "corrupt image: the PNG file is cut short (truncated)"),
                         absolutePath};
        const quint32 length = bigEndian32(data.constData() + at);
        const QByteArray type = data.mid(at + 4, 4);
        if (length > 0x7fffffffu || data.size() - at - 12 < qsizetype(length))
            return Error{QCoreApplication::translate("ImageProbe",
                                                     "corrupt image: the PNG file is cut short (truncated)"),
                         absolutePath};
        const auto *bytes = reinterpret_cast<const Bytef *>(data.constData() + at + 4);
        const quint32 crc = quint32(crc32(crc32(0L, Z_NULL, 0), bytes, uInt(length + 4)));
        if (crc != bigEndian32(data.constData() + at + 8 + length))
            return Error{QCoreApplication::translate("ImageProbe", "corrupt image: PNG chunk '%1' fails its checksum")
                             .arg(QString::fromLatin1(type)),
                         absolutePath};
        if (type == "IEND")
            return Status::success();
        at += 12 + qsizetype(length);
    }
}

/// The chunks of a PNG before its first IDAT (where libpng stops reading the header), each inside the file and
/// matching its CRC. libpng reports a damaged header on stderr itself before Qt sees the failure, so a damaged one is
/// caught here first.
Status checkPngHeaderChunks(QFile &file, const QString &absolutePath)
{
    const auto cut = [&] {
        return Error{QCoreApplication::translate("ImageProbe",
                                                 "corrupt image: the PNG file is cut short before its pixel data"),
                     absolutePath};
    };
    if (!file.seek(8))
        return cut();
    while (true) {
        const QByteArray head = file.read(8);
        if (head.size() < 8)
            return cut();
        const quint32 length = bigEndian32(head.constData());
        const QByteArray type = head.mid(4, 4);
        if (type == "IDAT")
            return Status::success();
        if (length > 0x7fffffffu || file.size() - file.pos() < qint64(length) + 4)
            return cut();
        const QByteArray rest = file.read(qint64(length) + 4);
        QByteArray checked = type + rest.left(length);
        const auto *bytes = reinterpret_cast<const Bytef *>(checked.constData());
        const quint32 crc = quint32(crc32(crc32(0L, Z_NULL, 0), bytes, uInt(checked.size())));
        if (crc != bigEndian32(rest.constData() + length))
            return Error{QCoreApplication::translate("ImageProbe", "corrupt image: PNG chunk '%1' fails its checksum")
                             .arg(QString::fromLatin1(type)),
                         absolutePath};
        if (type == "IEND")
            return Error{QCoreApplication::translate("ImageProbe", "corrupt image: the PNG file holds no pixel data"),
                         absolutePath};
    }
}

} // namespace

Result<QSize> ImageProbe::size(const QString &absolutePath)
{
    if (const auto it = m_cache.constFind(absolutePath); it != m_cache.constEnd())
        return *it;
    if (!QFileInfo::exists(absolutePath))
        return Error{QCoreApplication::translate("ImageProbe", "image does not exist"), absolutePath};
    // What the decoder says about a damaged header (libpng's "Read Error") joins the message below instead of
    // going to the terminal, while a DecodeMessageGuard is alive.
    QStringList messages;
    t_decoderMessages = &messages;
    const auto stopCollecting = qScopeGuard([] { t_decoderMessages = nullptr; });
    const auto reason = [&](const QImageReader &reader) {
        QStringList parts{reader.errorString()};
        for (const QString &m : std::as_const(messages))
            parts << m.trimmed();
        return parts.join(QStringLiteral("; "));
    };
    {
        QFile file(absolutePath);
        if (file.open(QIODevice::ReadOnly) && file.peek(8) == QByteArrayLiteral("\x89PNG\r\n\x1a\n"))
            if (Status s = checkPngHeaderChunks(file, absolutePath); !s)
                return s.error();
    }
    QImageReader reader(absolutePath);
    reader.setDecideFormatFromContent(true);
    if (!reader.canRead())
        return Error{QCoreApplication::translate("ImageProbe", "not a readable image (%1)").arg(reason(reader)),
                     absolutePath};
    const QSize size = reader.size();
    if (!size.isValid() || size.isEmpty())
        return Error{
            QCoreApplication::translate("ImageProbe", "corrupt image: cannot read its size (%1)").arg(reason(reader)),
            absolutePath};
    if (qint64(size.width()) * size.height() > maxPixels)
        return Error{QCoreApplication::translate("ImageProbe", "image is %1x%2 pixels, over the limit of %3 megapixels")
                         .arg(QString::number(size.width()), QString::number(size.height()),
                              QString::number(maxPixels / 1'000'000)),
                     absolutePath};
    m_cache.insert(absolutePath, size);
    return size;
}

Status ImageProbe::decode(const QString &absolutePath)
{
    QFile file(absolutePath);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("ImageProbe", "cannot read the image (%1)").arg(file.errorString()),
                     absolutePath};
    QByteArray data = file.readAll();
    file.close();
    if (data.startsWith(QByteArrayLiteral("\x89PNG\r\n\x1a\n")))
        if (Status s = checkPngChunks(data, absolutePath); !s)
            return s;

    QStringList messages;
    t_decoderMessages = &messages;
    const auto stopCollecting = qScopeGuard([] { t_decoderMessages = nullptr; });
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    QImage image;
    if (!reader.read(&image) || image.isNull())
        return Error{
            QCoreApplication::translate("ImageProbe", "corrupt image: cannot decode it (%1)").arg(reader.errorString()),
            absolutePath};
    if (!messages.isEmpty())
        return Error{QCoreApplication::translate("ImageProbe", "corrupt image: the decoder reports \"%1\"")
                         .arg(messages.constFirst().trimmed()),
                     absolutePath};
    return Status::success();
}

DecodeMessageGuard::DecodeMessageGuard()
{
    QMutexLocker lock(&g_guardMutex);
    if (g_guards++ == 0) {
        g_previousAllocationLimit = QImageReader::allocationLimit();
        if (g_previousAllocationLimit != 0 && g_previousAllocationLimit < decodeAllocationLimitMb)
            QImageReader::setAllocationLimit(decodeAllocationLimitMb);
        // Under the lock: a message raised meanwhile on another thread waits for g_previousHandler to be set.
        g_previousHandler = qInstallMessageHandler(collectDecoderMessages);
    }
}

DecodeMessageGuard::~DecodeMessageGuard()
{
    QMutexLocker lock(&g_guardMutex);
    if (--g_guards == 0) {
        QImageReader::setAllocationLimit(g_previousAllocationLimit);
        qInstallMessageHandler(g_previousHandler); // g_previousHandler stays valid for a message still in flight
    }
}

} // namespace editlens::core
