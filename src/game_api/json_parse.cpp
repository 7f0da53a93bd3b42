#include "game_api/json_parse.hpp"

#include <fmt/core.h>

namespace wumpus::game_api {
namespace {

// Whether no array or object in `text` is nested deeper than `limit`.
// Counts brackets outside strings, which is exact for valid JSON; invalid
// JSON the parser refuses anyway.
bool nesting_within(std::string_view text, int limit) {
  int depth = 0;
  bool in_string = false, escape = false;
  for (const char c : text) {
    if (in_string) {
      if (escape)
        escape = false;
      else if (c == '\\')
        escape = true;
      else if (c == '"')
        in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > limit) return false;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return true;
}

}  // namespace

std::optional<nlohmann::json> parse_json(std::string_view text,
                                         std::string* error) {
  if (!nesting_within(text, kMaxJsonDepth)) {
    *error = fmt::format("it nests arrays and objects deeper than {} levels",
                         kMaxJsonDepth);
    return std::nullopt;
  }
  auto json = nlohmann::json::parse(text, nullptr, false);
  if (json.is_discarded()) {
    *error = "it is not valid JSON (truncated or damaged?)";
    return std::nullopt;
  }
  return json;
}

}  // namespace wumpus::game_api
