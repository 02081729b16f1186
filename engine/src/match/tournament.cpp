#include "poch/tournament.h"

#include "poch/match.h"
#include "poch/registry.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <atomic>
#include <exception>
#include <thread>

namespace poch {

namespace {
struct DealOutcome {
    std::vector<double> byEntry;                      // chips won by each line-up entry, all rotations
    std::vector<std::vector<double>> decisionMs;      // by level
    std::int64_t games = 0;
    std::int64_t actions = 0;
    std::int64_t illegal = 0;
};

std::uint64_t mix(std::uint64_t a, std::uint64_t b) {
    std::uint64_t x = a * 0x9e3779b97f4a7c15ULL ^ (b + 0x632be59bd9b4e019ULL + (a << 6) + (a >> 2));
    x ^= x >> 31;
    return x * 0xbf58476d1ce4e5b9ULL;
}

// One duplicate deal: the same cards once for each rotation of the seats.
DealOutcome playDuplicate(const TournamentSettings& ts, const std::shared_ptr<const Ruleset>& rules, std::int64_t deal) {
    const int n = static_cast<int>(ts.seats.size());
    DealOutcome out;
    out.byEntry.assign(static_cast<std::size_t>(n), 0.0);
    out.decisionMs.assign(kLevelCount, {});
    const bool wholeMatch = rules->info().scoredByMatch;
    const std::vector<std::int32_t> stacks(static_cast<std::size_t>(n), ts.chips);
    ActionList legal;
    for (int rotation = 0; rotation < n; ++rotation) {
        // Entry e sits at seat (e + rotation) % n.
        std::vector<std::unique_ptr<Agent>> agents(static_cast<std::size_t>(n));
        std::vector<int> entryAt(static_cast<std::size_t>(n));
        for (int e = 0; e < n; ++e) {
            const int seat = (e + rotation) % n;
            entryAt[static_cast<std::size_t>(seat)] = e;
            agents[static_cast<std::size_t>(seat)] =
                makeAgent(ts.seats[static_cast<std::size_t>(e)], rules, mix(mix(ts.seed, static_cast<std::uint64_t>(deal)), static_cast<std::uint64_t>(e)));
        }
        // The same first dealer, pool cards and deals for every rotation.
        MatchSetup setup;
        setup.ruleset = ts.ruleset;
        setup.options = ts.options;
        setup.rules = rules;
        setup.seats.assign(static_cast<std::size_t>(n), RecordSeat{});
        setup.chips = stacks;
        setup.seed = mix(ts.seed, static_cast<std::uint64_t>(deal) + 0x5eed);
        setup.keepRecord = false;
        Match match(setup);
        int dealsDone = 0;
        while (!match.over()) {
            if (match.dealDue()) {
                if (dealsDone == 1 && !wholeMatch) break;
                match.deal();
                ++dealsDone;
                continue;
            }
            if (dealsDone == 1 && !wholeMatch && !match.state().dealInPlay()) break; // stakes for a next deal
            const int seat = match.toAct();
            match.legalActions(legal);
            Agent& agent = *agents[static_cast<std::size_t>(seat)];
            const auto start = std::chrono::steady_clock::now();
            // The oracle, a yardstick, is shown every card; every other level its seat's view.
            const Choice choice = agent.choose(
                agent.seesEverything() ? match.state().observeEverything(seat) : match.state().observe(seat), legal);
            const auto end = std::chrono::steady_clock::now();
            if (legal.size() > 1)
                out.decisionMs[static_cast<std::size_t>(agent.level())].push_back(
                    std::chrono::duration<double, std::milli>(end - start).count());
            try {
                match.apply(choice.action);
            } catch (const IllegalAction&) {
                ++out.illegal;
                match.apply(legal[0]);
            }
            ++out.actions;
        }
        ++out.games;
        const std::vector<double> returns = match.returns();
        for (int seat = 0; seat < n; ++seat)
            out.byEntry[static_cast<std::size_t>(entryAt[static_cast<std::size_t>(seat)])] += returns[static_cast<std::size_t>(seat)];
    }
    return out;
}

Summary summarize(const std::vector<double>& values) {
    Summary s;
    if (values.empty()) return s;
    double sum = 0;
    for (double v : values) sum += v;
    s.mean = sum / static_cast<double>(values.size());
    if (values.size() > 1) {
        double sq = 0;
        for (double v : values) sq += (v - s.mean) * (v - s.mean);
        const double sd = std::sqrt(sq / static_cast<double>(values.size() - 1));
        s.halfWidth95 = 1.96 * sd / std::sqrt(static_cast<double>(values.size()));
    }
    return s;
}
} // namespace

TournamentResult runTournament(const TournamentSettings& ts) {
    const int n = static_cast<int>(ts.seats.size());
    const auto rules = makeRuleset(ts.ruleset, ts.options, n);
    if (ts.deals < 1) throw std::invalid_argument("a tournament needs at least one deal");

    if (ts.deals > kMostTournamentDeals)
        throw std::invalid_argument("a tournament plays at most " + std::to_string(kMostTournamentDeals) + " deals");

    std::vector<DealOutcome> outcomes(static_cast<std::size_t>(ts.deals));
    const int threads = std::max(1, std::min<int>(ts.threads, static_cast<int>(ts.deals)));
    // A setting the match refuses (too few chips, say) is found by every
    // worker at once: the first one's error ends the others and is thrown
    // here, where the caller can say it, not in a worker, which would end
    // the program. Only the worker that sets `failed` first writes
    // `error`, and the joins order that write before it is read.
    std::atomic<bool> failed = false;
    std::exception_ptr error;
    std::vector<std::thread> workers;
    for (int w = 0; w < threads; ++w)
        workers.emplace_back([&, w] {
            try {
                for (std::int64_t d = w; d < ts.deals && !failed; d += threads)
                    outcomes[static_cast<std::size_t>(d)] = playDuplicate(ts, rules, d);
            } catch (...) {
                if (!failed.exchange(true)) error = std::current_exception();
            }
        });
    for (auto& t : workers) t.join();
    if (error) std::rethrow_exception(error);

    TournamentResult result;
    // Per entry: its chips a deal, averaged over the rotations (it sat in
    // every seat once).
    std::vector<std::vector<double>> perEntry(static_cast<std::size_t>(n));
    std::vector<std::vector<double>> perLevel(kLevelCount);
    std::vector<std::vector<double>> times(kLevelCount);
    for (const DealOutcome& o : outcomes) {
        std::array<double, kLevelCount> levelSum{};
        std::array<int, kLevelCount> levelCount{};
        for (int e = 0; e < n; ++e) {
            const double perDeal = o.byEntry[static_cast<std::size_t>(e)] / n;
            perEntry[static_cast<std::size_t>(e)].push_back(perDeal);
            const auto l = static_cast<std::size_t>(ts.seats[static_cast<std::size_t>(e)]);
            levelSum[l] += perDeal;
            ++levelCount[l];
        }
        for (std::size_t l = 0; l < kLevelCount; ++l) {
            if (levelCount[l]) perLevel[l].push_back(levelSum[l] / levelCount[l]);
            times[l].insert(times[l].end(), o.decisionMs[l].begin(), o.decisionMs[l].end());
        }
        result.gamesPlayed += o.games;
        result.actions += o.actions;
        result.illegalActions += o.illegal;
    }
    for (auto& entry : perEntry) result.seats.push_back(summarize(entry));
    for (std::size_t l = 0; l < kLevelCount; ++l) {
        if (perLevel[l].empty()) continue;
        LevelResult lr;
        lr.level = static_cast<Level>(l);
        lr.chipsPerDeal = summarize(perLevel[l]);
        auto& t = times[l];
        lr.decisions = static_cast<std::int64_t>(t.size());
        if (!t.empty()) {
            std::sort(t.begin(), t.end());
            lr.medianDecisionMs = t[t.size() / 2];
            lr.maxDecisionMs = t.back();
        }
        result.levels.push_back(lr);
    }
    return result;
}

} // namespace poch
