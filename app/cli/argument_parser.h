// The command line of one poch-cli command: its options (--name value or
// --name=value, flags, repeatable ones), its positional arguments and its
// --help text. Our own, so that poch-cli needs nothing but the engine and
// builds wherever the engine does; its messages follow the ones poch-cli
// gave when it parsed with Qt.
#pragma once

#include <string>
#include <vector>

namespace poch::cli {

class ArgumentParser {
public:
    // `usage` is what follows "Usage: " in the help, e.g. "poch-cli replay".
    ArgumentParser(std::string usage, std::string description);

    // An option that takes a value when `valueName` is not empty, with the
    // value it has when not given; a flag otherwise. -h and --help are
    // always there.
    void addOption(std::string name, std::string description, std::string valueName = {},
                   std::string defaultValue = {});
    // Only for the help text: the parser takes any number of them.
    void addPositional(std::string name, std::string description);

    // The arguments after the command's name. False, with error() set, for
    // an unknown option or a missing or unexpected value.
    bool parse(const std::vector<std::string>& arguments);
    const std::string& error() const { return error_; }

    bool helpWanted() const { return help_; }
    bool isSet(const std::string& name) const;
    // The last value given, or the default.
    std::string value(const std::string& name) const;
    // Every value given, in order (for a repeatable option).
    std::vector<std::string> values(const std::string& name) const;
    const std::vector<std::string>& positional() const { return positional_; }

    std::string helpText() const;

private:
    struct Option {
        std::string name;
        std::string description;
        std::string valueName;
        std::string defaultValue;
        std::vector<std::string> given;
        bool set = false;
    };
    Option* find(const std::string& name);
    const Option* find(const std::string& name) const;

    std::string usage_;
    std::string description_;
    std::vector<Option> options_;
    std::vector<std::pair<std::string, std::string>> positionalHelp_;
    std::vector<std::string> positional_;
    std::string error_;
    bool help_ = false;
};

} // namespace poch::cli
