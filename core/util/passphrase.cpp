#include "passphrase.h"

#include <QMessageAuthenticationCode>
#include <QRandomGenerator>
#include <QStringList>

namespace editlens::core {

QByteArray pbkdf2Sha256(const QByteArray &password, const QByteArray &salt, int iterations, int length)
{
    QByteArray out;
    QMessageAuthenticationCode mac(QCryptographicHash::Sha256, password);
    for (quint32 block = 1; out.size() < length; ++block) {
        QByteArray counter(4, '\0');
        counter[0] = char(block >> 24);
        counter[1] = char(block >> 16);
        counter[2] = char(block >> 8);
        counter[3] = char(block);
        mac.reset();
        mac.addData(salt);
        mac.addData(counter);
        QByteArray u = mac.result();
        QByteArray t = u;
        for (int i = 1; i < iterations; ++i) {
            mac.reset();
            mac.addData(u);
            u = mac.result();
            for (int k = 0; k < t.size(); ++k)
                t[k] = char(t[k] ^ u[k]);
        }
        out += t;
    }
    return out.left(length);
}

QString hashPassphrase(const QString &passphrase, int iterations)
{
    QByteArray salt(16, '\0');
    QRandomGenerator *random = QRandomGenerator::system();
    for (char &c : salt)
        c = char(random->bounded(256));
    const QByteArray hash = pbkdf2Sha256(passphrase.toUtf8(), salt, iterations, 32);
    return QStringLiteral("pbkdf2-sha256$%1$%2$%3")
        .arg(QString::number(iterations), QString::fromLatin1(salt.toHex()), QString::fromLatin1(hash.toHex()));
}

bool verifyPassphrase(const QString &stored, const QString &passphrase)
{
    const QStringList parts = stored.split(QLatin1Char('$'));
    if (parts.size() != 4 || parts[0] != QLatin1String("pbkdf2-sha256"))
        return false;
    bool ok = false;
    const int iterations = parts[1].toInt(&ok);
    if (!ok || iterations < 1 || iterations > 10000000)
        return false;
    const QByteArray salt = QByteArray::fromHex(parts[2].toLatin1());
    const QByteArray expected = QByteArray::fromHex(parts[3].toLatin1());
    if (salt.isEmpty() || expected.isEmpty())
        return false;
    const QByteArray actual = pbkdf2Sha256(passphrase.toUtf8(), salt, iterations, int(expected.size()));
    char diff = 0;
    for (int i = 0; i < expected.size(); ++i)
        diff = char(diff | (expected[i] ^ actual[i]));
    return diff == 0;
}

} // namespace editlens::core
