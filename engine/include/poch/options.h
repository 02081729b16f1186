// A ruleset's switches: the variations the sources describe, by the names
// its rules page defines. Values are whole numbers; a switch is 0 or 1.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace poch {

enum class OptionType { Bool, Int };

struct OptionSpec {
    std::string id;
    OptionType type = OptionType::Bool;
    int defaultValue = 0;
    int min = 0;
    int max = 1;
};

class Options {
public:
    Options() = default;
    // Every option at its default.
    explicit Options(const std::vector<OptionSpec>& specs);

    // Throws std::invalid_argument naming the option for an unknown name or
    // an out-of-range value.
    void set(const std::vector<OptionSpec>& specs, const std::string& id, int value);
    int get(const std::string& id) const;
    bool flag(const std::string& id) const { return get(id) != 0; }
    const std::map<std::string, int>& values() const { return values_; }

    bool operator==(const Options&) const = default;

private:
    std::map<std::string, int> values_;
};

} // namespace poch
