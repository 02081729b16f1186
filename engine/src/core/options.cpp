#include "poch/options.h"

#include <stdexcept>

namespace poch {

Options::Options(const std::vector<OptionSpec>& specs) {
    for (const auto& spec : specs) values_[spec.id] = spec.defaultValue;
}

void Options::set(const std::vector<OptionSpec>& specs, const std::string& id, int value) {
    for (const auto& spec : specs) {
        if (spec.id != id) continue;
        if (value < spec.min || value > spec.max)
            throw std::invalid_argument("option '" + id + "' must be from " + std::to_string(spec.min) + " to "
                                        + std::to_string(spec.max));
        values_[id] = value;
        return;
    }
    throw std::invalid_argument("unknown option '" + id + "'");
}

int Options::get(const std::string& id) const {
    auto it = values_.find(id);
    if (it == values_.end()) throw std::logic_error("option '" + id + "' read but never declared");
    return it->second;
}

} // namespace poch
