// The verbs mods add to the game: what the parser, the view, help and
// clients know of one (the handler stays with the rules).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wumpus::game_api {

// What a mod's verb takes after its name: nothing, one word ("pray
// loud"), a room number ("chant 12") or the rest of the line as typed
// ("inscribe here lies Bob").
enum class VerbArgs : std::uint8_t { None, Word, Room, Text };

// A verb a mod registered: its players type it like any command, and it
// goes into the game's log as one (so saves, recordings and replays run
// it again). The view lists them so help and clients know them.
struct VerbSpec {
  std::string name;  // 1 to 24 lowercase letters, digits or _
  std::string help;  // one line: what it does
  VerbArgs args = VerbArgs::None;
  friend bool operator==(const VerbSpec&, const VerbSpec&) = default;
};
using VerbSpecs = std::vector<VerbSpec>;

// A verb's name: 1 to 24 lowercase letters, digits or _, starting with a
// letter (whether a built-in word takes it is is_builtin_word's to say).
bool is_verb_name(std::string_view name);

// "none", "word", "room", "text", and back.
const char* verb_args_name(VerbArgs args);
std::optional<VerbArgs> parse_verb_args(std::string_view name);
// How a mod's verb is typed: "pray", "chant ROOM", "inscribe TEXT".
std::string verb_usage(const VerbSpec& verb);

}  // namespace wumpus::game_api
