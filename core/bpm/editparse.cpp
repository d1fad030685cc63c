#include "bpm/editparse.h"

#include <QJsonValue>

#include <array>
#include <utility>

namespace editlens::core {

namespace {

const std::array<std::pair<EditType, const char *>, 7> kEditTypes{{
    {EditType::Add, "add"},
    {EditType::Remove, "remove"},
    {EditType::Replace, "replace"},
    {EditType::ChangeColor, "change color"},
    {EditType::ChangeTexture, "change texture"},
    {EditType::ChangeSize, "change size"},
    {EditType::Other, "other"},
}};
const std::array<std::pair<SizeChange, const char *>, 3> kSizes{{
    {SizeChange::Unchanged, "unchanged"},
    {SizeChange::Bigger, "bigger"},
    {SizeChange::Smaller, "smaller"},
}};
const std::array<std::pair<PositionChange, const char *>, 7> kPositions{{
    {PositionChange::Unchanged, "unchanged"},
    {PositionChange::Left, "left"},
    {PositionChange::Right, "right"},
    {PositionChange::Above, "above"},
    {PositionChange::Below, "below"},
    {PositionChange::Inside, "inside"},
    {PositionChange::Near, "near"},
}};

template<typename Enum, std::size_t N>
QString nameOf(const std::array<std::pair<Enum, const char *>, N> &table, Enum value)
{
    for (const auto &[v, name] : table) {
        if (v == value)
            return QString::fromLatin1(name);
    }
    return {};
}

template<typename Enum, std::size_t N>
std::optional<Enum> valueOf(const std::array<std::pair<Enum, const char *>, N> &table, const QString &name)
{
    const QString key = name.trimmed().toLower();
    for (const auto &[v, n] : table) {
        if (key == QLatin1String(n))
            return v;
    }
    return std::nullopt;
}

// BPM's bpm.py and region_aware_judge.py test object phrases by substring ('none' in original_part), on answers that
// gemma.py only lower-cases: "None." is no object, like "none". Any other phrase is kept as written, period included,
// because bpm.py hands it to CLIP as it is.
QString objectName(const QJsonValue &value, const QString &fallback)
{
    const QString s = value.toString().trimmed();
    if (s.isEmpty())
        return fallback;
    return s.contains(QLatin1String("none"), Qt::CaseInsensitive) ? QStringLiteral("none") : s;
}

// The released region judge reads edit_type only as 'change size' in edit_type; the other types are found the same
// way, most specific first, so that "add." or "change size." is what it says.
std::optional<EditType> editTypeIn(const QString &answer)
{
    QString key = answer.trimmed().toLower();
    if (key.isEmpty())
        return std::nullopt;
    key.replace(QLatin1String("colour"), QLatin1String("color"));
    static const std::array<std::pair<EditType, const char *>, 7> order{{
        {EditType::ChangeSize, "change size"},
        {EditType::ChangeColor, "change color"},
        {EditType::ChangeTexture, "change texture"},
        {EditType::Remove, "remove"},
        {EditType::Replace, "replace"},
        {EditType::Add, "add"},
        {EditType::Other, "other"},
    }};
    for (const auto &[type, name] : order)
        if (key.contains(QLatin1String(name)))
            return type;
    return std::nullopt;
}

// region_aware_judge.py's determine_position: 'right' in relation, then left, above, below, inside, unchanged; any
// other answer ("none", "near", "on the grass") constrains nothing and scores 1, which is PositionChange::Near here.
// The paper's "up" and "down" (Fig. 6) are read as above and below.
std::optional<PositionChange> positionIn(const QString &answer)
{
    const QString key = answer.trimmed().toLower();
    if (key.isEmpty())
        return std::nullopt;
    static const std::array<std::pair<PositionChange, const char *>, 6> order{{
        {PositionChange::Right, "right"},
        {PositionChange::Left, "left"},
        {PositionChange::Above, "above"},
        {PositionChange::Below, "below"},
        {PositionChange::Inside, "inside"},
        {PositionChange::Unchanged, "unchanged"},
    }};
    for (const auto &[position, name] : order)
        if (key.contains(QLatin1String(name)))
            return position;
    if (const auto alias = positionChangeFromName(key))
        return alias;
    return PositionChange::Near;
}

} // namespace

QString editTypeName(EditType type)
{
    return nameOf(kEditTypes, type);
}

std::optional<EditType> editTypeFromName(const QString &name)
{
    QString key = name;
    key.replace(QLatin1String("colour"), QLatin1String("color"), Qt::CaseInsensitive);
    return valueOf(kEditTypes, key);
}

QString sizeChangeName(SizeChange size)
{
    return nameOf(kSizes, size);
}

std::optional<SizeChange> sizeChangeFromName(const QString &name)
{
    if (name.trimmed().compare(QLatin1String("larger"), Qt::CaseInsensitive) == 0)
        return SizeChange::Bigger;
    return valueOf(kSizes, name);
}

QString positionChangeName(PositionChange position)
{
    return nameOf(kPositions, position);
}

std::optional<PositionChange> positionChangeFromName(const QString &name)
{
    const QString key = name.trimmed().toLower();
    if (key == QLatin1String("up"))
        return PositionChange::Above;
    if (key == QLatin1String("down"))
        return PositionChange::Below;
    return valueOf(kPositions, key);
}

QJsonObject EditParse::toJson() const
{
    QJsonObject o{{QStringLiteral("original_part"), originalPart},
                  {QStringLiteral("edited_part"), editedPart},
                  {QStringLiteral("edit_type"), editTypeName(editType)},
                  {QStringLiteral("size"), sizeChangeName(size)},
                  {QStringLiteral("position"), positionChangeName(position)},
                  {QStringLiteral("source"),
                   source == ParseSource::Parser ? QStringLiteral("parser") : QStringLiteral("imported")}};
    if (global)
        o.insert(QStringLiteral("global"), true);
    if (!beingAdded.isEmpty())
        o.insert(QStringLiteral("being_added"), beingAdded);
    if (!addedObject.isEmpty())
        o.insert(QStringLiteral("added_object"), addedObject);
    return o;
}

EditParse EditParse::fromJson(const QJsonObject &object)
{
    EditParse p;
    p.source = ParseSource::Imported;
    p.originalPart = objectName(object.value(QLatin1String("original_part")), p.originalPart);
    p.editedPart = objectName(object.value(QLatin1String("edited_part")), p.editedPart);
    if (const auto type = editTypeIn(object.value(QLatin1String("edit_type")).toString()))
        p.editType = *type;
    if (const auto size = sizeChangeFromName(object.value(QLatin1String("size")).toString()))
        p.size = *size;
    if (const auto position = positionIn(object.value(QLatin1String("position")).toString()))
        p.position = *position;
    // gemma.py asks for the reference only of an add and the prompt answers "None" when there is none ("Add a gas
    // pump"): no reference object, as when the field is empty.
    p.beingAdded = object.value(QLatin1String("being_added")).toString();
    if (p.beingAdded.contains(QLatin1String("none"), Qt::CaseInsensitive))
        p.beingAdded.clear();
    p.addedObject = object.value(QLatin1String("added_object")).toString();
    p.global = object.value(QLatin1String("global")).toBool()
               || p.editedPart.compare(QLatin1String("all"), Qt::CaseInsensitive) == 0;
    return p;
}

bool EditParse::operator==(const EditParse &other) const
{
    return originalPart == other.originalPart && editedPart == other.editedPart && editType == other.editType
           && global == other.global && beingAdded == other.beingAdded && addedObject == other.addedObject
           && size == other.size && position == other.position && source == other.source;
}

} // namespace editlens::core
