#include "argument_parser.h"
#include "commands.h"
#include "json_text.h"
#include "text_format.h"

#include "rule_words.h"

#include "poch/registry.h"

#include <iostream>

namespace poch::cli {

namespace {
// The English words for an id (poch-cli's words are not translated); the
// id itself where there are none.
std::string english(const words::Message* message, const std::string& id) { return message ? message->source : id; }

nlohmann::json optionJson(const RulesetInfo& info, const OptionSpec& spec) {
    const bool flag = spec.type == OptionType::Bool;
    nlohmann::json o{{"name", spec.id},
                     {"type", flag ? "bool" : "int"},
                     {"description", english(words::optionDescription(info.id, spec.id), spec.id)}};
    if (flag) {
        o["default"] = spec.defaultValue != 0;
    } else {
        o["default"] = spec.defaultValue;
        o["min"] = spec.min;
        o["max"] = spec.max;
    }
    return o;
}
} // namespace

int runRules(const Arguments& arguments) {
    ArgumentParser parser("poch-cli rules", "Lists every ruleset with its player counts and options.");
    parser.addOption("json", "Print JSON.");
    if (!parser.parse(arguments) || !parser.positional().empty()) {
        std::cerr << "poch-cli rules: " << (parser.error().empty() ? "takes no arguments" : oneLine(parser.error())) << "\n";
        return 2;
    }
    if (parser.helpWanted()) {
        std::cout << parser.helpText();
        return 0;
    }

    const bool json = parser.isSet("json");
    nlohmann::json rulesets = nlohmann::json::array();
    for (const RulesetInfo* info : allRulesets()) {
        const std::string name = english(words::rulesetName(info->id), info->id);
        if (json) {
            nlohmann::json options = nlohmann::json::array();
            for (const OptionSpec& spec : info->options) options.push_back(optionJson(*info, spec));
            nlohmann::json ruleset{{"id", info->id},
                                   {"name", name},
                                   {"source", info->source},
                                   {"players", {{"min", info->minSeats}, {"max", info->maxSeats}}}};
            if (info->customaryPoolCards.empty()) {
                ruleset["pools"] = info->pools;
            } else {
                // Pools that are cards are chosen for each match (named in
                // records by their codes): listing the customary set as
                // "pools" said every match used it.
                ruleset["poolCards"] = {{"count", info->pools.size()}, {"chosenEachMatch", true}, {"customary", info->pools}};
            }
            ruleset["options"] = std::move(options);
            rulesets.push_back(std::move(ruleset));
            continue;
        }
        std::cout << info->id << "  " << name << "  (" << info->minSeats << " to " << info->maxSeats
                  << " players; source " << info->source << ")\n";
        if (!info->customaryPoolCards.empty()) {
            std::cout << "    pools: " << info->pools.size() << " cards chosen for each match (customary:";
            for (const std::string& card : info->pools) std::cout << " " << card;
            std::cout << ")\n";
        }
        for (const OptionSpec& spec : info->options) {
            const bool flag = spec.type == OptionType::Bool;
            const std::string value = flag ? (spec.defaultValue ? "true" : "false") : std::to_string(spec.defaultValue);
            std::cout << "    " << padded(spec.id, 22) << (flag ? "bool " : "int  ") << padded("default " + value, 15)
                      << english(words::optionDescription(info->id, spec.id), spec.id) << "\n";
        }
    }
    if (json) std::cout << indentedJson(nlohmann::json{{"rulesets", std::move(rulesets)}});
    return 0;
}

} // namespace poch::cli
