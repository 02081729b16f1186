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
        int value = 0;
        if (text == "true") value = 1;
        else if (text == "false") value = 0;
        else if (!parseNumber(text, value)) {
            error = "option '" + name + "' needs true, false or a number";
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
