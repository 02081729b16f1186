// A record's text read as JSON, before anything in it is read as a
// record: refused, as a RecordError, where it is larger or deeper than
// any record, empty, not JSON from its first character (another kind of
// file), or not JSON further on (with the line and column, in words a
// person mending the file can use).
#pragma once

#include <nlohmann/json.hpp>

#include <string_view>

namespace poch {

nlohmann::json readRecordText(std::string_view text);

} // namespace poch
