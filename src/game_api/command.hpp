// A player's typed line, parsed: a command (a world verb, applied by the
// engine) or a request to the table (save, restart, new, who, say,
// reload), which
// decides who may make it. The UI, the agent, headless play and network
// clients all produce these.
#pragma once

#include "game_api/verb_spec.hpp"
#include "game_api/verb_table.hpp"
#include "maze/direction.hpp"
#include "maze/topology.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace wumpus::game_api {

// Verb and RequestKind: see verb_table.hpp.

// Whether the word is one the built-in parser answers (a verb, a
// direction, a request, a room number): a mod's verb may not take it.
bool is_builtin_word(std::string_view word);

struct Command {
  Verb verb = Verb::Wait;
  std::optional<maze::Direction> direction;  // Move, Face
  int degrees = 0;                           // Turn
  std::vector<maze::Direction> path;         // Shoot (empty: facing)
  std::string argument;                      // Use, Drop: the item
  // Room graphs have no compass: Go names the next room, Shoot the rooms
  // of the arrow's flight.
  std::vector<maze::RoomId> rooms;
  // Custom: the verb's name; its argument (a word, a room number or the
  // text, as VerbArgs says) is in `argument`.
  std::string name{};

  friend bool operator==(const Command&, const Command&) = default;
};

// Whether the verb spends the player's turn (and waits for the round in
// shared play). `use` of an item no rule knows is refused without one.
bool costs_turn(Verb verb);

struct Request {
  RequestKind kind = RequestKind::Who;
  // Save: file; New: size ("8", "10x6"); Say: text; Invite, Watch: a name
  std::string argument;

  friend bool operator==(const Request&, const Request&) = default;
};

using Input = std::variant<Command, Request>;

// Parses one line as typed by a player; a word no built-in verb takes is
// one of `verbs` (the mods' verbs in the game) or an error. Returns
// nothing and sets *error to a message fit to show the player when the
// line is neither a command nor a request.
std::optional<Input> parse_input(std::string_view line, std::string* error,
                                 const VerbSpecs& verbs = {});
// Like parse_input, but a request is an error: for world verbs only.
std::optional<Command> parse_command(std::string_view line, std::string* error,
                                     const VerbSpecs& verbs = {});

// A room's number as typed ("12"): decimal digits and nothing else
// ("12abc", " 12", "-1" and numbers past the largest room id are not).
std::optional<maze::RoomId> parse_room(std::string_view word);

// A cave size as `new` takes it: "8" or "10x6" (digits, at most 4 each).
bool is_cave_size(std::string_view text);

// The word naming a built-in verb ("shoot"; "move" for a move, which is
// typed as its direction) or a request ("say"), and back: the wire's
// names (game_api/input_json.hpp) and canonical text's first words.
std::string_view verb_word(Verb verb);
std::optional<Verb> verb_of_word(std::string_view word);
std::string_view request_word(RequestKind kind);
std::optional<RequestKind> request_of_word(std::string_view word);

// The canonical text; parsing it gives the same command or request back.
std::string format_command(const Command& command);
std::string format_request(const Request& request);
std::string format_input(const Input& input);

}  // namespace wumpus::game_api
