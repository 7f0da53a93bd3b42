// A player's typed line, parsed: a command (a world verb, applied by the
// engine) or a request to the table (save, restart, new, who, say,
// reload), which
// decides who may make it. The UI, the agent, headless play and network
// clients all produce these.
#pragma once

#include "game_api/verb_spec.hpp"
#include "maze/direction.hpp"
#include "maze/topology.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace wumpus::game_api {

enum class Verb {
  Move,       // north|east|south|west|up|down (n e s w u d)
  Go,         // one step in the facing direction; go ROOM (m ROOM, or
              // just ROOM) to a joined room, as on room graphs
  Turn,       // turn 90|-90|180|270 (degrees clockwise)
  Face,       // face n|e|s|w or 0|90|180|270
  Direction,  // tell the facing direction
  Shoot,      // shoot [dirs...]: facing direction, or a crooked path;
              // shoot ROOM... on room graphs
  Take,
  Use,  // use ITEM
  Wait,
  Look,
  Inventory,
  Help,
  Drop,    // drop ITEM: put a carried thing down in the room
  Custom,  // a verb a mod registered (Command::name), see VerbSpec
};

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

enum class RequestKind {
  Save,     // save [FILE]: a file only where the table allows naming one
  Restart,  // the same cave and layout again
  New,      // new [SIZE]: another cave
  Who,      // who is at the table
  Say,      // say TEXT: chat to everyone at the table
  Reload,   // reload the rules and mods from disk (local tables only)
  Invite,   // invite NAME: a private cave's owner lets NAME in (servers)
  // advisor: the player shows the advisor (the agent's risk on the map),
  // and the game's score is marked as advised (local tables only).
  Advisor,
  // watch NAME: a spectator follows another player of the cave (servers;
  // the server alone decides who watches).
  Watch,
};

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
