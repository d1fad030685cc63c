#pragma once

#include <QByteArray>
#include <QRect>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantMap>

namespace editlens::ui {

/// One QSettings entry with its key, its type and its default in one place, so that whoever reads a setting and
/// whoever writes it cannot disagree on any of the three. Value type; the QSettings is always passed in (the window's
/// own, injected by main(); tests give a scratch one), never a global.
template<typename T>
struct Setting
{
    QString key;
    T fallback{};

    T read(const QSettings &settings) const
    {
        const QVariant stored = settings.value(key);
        return stored.isValid() && stored.canConvert<T>() ? stored.value<T>() : fallback;
    }
    void write(QSettings &settings, const T &value) const { settings.setValue(key, QVariant::fromValue(value)); }
    bool isStored(const QSettings &settings) const { return settings.contains(key); }
    /// Back to the default.
    void remove(QSettings &settings) const { settings.remove(key); }
};

/// Every setting EditLens keeps between runs. Keys are stable: they are what older versions wrote.
namespace setting {

inline const Setting<QRect> windowGeometry{QStringLiteral("window/clientGeometry")}; ///< the client area
inline const Setting<bool> windowMaximized{QStringLiteral("window/maximized"), false};
inline const Setting<QByteArray> windowState{QStringLiteral("window/state")}; ///< QMainWindow::saveState()
inline const Setting<bool> darkPalette{QStringLiteral("view/darkPalette"), false};
inline const Setting<QString> modelDir{QStringLiteral("models/dir")};    ///< the user's model folder; "" = not chosen
inline const Setting<QString> bpmRules{QStringLiteral("view/bpmRules")}; ///< core::bpmRulesName(); "" = paper
inline const Setting<QStringList> recentStudies{QStringLiteral("study/recent")}; ///< most recent first
/// Study file → the annotator last chosen for it.
inline const Setting<QVariantMap> annotatorOfStudy{QStringLiteral("annotate/annotatorOfStudy")};
/// Study file → the systems (QStringList) the Alignment dock leaves out of its tables; absent = every system.
inline const Setting<QVariantMap> excludedSystemsOfStudy{QStringLiteral("alignment/excludedSystemsOfStudy")};

/// Whether an overlay layer of the View menu is on; `layer` is the action id's last part ("layerHeatMap").
inline Setting<bool> overlayLayer(const QString &layer, bool byDefault)
{
    return {QStringLiteral("view/layers/") + layer, byDefault};
}
/// The user's keys for action `id` ("nav.next"), as QKeySequence::toString() texts joined by ", ".
inline Setting<QString> shortcut(const QString &id)
{
    return {QStringLiteral("shortcuts/") + id, QString()};
}

} // namespace setting

} // namespace editlens::ui
