#include "scoring/scoringchain.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace editlens::core {

QString chainModeName(ChainMode mode)
{
    return mode == ChainMode::Final ? QStringLiteral("final") : QStringLiteral("turn");
}

std::optional<ChainMode> chainModeFromName(const QString &name)
{
    if (name == QLatin1String("turn"))
        return ChainMode::Turn;
    if (name == QLatin1String("final"))
        return ChainMode::Final;
    return std::nullopt;
}

QString joinInstructions(const QStringList &instructions)
{
    QStringList sentences;
    for (const QString &instruction : instructions) {
        QString s = instruction.trimmed();
        if (s.isEmpty())
            continue;
        if (!s.endsWith(QLatin1Char('.')) && !s.endsWith(QLatin1Char('!')) && !s.endsWith(QLatin1Char('?')))
            s += QLatin1Char('.');
        sentences << s;
    }
    return sentences.join(QLatin1Char(' '));
}

Result<QVector<Item>> itemsToScore(const QVector<Item> &items, ChainMode mode)
{
    if (mode == ChainMode::Turn)
        return items;
    QHash<QString, int> byKey;
    QSet<QString> continued; // keys some item edits further: not the end of a chain
    for (int i = 0; i < items.size(); ++i) {
        byKey.insert(items[i].key, i);
        if (!items[i].sourceItem.isEmpty())
            continued.insert(items[i].sourceItem);
    }
    QVector<Item> out;
    for (const Item &last : items) {
        if (continued.contains(last.key))
            continue;
        // Walk back to the first turn; a chain longer than the study loops.
        QVector<const Item *> chain{&last};
        while (!chain.last()->sourceItem.isEmpty()) {
            const auto it = byKey.constFind(chain.last()->sourceItem);
            if (it == byKey.cend())
                return Error{QCoreApplication::translate("ScoringChain",
                                                         "item '%1' names source_item '%2', which is not in the study")
                                 .arg(chain.last()->key, chain.last()->sourceItem)};
            if (chain.size() > items.size())
                return Error{
                    QCoreApplication::translate("ScoringChain", "the chain ending at item '%1' loops").arg(last.key)};
            chain.push_back(&items[*it]);
        }
        std::reverse(chain.begin(), chain.end());
        const Item &first = *chain.first();
        QStringList instructions;
        for (const Item *turn : std::as_const(chain))
            instructions << turn->instruction;
        Item seen = last;
        seen.sourcePath = first.sourcePath;
        seen.sourceSize = first.sourceSize;
        seen.sourceCaption = first.sourceCaption;
        if (chain.size() > 1)
            seen.instruction = joinInstructions(instructions);
        seen.masks.clear();
        seen.parse = {};
        out.push_back(std::move(seen));
    }
    return out;
}

} // namespace editlens::core
