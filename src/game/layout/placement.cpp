#include "game/layout/placement.hpp"

#include "game/layout/first_moves.hpp"
#include "game_api/kind_names.hpp"
#include "game_api/placement_rules.hpp"

#include <algorithm>
#include <deque>
#include <map>

namespace wumpus::game {
namespace {

bool live(const World& world, ThingId id) {
  return !world.properties_of(Owner::thing(id)).flag(game_api::builtin::kDead);
}

// How many moves through open passages each room is from `from`.
std::map<RoomId, int> distances(const World& world, RoomId from) {
  std::map<RoomId, int> distance{{from, 0}};
  std::deque<RoomId> queue{from};
  while (!queue.empty()) {
    const RoomId room = queue.front();
    queue.pop_front();
    for (RoomId next : world.cave().open_neighbours(room))
      if (distance.emplace(next, distance[room] + 1).second)
        queue.push_back(next);
  }
  return distance;
}

// A mod's kind declared a hazard (game.register's layout = "hazard").
bool mod_hazard(const World& world, const Thing& thing) {
  return world.layout().role(thing.kind) == LayoutRole::Hazard;
}

// The first move from the entrance is never a gamble: no pit (nor a mod's
// hazard) is joined to it, and the Wumpus is never next door but at least the
// preset's "wumpus_distance" moves away (as far as the cave allows), so the
// entrance has neither breeze nor stench.
bool fair_start(const World& world, std::string* problem) {
  const auto distance = distances(world, world.cave().entrance());
  int farthest = 0;
  for (const auto& [room, moves] : distance)
    farthest = std::max(farthest, moves);
  const int needed = std::min(
      game_api::placement_guarantees(world.parameters()).wumpus_distance,
      farthest);
  for (const auto& [id, thing] : world.things()) {
    const auto moves = distance.find(thing.room);
    if (moves == distance.end()) continue;
    if ((thing.kind == game_api::builtin::kPit || mod_hazard(world, thing)) &&
        moves->second == 1) {
      *problem = "a " + thing.kind +
                 " lies next to the entrance: the first step would be a "
                 "gamble";
      return false;
    }
    if (thing.kind == game_api::builtin::kWumpus && live(world, id) &&
        moves->second < needed) {
      *problem = "the Wumpus is " + std::to_string(moves->second) +
                 " moves from the entrance, closer than " +
                 std::to_string(needed);
      return false;
    }
  }
  return true;
}

// What a player must reach to win: gold, the torch, the rope, a live
// Wumpus, and what a mod's kind declared needed (layout = "needed").
bool needed_to_win(const World& world, ThingId id) {
  const std::string& kind = world.thing(id)->kind;
  return world.layout().role(kind) == LayoutRole::Needed ||
         kind == game_api::builtin::kGold ||
         kind == game_api::builtin::kTorch ||
         kind == game_api::builtin::kRope ||
         (kind == game_api::builtin::kWumpus && live(world, id));
}

}  // namespace

bool reaches_what_wins(const World& world, RoomId from, std::string* problem) {
  const auto hazards = hazard_rooms(world);
  const auto safely_reachable = [&](RoomId room) {
    return !hazards.count(room) &&
           !world.cave().path(from, room, hazards).empty();
  };
  for (const auto& [id, thing] : world.things()) {
    if (!needed_to_win(world, id) || thing.room == kNoRoom) continue;
    if (!safely_reachable(thing.room)) {
      *problem = "the " + thing.kind + " in room " +
                 std::to_string(thing.room) +
                 " cannot be reached without entering a hazard's room";
      return false;
    }
  }
  if (safely_reachable(world.cave().exit())) return true;
  *problem = "the exit cannot be reached without entering a hazard's room";
  return false;
}

std::set<RoomId> hazard_rooms(const World& world) {
  std::set<RoomId> rooms;
  for (const auto& [id, thing] : world.things())
    if ((thing.kind == game_api::builtin::kPit ||
         thing.kind == game_api::builtin::kBats || mod_hazard(world, thing)) &&
        thing.room != kNoRoom)
      rooms.insert(thing.room);
  return rooms;
}

bool check_placement(const World& world, std::string* problem) {
  const auto fail = [&](std::string text) {
    *problem = std::move(text);
    return false;
  };
  if (!world.things_in(world.cave().entrance()).empty())
    return fail("something was placed in the entrance room");
  const auto& solution = world.cave().solution();
  if (solution.empty())
    return fail("the exit cannot be reached from the entrance");
  for (const auto& [id, thing] : world.things())
    if ((thing.kind == game_api::builtin::kPit || mod_hazard(world, thing)) &&
        std::count(solution.begin(), solution.end(), thing.room))
      return fail("a " + thing.kind +
                  " lies on the path from the entrance to the exit");
  if (!fair_start(world, problem)) return false;
  if (!fair_first_moves(
          world,
          game_api::placement_guarantees(world.parameters()).fair_first_moves,
          problem))
    return false;
  if (!reaches_what_wins(world, world.cave().entrance(), problem)) return false;
  int gold = 0, lit_gold = 0, wumpuses = 0;
  bool torch = false;
  for (const auto& [id, thing] : world.things()) {
    if (!needed_to_win(world, id) || thing.room == kNoRoom) continue;
    if (thing.kind == game_api::builtin::kGold) {
      ++gold;
      if (!world.properties_of(Owner::room(thing.room))
               .flag(game_api::builtin::kDark))
        ++lit_gold;
    }
    if (thing.kind == game_api::builtin::kTorch) torch = true;
    if (thing.kind == game_api::builtin::kWumpus) ++wumpuses;
  }
  if (gold == 0) return fail("there is no gold to win with");
  if (lit_gold == 0 && !torch)
    return fail("every gold lies in a dark room and there is no torch");
  if (wumpuses > world.starting_arrows())
    return fail("there are more Wumpuses than arrows");
  return true;
}

}  // namespace wumpus::game
