#include "text_format.h"

#include <charconv>
#include <limits>
#include <system_error>

namespace poch::cli {

namespace {
template <typename T>
bool parseWhole(const std::string& text, T& value) {
    const char* first = text.data();
    const char* last = first + text.size();
    // As poch-cli took them when it parsed with Qt: spaces around, and a
    // plus sign.
    while (first != last && *first == ' ') ++first;
    while (first != last && last[-1] == ' ') --last;
    if (first != last && *first == '+' && last - first > 1 && first[1] != '-') ++first;
    T parsed{};
    const auto [end, error] = std::from_chars(first, last, parsed);
    if (error != std::errc() || end != last || first == last) return false;
    value = parsed;
    return true;
}
} // namespace

std::string fixed(double value, int decimals, std::size_t width) {
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals);
    std::string text(buffer, result.ptr);
    if (text.size() < width) text.insert(0, width - text.size(), ' ');
    return text;
}

std::string shortest(double value) {
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

std::string padded(std::string text, std::size_t width) {
    if (text.size() < width) text.append(width - text.size(), ' ');
    return text;
}

void appendControl(std::string& out, unsigned char byte) {
    static const char* const hex = "0123456789abcdef";
    switch (byte) {
    case '\b': out += "\\b"; return;
    case '\f': out += "\\f"; return;
    case '\n': out += "\\n"; return;
    case '\r': out += "\\r"; return;
    case '\t': out += "\\t"; return;
    default:
        out += "\\u00";
        out += hex[byte >> 4];
        out += hex[byte & 0xf];
    }
}

std::string oneLine(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte == 0x7f) appendControl(out, byte);
        else out += c;
    }
    return out;
}

bool parseNumber(const std::string& text, int& value) { return parseWhole(text, value); }
bool parseNumber(const std::string& text, long long& value) { return parseWhole(text, value); }
bool parseNumber(const std::string& text, unsigned long long& value) { return parseWhole(text, value); }

std::string seedNeeded() { return "--seed needs a whole number from 0 to " + std::to_string(std::numeric_limits<unsigned long long>::max()); }

} // namespace poch::cli
