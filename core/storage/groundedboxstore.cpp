#include "storage/groundedboxstore.h"

#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QVariant>

namespace editlens::core {

namespace {

QString boxesJson(const QVector<QRectF> &boxes)
{
    QJsonArray array;
    for (const QRectF &b : boxes)
        array.append(QJsonArray{b.left(), b.top(), b.right(), b.bottom()});
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

/// The boxes of a stored row; nullopt when the text is not a list of four-number boxes (a row written by hand).
std::optional<QVector<QRectF>> boxesFrom(const QString &text)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isArray())
        return std::nullopt;
    QVector<QRectF> boxes;
    for (const auto &v : doc.array()) {
        const QJsonArray b = v.toArray();
        if (b.size() != 4)
            return std::nullopt;
        for (const auto &c : b)
            if (!c.isDouble())
                return std::nullopt;
        const QRectF r(QPointF(b[0].toDouble(), b[1].toDouble()), QPointF(b[2].toDouble(), b[3].toDouble()));
        if (!(r.width() > 0) || !(r.height() > 0))
            return std::nullopt;
        boxes << r;
    }
    return boxes;
}

} // namespace

QString groundTargetName(GroundTarget target)
{
    switch (target) {
    case GroundTarget::O1:
        return QStringLiteral("o1");
    case GroundTarget::O2:
        return QStringLiteral("o2");
    case GroundTarget::Reference:
        break;
    }
    return QStringLiteral("reference");
}

std::optional<GroundTarget> groundTargetFromName(const QString &name)
{
    for (GroundTarget t : {GroundTarget::O1, GroundTarget::O2, GroundTarget::Reference})
        if (groundTargetName(t) == name)
            return t;
    return std::nullopt;
}

QString GroundedBoxes::origin() const
{
    return QStringLiteral("grounded by %1").arg(model);
}

GroundedBoxStore::GroundedBoxStore(StudyStore &store) : m_store(store)
{
}

Status GroundedBoxStore::record(const GroundedBoxes &g)
{
    if (g.itemId <= 0 || g.model.isEmpty())
        return Error{QCoreApplication::translate("GroundedBoxStore", "a grounded object needs an item and a model"),
                     m_store.filePath()};
    for (const QRectF &b : g.boxes)
        if (!(b.width() > 0) || !(b.height() > 0))
            return Error{QCoreApplication::translate("GroundedBoxStore", "a grounded box of %1 is empty").arg(g.object),
                         m_store.filePath()};
    QSqlDatabase &db = m_store.database();
    return runInWriteTransaction(
        db, m_store.dialect(), m_store.filePath(),
        QCoreApplication::translate("GroundedBoxStore", "cannot store a grounded object"), [&]() -> Status {
            // output_id may be NULL, which a UNIQUE constraint does not compare: delete, then insert.
            QSqlQuery del(db);
            del.prepare(QStringLiteral("DELETE FROM grounded_boxes WHERE item_id = ? AND target = ? AND model = ? AND ")
                        + (g.outputId > 0 ? QStringLiteral("output_id = ?") : QStringLiteral("output_id IS NULL")));
            del.addBindValue(g.itemId);
            del.addBindValue(groundTargetName(g.target));
            del.addBindValue(g.model);
            if (g.outputId > 0)
                del.addBindValue(g.outputId);
            QSqlQuery ins(db);
            ins.prepare(QStringLiteral("INSERT INTO grounded_boxes(item_id, output_id, target, object, boxes, origin,"
                                       " model, call_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
            ins.addBindValue(g.itemId);
            ins.addBindValue(g.outputId > 0 ? QVariant(g.outputId) : QVariant(QMetaType(QMetaType::LongLong)));
            ins.addBindValue(groundTargetName(g.target));
            ins.addBindValue(sqlText(g.object));
            ins.addBindValue(boxesJson(g.boxes));
            ins.addBindValue(sqlText(g.origin()));
            ins.addBindValue(sqlText(g.model));
            ins.addBindValue(sqlText(g.callKey));
            const QString what = QCoreApplication::translate("GroundedBoxStore", "cannot store %1 of item %2")
                                     .arg(g.object)
                                     .arg(g.itemId);
            for (QSqlQuery *q : {&del, &ins})
                if (Status s = execOrFail(*q, what, m_store.filePath()); !s)
                    return s;
            return Status::success();
        });
}

Result<QVector<GroundedBoxes>> GroundedBoxStore::all(qint64 itemId) const
{
    QSqlQuery q(m_store.database());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT item_id, output_id, target, object, boxes, model, call_key FROM grounded_boxes")
              + (itemId > 0 ? QStringLiteral(" WHERE item_id = ?") : QString()) + QStringLiteral(" ORDER BY id"));
    if (itemId > 0)
        q.addBindValue(itemId);
    if (Status s = execOrFail(q, QCoreApplication::translate("GroundedBoxStore", "cannot read the grounded objects"),
                              m_store.filePath());
        !s)
        return s.error();
    QVector<GroundedBoxes> out;
    while (q.next()) {
        GroundedBoxes g;
        g.itemId = q.value(0).toLongLong();
        g.outputId = q.value(1).isNull() ? 0 : q.value(1).toLongLong();
        const std::optional<GroundTarget> target = groundTargetFromName(q.value(2).toString());
        const std::optional<QVector<QRectF>> boxes = boxesFrom(q.value(4).toString());
        if (!target || !boxes)
            return Error{QCoreApplication::translate("GroundedBoxStore",
                                                     "grounded object %1 of item %2 is stored with unreadable boxes")
                             .arg(q.value(3).toString())
                             .arg(g.itemId),
                         m_store.filePath()};
        g.target = *target;
        g.object = q.value(3).toString();
        g.boxes = *boxes;
        g.model = q.value(5).toString();
        g.callKey = q.value(6).toString();
        out << g;
    }
    return out;
}

} // namespace editlens::core
