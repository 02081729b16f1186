// Any sequence of actions applied to any ruleset's state. The bytes choose
// the ruleset, the players, the options, the stacks and the seed of the
// deals; then each byte either picks one of the legal actions or, with the
// top bit set, builds an arbitrary action from the bytes after it, which
// the state must refuse with IllegalAction and no change unless it is one
// of the legal actions. Every step is held to the invariants; a broken one
// throws, and libFuzzer reports the uncaught exception.
#include "poch/invariants.h"
#include "poch/registry.h"
#include "poch/simulation.h"
#include "poch/state.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <vector>

namespace {
class Bytes {
public:
    Bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
    bool empty() const { return at_ >= size_; }
    std::uint8_t next() { return at_ < size_ ? data_[at_++] : 0; }
    std::uint64_t next64() {
        std::uint64_t v = 0;
        for (int i = 0; i < 8; ++i) v = v << 8 | next();
        return v;
    }

private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t at_ = 0;
};

[[noreturn]] void broken(const char* what) {
    std::fprintf(stderr, "%s\n", what);
    std::abort();
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace poch;
    Bytes in(data, size);
    const auto& rulesets = allRulesets();
    const RulesetInfo& info = *rulesets[in.next() % rulesets.size()];
    const int seats = info.minSeats + in.next() % (info.maxSeats - info.minSeats + 1);
    Options options(info.options);
    for (const OptionSpec& o : info.options) {
        const int range = o.max - o.min + 1;
        options.set(info.options, o.id, o.min + static_cast<int>(in.next()) % (range > 0 ? range : 1));
    }
    const std::int32_t chips = in.next();
    Random random(in.next64());
    std::shared_ptr<const Ruleset> rules;
    std::vector<std::int32_t> stacks(static_cast<std::size_t>(seats), chips);
    std::optional<State> state;
    try {
        rules = makeRuleset(info.id, options, seats);
        state.emplace(rules, stacks, static_cast<int>(random.below(static_cast<std::uint32_t>(seats))));
    } catch (const std::invalid_argument&) {
        return 0; // settings the rules refuse, as the app and the CLI do
    }
    InvariantChecker::checkState(*state);
    ActionList legal;
    EventLog events;
    for (int steps = 0; steps < 4000 && !in.empty() && !state->matchOver(); ++steps) {
        const State before = *state;
        events.clear();
        if (state->awaitingDeal()) {
            state->deal(shuffledDeal(*rules, state->table(), random), &events);
            InvariantChecker::checkStep(before, *state, events);
            continue;
        }
        state->legalActions(legal);
        if (legal.size() == 0) broken("a state waiting for a decision offers no action");
        const std::uint8_t choice = in.next();
        Action action = legal[choice % legal.size()];
        if (choice & 0x80) {
            action.kind = static_cast<ActionKind>(in.next() % 7);
            action.card = Card::fromIndex(in.next() % 52);
            action.with = Card::fromIndex(in.next() % 52);
            action.chips = static_cast<std::int32_t>(in.next()) - 8;
            action.pool = static_cast<std::int8_t>(static_cast<int>(in.next() % 12) - 1);
            bool offered = false;
            for (int i = 0; i < legal.size(); ++i) offered |= legal[i] == action;
            try {
                state->apply(action, &events);
            } catch (const IllegalAction&) {
                if (offered) broken("a legal action was refused");
                if (!(*state == before)) broken("a refused action changed the state");
                continue;
            }
            if (!offered) broken("an action that is not legal was taken");
        } else {
            InvariantChecker::checkLegal(*state, action);
            state->apply(action, &events);
        }
        InvariantChecker::checkStep(before, *state, events);
    }
    return 0;
}
