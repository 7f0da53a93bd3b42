// Whether a command or request that arrived already parsed (over the
// network, protocol 6) is one the parser could have made: the same
// fields, shapes and bounds as typing it. What passes has a canonical
// text (format_input) that parses back to the same value, so the game's
// log, saves and replays hold it as they hold a typed line.
#pragma once

#include "game_api/command.hpp"
#include "game_api/verb_spec.hpp"

#include <string>

namespace wumpus::game_api {

// Every rule but which mods' verbs the game has; false with *error (fit
// to show the sender) otherwise.
bool check_input(const Input& input, std::string* error);

// A mod's verb against the game's verbs: known, and its argument what the
// verb takes. True for every built-in verb.
bool check_verb_use(const Command& command, const VerbSpecs& verbs,
                    std::string* error);

}  // namespace wumpus::game_api
