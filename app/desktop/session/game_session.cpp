#include "game_session.h"

#include "computer_seat.h"
#include "person_seat.h"
#include "recorded_agent.h"
#include "save_store.h"

#include "poch/registry.h"

#include <algorithm>

namespace poch::app {

GameSession::GameSession(QObject* parent) : QObject(parent) {}
GameSession::~GameSession() = default;

void GameSession::start(const MatchSettings& settings) {
    MatchSetup setup;
    setup.ruleset = settings.ruleset.toStdString();
    setup.options = settings.options;
    std::vector<std::optional<Level>> levels;
    for (int s = 0; s < settings.seats(); ++s) {
        const auto level = settings.levels.value(s);
        setup.seats.push_back({settings.names.value(s).toStdString(), level ? levelId(*level) : ""});
        levels.push_back(level);
    }
    setup.chips.assign(static_cast<std::size_t>(settings.seats()), settings.chips);
    setup.seed = settings.seed;
    setup.customaryPoolCards = settings.customaryPoolCards;
    Match fresh(setup); // throws for settings the rules refuse, before anything changes

    cancelQuestions();
    script_.reset();
    undone_.clear();
    match_ = std::move(fresh);
    resultCounted_ = false;
    events_.clear();
    privacyScreen_ = settings.privacyScreen;
    makeSeats(levels, settings.seed);
    ++matches_;
    emit reset();
    emit recordChanged();
}

QString GameSession::resume(const GameRecord& record, std::uint64_t seed, ResultOfAnEndedMatch ended) {
    // Saved at a deal's result, the match stands there again: the next
    // deal, whose cards the record holds, waits for Next Deal. Later
    // deals are shuffled from the new seed: the match's own began its
    // shuffles, and begun again it would deal much the same cards again.
    // A record that does not keep the match's seed (an earlier version's)
    // keeps this one from now on, so that the advice stays the same when
    // it is resumed again.
    GameRecord kept = record;
    if (!kept.seed) kept.seed = seed;
    MatchReplay replayed = Match::replay(kept, seed, RecordEnd::Stand);
    if (replayed.error) return SaveStore::describe(*replayed.error, &kept);
    std::vector<std::optional<Level>> levels;
    for (const RecordSeat& seat : record.seats) {
        Level level;
        if (seat.ai.empty()) levels.emplace_back();
        else if (parseLevel(seat.ai, level)) levels.emplace_back(level);
        else levels.emplace_back(Level::Standard); // another program's player: ours plays the seat
    }
    if (std::none_of(levels.begin(), levels.end(), [](const auto& level) { return !level.has_value(); }))
        return tr("No seat of this game is a person's, so there is nobody for you to play.");
    cancelQuestions();
    script_.reset();
    undone_.clear();
    match_ = std::move(*replayed.match);
    resultCounted_ = ended == ResultOfAnEndedMatch::CountedElsewhere && match_->over();
    replayEvents(replayed.deals);
    // The computer players and the advice are drawn from the match's own
    // seed where the record keeps it, so that the coach says of the
    // decision waiting what it said before the program was closed, and
    // the review agrees with it.
    makeSeats(levels, *kept.seed);
    ++matches_;
    emit reset();
    return {};
}

QString GameSession::startLesson(GameRecord script, int learner, const QString& learnerName) {
    if (script.deals.empty() || learner < 0 || learner >= static_cast<int>(script.seats.size())) return tr("The lesson has no deal.");
    if (!learnerName.isEmpty()) script.seats[static_cast<std::size_t>(learner)].name = learnerName.toStdString();
    // The deal's cards, with none of its actions taken yet.
    GameRecord start = script;
    start.deals.resize(1);
    start.deals.front().actions.clear();
    MatchReplay replayed = Match::replay(start);
    if (replayed.error) return SaveStore::describe(*replayed.error, &start);
    cancelQuestions();
    undone_.clear();
    match_ = std::move(*replayed.match);
    script_ = std::move(script);
    replayEvents(replayed.deals);
    std::vector<std::optional<Level>> levels(script_->seats.size(), Level::Standard);
    levels[static_cast<std::size_t>(learner)].reset();
    makeSeats(levels, 1);
    privacyScreen_ = false;
    ++matches_;
    emit reset();
    return {};
}

int GameSession::lessonMoment() const {
    return match_ && !record().deals.empty() ? static_cast<int>(record().deals.front().actions.size()) : 0;
}

std::optional<Action> GameSession::scripted() const {
    if (!script_ || !match_) return std::nullopt;
    const std::size_t deal = static_cast<std::size_t>(std::max(0, match_->state().dealsPlayed() - 1));
    if (deal >= script_->deals.size() || deal >= record().deals.size()) return std::nullopt;
    const auto& actions = script_->deals[deal].actions;
    const std::size_t at = record().deals[deal].actions.size();
    if (at >= actions.size()) return std::nullopt;
    return actions[at].action;
}

void GameSession::close() {
    cancelQuestions();
    for (SeatInput* s : seats_) s->deleteLater();
    seats_.clear();
    people_.clear();
    levels_.clear();
    viewer_ = -1;
    script_.reset();
    match_.reset();
    events_.clear();
    ++matches_;
    emit reset();
}

void GameSession::makeSeats(const std::vector<std::optional<Level>>& levels, std::uint64_t seed) {
    for (SeatInput* s : seats_) s->deleteLater();
    seats_.clear();
    people_.assign(levels.size(), nullptr);
    viewer_ = -1;
    handingOver_ = -1;
    veiled_ = false;
    looking_ = -1;
    seated_ = false;
    levels_ = levels;
    seed_ = seed;
    for (std::size_t s = 0; s < levels.size(); ++s) {
        SeatInput* input = nullptr;
        if (levels[s]) {
            // At a lesson's table the others play the lesson's record.
            ComputerSeat::AgentMaker make;
            if (script_) make = [this](std::uint64_t) -> std::unique_ptr<Agent> { return std::make_unique<RecordedAgent>([this] { return scripted(); }); };
            else make = [level = *levels[s], rules = match_->state().rulesPtr(), s](std::uint64_t moment) { return makeAgent(level, rules, moment * 31 + s); };
            input = new ComputerSeat(std::move(make), this);
        } else {
            auto* person = new PersonSeat(this);
            input = person;
            people_[s] = person;
            // The first person sits at the bottom of the table; where several
            // share the screen, their cards show once they have taken the seat.
            if (viewer_ < 0) viewer_ = static_cast<int>(s);
            connect(person, &PersonSeat::decisionWanted, this, &GameSession::personToAct);
        }
        const int seat = static_cast<int>(s);
        connect(input, &SeatInput::actionChosen, this, [this, seat](const Action& a) { onChosen(seat, a); });
        seats_.push_back(input);
    }
    asking_ = false;
}

TableSight GameSession::sight() const {
    TableSight sight;
    if (!match_) return sight;
    sight.state = match_->state();
    sight.viewer = viewer_;
    sight.veiled = veiled();
    sight.readDeal(dealEvents());
    for (int s = 0; s < match_->state().seats(); ++s) {
        sight.names << nameAt(s);
        sight.levels.push_back(levelAt(s));
        sight.people.push_back(isPerson(s));
    }
    return sight;
}

std::optional<Level> GameSession::levelAt(int seat) const {
    if (script_) return std::nullopt; // the others play a script, not a level
    return seat >= 0 && seat < static_cast<int>(levels_.size()) ? levels_[static_cast<std::size_t>(seat)] : std::nullopt;
}

QString GameSession::nameAt(int seat) const {
    if (!match_ || seat < 0 || seat >= static_cast<int>(record().seats.size())) return {};
    return MatchSettings::shownName(QString::fromStdString(record().seats[static_cast<std::size_t>(seat)].name));
}

// Each computer seat is given its pause as it is asked (proceed).
void GameSession::setComputerPace(int milliseconds) { pace_ = milliseconds; }

void GameSession::proceed() {
    if (!match_ || asking_ || looking_ >= 0) return;
    if (match_->over()) {
        emit matchEnded();
        return;
    }
    const int seat = match_->toAct();
    if (seat >= 0) {
        // A person is not asked to confirm the only thing they can do, nor
        // is the screen passed to them for it.
        if (const auto only = match_->forced(); only && isPerson(seat)) {
            asking_ = true;
            onChosen(seat, *only);
            return;
        }
        if (isPerson(seat) && (seat != viewer_ || !seated())) {
            // Another person's turn, or the first since the match came to
            // the table: behind the screen, unless they play open-handed,
            // the table waits for them to sit down.
            if (sharedScreen()) {
                handingOver_ = seat;
                emit handOver(seat);
                return;
            }
            viewer_ = seat;
        }
        // The person looking is asked: their cards show again.
        if (isPerson(seat)) veiled_ = false;
        // One player's stakes spread over the pools, or the cards of their
        // own run, follow each other as one gesture: the pause that lets a
        // person see who acts is needed only before the first.
        if (auto* computer = qobject_cast<ComputerSeat*>(seats_[static_cast<std::size_t>(seat)])) {
            computer->setPace(answerPause(seat));
            computer->setMoment(moment());
        }
        asking_ = true;
        seats_[static_cast<std::size_t>(seat)]->decide(match_->state().observe(seat), match_->state().legalActions());
        return;
    }
    if (match_->dealDue()) {
        EventLog events;
        const std::size_t deal = record().deals.empty() ? 0 : record().deals.size() - 1;
        match_->deal(&events);
        lastActor_ = -1;
        followsOn_ = false;
        note(deal, events);
        emit recordChanged();
        emit stepped(events);
    }
}

void GameSession::nextDeal() {
    // Everyone at the table looked at the last deal's result: who sits at
    // the screen for the next one (its first stake, where stakes come
    // before the cards) is not known until somebody takes the seat, the
    // person who looked last no more than the others.
    if (sharedScreen()) seated_ = false;
    // Saved from now on, the match comes back in the new deal, also while
    // nobody has decided in it yet (it came back at the last result).
    if (match_ && match_->beginNextDeal()) emit recordChanged();
    proceed();
}

void GameSession::onChosen(int seat, const Action& action) {
    if (!match_ || !asking_ || seat != match_->toAct()) return;
    asking_ = false;
    EventLog events;
    // The action goes into the record's last deal; a deal that ends with
    // it has the next one added after it.
    const std::size_t deal = record().deals.empty() ? 0 : record().deals.size() - 1;
    const CardSet held = match_->state().table().hands[static_cast<std::size_t>(seat)];
    try {
        match_->apply(action, &events);
    } catch (const IllegalAction&) {
        // Seats only answer from the legal list; ask again rather than stall.
        proceed();
        return;
    }
    // A computer's stakes go down as one gesture, every chip of its spread
    // flying at once: chip by chip, each after its own pause and flight,
    // eight players' stakes took twenty seconds.
    // (Only the stakes of one deal: a deal's last card may be followed by
    // the next deal's stakes, first of all its player's.)
    auto* computer = qobject_cast<ComputerSeat*>(seats_[static_cast<std::size_t>(seat)]);
    if (computer && action.kind == ActionKind::Stake && !endsDeal(events))
        while (!match_->over() && match_->state().phase() == Phase::Staking && match_->toAct() == seat) {
            computer->setMoment(moment());
            match_->apply(computer->chooseNow(match_->state().observe(seat), match_->state().legalActions()), &events);
        }
    followsOn_ = seat == lastActor_;
    lastActor_ = endsDeal(events) ? -1 : seat;
    note(deal, events);
    // Where several people share the screen, a person's decision hides the
    // hands until the next person is asked, who may be someone else; but
    // first they look at any card it put in their hand.
    if (isPerson(seat) && sharedScreen()) {
        const CardSet got = match_->state().table().hands[static_cast<std::size_t>(seat)] - held;
        if (!got.empty() && !endsDeal(events)) {
            looking_ = seat;
            newCards_ = got;
        } else {
            veiled_ = true;
        }
    }
    emit recordChanged();
    emit stepped(events);
}

PersonSeat* GameSession::person() const {
    return viewer_ >= 0 && viewer_ < static_cast<int>(people_.size()) ? people_[static_cast<std::size_t>(viewer_)] : nullptr;
}

bool GameSession::isPerson(int seat) const {
    return seat >= 0 && seat < static_cast<int>(people_.size()) && people_[static_cast<std::size_t>(seat)];
}

int GameSession::people() const {
    return static_cast<int>(std::count_if(people_.begin(), people_.end(), [](PersonSeat* p) { return p != nullptr; }));
}

void GameSession::takeSeat(int seat) {
    if (!match_ || seat != handingOver_) return;
    handingOver_ = -1;
    viewer_ = seat;
    veiled_ = false;
    seated_ = true;
    proceed();
}

void GameSession::stopLooking() {
    if (looking_ < 0) return;
    looking_ = -1;
    newCards_ = {};
    veiled_ = true;
}

void GameSession::cancelQuestions() {
    for (SeatInput* s : seats_) s->cancel();
    looking_ = -1;
    newCards_ = {};
    asking_ = false;
    lastActor_ = -1;
    followsOn_ = false;
    handingOver_ = -1;
    veiled_ = false;
}

void GameSession::replayEvents(const std::vector<EventLog>& deals) { events_ = deals; }

void GameSession::note(std::size_t deal, const EventLog& events) {
    if (events_.size() <= deal) events_.resize(deal + 1);
    events_[deal].insert(events_[deal].end(), events.begin(), events.end());
}

const EventLog& GameSession::dealEvents() const {
    static const EventLog none;
    const int number = dealEventsNumber();
    return number > 0 ? events_[static_cast<std::size_t>(number - 1)] : none;
}

int GameSession::dealEventsNumber() const {
    for (std::size_t d = events_.size(); d-- > 0;)
        if (!events_[d].empty()) return static_cast<int>(d) + 1;
    return 0;
}

Analysis GameSession::analysis() const {
    if (!match_ || script_ || viewer_ < 0 || handingOver_ >= 0 || match_->toAct() != viewer_) return {};
    // Seeded by the match and the moment, so that asking twice gives the
    // same, and the review after the deal says the same of it.
    return analyse(match_->state().rulesPtr(), match_->state().observe(viewer_), match_->state().legalActions(), moment());
}

std::uint64_t GameSession::moment() const {
    const auto& deals = record().deals;
    const int deal = static_cast<int>(deals.size());
    const int action = deals.empty() ? 1 : static_cast<int>(deals.back().actions.size()) + 1;
    return momentSeed(seed_, deal, action);
}

std::optional<Choice> GameSession::hint() const { return hint(analysis()); }

std::optional<Choice> GameSession::hint(const Analysis& found) const {
    if (!match_ || script_ || viewer_ < 0 || match_->toAct() != viewer_) return std::nullopt;
    // The coach's best choice, for its reason: the hint and the coach
    // never disagree (drawn apart, they did where two choices were close).
    if (!found.empty()) return Choice{found.choices.front().action, found.reason};
    // Nothing weighed (stakes spread before the cards): the Expert's way.
    auto expert = makeAgent(Level::Expert, match_->state().rulesPtr(), seed_ + record().deals.size());
    return expert->choose(match_->state().observe(viewer_), match_->state().legalActions());
}

} // namespace poch::app
