#include "rule_texts.h"

#include <QCoreApplication>

namespace poch::texts {

namespace {
struct Text {
    const char* ruleset; // empty: any ruleset
    const char* id;
    const char* text;
};

// QT_TRANSLATE_NOOP marks each text for lupdate; translate() looks it up.
constexpr Text kRulesetNames[] = {
    {"", "poch", QT_TRANSLATE_NOOP("RuleTexts", "Poch (modern German)")},
};

constexpr Text kOptions[] = {
    {"poch", "deals", QT_TRANSLATE_NOOP("RuleTexts", "Number of deals in the match; 0 plays until a player cannot pay the antes.")},
    {"poch", "three-deal-all", QT_TRANSLATE_NOOP("RuleTexts", "With three players, deal all 31 cards instead of laying one aside.")},
    {"poch", "all-in", QT_TRANSLATE_NOOP("RuleTexts", "A player who cannot match a bet may stake all their chips; side pots are formed.")},
    {"poch", "dealer-takes-honour", QT_TRANSLATE_NOOP("RuleTexts", "The dealer takes the pool of a turned-up Ace, King, Queen, Jack or Ten.")},
    {"poch", "turnup-to-player", QT_TRANSLATE_NOOP("RuleTexts", "The turned-up card belongs to the player next in the dealing order.")},
    {"poch", "pochen-without-pair", QT_TRANSLATE_NOOP("RuleTexts", "Anyone may bet without a pair; the highest single card wins, clubs breaking ties.")},
    {"poch", "settle-board", QT_TRANSLATE_NOOP("RuleTexts", "At the end of the match the chips left on the board are shared out.")},
};

constexpr Text kPools[] = {
    {"", "ace", QT_TRANSLATE_NOOP("RuleTexts", "Ace")},
    {"", "king", QT_TRANSLATE_NOOP("RuleTexts", "King")},
    {"", "queen", QT_TRANSLATE_NOOP("RuleTexts", "Queen")},
    {"", "jack", QT_TRANSLATE_NOOP("RuleTexts", "Jack")},
    {"", "ten", QT_TRANSLATE_NOOP("RuleTexts", "Ten")},
    {"", "marriage", QT_TRANSLATE_NOOP("RuleTexts", "Marriage")},
    {"", "sequence", QT_TRANSLATE_NOOP("RuleTexts", "Sequence")},
    {"", "pocher", QT_TRANSLATE_NOOP("RuleTexts", "Pocher")},
    {"", "pot", QT_TRANSLATE_NOOP("RuleTexts", "Centre pot")},
};

template <std::size_t N>
QString lookup(const Text (&table)[N], const QString& ruleset, const QString& id) {
    for (const Text& t : table)
        if ((t.ruleset[0] == '\0' || ruleset == QLatin1String(t.ruleset)) && id == QLatin1String(t.id))
            return QCoreApplication::translate("RuleTexts", t.text);
    return id;
}
} // namespace

QString rulesetName(const QString& rulesetId) { return lookup(kRulesetNames, {}, rulesetId); }
QString optionDescription(const QString& rulesetId, const QString& optionId) {
    return lookup(kOptions, rulesetId, optionId);
}
QString poolName(const QString& poolId) { return lookup(kPools, {}, poolId); }

} // namespace poch::texts
