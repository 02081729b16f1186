#include "rule_words.h"

#include <cstddef>

// lupdate finds the English texts by these macros' names, in the context
// "RuleTexts" that the translations file them under. This file includes no
// Qt, so they are defined here as Qt defines them.
#define QT_TRANSLATE_NOOP(context, text) text
#define QT_TRANSLATE_NOOP3(context, text, comment) {text, comment}

namespace poch::words {

namespace {
struct Text {
    const char* ruleset; // empty: any ruleset
    const char* id;
    Message text;
};

// QT_TRANSLATE_NOOP marks each text for lupdate; rule_texts.cpp translates it.
constexpr Text kRulesetNames[] = {
    {"", "poch", QT_TRANSLATE_NOOP("RuleTexts", "Poch (modern German)")},
    {"", "poch-bowls", QT_TRANSLATE_NOOP("RuleTexts", "Poch with nine bowls")},
    {"", "pochen", QT_TRANSLATE_NOOP("RuleTexts", "Pochen (the old English rules)")},
    {"", "poque-1789", QT_TRANSLATE_NOOP("RuleTexts", "Le Poque (1789)")},
    {"", "poch-1810", QT_TRANSLATE_NOOP("RuleTexts", "Poch after Hoffmann (1810)")},
    {"", "pope-joan", QT_TRANSLATE_NOOP("RuleTexts", "Pope Joan")},
    {"", "spin", QT_TRANSLATE_NOOP("RuleTexts", "Spin")},
    {"", "sevens", QT_TRANSLATE_NOOP("RuleTexts", "Sevens (Newmarket after Peel)")},
    {"", "newmarket", QT_TRANSLATE_NOOP("RuleTexts", "Newmarket (Boodle, Stops, Chicago, Michigan)")},
    {"", "saratoga", QT_TRANSLATE_NOOP("RuleTexts", "Saratoga")},
    {"", "ranter-go-round", QT_TRANSLATE_NOOP("RuleTexts", "Ranter-Go-Round (Cuckoo)")},
};

constexpr Text kOptions[] = {
    {"poch", "deals", QT_TRANSLATE_NOOP("RuleTexts", "Number of deals in the match, or 0 for no limit; either way it ends sooner when a player cannot pay the antes.")},
    {"poch", "three-deal-all", QT_TRANSLATE_NOOP("RuleTexts", "With three players, deal all 31 cards instead of laying one aside.")},
    {"poch", "all-in", QT_TRANSLATE_NOOP("RuleTexts", "A player who cannot match a bet may stake all their chips; side pots are formed.")},
    {"poch", "dealer-takes-honour", QT_TRANSLATE_NOOP("RuleTexts", "The dealer takes the pool of a turned-up Ace, King, Queen, Jack or Ten.")},
    {"poch", "turnup-to-player", QT_TRANSLATE_NOOP("RuleTexts", "The turned-up card belongs to the player next in the dealing order.")},
    {"poch", "pochen-without-pair", QT_TRANSLATE_NOOP("RuleTexts", "Anyone may bet without a pair; the highest single card wins, clubs breaking ties.")},
    {"poch", "settle-board", QT_TRANSLATE_NOOP("RuleTexts", "At the end of the match the chips left on the board are shared out.")},
    {"poch-bowls", "deals", QT_TRANSLATE_NOOP("RuleTexts", "Number of deals in the match, or 0 for no limit; either way it ends sooner when one player has all the chips left in play.")},
    {"poch-bowls", "short-game", QT_TRANSLATE_NOOP("RuleTexts", "One deal for each player, then the most chips wins.")},
    {"poch-bowls", "bank-chips", QT_TRANSLATE_NOOP("RuleTexts", "Chips in the bank, from which the banker fills the bowls before each deal.")},
    {"pochen", "deals", QT_TRANSLATE_NOOP("RuleTexts", "Number of deals in the match, or 0 for no limit; either way it ends sooner when a player cannot pay for the next deal.")},
    {"poque-1789", "deals", QT_TRANSLATE_NOOP("RuleTexts", "Number of deals in the match, or 0 for no limit; either way it ends sooner when a player cannot pay the antes.")},
    {"poque-1789", "ten-and-nine", QT_TRANSLATE_NOOP("RuleTexts", "The Ten pool needs both the Ten and the Nine of the pay suit in one hand.")},
    {"poch-1810", "deals", QT_TRANSLATE_NOOP("RuleTexts", "Number of deals in the match, or 0 for no limit; either way it ends sooner when a player cannot pay the stakes.")},
    {"poch-1810", "stake", QT_TRANSLATE_NOOP("RuleTexts", "Chips each player puts on each of the first seven compartments before each deal.")},
    {"poch-1810", "full-pack", QT_TRANSLATE_NOOP("RuleTexts", "Play with the full 52-card pack instead of 32 cards.")},
    {"pope-joan", "deals", QT_TRANSLATE_NOOP("RuleTexts", "Number of deals in the match, or 0 for no limit; either way it ends sooner when a player cannot pay towards the board.")},
    {"pope-joan", "counters", QT_TRANSLATE_NOOP("RuleTexts", "Fewest chips that dress the board each deal (equal shares and the dealer's double can make more); 0 uses Peel's 15 (12 with five divisions).")},
    {"pope-joan", "dealer-dresses", QT_TRANSLATE_NOOP("RuleTexts", "The dealer alone dresses the board; the match ends before the first dealer deals again.")},
    {"pope-joan", "pope-limit", QT_TRANSLATE_NOOP("RuleTexts", "Most chips each player pays for Pope; 0 for no limit.")},
    {"pope-joan", "share-pairs", QT_TRANSLATE_NOOP("RuleTexts", "Matrimony and Intrigue played by two different players are shared between them.")},
    {"pope-joan", "winner-takes-game", QT_TRANSLATE_NOOP("RuleTexts", "The winner takes only Game; the others stake their card penalties on chances of their choosing.")},
    {"pope-joan", "five-divisions", QT_TRANSLATE_NOOP("RuleTexts", "A board of five divisions: Pope, Matrimony, Intrigue, Ace and Game.")},
    {"pope-joan", "pope-turned-wins", QT_TRANSLATE_NOOP("RuleTexts", "A turned-up Pope wins the deal for the dealer at once.")},
    {"pope-joan", "spare-hand", QT_TRANSLATE_NOOP("RuleTexts", "Deal a spare hand for stops; when off, cards are set aside instead.")},
    {"pope-joan", "set-aside", QT_TRANSLATE_NOOP("RuleTexts", "Without a spare hand: cards set aside before dealing; 0 sets aside what is left over.")},
    {"pope-joan", "dealer-sees-spare", QT_TRANSLATE_NOOP("RuleTexts", "The dealer looks at the spare hand and sits the deal out.")},
    {"pope-joan", "pope-in-lieu", QT_TRANSLATE_NOOP("RuleTexts", "Pope may be played in place of the missing card at a stop.")},
    {"spin", "deals", QT_TRANSLATE_NOOP("RuleTexts", "Number of deals in the match, or 0 for no limit; either way it ends sooner when a player cannot pay the stakes.")},
    {"spin", "dealer-pays-game", QT_TRANSLATE_NOOP("RuleTexts", "The dealer also pays a stake for Game.")},
    {"spin", "spin-stake", QT_TRANSLATE_NOOP("RuleTexts", "What every other player pays the player of Spin.")},
    {"sevens", "deals", QT_TRANSLATE_NOOP("RuleTexts", "Number of deals in the match, or 0 for no limit; either way it ends sooner when a player cannot pay the stakes.")},
    {"newmarket", "deals", QT_TRANSLATE_NOOP("RuleTexts", "Number of deals in the match, or 0 for no limit; either way it ends sooner when a player cannot pay the stakes.")},
    {"newmarket", "stake", QT_TRANSLATE_NOOP("RuleTexts", "Chips each player spreads on the boodle cards before each deal.")},
    {"newmarket", "change-colour", QT_TRANSLATE_NOOP("RuleTexts", "Michigan house rule: after a stop, lead a suit of the other colour.")},
    {"newmarket", "dummy-exchange", QT_TRANSLATE_NOOP("RuleTexts", "As in Michigan, the dealer may exchange their hand for the dummy, unseen.")},
    {"saratoga", "dummy-exchange", QT_TRANSLATE_NOOP("RuleTexts", "As in Michigan, the dealer may exchange their hand for the dummy, unseen.")},
    {"saratoga", "deals", QT_TRANSLATE_NOOP("RuleTexts", "Number of deals in the match, or 0 for no limit; either way it ends sooner when a player cannot pay the stakes.")},
    {"saratoga", "stake", QT_TRANSLATE_NOOP("RuleTexts", "Chips each player puts on every boodle card before each deal.")},
    {"saratoga", "change-colour", QT_TRANSLATE_NOOP("RuleTexts", "Michigan house rule: after a stop, lead a suit of the other colour.")},
    {"ranter-go-round", "lives", QT_TRANSLATE_NOOP("RuleTexts", "Lives each player starts with.")},
    {"ranter-go-round", "stake", QT_TRANSLATE_NOOP("RuleTexts", "Chips each player puts into the pool as the first round begins.")},
    {"ranter-go-round", "ties-all-lose", QT_TRANSLATE_NOOP("RuleTexts", "Everyone tied for the lowest card loses a life, not only the last one shown.")},
    {"ranter-go-round", "kings-refuse", QT_TRANSLATE_NOOP("RuleTexts", "A King cannot be taken: its holder refuses an exchange by showing it, and a King on the pack stays there.")},
    {"ranter-go-round", "dealer-king-loses", QT_TRANSLATE_NOOP("RuleTexts", "A dealer who draws a King from the pack loses the round.")},
    {"ranter-go-round", "life-chips", QT_TRANSLATE_NOOP("RuleTexts", "Chips a player puts into the pool for each life lost (Cassell's).")},
};

// Each option's name, as the New Game dialog and the rules pages call it.
// Entries for one ruleset come before the general ones, which they override.
constexpr Text kOptionNames[] = {
    {"poch", "three-deal-all", QT_TRANSLATE_NOOP3("RuleTexts", "All cards dealt to three", "an option's name")},
    {"poch", "all-in", QT_TRANSLATE_NOOP3("RuleTexts", "All in", "an option's name")},
    {"poch", "dealer-takes-honour", QT_TRANSLATE_NOOP3("RuleTexts", "Dealer takes the honour", "an option's name")},
    {"poch", "turnup-to-player", QT_TRANSLATE_NOOP3("RuleTexts", "Turned card to a player", "an option's name")},
    {"poch", "pochen-without-pair", QT_TRANSLATE_NOOP3("RuleTexts", "Betting without a pair", "an option's name")},
    {"poch", "settle-board", QT_TRANSLATE_NOOP3("RuleTexts", "Settle the board", "an option's name")},
    {"poch-bowls", "short-game", QT_TRANSLATE_NOOP3("RuleTexts", "Short game", "an option's name")},
    {"poch-bowls", "bank-chips", QT_TRANSLATE_NOOP3("RuleTexts", "Bank", "an option's name")},
    {"poque-1789", "ten-and-nine", QT_TRANSLATE_NOOP3("RuleTexts", "Ten and Nine", "an option's name")},
    {"poch-1810", "full-pack", QT_TRANSLATE_NOOP3("RuleTexts", "Full pack", "an option's name")},
    {"pope-joan", "counters", QT_TRANSLATE_NOOP3("RuleTexts", "Chips to dress", "an option's name")},
    {"pope-joan", "dealer-dresses", QT_TRANSLATE_NOOP3("RuleTexts", "Dealer dresses", "an option's name")},
    {"pope-joan", "pope-limit", QT_TRANSLATE_NOOP3("RuleTexts", "Limit for Pope", "an option's name")},
    {"pope-joan", "share-pairs", QT_TRANSLATE_NOOP3("RuleTexts", "Shared pairs", "an option's name")},
    {"pope-joan", "winner-takes-game", QT_TRANSLATE_NOOP3("RuleTexts", "Winner takes Game", "an option's name")},
    {"pope-joan", "five-divisions", QT_TRANSLATE_NOOP3("RuleTexts", "Five divisions", "an option's name")},
    {"pope-joan", "pope-turned-wins", QT_TRANSLATE_NOOP3("RuleTexts", "Turned-up Pope wins", "an option's name")},
    {"pope-joan", "spare-hand", QT_TRANSLATE_NOOP3("RuleTexts", "Spare hand", "an option's name")},
    {"pope-joan", "set-aside", QT_TRANSLATE_NOOP3("RuleTexts", "Cards set aside", "an option's name")},
    {"pope-joan", "dealer-sees-spare", QT_TRANSLATE_NOOP3("RuleTexts", "Dealer sees the spare hand", "an option's name")},
    {"pope-joan", "pope-in-lieu", QT_TRANSLATE_NOOP3("RuleTexts", "Pope in lieu", "an option's name")},
    {"spin", "dealer-pays-game", QT_TRANSLATE_NOOP3("RuleTexts", "Dealer pays for Game", "an option's name")},
    {"spin", "spin-stake", QT_TRANSLATE_NOOP3("RuleTexts", "Price of Spin", "an option's name")},
    {"", "change-colour", QT_TRANSLATE_NOOP3("RuleTexts", "Change colour", "an option's name")},
    {"", "dummy-exchange", QT_TRANSLATE_NOOP3("RuleTexts", "Dummy exchange", "an option's name")},
    {"ranter-go-round", "ties-all-lose", QT_TRANSLATE_NOOP3("RuleTexts", "All tied lose", "an option's name")},
    {"ranter-go-round", "kings-refuse", QT_TRANSLATE_NOOP3("RuleTexts", "Kings refuse", "an option's name")},
    {"ranter-go-round", "dealer-king-loses", QT_TRANSLATE_NOOP3("RuleTexts", "Dealer's King loses", "an option's name")},
    {"ranter-go-round", "life-chips", QT_TRANSLATE_NOOP3("RuleTexts", "Chips for a life", "an option's name")},
    {"", "deals", QT_TRANSLATE_NOOP3("RuleTexts", "Deals in the match", "an option's name")},
    // Not a rule's option but the New Game dialog's (MatchSetup's
    // customaryPoolCards), named here with the others that the rules pages
    // speak of.
    {"", "customary-cards", QT_TRANSLATE_NOOP3("RuleTexts", "Customary cards", "an option's name")},
    {"", "stake", QT_TRANSLATE_NOOP3("RuleTexts", "Stake", "an option's name")},
    {"", "lives", QT_TRANSLATE_NOOP3("RuleTexts", "Lives", "an option's name")},
};

// Entries for one ruleset come before the general ones, which they override.
constexpr Text kPools[] = {
    {"pope-joan", "jack", QT_TRANSLATE_NOOP("RuleTexts", "Knave")},
    {"", "ace", QT_TRANSLATE_NOOP("RuleTexts", "Ace")},
    {"", "king", QT_TRANSLATE_NOOP("RuleTexts", "King")},
    {"", "queen", QT_TRANSLATE_NOOP("RuleTexts", "Queen")},
    {"", "jack", QT_TRANSLATE_NOOP("RuleTexts", "Jack")},
    {"", "ten", QT_TRANSLATE_NOOP("RuleTexts", "Ten")},
    {"", "marriage", QT_TRANSLATE_NOOP("RuleTexts", "Marriage")},
    {"", "sequence", QT_TRANSLATE_NOOP("RuleTexts", "Sequence")},
    {"", "pocher", QT_TRANSLATE_NOOP("RuleTexts", "Pocher")},
    {"pochen", "pot", QT_TRANSLATE_NOOP("RuleTexts", "Centre pool")},
    {"", "pot", QT_TRANSLATE_NOOP("RuleTexts", "Centre pot")},
    {"", "poch", QT_TRANSLATE_NOOP("RuleTexts", "Poch")},
    {"", "pinke", QT_TRANSLATE_NOOP("RuleTexts", "Pinke")},
    {"", "poque", QT_TRANSLATE_NOOP("RuleTexts", "Poque")},
    // The game's name in English, but German and French players call the Nine
    // of Diamonds' division after the card (Papst, Pape).
    {"", "pope", QT_TRANSLATE_NOOP3("RuleTexts", "Pope Joan", "the division of the Nine of Diamonds")},
    {"", "matrimony", QT_TRANSLATE_NOOP("RuleTexts", "Matrimony")},
    {"", "intrigue", QT_TRANSLATE_NOOP("RuleTexts", "Intrigue")},
    {"", "game", QT_TRANSLATE_NOOP("RuleTexts", "Game")},
    {"", "pool", QT_TRANSLATE_NOOP("RuleTexts", "Pool")},
};

// The same divisions as a sentence speaks of them: "wins 6 chips from the
// Ace", "1 on the Knave", but "2 on Matrimony", as the sources write the
// divisions named for a combination or for the game. One message a
// division, so that each language gives each its own article (French "l'As",
// "la Séquence"); German, whose article changes with the sentence, says
// the bare name.
constexpr Text kPoolsInSentence[] = {
    {"pope-joan", "jack", QT_TRANSLATE_NOOP3("RuleTexts", "the Knave", "a division in a sentence")},
    {"", "ace", QT_TRANSLATE_NOOP3("RuleTexts", "the Ace", "a division in a sentence")},
    {"", "king", QT_TRANSLATE_NOOP3("RuleTexts", "the King", "a division in a sentence")},
    {"", "queen", QT_TRANSLATE_NOOP3("RuleTexts", "the Queen", "a division in a sentence")},
    {"", "jack", QT_TRANSLATE_NOOP3("RuleTexts", "the Jack", "a division in a sentence")},
    {"", "ten", QT_TRANSLATE_NOOP3("RuleTexts", "the Ten", "a division in a sentence")},
    {"", "marriage", QT_TRANSLATE_NOOP3("RuleTexts", "Marriage", "a division in a sentence")},
    {"", "sequence", QT_TRANSLATE_NOOP3("RuleTexts", "Sequence", "a division in a sentence")},
    {"", "pocher", QT_TRANSLATE_NOOP3("RuleTexts", "the Pocher", "a division in a sentence")},
    {"pochen", "pot", QT_TRANSLATE_NOOP3("RuleTexts", "the Centre pool", "a division in a sentence")},
    {"", "pot", QT_TRANSLATE_NOOP3("RuleTexts", "the Centre pot", "a division in a sentence")},
    {"", "poch", QT_TRANSLATE_NOOP3("RuleTexts", "the Poch", "a division in a sentence")},
    {"", "pinke", QT_TRANSLATE_NOOP3("RuleTexts", "the Pinke", "a division in a sentence")},
    {"", "poque", QT_TRANSLATE_NOOP3("RuleTexts", "the Poque", "a division in a sentence")},
    {"", "pope", QT_TRANSLATE_NOOP3("RuleTexts", "Pope Joan", "a division in a sentence")},
    {"", "matrimony", QT_TRANSLATE_NOOP3("RuleTexts", "Matrimony", "a division in a sentence")},
    {"", "intrigue", QT_TRANSLATE_NOOP3("RuleTexts", "Intrigue", "a division in a sentence")},
    {"", "game", QT_TRANSLATE_NOOP3("RuleTexts", "Game", "a division in a sentence")},
    {"", "pool", QT_TRANSLATE_NOOP3("RuleTexts", "the pool", "a division in a sentence")},
};

constexpr Text kLevels[] = {
    {"", "beginner", QT_TRANSLATE_NOOP("RuleTexts", "Beginner")},
    {"", "standard", QT_TRANSLATE_NOOP("RuleTexts", "Standard")},
    {"", "expert", QT_TRANSLATE_NOOP("RuleTexts", "Expert")},
};

// Why the computer chose what it did, as a hint shows it.
constexpr Text kReasons[] = {
    {"", "only-choice", QT_TRANSLATE_NOOP("RuleTexts", "The only thing you can do.")},
    {"", "guess", QT_TRANSLATE_NOOP("RuleTexts", "Any of these will do.")},
    {"", "known-stop", QT_TRANSLATE_NOOP("RuleTexts", "The run stops with you: nobody else can play on after it, so you lead again.")},
    {"", "clears-suit", QT_TRANSLATE_NOOP("RuleTexts", "It sheds a run of your own cards in one go.")},
    {"", "takes-pool", QT_TRANSLATE_NOOP("RuleTexts", "Takes a pool at once.")},
    {"", "early-special", QT_TRANSLATE_NOOP("RuleTexts", "Nothing leads up to this card, so only a lead of yours gets rid of it.")},
    {"", "best-set", QT_TRANSLATE_NOOP("RuleTexts", "Your set is likely the best at the table.")},
    {"", "pot-odds", QT_TRANSLATE_NOOP("RuleTexts", "What you can win is worth what it costs to stay in.")},
    // A bet on less than a pair of tens (reasons.cpp): a low pair too, which
    // "A bluff" alone puzzled a player holding one.
    {"", "bluff", QT_TRANSLATE_NOOP("RuleTexts", "A bluff, or close to one: the bet pays chiefly if the others drop before the cards are shown.")},
    {"", "weak-hand", QT_TRANSLATE_NOOP("RuleTexts", "The hand is not worth it.")},
    {"", "spread", QT_TRANSLATE_NOOP("RuleTexts", "Where they go hardly matters before anyone has seen a card; the Expert puts them where the fewest chips lie.")},
    {"", "keeps-card", QT_TRANSLATE_NOOP("RuleTexts", "What you would get in exchange is more likely lower.")},
    {"", "passes-card", QT_TRANSLATE_NOOP("RuleTexts", "What you would get in exchange is more likely higher.")},
    {"", "lower-card-seen", QT_TRANSLATE_NOOP("RuleTexts", "A lower card than yours is in sight in another hand, so yours is not the lowest.")},
    {"", "towards-pool", QT_TRANSLATE_NOOP("RuleTexts", "It starts a run up towards a card in your hand that wins a pool.")},
    {"", "uncalled", QT_TRANSLATE_NOOP("RuleTexts", "Everyone else has dropped, so nobody can call the bet.")},
    {"", "search", QT_TRANSLATE_NOOP("RuleTexts", "Best on average over every way the cards you cannot see may be spread among the hands.")},
};

template <std::size_t N>
const Message* lookup(const Text (&table)[N], std::string_view ruleset, std::string_view id) {
    for (const Text& t : table)
        if ((t.ruleset[0] == '\0' || ruleset == t.ruleset) && id == t.id) return &t.text;
    return nullptr;
}
} // namespace

const Message* rulesetName(std::string_view rulesetId) { return lookup(kRulesetNames, {}, rulesetId); }
const Message* optionDescription(std::string_view rulesetId, std::string_view optionId) {
    return lookup(kOptions, rulesetId, optionId);
}
const Message* optionName(std::string_view rulesetId, std::string_view optionId) {
    return lookup(kOptionNames, rulesetId, optionId);
}
const Message* poolName(std::string_view rulesetId, std::string_view poolId) { return lookup(kPools, rulesetId, poolId); }
const Message* poolInSentence(std::string_view rulesetId, std::string_view poolId) {
    return lookup(kPoolsInSentence, rulesetId, poolId);
}
const Message* levelName(std::string_view levelId) { return lookup(kLevels, {}, levelId); }
const Message* hintReason(std::string_view reasonId) { return lookup(kReasons, {}, reasonId); }

} // namespace poch::words
