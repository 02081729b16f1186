#include "poch/registry.h"

#include "rulesets/modern_poch.h"
#include "rulesets/newmarket.h"
#include "rulesets/poch_1810.h"
#include "rulesets/poch_bowls.h"
#include "rulesets/pochen.h"
#include "rulesets/poque_1789.h"
#include "rulesets/pope_joan.h"
#include "rulesets/ranter_go_round.h"
#include "rulesets/sevens.h"
#include "rulesets/spin.h"

#include <stdexcept>

namespace poch {

namespace {
struct Entry {
    const RulesetInfo& (*describe)();
    std::shared_ptr<const Ruleset> (*make)(Options options, int seats);
};

template <typename Rules>
Entry entry() {
    return {&Rules::describe,
            [](Options options, int seats) -> std::shared_ptr<const Ruleset> {
                return std::make_shared<const Rules>(std::move(options), seats);
            }};
}

const std::vector<Entry>& entries() {
    static const std::vector<Entry> all{entry<ModernPoch>(), entry<PochBowls>(), entry<Pochen>(), entry<Poque1789>(),
                                         entry<Poch1810>(), entry<PopeJoan>(), entry<Spin>(), entry<Sevens>(), entry<Newmarket>(),
                                         entry<Saratoga>(), entry<RanterGoRound>()};
    return all;
}
} // namespace

const std::vector<const RulesetInfo*>& allRulesets() {
    static const std::vector<const RulesetInfo*> infos = [] {
        std::vector<const RulesetInfo*> list;
        for (const Entry& e : entries()) list.push_back(&e.describe());
        return list;
    }();
    return infos;
}

const RulesetInfo* findRuleset(const std::string& id) {
    for (const RulesetInfo* info : allRulesets())
        if (info->id == id) return info;
    return nullptr;
}

std::shared_ptr<const Ruleset> makeRuleset(const std::string& id, const Options& options, int seats) {
    for (const Entry& e : entries()) {
        const RulesetInfo& info = e.describe();
        if (info.id != id) continue;
        if (seats < info.minSeats || seats > info.maxSeats)
            throw std::invalid_argument("'" + id + "' is for " + std::to_string(info.minSeats) + " to "
                                        + std::to_string(info.maxSeats) + " players, not "
                                        + std::to_string(seats));
        // Options made for another ruleset or left empty take this one's
        // defaults for whatever they do not name.
        Options full(info.options);
        for (const auto& [name, value] : options.values()) full.set(info.options, name, value);
        return e.make(std::move(full), seats);
    }
    throw std::invalid_argument("unknown ruleset '" + id + "'");
}

} // namespace poch
