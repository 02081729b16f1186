#include "record_text.h"

#include "poch/game_record.h"
#include "poch/limits.h"

#include <set>
#include <string_view>
#include <vector>

namespace poch {

using nlohmann::json;

namespace {

[[noreturn]] void fail(RecordFault fault, const std::string& message, const std::string& subject = {}) {
    throw RecordError(fault, message, 0, 0, subject);
}

// What is wrong with text that is not JSON, in words a person fixing a
// file can use, and where: the parser's own message names a line and a
// column after a prefix meant for programmers.
// Whether the text ends before the record does. Cut off inside a string,
// the parser speaks of the string, and a file cut in half was said to hold
// bytes that are not UTF-8: whatever goes wrong at the very end is the
// file ending early.
bool endsEarly(const json::parse_error& e, std::size_t textSize) {
    return std::string_view(e.what()).find("unexpected end of input") != std::string_view::npos || e.byte >= textSize;
}

std::string jsonFault(const json::parse_error& e, bool cutShort) {
    std::string what = e.what();
    std::string where;
    const auto at = what.find(" at line ");
    if (at != std::string::npos) where = what.substr(at + 4, what.find(':', at) - at - 4);
    std::string why = "the text is not well-formed";
    if (cutShort) why = "the file ends before the record does";
    else if (what.find("invalid string") != std::string::npos || what.find("UTF-8") != std::string::npos)
        why = "a string holds bytes that are not UTF-8 text, or a control character";
    else if (what.find("invalid literal") != std::string::npos) why = "there is a word that is not JSON (true, false or null)";
    else if (what.find("invalid number") != std::string::npos) why = "a number is malformed";
    else if (what.find("unexpected") != std::string::npos) why = "a comma, colon or bracket is missing or out of place";
    return where.empty() ? why : why + " (" + where + ")";
}

// Where text that is not JSON goes wrong, as "line:column" (the subject of
// the fault, for a program to put in its own words), or empty.
std::string jsonPlace(const json::parse_error& e) {
    const std::string what = e.what();
    const auto at = what.find(" at line ");
    const auto column = what.find(", column ", at);
    if (at == std::string::npos || column == std::string::npos) return {};
    const std::string line = what.substr(at + 9, column - at - 9);
    const std::string col = what.substr(column + 9, what.find_first_not_of("0123456789", column + 9) - column - 9);
    if (line.empty() || col.empty() || line.find_first_not_of("0123456789") != std::string::npos) return {};
    return line + ":" + col;
}

} // namespace

json readRecordText(std::string_view text) {
    if (static_cast<long long>(text.size()) > kLargestRecordBytes)
        fail(RecordFault::Unreadable, "the record is larger than any match (more than " + std::to_string(kLargestRecordBytes / (1024 * 1024)) + " MB)");
    // Counted while parsing, so that nothing deeper or larger than a record
    // is ever built in memory.
    long long values = 0;
    // The names in each object being read, the innermost last. A name
    // given twice is refused: the parser keeps the last, so that a record
    // with two "card"s in an action was replayed with the second, and two
    // "ruleset"s were reported as an option the second game lacks.
    std::vector<std::set<std::string>> names;
    const auto guard = [&values, &names](int depth, json::parse_event_t event, json& parsed) {
        if (event == json::parse_event_t::object_start) names.emplace_back();
        if (event == json::parse_event_t::object_end && !names.empty()) names.pop_back();
        if (event == json::parse_event_t::key && !names.empty() && parsed.is_string()
            && !names.back().insert(parsed.get_ref<const std::string&>()).second) {
            const std::string& name = parsed.get_ref<const std::string&>();
            throw RecordError(RecordFault::BadValue, "the entry '" + name + "' is given twice in one object", 0, 0, name)
                .with(ValueProblem::Twice);
        }
        if (depth > kDeepestRecordNesting)
            fail(RecordFault::Unreadable, "the record nests deeper than " + std::to_string(kDeepestRecordNesting) + " levels");
        if (event == json::parse_event_t::value || event == json::parse_event_t::object_start
            || event == json::parse_event_t::array_start)
            if (++values > kMostRecordValues)
                fail(RecordFault::Unreadable, "the record holds more than " + std::to_string(kMostRecordValues) + " values");
        return true;
    };
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) fail(RecordFault::Empty, "not valid JSON: the text is empty");
    json root;
    try {
        root = json::parse(text.begin(), text.end(), guard);
    } catch (const json::parse_error& e) {
        // Text that goes wrong at its very first character is no damaged
        // record but another kind of file (a picture, a letter).
        const std::string place = jsonPlace(e);
        const bool cutShort = endsEarly(e, text.size());
        if (place == "1:1") fail(RecordFault::NotARecord, "not valid JSON: " + jsonFault(e, cutShort));
        fail(cutShort ? RecordFault::CutShort : RecordFault::Unreadable, "not valid JSON: " + jsonFault(e, cutShort), place);
    } catch (const json::exception& e) {
        // Not only parse errors: a number too large for any type is an
        // out_of_range error (found by fuzzing).
        (void)e;
        fail(RecordFault::Unreadable, "not valid JSON: a number is too large for any value a record holds (number overflow)");
    }
    return root;
}

} // namespace poch
