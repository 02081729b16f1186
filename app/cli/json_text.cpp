#include "json_text.h"

#include "text_format.h"

#include <cmath>

namespace poch::cli {

namespace {
void appendString(std::string& out, const std::string& text) {
    out += '"';
    for (const char c : text) {
        if (c == '"') out += "\\\"";
        else if (c == '\\') out += "\\\\";
        else if (static_cast<unsigned char>(c) < 0x20) appendControl(out, static_cast<unsigned char>(c));
        else out += c;
    }
    out += '"';
}

void appendValue(std::string& out, const nlohmann::json& value, int level) {
    const std::string indent(static_cast<std::size_t>(4 * level), ' ');
    const std::string inner(static_cast<std::size_t>(4 * (level + 1)), ' ');
    switch (value.type()) {
    case nlohmann::json::value_t::object: {
        out += "{\n";
        bool first = true;
        for (const auto& [key, item] : value.items()) {
            out += first ? "" : ",\n";
            first = false;
            out += inner;
            appendString(out, key);
            out += ": ";
            appendValue(out, item, level + 1);
        }
        out += (first ? "" : "\n") + indent + "}";
        break;
    }
    case nlohmann::json::value_t::array: {
        out += "[\n";
        bool first = true;
        for (const auto& item : value) {
            out += first ? "" : ",\n";
            first = false;
            out += inner;
            appendValue(out, item, level + 1);
        }
        out += (first ? "" : "\n") + indent + "]";
        break;
    }
    case nlohmann::json::value_t::string: appendString(out, value.get_ref<const std::string&>()); break;
    case nlohmann::json::value_t::boolean: out += value.get<bool>() ? "true" : "false"; break;
    case nlohmann::json::value_t::number_integer: out += std::to_string(value.get<std::int64_t>()); break;
    case nlohmann::json::value_t::number_unsigned: out += std::to_string(value.get<std::uint64_t>()); break;
    case nlohmann::json::value_t::number_float: {
        const double d = value.get<double>();
        out += std::isfinite(d) ? shortest(d) : "null";
        break;
    }
    default: out += "null";
    }
}
} // namespace

std::string indentedJson(const nlohmann::json& value) {
    std::string out;
    appendValue(out, value, 0);
    out += '\n';
    return out;
}

} // namespace poch::cli
