#include "argument_parser.h"

#include <algorithm>
#include <stdexcept>

namespace poch::cli {

namespace {
constexpr std::size_t kHelpWidth = 79;

// `text` broken at spaces into lines of at most `width` characters (a
// longer word stays whole), each after `indent` spaces but the first.
std::string wrapped(const std::string& text, std::size_t indent, std::size_t width) {
    std::string out;
    std::size_t column = indent;
    std::size_t at = 0;
    bool lineEmpty = true;
    while (at < text.size()) {
        const std::size_t end = std::min(text.find(' ', at), text.size());
        const std::string word = text.substr(at, end - at);
        at = end + 1;
        if (word.empty()) continue;
        if (!lineEmpty && column + 1 + word.size() > width) {
            out += '\n' + std::string(indent, ' ');
            column = indent;
            lineEmpty = true;
        }
        if (!lineEmpty) {
            out += ' ';
            ++column;
        }
        out += word;
        column += word.size();
        lineEmpty = false;
    }
    return out;
}
} // namespace

ArgumentParser::ArgumentParser(std::string usage, std::string description)
    : usage_(std::move(usage)), description_(std::move(description)) {}

void ArgumentParser::addOption(std::string name, std::string description, std::string valueName,
                               std::string defaultValue) {
    options_.push_back({std::move(name), std::move(description), std::move(valueName), std::move(defaultValue), {}});
}

void ArgumentParser::addPositional(std::string name, std::string description) {
    positionalHelp_.emplace_back(std::move(name), std::move(description));
}

ArgumentParser::Option* ArgumentParser::find(const std::string& name) {
    for (Option& o : options_)
        if (o.name == name) return &o;
    return nullptr;
}

const ArgumentParser::Option* ArgumentParser::find(const std::string& name) const {
    for (const Option& o : options_)
        if (o.name == name) return &o;
    return nullptr;
}

bool ArgumentParser::parse(const std::vector<std::string>& arguments) {
    bool optionsEnded = false;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string& a = arguments[i];
        if (optionsEnded || a == "-" || a.empty() || a[0] != '-') {
            positional_.push_back(a);
            continue;
        }
        if (a == "--") {
            optionsEnded = true;
            continue;
        }
        if (a == "-h" || a == "--help" || a == "-?") {
            help_ = true;
            continue;
        }
        if (a.compare(0, 2, "--") != 0) {
            error_ = "Unknown option '" + a.substr(1) + "'.";
            return false;
        }
        const std::size_t eq = a.find('=');
        const std::string name = a.substr(2, eq == std::string::npos ? std::string::npos : eq - 2);
        Option* option = find(name);
        if (!option) {
            error_ = "Unknown option '" + name + "'.";
            return false;
        }
        option->set = true;
        if (option->valueName.empty()) {
            if (eq != std::string::npos) {
                error_ = "Unexpected value after '--" + name + "'.";
                return false;
            }
            continue;
        }
        if (eq != std::string::npos) {
            option->given.push_back(a.substr(eq + 1));
        } else if (i + 1 < arguments.size()) {
            option->given.push_back(arguments[++i]);
        } else {
            error_ = "Missing value after '--" + name + "'.";
            return false;
        }
    }
    return true;
}

bool ArgumentParser::isSet(const std::string& name) const {
    const Option* o = find(name);
    if (!o) throw std::logic_error("no option --" + name);
    return o->set;
}

std::string ArgumentParser::value(const std::string& name) const {
    const Option* o = find(name);
    if (!o) throw std::logic_error("no option --" + name);
    return o->given.empty() ? o->defaultValue : o->given.back();
}

std::vector<std::string> ArgumentParser::values(const std::string& name) const {
    const Option* o = find(name);
    if (!o) throw std::logic_error("no option --" + name);
    return o->given;
}

std::string ArgumentParser::helpText() const {
    std::string text = "Usage: " + usage_ + " [options]";
    for (const auto& [name, description] : positionalHelp_) text += ' ' + name;
    text += '\n' + wrapped(description_, 0, kHelpWidth) + "\n";

    std::vector<std::pair<std::string, std::string>> rows{{"-h, --help", "Show this help and quit."}};
    for (const Option& o : options_)
        rows.emplace_back("--" + o.name + (o.valueName.empty() ? "" : " <" + o.valueName + ">"), o.description);
    const auto section = [&](const char* title, const std::vector<std::pair<std::string, std::string>>& list) {
        std::size_t width = 0;
        for (const auto& row : list) width = std::max(width, row.first.size());
        text += std::string("\n") + title + ":\n";
        for (const auto& [name, description] : list)
            text += "  " + name + std::string(width - name.size() + 2, ' ') + wrapped(description, width + 4, kHelpWidth)
                    + "\n";
    };
    section("Options", rows);
    if (!positionalHelp_.empty()) section("Arguments", positionalHelp_);
    return text;
}

} // namespace poch::cli
