// Numbers and columns as poch-cli prints them, the same on every platform:
// std::to_chars, not the C library's printf or the locale.
#pragma once

#include <string>

namespace poch::cli {

// `value` with `decimals` digits after the point, right-aligned in `width`.
std::string fixed(double value, int decimals, std::size_t width = 0);
// The shortest text that reads back as `value` ("1.0875", "-1", "0.4").
std::string shortest(double value);
// `text` followed by spaces up to `width` characters (never cut).
std::string padded(std::string text, std::size_t width);

// A whole number in decimal; false for anything else (signs, spaces,
// digits out of range).
bool parseNumber(const std::string& text, int& value);
bool parseNumber(const std::string& text, long long& value);
bool parseNumber(const std::string& text, unsigned long long& value);

} // namespace poch::cli
