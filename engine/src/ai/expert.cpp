#include "expert.h"

#include "candidate_search.h"
#include "choice_race.h"
#include "hidden_deal.h"
#include "reading.h"
#include "reasons.h"
#include "standard.h"

#include <algorithm>

namespace poch::ai {

namespace {
// The budget of one decision, in work (play_solver.h). At least the floor
// of guesses are made whatever they cost, and never more than the
// ceiling; a decision whose choices are told apart sooner stops sooner.
constexpr std::int64_t kWorkPerDecision = 400'000;
constexpr int kFewestGuesses = 32;
constexpr int kMostGuesses = 240;
// Bets are few and the most costly to get wrong: twice the budget.
constexpr int kBettingShare = 2;
// Guesses before any choice is dropped from the race, and how often the
// race is looked at after that.
constexpr int kFirstLook = 32;
constexpr int kLookEvery = 8;
// Tries at a guess that explains the others' play before the likeliest
// of them is taken.
constexpr int kGuessTries = 48;
// The most work one guess may take to be solved whole, every choice at
// once; past it, the guesses of that decision are played out by the
// quick policy instead.
constexpr std::int64_t kExactWithin = 40'000;

// Uniform in [0, 1), from 53 random bits: exact on every machine.
double uniform(Random& random) { return static_cast<double>(random.next() >> 11) * 0x1.0p-53; }

// Whether what the others bet this deal is there to be read: a betting
// round under way, or one in which somebody bet or dropped.
bool bettingToRead(const Table& t) {
    if (t.phase == Phase::Betting) return true;
    if (t.betting.folded != 0) return true;
    for (int s = 0; s < t.seats; ++s)
        if (t.betting.committed[static_cast<std::size_t>(s)] > 0) return true;
    return false;
}
} // namespace

Expert::Expert(std::shared_ptr<const Ruleset> rules, std::uint64_t seed, int guesses)
    : rules_(std::move(rules)), random_(seed), guesses_(guesses), playOut_(rules_) {}

Choice Expert::choose(const Observation& seen, const ActionList& legal) {
    if (legal.size() == 1) return {legal[0], Reason::OnlyChoice};
    // Stakes are spread between deals, with no cards in play to search over.
    if (seen.table.phase == Phase::Staking) return spreadStake(seen, legal);
    ChoiceRace race(searchCandidates(legal));
    Weighing weighing(*this, seen, race.choices().size());
    const std::int64_t start = playOut_.work();
    const std::int64_t budget = kWorkPerDecision * (seen.table.phase == Phase::Betting ? kBettingShare : 1);
    while (race.left() > 1 && race.guesses() < kMostGuesses
           && (race.guesses() < kFewestGuesses || playOut_.work() - start < budget)) {
        race.add(weighing.next(race.choices(), [&race](std::size_t c) { return race.inRace(c); }));
        if (race.guesses() >= kFirstLook && race.guesses() % kLookEvery == 0) race.prune();
    }
    const Action a = race.choices()[race.best()];
    return {a, reasonFor(seen, a)};
}

Expert::Search Expert::search(const Observation& seen, const ActionList& legal, std::optional<Action> also) {
    Search found;
    found.choices = searchCandidates(legal);
    if (also && std::find(found.choices.begin(), found.choices.end(), *also) == found.choices.end()) found.choices.push_back(*also);
    found.total.assign(found.choices.size(), 0.0);
    Weighing weighing(*this, seen, found.choices.size());
    const int guesses = guesses_ > 0 ? guesses_ : kMostGuesses;
    for (; found.guesses < guesses; ++found.guesses) {
        const std::vector<double>& values = weighing.next(found.choices, [](std::size_t) { return true; });
        for (std::size_t c = 0; c < values.size(); ++c) found.total[c] += values[c];
        found.weights += 1.0;
    }
    return found;
}

Expert::Weighing::Weighing(Expert& expert, const Observation& seen, std::size_t choices)
    : expert_(expert),
      seen_(seen),
      bets_(bettingToRead(seen.table) ? BetModel(*expert.rules_, seen, expert.random_) : BetModel()),
      // Where the bets lie in a pool of the board, the others may miss them
      // when they reckon what a bet wins, and drop to nearly any bet: each
      // bet is weighed against both kinds of player, the worse counting, so
      // that a bet good against only one kind is not made.
      twoKinds_(seen.table.phase == Phase::Betting && !expert.rules_->info().bets && !bets_.empty()),
      narrow_(twoKinds_ ? bets_.countingTheBetsAccountOnly() : BetModel()),
      values_(choices, 0.0),
      againstNarrow_(choices, 0.0) {
    expert_.playOut_.setBetModel(&bets_);
}

Expert::Weighing::~Weighing() { expert_.playOut_.setBetModel(nullptr); }

const std::vector<double>& Expert::Weighing::next(const std::vector<Action>& choices, const std::function<bool(std::size_t)>& wanted) {
    PlayOut& playOut = expert_.playOut_;
    const Table guess = expert_.likelyGuess(seen_, bets_);
    const std::uint64_t luck = expert_.random_.next();
    playOut.newDeal();
    exact_ = weighCandidates(playOut, guess, seen_.seat, choices, luck, wanted, exact_ ? kExactWithin : 0, values_);
    if (twoKinds_) {
        playOut.setBetModel(&narrow_);
        weighCandidates(playOut, guess, seen_.seat, choices, luck, wanted, 0, againstNarrow_);
        playOut.setBetModel(&bets_);
        for (std::size_t c = 0; c < values_.size(); ++c) values_[c] = std::min(values_[c], againstNarrow_[c]);
    }
    return values_;
}

// A guess drawn in proportion to how well it explains the others' play:
// each try is kept with its likelihood as the chance (rejection sampling),
// so that strong bets are read as strong hands without a few unlikely
// guesses weighing on the average; after many tries, the likeliest.
Table Expert::likelyGuess(const Observation& seen, const BetModel& bets) {
    Table likeliest;
    double best = -1;
    for (int tries = 0; tries < kGuessTries; ++tries) {
        Table guess = guessHiddenCards(*rules_, seen, random_);
        const double likelihood = likelihoodOfPlay(*rules_, guess, seen.seat) * bets.likelihood(guess, seen.seat);
        if (likelihood >= 1.0 || uniform(random_) < likelihood) return guess;
        if (likelihood > best) {
            best = likelihood;
            likeliest = guess;
        }
    }
    return likeliest;
}

Reason Expert::reasonFor(const Observation& seen, const Action& a) const {
    return reasonForChoice(*rules_, seen, a);
}

} // namespace poch::ai
