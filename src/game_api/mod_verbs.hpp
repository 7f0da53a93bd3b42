// Internal to the command parser (command.cpp): how a line that names a
// mod's verb is read, and the cut both it and chat apply to free text.
#pragma once

#include "game_api/command.hpp"

#include <optional>
#include <string>
#include <vector>

namespace wumpus::game_api {

// Free text (chat, a mod verb's text) may be long, but never a wall of
// text in everyone's log: a longer line is cut, with a mark, rather than
// lost, to at most kMaxSayBytes.
inline constexpr std::size_t kMaxSayBytes = 200;
void cut_to_say(std::string& text);
// A mod verb's word argument is a name (an item, a spell), never a
// sentence.
inline constexpr std::size_t kMaxWordBytes = 32;

// The command for `words` (the verb first, lowercased or not) when they
// fit what `verb` takes; `rest` is the text after the verb as typed (cut).
std::optional<Command> parse_mod_verb(const VerbSpec& verb,
                                      const std::vector<std::string>& words,
                                      const std::string& rest,
                                      std::string* error);

}  // namespace wumpus::game_api
