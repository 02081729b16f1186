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
// A control character appended as JSON writes it: "\n", "\t", "\u001b".
void appendControl(std::string& out, unsigned char byte);
// `text` on one line for standard error: its control characters (and DEL)
// written as JSON writes them, since an error message may quote a record's
// or an argument's text, and that could break the line or colour the
// terminal.
std::string oneLine(const std::string& text);

// A whole number in decimal, with spaces around it and a plus sign taken
// as Qt took them; false for anything else (a minus sign where the type
// has none, other characters, digits out of range).
bool parseNumber(const std::string& text, int& value);
bool parseNumber(const std::string& text, long long& value);
bool parseNumber(const std::string& text, unsigned long long& value);
// What every command says of a --seed it cannot read: the range, once.
std::string seedNeeded();

} // namespace poch::cli
