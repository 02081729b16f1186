// JSON laid out as poch-cli has always printed it (the layout of Qt's
// QJsonDocument::Indented, which it used before it left Qt): keys in order,
// four spaces a level, a newline at the end.
#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace poch::cli {

std::string indentedJson(const nlohmann::json& value);

} // namespace poch::cli
