// A player's typed command, parsed. The UI, the agent, headless play and
// network clients all produce these; the engine is the only one to apply
// them.
#pragma once

#include "maze/direction.hpp"
#include "maze/topology.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wumpus::game {

enum class Verb {
  Move,       // north|east|south|west|up|down (n e s w u d)
  Go,         // one step in the facing direction; go ROOM on room graphs
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
  Restart,  // same maze and layout
  New,      // new [SIZE]
  Save,     // save [FILE]
  Help,
};

struct Command {
  Verb verb = Verb::Wait;
  std::optional<maze::Direction> direction;  // Move, Face
  int degrees = 0;                           // Turn
  std::vector<maze::Direction> path;         // Shoot (empty: facing)
  std::string argument;                      // Use item, Save file, New size
  // Room graphs have no compass: Go names the next room, Shoot the rooms
  // of the arrow's flight.
  std::vector<maze::RoomId> rooms;

  friend bool operator==(const Command&, const Command&) = default;
};

// Parses one line as typed by a player. Returns nothing and sets *error to
// a message fit to show the player when the line is not a command.
std::optional<Command> parse_command(std::string_view line, std::string* error);

// The canonical text of a command; parse_command(format_command(c)) == c.
std::string format_command(const Command& command);

}  // namespace wumpus::game
