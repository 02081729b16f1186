#include "option_arguments.h"

#include "text_format.h"

#include <stdexcept>

namespace poch::cli {

bool readRulesetOptions(const std::vector<std::string>& pairs, const RulesetInfo& info, Options& options,
                        std::string& error) {
    for (const std::string& pair : pairs) {
        const std::size_t eq = pair.find('=');
        const std::string name = pair.substr(0, eq);
        const std::string text = eq == std::string::npos ? "true" : pair.substr(eq + 1);
        // A switch may be named alone; a number must be given ("--option
        // deals" used to play one-deal matches).
        const OptionSpec* spec = nullptr;
        for (const OptionSpec& o : info.options)
            if (o.id == name) spec = &o;
        const bool isNumber = spec && spec->type != OptionType::Bool;
        int value = 0;
        if (isNumber) {
            if (eq == std::string::npos || !parseNumber(text, value)) {
                error = "option '" + name + "' needs a whole number: --option " + name + "=N";
                return false;
            }
        } else if (text == "true" || text == "false") {
            value = text == "true" ? 1 : 0;
        } else if (!parseNumber(text, value)) {
            error = "option '" + name + "' needs true or false";
            return false;
        }
        try {
            options.set(info.options, name, value);
        } catch (const std::invalid_argument& e) {
            error = e.what();
            return false;
        }
    }
    return true;
}
} // namespace poch::cli
