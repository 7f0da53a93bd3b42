// Parsing the JSON files a game starts from (presets, saves), their
// nesting checked first. The parser is iterative, but what walks the
// parsed document (the dump behind a save's checksum, comparisons)
// recurses once per level: 100,000 brackets would overflow the stack.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace wumpus::game_api {

// Deeper than any preset or save the game writes, by far.
inline constexpr int kMaxJsonDepth = 64;

// The parsed document, or nullopt with `*error` saying what is wrong (not
// JSON, nested too deep), without naming where the text came from.
std::optional<nlohmann::json> parse_json(std::string_view text,
                                         std::string* error);

}  // namespace wumpus::game_api
