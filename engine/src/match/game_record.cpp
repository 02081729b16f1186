#include "poch/game_record.h"

#include "record_text.h"

#include "poch/limits.h"
#include "poch/pool_cards.h"
#include "poch/registry.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <limits>

namespace poch {

using nlohmann::json;

namespace {

// Where in the record the reader is, so every error names its place.
struct Place {
    int deal = 0;
    int action = 0;
    [[noreturn]] void fail(RecordFault fault, const std::string& message, const std::string& subject = {}) const {
        throw RecordError(fault, message, deal, action, subject);
    }
    // A value of the record's that is wrong in the way `problem` says.
    [[noreturn]] void badValue(ValueProblem problem, const std::string& message, const std::string& subject, std::int64_t low = 0,
                               std::int64_t high = 0) const {
        throw RecordError(RecordFault::BadValue, message, deal, action, subject).with(problem, low, high);
    }
};

const json& field(const json& object, const char* name, const Place& at) {
    auto it = object.find(name);
    if (it == object.end()) at.badValue(ValueProblem::Missing, std::string("'") + name + "' is missing", name);
    return *it;
}

// `what` names the value in a message ("'seat'", "option 'deals'"),
// `name` as the record spells it.
std::int64_t integer(const json& value, const std::string& what, const std::string& name, const Place& at,
                     std::int64_t min, std::int64_t max) {
    // Digits too many for any whole number are read as a floating-point
    // number: such a number is out of range, not "not whole".
    const bool huge = value.is_number_float() && std::isfinite(value.get<double>())
                      && std::trunc(value.get<double>()) == value.get<double>()
                      && (value.get<double>() < static_cast<double>(min) || value.get<double>() > static_cast<double>(max));
    if (!value.is_number_integer() && !huge) at.fail(RecordFault::BadValue, what + " must be a whole number", name);
    std::int64_t n = 0;
    if (huge) n = value.get<double>() < static_cast<double>(min) ? min - 1 : max + 1;
    else if (value.is_number_unsigned() && value.get<std::uint64_t>() > INT64_MAX) n = max + 1;
    else n = value.get<std::int64_t>();
    if (n < min || n > max)
        at.badValue(ValueProblem::OutOfRange, what + " must be from " + std::to_string(min) + " to " + std::to_string(max), name, min, max);
    return n;
}

Card card(const json& value, const Place& at) {
    if (!value.is_string()) at.fail(RecordFault::NotACard, "a card must be a string such as \"9D\"", value.dump());
    const auto c = Card::parse(value.get<std::string>());
    if (!c) at.fail(RecordFault::NotACard, "'" + value.get<std::string>() + "' is not a card", value.get<std::string>());
    return *c;
}

// Reads a list of cards, refusing any card seen before in this deal.
CardSet cards(const json& value, const std::string& what, const std::string& name, CardSet& seen, const Place& at) {
    if (!value.is_array()) at.fail(RecordFault::BadValue, what + " must be a list of cards", name);
    CardSet set;
    for (const json& item : value) {
        const Card c = card(item, at);
        if (seen.contains(c)) at.fail(RecordFault::CardTwice, "card " + c.code() + " appears twice", c.code());
        seen.insert(c);
        set.insert(c);
    }
    return set;
}

// poolCards: the match's pool cards, where the pools are cards.
int poolIndex(const json& value, const RulesetInfo& info, CardSet poolCards, const Place& at) {
    if (!value.is_string()) at.fail(RecordFault::BadValue, "'pool' must be a pool id", "pool");
    auto id = value.get<std::string>();
    // Pools named by a card take the card spellings records allow.
    const auto c = Card::parse(id);
    if (c) id = c->code();
    if (!info.customaryPoolCards.empty()) {
        if (const int pool = c ? poolOfCard(poolCards, *c) : -1; pool >= 0) return pool;
        at.fail(RecordFault::BadValue, "'" + id + "' is not one of this match's pool cards (" + poolCardsText(poolCards) + ")", "pool");
    }
    for (std::size_t i = 0; i < info.pools.size(); ++i)
        if (info.pools[i] == id) return static_cast<int>(i);
    at.fail(RecordFault::BadValue, "'" + id + "' is not a pool of " + info.id, "pool");
}

Options options(const json& value, const RulesetInfo& info, const Place& at) {
    Options result(info.options);
    if (value.is_null()) return result;
    if (!value.is_object()) at.fail(RecordFault::BadValue, "'options' must be an object", "options");
    for (const auto& [name, v] : value.items()) {
        const OptionSpec* spec = nullptr;
        for (const auto& s : info.options)
            if (s.id == name) spec = &s;
        if (!spec) at.fail(RecordFault::BadStart, "unknown option '" + name + "' for " + info.id, name);
        int n = 0;
        if (spec->type == OptionType::Bool) {
            if (!v.is_boolean()) at.fail(RecordFault::BadValue, "option '" + name + "' must be true or false", name);
            n = v.get<bool>() ? 1 : 0;
        } else {
            n = static_cast<int>(integer(v, "option '" + name + "'", name, at, spec->min, spec->max));
        }
        result.set(info.options, name, n);
    }
    return result;
}

RecordAction action(const json& value, const RulesetInfo& info, CardSet poolCards, int seats, const Place& at) {
    if (!value.is_object()) at.fail(RecordFault::BadValue, "an action must be an object", "actions");
    RecordAction ra;
    ra.seat = static_cast<int>(integer(field(value, "seat", at), "'seat'", "seat", at, 0, seats - 1));
    const json& act = field(value, "act", at);
    if (!act.is_string() || !parseActionKind(act.get<std::string>(), ra.action.kind))
        at.fail(RecordFault::BadValue, "'act' must be one of pass, bet, play, stake, declare, exchange, keep", "act");
    Action& a = ra.action;
    switch (a.kind) {
    case ActionKind::Play:
        a.card = card(field(value, "card", at), at);
        if (value.contains("with")) a.with = card(value["with"], at);
        break;
    case ActionKind::Bet:
        a.chips = static_cast<std::int32_t>(integer(field(value, "chips", at), "'chips'", "chips", at, 1, 1000000000));
        break;
    case ActionKind::Stake:
        a.pool = static_cast<std::int8_t>(poolIndex(field(value, "pool", at), info, poolCards, at));
        a.chips = static_cast<std::int32_t>(integer(field(value, "chips", at), "'chips'", "chips", at, 1, 1000000000));
        break;
    case ActionKind::Declare:
        a.pool = static_cast<std::int8_t>(poolIndex(field(value, "pool", at), info, poolCards, at));
        break;
    default:
        break;
    }
    return ra;
}

// The first deal's layout, where it gives one, names the match's pool
// cards; every action after it names pools by them.
RecordDeal deal(const json& value, const RulesetInfo& info, int seats, CardSet& poolCards, Place at) {
    if (!value.is_object()) at.fail(RecordFault::BadValue, "a deal must be an object", "deals");
    RecordDeal d;
    if (value.contains("dealer"))
        d.dealer = static_cast<int>(integer(value["dealer"], "'dealer'", "dealer", at, 0, seats - 1));
    CardSet seen;
    if (value.contains("deck")) {
        if (value.contains("hands")) at.fail(RecordFault::BadCards, "give either 'deck' or 'hands', not both");
        const json& deck = value["deck"];
        if (!deck.is_array()) at.fail(RecordFault::BadValue, "'deck' must be a list of cards", "deck");
        for (const json& item : deck) {
            const Card c = card(item, at);
            if (seen.contains(c)) at.fail(RecordFault::CardTwice, "card " + c.code() + " appears twice", c.code());
            seen.insert(c);
            d.deck.push_back(c);
        }
    } else if (value.contains("hands")) {
        const json& hands = value["hands"];
        if (!hands.is_array() || static_cast<int>(hands.size()) != seats)
            at.fail(RecordFault::BadCards, "'hands' must have one list of cards for each of the " + std::to_string(seats) + " seats");
        DealLayout layout;
        for (int s = 0; s < seats; ++s)
            layout.hands[static_cast<std::size_t>(s)] =
                cards(hands[static_cast<std::size_t>(s)], "a hand", "hands", seen, at);
        if (value.contains("turnup")) {
            const Card c = card(value["turnup"], at);
            if (seen.contains(c)) at.fail(RecordFault::CardTwice, "card " + c.code() + " appears twice", c.code());
            seen.insert(c);
            layout.turnup = c;
        }
        if (value.contains("spare")) layout.spare = cards(value["spare"], "'spare'", "spare", seen, at);
        // Pool cards may come from a second pack (Newmarket's boodle
        // cards): they are checked against the pack by the ruleset.
        CardSet layoutSeen;
        if (value.contains("layout")) layout.layout = cards(value["layout"], "'layout'", "layout", layoutSeen, at);
        if (at.deal == 1 && !info.customaryPoolCards.empty() && value.contains("layout")) {
            if (const std::string error = poolCardsError(layout.layout); !error.empty()) at.fail(RecordFault::BadCards, error);
            poolCards = layout.layout;
        }
        d.layout = layout;
    } else {
        at.fail(RecordFault::BadCards, "a deal needs 'deck' or 'hands'");
    }
    if (value.contains("begun")) {
        if (!value["begun"].is_boolean()) at.fail(RecordFault::BadValue, "a deal's 'begun' must be true or false", "begun");
        d.begun = value["begun"].get<bool>();
    }
    if (value.contains("actions")) {
        const json& actions = value["actions"];
        if (!actions.is_array()) at.fail(RecordFault::BadValue, "'actions' must be a list", "actions");
        for (const json& item : actions) {
            ++at.action;
            d.actions.push_back(action(item, info, poolCards, seats, at));
        }
    }
    // Said of a deal nothing has been decided in yet, and only of it.
    if (!d.actions.empty()) d.begun = false;
    return d;
}

json cardList(CardSet set) {
    json list = json::array();
    for (Card c : set) list.push_back(c.code());
    return list;
}

} // namespace

GameRecord parseRecord(std::string_view text) {
    const Place top;
    const json root = readRecordText(text);
    if (!root.is_object()) top.fail(RecordFault::NotARecord, "a record must be a JSON object");
    const json& format = field(root, "format", top);
    // Another version's format is named: the file is Poch's, only not one this version reads.
    const std::string version = format.is_string() ? format.get<std::string>() : std::string();
    if (version != "poch-record/1") top.fail(RecordFault::NotARecord, "'format' must be \"poch-record/1\"", version.starts_with("poch-record/") ? version : "");
    const json& id = field(root, "ruleset", top);
    if (!id.is_string()) top.fail(RecordFault::BadValue, "'ruleset' must be a ruleset id", "ruleset");
    const RulesetInfo* info = findRuleset(id.get<std::string>());
    if (!info) top.fail(RecordFault::UnknownGame, "unknown ruleset '" + id.get<std::string>() + "'", id.get<std::string>());

    GameRecord record;
    record.ruleset = info->id;
    record.options = options(root.contains("options") ? root["options"] : json(), *info, top);

    const json& seats = field(root, "seats", top);
    if (!seats.is_array()) top.fail(RecordFault::BadValue, "'seats' must be a list", "seats");
    if (static_cast<int>(seats.size()) < info->minSeats || static_cast<int>(seats.size()) > info->maxSeats)
        top.fail(RecordFault::BadPlayers, info->id + " is for " + std::to_string(info->minSeats) + " to " + std::to_string(info->maxSeats)
                 + " players, not " + std::to_string(seats.size()), std::to_string(seats.size()));
    for (const json& s : seats) {
        if (!s.is_object()) top.fail(RecordFault::BadValue, "a seat must be an object", "seats");
        RecordSeat seat;
        if (s.contains("name")) {
            if (!s["name"].is_string()) top.fail(RecordFault::BadValue, "a seat's 'name' must be a string", "name");
            seat.name = s["name"].get<std::string>();
            if (static_cast<int>(seat.name.size()) > kLongestRecordName)
                top.badValue(ValueProblem::TooLong, "a seat's 'name' is longer than " + std::to_string(kLongestRecordName) + " bytes", "name", 0,
                             kLongestRecordName);
        }
        if (s.contains("ai")) {
            if (!s["ai"].is_string()) top.fail(RecordFault::BadValue, "a seat's 'ai' must be a level such as \"expert\"", "ai");
            seat.ai = s["ai"].get<std::string>();
            if (static_cast<int>(seat.ai.size()) > kLongestRecordName)
                top.badValue(ValueProblem::TooLong, "a seat's 'ai' is longer than " + std::to_string(kLongestRecordName) + " bytes", "ai", 0,
                             kLongestRecordName);
        }
        record.seats.push_back(seat);
    }
    const int n = static_cast<int>(record.seats.size());

    const json& chips = field(root, "chips", top);
    if (chips.is_array()) {
        if (static_cast<int>(chips.size()) != n) top.badValue(ValueProblem::OnePerSeat, "'chips' must have one number for each seat", "chips");
        for (const json& c : chips)
            record.chips.push_back(static_cast<std::int32_t>(integer(c, "'chips'", "chips", top, 0, kMostStartingChips)));
    } else {
        record.chips.assign(static_cast<std::size_t>(n),
                            static_cast<std::int32_t>(integer(chips, "'chips'", "chips", top, 0, kMostStartingChips)));
    }

    if (root.contains("draw")) {
        const json& draw = root["draw"];
        if (!draw.is_array()) top.fail(RecordFault::BadValue, "'draw' must be the list of cards drawn for the first dealer", "draw");
        for (const json& c : draw) record.draw.push_back(card(c, top));
    }

    if (root.contains("seed")) {
        const json& seed = root["seed"];
        if (!seed.is_number_unsigned() && !(seed.is_number_integer() && seed.get<std::int64_t>() >= 0))
            top.fail(RecordFault::BadValue, "'seed' must be a whole number from 0 to " + std::to_string(std::numeric_limits<std::uint64_t>::max()), "seed");
        record.seed = seed.get<std::uint64_t>();
    }

    const json& deals = field(root, "deals", top);
    if (!deals.is_array()) top.fail(RecordFault::BadValue, "'deals' must be a list", "deals");
    Place at;
    CardSet poolCards = info->customaryPoolCards;
    for (const json& d : deals) {
        ++at.deal;
        record.deals.push_back(deal(d, *info, n, poolCards, at));
    }
    return record;
}

CardSet matchPoolCards(const GameRecord& record) {
    const RulesetInfo* info = findRuleset(record.ruleset);
    if (!info || info->customaryPoolCards.empty()) return {};
    if (!record.deals.empty() && record.deals.front().layout) return record.deals.front().layout->layout;
    return info->customaryPoolCards;
}

std::string writeRecord(const GameRecord& record) {
    const RulesetInfo* info = findRuleset(record.ruleset);
    const CardSet poolCards = matchPoolCards(record);
    const auto poolId = [&](int pool) -> std::string {
        if (!info) return "";
        if (!poolCards.empty() && poolCard(poolCards, pool).valid()) return poolCard(poolCards, pool).code();
        return info->pools[static_cast<std::size_t>(pool)];
    };
    json root;
    root["format"] = "poch-record/1";
    root["ruleset"] = record.ruleset;
    json options = json::object();
    if (info)
        for (const OptionSpec& spec : info->options) {
            const int v = record.options.get(spec.id);
            if (spec.type == OptionType::Bool) options[spec.id] = v != 0;
            else options[spec.id] = v;
        }
    root["options"] = options;
    json seats = json::array();
    for (const RecordSeat& s : record.seats) {
        json seat = {{"name", s.name}};
        if (!s.ai.empty()) seat["ai"] = s.ai;
        seats.push_back(seat);
    }
    root["seats"] = seats;
    root["chips"] = record.chips;
    if (!record.draw.empty()) {
        json draw = json::array();
        for (Card c : record.draw) draw.push_back(c.code());
        root["draw"] = draw;
    }
    if (record.seed) root["seed"] = *record.seed;
    json deals = json::array();
    for (const RecordDeal& d : record.deals) {
        json deal = json::object();
        if (d.dealer) deal["dealer"] = *d.dealer;
        if (!d.deck.empty()) {
            json deck = json::array();
            for (Card c : d.deck) deck.push_back(c.code());
            deal["deck"] = deck;
        } else if (d.layout) {
            json hands = json::array();
            for (std::size_t s = 0; s < record.seats.size(); ++s) hands.push_back(cardList(d.layout->hands[s]));
            deal["hands"] = hands;
            if (d.layout->turnup.valid()) deal["turnup"] = d.layout->turnup.code();
            if (!d.layout->spare.empty()) deal["spare"] = cardList(d.layout->spare);
            if (!d.layout->layout.empty()) deal["layout"] = cardList(d.layout->layout);
        }
        json actions = json::array();
        for (const RecordAction& ra : d.actions) {
            json a = {{"seat", ra.seat}, {"act", actionKindId(ra.action.kind)}};
            switch (ra.action.kind) {
            case ActionKind::Play:
                a["card"] = ra.action.card.code();
                if (ra.action.with.valid()) a["with"] = ra.action.with.code();
                break;
            case ActionKind::Bet: a["chips"] = ra.action.chips; break;
            case ActionKind::Stake:
                a["pool"] = poolId(ra.action.pool);
                a["chips"] = ra.action.chips;
                break;
            case ActionKind::Declare:
                a["pool"] = poolId(ra.action.pool);
                break;
            default: break;
            }
            actions.push_back(a);
        }
        deal["actions"] = actions;
        if (d.begun && d.actions.empty()) deal["begun"] = true;
        deals.push_back(deal);
    }
    root["deals"] = deals;
    // Invalid UTF-8 (which no record read can hold) is replaced, never thrown.
    return root.dump(1, ' ', false, json::error_handler_t::replace);
}

} // namespace poch
