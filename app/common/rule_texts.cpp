#include "rule_texts.h"

#include "rule_words.h"

#include <QCoreApplication>

namespace poch::texts {

namespace {
// The message in the app's language; the id itself if there is none.
QString translated(const words::Message* message, const QString& id) {
    if (!message) return id;
    return QCoreApplication::translate("RuleTexts", message->source, message->disambiguation);
}
} // namespace

QString rulesetName(const QString& rulesetId) { return translated(words::rulesetName(rulesetId.toStdString()), rulesetId); }
QString optionDescription(const QString& rulesetId, const QString& optionId) {
    return translated(words::optionDescription(rulesetId.toStdString(), optionId.toStdString()), optionId);
}
QString optionName(const QString& rulesetId, const QString& optionId) {
    return translated(words::optionName(rulesetId.toStdString(), optionId.toStdString()), optionId);
}
QString poolName(const QString& rulesetId, const QString& poolId) {
    // The boodle cards of Newmarket and its kin are pools named by a card.
    if (const auto card = poch::Card::parse(poolId.toStdString())) return cardName(*card);
    return translated(words::poolName(rulesetId.toStdString(), poolId.toStdString()), poolId);
}

QString poolInSentence(const QString& rulesetId, const QString& poolId) {
    if (const auto card = poch::Card::parse(poolId.toStdString())) return cardInSentence(*card);
    if (const words::Message* m = words::poolInSentence(rulesetId.toStdString(), poolId.toStdString()))
        return translated(m, poolId);
    return poolName(rulesetId, poolId);
}

QString cardInSentence(poch::Card c) { return cardInSentence(c, cardName(c)); }

QString cardInSentence(poch::Card c, const QString& words) {
    // One message a rank, so that a language may give each its own article:
    // French "l'As", "le Roi", "la Dame", "le Valet".
    static const char* const the[][2] = {
        QT_TRANSLATE_NOOP3("RuleTexts", "the %1", "a numbered card in a sentence: play the seven of hearts; 2 chips on the seven of hearts"),
        QT_TRANSLATE_NOOP3("RuleTexts", "the %1", "a Jack in a sentence: play the Jack of hearts; 2 chips on the Jack of hearts"),
        QT_TRANSLATE_NOOP3("RuleTexts", "the %1", "a Queen in a sentence: play the Queen of hearts; 2 chips on the Queen of hearts"),
        QT_TRANSLATE_NOOP3("RuleTexts", "the %1", "a King in a sentence: play the King of hearts; 2 chips on the King of hearts"),
        QT_TRANSLATE_NOOP3("RuleTexts", "the %1", "an Ace in a sentence: play the Ace of hearts; 2 chips on the Ace of hearts")};
    if (!c.valid()) return {};
    const auto& article = the[c.rank() >= poch::kJack ? 1 + c.rank() - poch::kJack : 0];
    return QCoreApplication::translate("RuleTexts", article[0], article[1]).arg(words);
}

QString cardName(poch::Card c) {
    static const char* const suits[] = {QT_TRANSLATE_NOOP("RuleTexts", "clubs"), QT_TRANSLATE_NOOP("RuleTexts", "diamonds"),
                                        QT_TRANSLATE_NOOP("RuleTexts", "hearts"), QT_TRANSLATE_NOOP("RuleTexts", "spades")};
    // English books on these games write the pip cards in lower case and
    // the court cards and the Ace with a capital ("the seven of diamonds",
    // "the King of hearts"), as the lessons and the rules pages do; each
    // language writes its own (German nouns always take a capital).
    static const char* const ranks[] = {
        QT_TRANSLATE_NOOP("RuleTexts", "two"),   QT_TRANSLATE_NOOP("RuleTexts", "three"), QT_TRANSLATE_NOOP("RuleTexts", "four"),
        QT_TRANSLATE_NOOP("RuleTexts", "five"),  QT_TRANSLATE_NOOP("RuleTexts", "six"),   QT_TRANSLATE_NOOP("RuleTexts", "seven"),
        QT_TRANSLATE_NOOP("RuleTexts", "eight"), QT_TRANSLATE_NOOP("RuleTexts", "nine"),  QT_TRANSLATE_NOOP("RuleTexts", "ten"),
        QT_TRANSLATE_NOOP("RuleTexts", "Jack"),  QT_TRANSLATE_NOOP("RuleTexts", "Queen"), QT_TRANSLATE_NOOP("RuleTexts", "King"),
        QT_TRANSLATE_NOOP("RuleTexts", "Ace")};
    if (!c.valid()) return {};
    return QCoreApplication::translate("RuleTexts", "%1 of %2")
        .arg(QCoreApplication::translate("RuleTexts", ranks[c.rank() - poch::kTwo]),
             QCoreApplication::translate("RuleTexts", suits[static_cast<int>(c.suit())]));
}

QString cardShortName(poch::Card c) {
    // The letters players write on a score sheet: A K Q J in English, A K D B
    // in German, A R D V in French. The suit is its sign in every language.
    static const char* const courts[][2] = {QT_TRANSLATE_NOOP3("RuleTexts", "J", "short for Jack"),
                                            QT_TRANSLATE_NOOP3("RuleTexts", "Q", "short for Queen"),
                                            QT_TRANSLATE_NOOP3("RuleTexts", "K", "short for King"),
                                            QT_TRANSLATE_NOOP3("RuleTexts", "A", "short for Ace")};
    static const char16_t suits[] = {u'\u2663', u'\u2666', u'\u2665', u'\u2660'};
    if (!c.valid()) return {};
    const int rank = c.rank();
    const QString shortRank = rank >= poch::kJack
                                  ? QCoreApplication::translate("RuleTexts", courts[rank - poch::kJack][0], courts[rank - poch::kJack][1])
                                  : QString::number(rank);
    return shortRank + QChar(suits[static_cast<int>(c.suit())]);
}
QString levelName(const QString& levelId) { return translated(words::levelName(levelId.toStdString()), levelId); }
QString hintReason(const QString& reasonId) { return translated(words::hintReason(reasonId.toStdString()), reasonId); }

} // namespace poch::texts
