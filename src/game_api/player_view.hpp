// What one player knows: all the UI, the agent and network clients ever
// see. Built by the engine from its hidden state, so fog of war holds even
// against a modified client.
#pragma once

#include "game_api/arrow_flight.hpp"
#include "game_api/guess_policy.hpp"
#include "game_api/shared_map.hpp"
#include "game_api/verb_spec.hpp"
#include "maze/direction.hpp"
#include "maze/topology.hpp"

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace wumpus::game_api {

using PlayerId = std::uint32_t;

enum class Sight : std::uint8_t {
  Remembered,  // seen before, not in sight now: drawn dimmed
  Visible,     // in sight this turn: drawn bright
};

// A mark on a player's map: one character drawn in the room and a short
// label saying what it means. Mods set them (game.mark_room) and the
// engine sends them in the room's view; the terminal keeps the player's
// own notes as marks too, drawn the same way. An empty glyph: no mark.
struct MapMark {
  std::string glyph;  // one visible character (UTF-8)
  std::string label;  // "door", "the key's room": at most 40 bytes
  friend bool operator==(const MapMark&, const MapMark&) = default;
};

// A room the player has seen, with what they learned there.
struct RoomView {
  maze::RoomId room = maze::kNoRoom;
  std::uint32_t x = 0, y = 0, z = 0;  // grid position (graphs: index, 0, 0)
  Sight sight = Sight::Remembered;
  bool visited = false;  // stood in it, not just saw it
  bool dark = false;     // known to be dark
  // Bit (1 << Direction) set: a passage known open that way. Ten
  // directions (the diagonals of hexagons, octagons and zeta mazes from
  // bit 6), so it takes two bytes since protocol 5.
  std::uint16_t open = 0;
  std::vector<maze::RoomId> open_rooms;  // graphs: neighbours known open
  // Kinds seen there ("gold", "pit"...; "dead wumpus" for a thing whose
  // "dead" property is set), and hidden ones met by entering the room.
  std::vector<std::string> things;
  std::vector<std::string> percepts;  // sensed there: "breeze", "stench"...
  // Kinds the rules told the player are not there, unseen ("pit": an
  // arrow flew through without falling in). Since protocol 8.
  std::vector<std::string> absent;
  // Its name ("the cellar"), as `look` says it: a mod's (game.name_room),
  // else the room graph's; "" for none.
  std::string name;
  std::string description;  // a mod's (game.describe_room); "" for none
  MapMark mark;             // a mod's mark on this player's map
  bool known_open(maze::Direction d) const {
    return (open >> static_cast<int>(d) & 1) != 0;
  }
  bool holds(std::string_view kind) const {
    return std::find(things.begin(), things.end(), kind) != things.end();
  }
  bool known_absent(std::string_view kind) const {
    return std::find(absent.begin(), absent.end(), kind) != absent.end();
  }
  bool sensed(std::string_view percept) const {
    return std::find(percepts.begin(), percepts.end(), percept) !=
           percepts.end();
  }
  friend bool operator==(const RoomView&, const RoomView&) = default;
};

// One line of the message log. `kind` picks the colour: "breeze",
// "stench", "flapping", "gold", "bats", "arrow", "death", "victory",
// "info", "error", "chat"; "debug" lines are mods' print and game.log
// output, tagged with file and line, which front ends show only when
// asked to (--debug-mods).
// "chat" lines come from other people and are already stripped of
// control characters. `seq` numbers a player's stream from 1, so a
// reconnecting client asks for exactly what it missed; 0 for notes the
// front end adds itself.
struct Message {
  std::string kind;
  std::string text;
  std::uint32_t turn = 0;
  std::uint64_t seq = 0;
  friend bool operator==(const Message&, const Message&) = default;
};

// A mod's debug line, hidden unless a player asks for them.
inline bool is_debug(const Message& message) {
  return message.kind == "debug";
}

// How a mod asked its kind to be shown: a display name ("ghost" for
// "ghosts:ghost"), a map glyph (one character) and a colour ("red",
// "green", "yellow", "blue", "magenta", "cyan", "white"); empty fields
// were not given.
struct KindLook {
  std::string name;
  std::string glyph;
  std::string colour;
  // The percept its rules give next door ("silk") and how the map shows
  // it (one character, a colour; empty: its initial, uncoloured).
  // Initialised, so the looks made of the first three alone stay valid.
  std::string percept{};
  std::string percept_glyph{};
  std::string percept_colour{};
  bool counted = false;  // the status line counts it: "cave: 2 webs"
  // Declared a hazard (layout = "hazard"): the agent and explore keep
  // clear of the rooms next to where its percept is sensed.
  bool hazard = false;
  friend bool operator==(const KindLook&, const KindLook&) = default;
};

enum class Outcome : std::uint8_t { Playing, Won, Dead };

// Another player this one can see (shared play).
struct OtherPlayer {
  std::string name;
  maze::RoomId room = maze::kNoRoom;
  maze::Direction facing = maze::Direction::East;
  bool alive = true;
  friend bool operator==(const OtherPlayer&, const OtherPlayer&) = default;
};

// What the cave is, for title bars and score lists. The seed, from which
// the whole layout follows, is only told once the player's game is over.
// The highest rules version a save, a view or a score line may name: far
// more than the rules will ever see.
inline constexpr int kMaxRulesVersion = 1'000'000;

struct CaveInfo {
  std::string preset;
  // "8x8", "8x8, 3 levels", "ring mask 12x12", "dodecahedron graph"
  std::string shape;
  std::string algorithm;
  double braid = 0;  // fraction of dead ends opened into loops
  std::string rules;
  // The version of the built-in rules the game is played under
  // (scripts/rules.conf); 0 from a server that does not say.
  int rules_version = 0;
  bool seed_known = false;
  std::uint64_t seed = 0;
  // Played before (a restart, or "again"): its score is not a fresh game's.
  bool replay = false;
  GuessPolicy policy = GuessPolicy::Guess;
  // A daily cave's UTC day ("2026-11-26"); "" for any other cave.
  std::string daily;
  // The seed was given rather than drawn; the game was resumed from a
  // save: the score table checks whether the cave was finished before.
  bool seed_chosen = false;
  bool resumed = false;
  // The advisor was shown in this game: its score is marked as advised.
  bool advised = false;
  // The preset's numbers the rules read ("arrows", "pits",
  // "wumpus_move_chance", ...): public, like the preset file itself.
  // Shared by every view of a game, as are the counts.
  SharedMap<std::string, double> parameters;
  // What the cave held when the game began, by kind ("pit", "bats",
  // "wumpus", "gold", "torch", "rope", a mod's kinds) plus "dark" rooms:
  // how many, never where. The classic game tells these too.
  SharedMap<std::string, int> counts;
  friend bool operator==(const CaveInfo&, const CaveInfo&) = default;
};

// The whole cave as it is, for the end screen. The engine fills it only
// once this player's game is over, so fog of war holds while playing.
struct Reveal {
  // Every room, in id order, as if seen: all its things, hidden ones too;
  // `visited` marks the rooms the player stood in (the path taken).
  std::vector<RoomView> rooms;
  // The rooms each of the player's arrows flew through, oldest first.
  std::vector<std::vector<maze::RoomId>> flights;
  friend bool operator==(const Reveal&, const Reveal&) = default;
};

// Someone seated at the table (shared play), as every player sees them.
struct SeatView {
  std::string name;
  bool connected = true;
  bool away = false;   // connected but idle for a while
  bool acted = false;  // has spent their turn this round
  Outcome outcome = Outcome::Playing;
  int score = 0;  // once the seat's game is over; 0 while it plays
  friend bool operator==(const SeatView&, const SeatView&) = default;
};

// The table around the game: who plays, whom the round waits for.
struct TableView {
  bool shared = false;  // more than one seat: co-op rounds
  std::string owner;
  std::vector<SeatView> seats;
  std::vector<std::string> waiting_for;  // this round, by name
  std::uint32_t round = 0;
  std::uint32_t deadline_seconds = 0;  // left before the round ticks anyway
  std::uint32_t spectators = 0;
  Outcome team = Outcome::Playing;  // won when everyone alive has left
  friend bool operator==(const TableView&, const TableView&) = default;
};

struct PlayerView {
  PlayerId id = 0;
  std::string name;
  CaveInfo cave;
  TableView table;

  // The cave's shape (not its passages: those are only in `rooms`).
  // `grid`: square rooms walked by compass (rectangles, masks, levels).
  bool grid = true;
  std::uint32_t width = 0, height = 0, levels = 1;
  // The rooms' tiling when the cave is no room graph (maze/shape.hpp):
  // with width and height (polar: the rooms of ring 1 and the rings) a
  // front end rebuilds the public neighbour rules (view_topology.hpp).
  maze::Shape shape = maze::Shape::Square;
  unsigned wrap = maze::kWrapNone;
  bool weave = false;
  std::uint32_t room_count = 0;  // fewer than width x height on a mask
  maze::RoomId entrance = maze::kNoRoom;
  maze::RoomId exit = maze::kNoRoom;

  maze::RoomId room = maze::kNoRoom;
  std::uint32_t x = 0, y = 0, z = 0;
  maze::Direction facing = maze::Direction::East;

  std::uint32_t turn = 0;
  int arrows = 0;
  // How many rooms an arrow flies in this game, after the rules and mods
  // had their say (cave.parameters keeps what the preset said); 0 when no
  // rule lets arrows fly. Aiming, the agent and clients read it here.
  int arrow_range = 0;
  // How an arrow may turn (game_api/arrow_flight.hpp), as the rules say:
  // views from before these were rules leave both off.
  ArrowRules arrow_rules;
  int gold = 0;
  std::map<std::string, int> items;       // carried things by kind: "torch"...
  std::map<std::string, KindLook> kinds;  // looks the rules gave kinds
  VerbSpecs verbs;  // the verbs the mods add, in registration order
  bool torch_lit = false;
  std::vector<std::string> percepts;  // sensed in the current room now

  // What winning still needs under the rules' shared conventions (see
  // game/rules/rules.hpp): some gold in the team's hands, no Wumpus alive
  // (wumpus_dead below), then the exit.
  struct Goals {
    bool gold = false;
    friend bool operator==(const Goals&, const Goals&) = default;
  } goals;

  std::vector<RoomView> rooms;    // every room seen, in id order
  std::vector<Message> messages;  // the log (newest 1000), oldest first
  std::vector<OtherPlayer> others;

  // No Wumpus lives any more (everyone at the table is told): the exit
  // only asks for gold then.
  bool wumpus_dead = false;
  // A living Wumpus is awake (the rules told everyone it woke): it may
  // walk. False in views from before it was reported.
  bool wumpus_awake = false;

  Outcome outcome = Outcome::Playing;
  std::string cause;  // how the game ended: "eaten by the Wumpus", ...
  // The kind whose rule killed the player ("wumpus", "pit", a mod's
  // kind): what front ends switch on, never the cause's words. "" while
  // alive, or when no kind's hook did.
  std::string killed_by;
  int score = 0;

  Reveal reveal;  // empty while this player is still playing

  // Cheats: the solution path, filled only when the game was started with
  // --show-path (and then marked in the score).
  bool cheating = false;
  std::vector<maze::RoomId> solution;
  friend bool operator==(const PlayerView&, const PlayerView&) = default;
};

// The room `id` as the player knows it, or null if never seen.
inline const RoomView* find_room(const PlayerView& view, maze::RoomId id) {
  for (const RoomView& room : view.rooms)
    if (room.room == id) return &room;
  return nullptr;
}

}  // namespace wumpus::game_api
