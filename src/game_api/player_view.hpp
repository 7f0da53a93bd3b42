// What one player knows: all the UI, the agent and network clients ever
// see. Built by the engine from its hidden state, so fog of war holds even
// against a modified client.
#pragma once

#include "maze/direction.hpp"
#include "maze/topology.hpp"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace wumpus::game {

using PlayerId = std::uint32_t;

enum class Sight : std::uint8_t {
  Remembered,  // seen before, not in sight now: drawn dimmed
  Visible,     // in sight this turn: drawn bright
};

// A room the player has seen, with what they learned there.
struct RoomView {
  maze::RoomId room = maze::kNoRoom;
  std::uint32_t x = 0, y = 0, z = 0;  // grid position (graphs: index, 0, 0)
  Sight sight = Sight::Remembered;
  bool visited = false;   // stood in it, not just saw it
  bool dark = false;      // known to be dark
  std::uint8_t open = 0;  // bit (1 << Direction) set: passage known open
  std::vector<maze::RoomId> open_rooms;  // graphs: neighbours known open
  std::vector<std::string> things;       // kinds seen there: "gold", "pit"...
  std::vector<std::string> percepts;     // sensed there: "breeze", "stench"...
  friend bool operator==(const RoomView&, const RoomView&) = default;
};

// One line of the message log. `kind` picks the colour: "breeze",
// "stench", "flapping", "gold", "bats", "arrow", "death", "victory",
// "info", "error", "chat".
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
struct CaveInfo {
  std::string preset;
  std::string shape;  // "8x8", "8x8x2", "ring mask 12x12", "dodecahedron"
  std::string algorithm;
  std::string rules;
  bool seed_known = false;
  std::uint64_t seed = 0;
  // The preset's numbers the rules read ("arrows", "pits",
  // "wumpus_move_chance", ...): public, like the preset file itself.
  std::map<std::string, double> parameters;
  // What the cave held when the game began, by kind ("pit", "bats",
  // "wumpus", "gold", "torch", "rope", a mod's kinds) plus "dark" rooms:
  // how many, never where. The classic game tells these too.
  std::map<std::string, int> counts;
  friend bool operator==(const CaveInfo&, const CaveInfo&) = default;
};

// Someone seated at the table (shared play), as every player sees them.
struct SeatView {
  std::string name;
  bool connected = true;
  bool away = false;   // connected but idle for a while
  bool acted = false;  // has spent their turn this round
  Outcome outcome = Outcome::Playing;
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
  bool grid = true;
  std::uint32_t width = 0, height = 0, levels = 1;
  std::uint32_t room_count = 0;  // fewer than width x height on a mask
  maze::RoomId entrance = maze::kNoRoom;
  maze::RoomId exit = maze::kNoRoom;

  maze::RoomId room = maze::kNoRoom;
  std::uint32_t x = 0, y = 0, z = 0;
  maze::Direction facing = maze::Direction::East;

  std::uint32_t turn = 0;
  int arrows = 0;
  int gold = 0;
  std::map<std::string, int> items;  // "torch", "rope", mods' items
  bool torch_lit = false;
  std::vector<std::string> percepts;  // sensed in the current room now

  std::vector<RoomView> rooms;    // every room seen, in id order
  std::vector<Message> messages;  // the log (newest 1000), oldest first
  std::vector<OtherPlayer> others;

  // No Wumpus lives any more (everyone at the table is told): the exit
  // only asks for gold then.
  bool wumpus_dead = false;

  Outcome outcome = Outcome::Playing;
  std::string cause;  // how the game ended: "eaten by the Wumpus", ...
  int score = 0;

  // Cheats: the solution path, filled only when the game was started with
  // --show-path (and then marked in the score).
  bool cheating = false;
  std::vector<maze::RoomId> solution;
  friend bool operator==(const PlayerView&, const PlayerView&) = default;
};

}  // namespace wumpus::game
