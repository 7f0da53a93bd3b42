#include "game/placement.hpp"

#include <algorithm>

namespace wumpus::game {
namespace {

bool live(const World& world, ThingId id) {
  return !world.thing_flag(id, "dead");
}

}  // namespace

std::set<RoomId> hazard_rooms(const World& world) {
  std::set<RoomId> rooms;
  for (const auto& [id, thing] : world.things())
    if ((thing.kind == "pit" || thing.kind == "bats") && thing.room != kNoRoom)
      rooms.insert(thing.room);
  return rooms;
}

bool check_placement(const World& world, std::string* problem) {
  const auto fail = [&](std::string text) {
    *problem = std::move(text);
    return false;
  };
  if (!world.things_in(world.entrance()).empty())
    return fail("something was placed in the entrance room");
  const auto& solution = world.solution();
  if (solution.empty())
    return fail("the exit cannot be reached from the entrance");
  const auto hazards = hazard_rooms(world);
  for (ThingId id : world.things_of("pit"))
    if (std::count(solution.begin(), solution.end(), world.thing(id)->room))
      return fail("a pit lies on the path from the entrance to the exit");

  const auto safely_reachable = [&](RoomId room) {
    return !hazards.count(room) &&
           !world.path(world.entrance(), room, hazards).empty();
  };
  int gold = 0, lit_gold = 0, wumpuses = 0;
  bool torch = false;
  for (const auto& [id, thing] : world.things()) {
    const bool needed = thing.kind == "gold" || thing.kind == "torch" ||
                        thing.kind == "rope" ||
                        (thing.kind == "wumpus" && live(world, id));
    if (!needed || thing.room == kNoRoom) continue;
    if (!safely_reachable(thing.room))
      return fail("the " + thing.kind + " in room " +
                  std::to_string(thing.room) +
                  " cannot be reached without entering a pit or bat room");
    if (thing.kind == "gold") {
      ++gold;
      if (!world.room_flag(thing.room, "dark")) ++lit_gold;
    }
    if (thing.kind == "torch") torch = true;
    if (thing.kind == "wumpus") ++wumpuses;
  }
  if (gold == 0) return fail("there is no gold to win with");
  if (lit_gold == 0 && !torch)
    return fail("every gold lies in a dark room and there is no torch");
  if (!safely_reachable(world.exit()))
    return fail(
        "the exit cannot be reached without entering a pit or bat room");
  if (wumpuses > world.parameter("arrows").value_or(3))
    return fail("there are more Wumpuses than arrows");
  return true;
}

}  // namespace wumpus::game
