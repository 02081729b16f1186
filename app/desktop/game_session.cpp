#include "game_session.h"

#include "computer_seat.h"
#include "person_seat.h"
#include "save_store.h"

#include "poch/dealer_draw.h"
#include "poch/pool_cards.h"
#include "poch/registry.h"
#include "poch/replay.h"
#include "poch/simulation.h"

namespace poch::app {

GameSession::GameSession(QObject* parent) : QObject(parent) {}
GameSession::~GameSession() = default;

void GameSession::start(const MatchSettings& settings) {
    const auto rules = makeRuleset(settings.ruleset.toStdString(), settings.options, settings.seats());
    const std::vector<std::int32_t> stacks(static_cast<std::size_t>(settings.seats()), settings.chips);
    Random first(settings.seed);
    DealerDraw draw;
    if (rules->info().dealerByDraw) draw = drawForDealer(rules->pack(), settings.seats(), first);
    else draw.dealer = static_cast<int>(first.below(static_cast<std::uint32_t>(settings.seats())));
    State fresh(rules, stacks, draw.dealer);
    if (rules->poolsAreCards())
        fresh.setPoolCards(settings.customaryPoolCards ? rules->info().customaryPoolCards : randomPoolCards(first));

    cancelQuestions();
    record_ = GameRecord{};
    record_.ruleset = settings.ruleset.toStdString();
    record_.options = rules->options();
    record_.chips = stacks;
    record_.draw = draw.cards;
    std::vector<std::optional<Level>> levels;
    for (int s = 0; s < settings.seats(); ++s) {
        const auto level = settings.levels.value(s);
        record_.seats.push_back({settings.names.value(s).toStdString(), level ? levelId(*level) : ""});
        levels.push_back(level);
    }
    state_ = std::move(fresh);
    makeSeats(levels, settings.seed);
    // The first deal is shuffled into the record at once, so that a save
    // made before it is dealt names its dealer, cards and pool cards.
    prepareDeal();
    emit reset();
    emit recordChanged();
}

QString GameSession::resume(const GameRecord& record, std::uint64_t seed) {
    const ReplayResult replayed = replay(record);
    if (replayed.error) return SaveStore::describe(*replayed.error);
    std::vector<std::optional<Level>> levels;
    for (const RecordSeat& seat : record.seats) {
        Level level;
        if (seat.ai.empty()) levels.emplace_back();
        else if (parseLevel(seat.ai, level)) levels.emplace_back(level);
        else levels.emplace_back(Level::Standard); // another program's player: ours plays the seat
    }
    if (levels.empty() || levels.front().has_value())
        return tr("The first seat of this game is not a person's, so there is nobody for you to play.");
    cancelQuestions();
    record_ = record;
    state_ = *replayed.state;
    makeSeats(levels, seed);
    dealPending_ = state_->dealsPlayed() < static_cast<int>(record_.deals.size());
    // A record of a match that has not dealt yet: its first deal is shuffled now.
    if (!dealPending_ && state_->phase() == Phase::Staking) prepareDeal();
    emit reset();
    return {};
}

void GameSession::makeSeats(const std::vector<std::optional<Level>>& levels, std::uint64_t seed) {
    for (SeatInput* s : seats_) s->deleteLater();
    seats_.clear();
    person_ = nullptr;
    levels_ = levels;
    seed_ = seed;
    cards_ = Random(seed ^ 0x5eedcafeULL);
    for (std::size_t s = 0; s < levels.size(); ++s) {
        SeatInput* input = nullptr;
        if (levels[s]) {
            auto* computer = new ComputerSeat(makeAgent(*levels[s], state_->rulesPtr(), seed * 31 + s), this);
            computer->setPace(pace_);
            input = computer;
        } else {
            person_ = new PersonSeat(this);
            input = person_;
            connect(person_, &PersonSeat::decisionWanted, this, &GameSession::personToAct);
        }
        const int seat = static_cast<int>(s);
        connect(input, &SeatInput::actionChosen, this, [this, seat](const Action& a) { onChosen(seat, a); });
        seats_.push_back(input);
    }
    asking_ = false;
}

std::optional<Level> GameSession::levelAt(int seat) const {
    return seat >= 0 && seat < static_cast<int>(levels_.size()) ? levels_[static_cast<std::size_t>(seat)] : std::nullopt;
}

QString GameSession::nameAt(int seat) const {
    if (seat < 0 || seat >= static_cast<int>(record_.seats.size())) return {};
    return QString::fromStdString(record_.seats[static_cast<std::size_t>(seat)].name);
}

void GameSession::setComputerPace(int milliseconds) {
    pace_ = milliseconds;
    for (SeatInput* s : seats_)
        if (auto* c = qobject_cast<ComputerSeat*>(s)) c->setPace(milliseconds);
}

void GameSession::proceed() {
    if (!state_ || asking_) return;
    if (state_->matchOver()) {
        emit matchEnded();
        return;
    }
    const int seat = state_->currentSeat();
    if (seat >= 0) {
        asking_ = true;
        const ActionList legal = state_->legalActions();
        // A person is not asked to confirm the only thing they can do.
        if (legal.size() == 1 && seat == kPersonSeat) onChosen(seat, legal[0]);
        else seats_[static_cast<std::size_t>(seat)]->decide(state_->observe(seat), legal);
        return;
    }
    if (state_->awaitingDeal()) {
        if (!dealPending_) prepareDeal();
        dealPending_ = false;
        EventLog events;
        state_->deal(*record_.deals.back().layout, &events);
        emit recordChanged();
        emit stepped(events);
    }
}

void GameSession::onChosen(int seat, const Action& action) {
    if (!state_ || !asking_ || seat != state_->currentSeat()) return;
    asking_ = false;
    EventLog events;
    try {
        state_->apply(action, &events);
    } catch (const IllegalAction&) {
        // Seats only answer from the legal list; ask again rather than stall.
        proceed();
        return;
    }
    record_.deals.back().actions.push_back({seat, action});
    emit recordChanged();
    emit stepped(events);
}

void GameSession::prepareDeal() {
    const DealLayout layout = shuffledDeal(state_->rules(), state_->table(), cards_);
    record_.deals.push_back({state_->dealer(), {}, layout, {}});
    dealPending_ = true;
}

void GameSession::cancelQuestions() {
    for (SeatInput* s : seats_) s->cancel();
    asking_ = false;
}

bool GameSession::canUndo() const {
    if (!state_) return false;
    for (const RecordDeal& deal : record_.deals)
        for (const RecordAction& a : deal.actions)
            if (a.seat == kPersonSeat) return true;
    return false;
}

// The record is cut back to just before the person's last decision and
// replayed: the same cards, the same state, and the question asked again.
void GameSession::undo() {
    if (!canUndo()) return;
    GameRecord cut = record_;
    for (std::size_t d = cut.deals.size(); d-- > 0;) {
        auto& actions = cut.deals[d].actions;
        for (std::size_t i = actions.size(); i-- > 0;)
            if (actions[i].seat == kPersonSeat) {
                actions.resize(i);
                cut.deals.resize(d + 1);
                const ReplayResult replayed = replay(cut);
                if (replayed.error) return;
                cancelQuestions();
                record_ = std::move(cut);
                state_ = *replayed.state;
                dealPending_ = state_->dealsPlayed() < static_cast<int>(record_.deals.size());
                emit reset();
                emit recordChanged();
                return;
            }
    }
}

std::optional<Choice> GameSession::hint() const {
    if (!state_ || state_->currentSeat() != kPersonSeat) return std::nullopt;
    auto expert = makeAgent(Level::Expert, state_->rulesPtr(), seed_ + record_.deals.size());
    return expert->choose(state_->observe(kPersonSeat), state_->legalActions());
}

} // namespace poch::app
