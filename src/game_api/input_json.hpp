// A parsed command or request as JSON, as network clients send it
// (protocol 6): the client parses what its player typed, the server reads
// the structure once and checks it (game_api/input_check.hpp) instead of
// parsing text again.
//
//   {"type": "command", "verb": "move", "direction": "north"}
//   {"type": "command", "verb": "shoot", "path": ["north", "east"]}
//   {"type": "command", "verb": "shoot", "rooms": [12, 7]}
//   {"type": "command", "verb": "turn", "degrees": 90}
//   {"type": "command", "verb": "use", "argument": "torch"}
//   {"type": "command", "verb": "knock", "argument": "3"}   (a mod's verb)
//   {"type": "request", "request": "say", "argument": "hello"}
#pragma once

#include "game_api/command.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace wumpus::game_api {

nlohmann::json input_to_json(const Input& input);
// Nothing, with *error naming the field, unless the object is a command
// or request with known fields only, that check_input accepts.
std::optional<Input> input_from_json(const nlohmann::json& json,
                                     std::string* error);

}  // namespace wumpus::game_api
