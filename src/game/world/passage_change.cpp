#include "game/world/passage_change.hpp"

#include "game/layout/placement.hpp"

namespace wumpus::game {
namespace {

// Where winning is asked from: each player still playing, else (the cave
// being carved) the entrance.
std::vector<RoomId> starting_points(const World& world) {
  std::vector<RoomId> rooms;
  bool anyone = false;
  for (const auto& [id, player] : world.players()) {
    anyone = true;
    if (player.alive && !player.won) rooms.push_back(player.room);
  }
  if (!anyone) rooms.push_back(world.cave().entrance());
  return rooms;
}

// The first starting point that can no longer win; true when none.
bool winnable_from_all(const World& world, std::string* problem) {
  for (RoomId from : starting_points(world))
    if (!reaches_what_wins(world, from, problem)) return false;
  return true;
}

}  // namespace

bool change_passage(World& world, RoomId a, RoomId b, bool open,
                    std::string* error) {
  // Opening only adds ways: it cannot take a win away.
  if (open) return world.cave().set_passage(a, b, true, error);
  std::string problem;
  const bool was_winnable = winnable_from_all(world, &problem);
  if (!world.cave().set_passage(a, b, false, error)) return false;
  if (!was_winnable || winnable_from_all(world, &problem)) return true;
  std::string ignored;
  world.cave().set_passage(a, b, true, &ignored);
  *error = "closing the passage between rooms " + std::to_string(a) + " and " +
           std::to_string(b) + " would make the game unwinnable (" + problem +
           ")";
  return false;
}

}  // namespace wumpus::game
