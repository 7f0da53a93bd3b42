#include "game/layout/first_moves.hpp"

#include "game/view_builder.hpp"
#include "game_api/hazard_table.hpp"
#include "inference/hazard_inference.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace wumpus::game {
namespace {

// What a player who stood in `visited` knows: those rooms with what they
// sensed, the rooms next door seen with their passages, the counts and
// the preset's parameters.
game_api::PlayerView view_after(const World& world,
                                const std::set<RoomId>& visited) {
  game_api::PlayerView view;
  describe_cave_shape(world.cave(), view);
  view.room = world.cave().entrance();
  view.cave.parameters = world.parameters();
  std::map<RoomId, const game_api::HazardEntry*> hazard_in;
  for (const auto& [id, thing] : world.things()) {
    if (thing.room == kNoRoom) continue;
    ++view.cave.counts[thing.kind];
    if (const auto* entry = game_api::hazard_of_kind(thing.kind))
      hazard_in[thing.room] = entry;
  }
  std::map<RoomId, game_api::RoomView> rooms;
  const auto see = [&](RoomId room) -> game_api::RoomView& {
    auto& seen = rooms[room];
    if (seen.room == kNoRoom) {
      seen.room = room;
      seen.open_rooms = world.cave().open_neighbours(room);
    }
    return seen;
  };
  for (RoomId room : visited) {
    game_api::RoomView& stood = see(room);
    stood.visited = true;
    for (RoomId next : stood.open_rooms) {
      see(next);
      const auto hazard = hazard_in.find(next);
      if (hazard != hazard_in.end() && !stood.sensed(hazard->second->percept))
        stood.percepts.emplace_back(hazard->second->percept);
    }
  }
  for (auto& [room, seen] : rooms) view.rooms.push_back(std::move(seen));
  return view;
}

double deadly(const inference::RoomRisk& risk) {
  return risk.of(game_api::Hazard::Pit) + risk.of(game_api::Hazard::Wumpus);
}

}  // namespace

bool fair_first_moves(const World& world, int moves, std::string* problem) {
  if (moves <= 0 ||
      world.cave().maze().topology().room_count() > kMaxFirstMovesRooms)
    return true;
  std::set<RoomId> visited{world.cave().entrance()};
  for (int move = 1; move <= moves; ++move) {
    const auto view = view_after(world, visited);
    const auto belief = inference::infer_from_view(view, true);
    if (!belief.consistent) return true;  // rules it does not know (mods)
    std::set<RoomId> safe;
    bool frontier = false;
    double least = 1;
    for (RoomId from : visited)
      for (RoomId next : world.cave().open_neighbours(from)) {
        if (visited.count(next)) continue;
        frontier = true;
        const auto& risk = belief.at(next);
        if (risk.possible == 0) safe.insert(next);
        least = std::min(least, deadly(risk));
      }
    if (safe.empty()) {
      if (!frontier || least < kMaxFirstGuess) return true;
      *problem = "move " + std::to_string(move) + " would be a forced guess " +
                 std::to_string(int(least * 100 + 0.5)) + "% deadly";
      return false;
    }
    visited.insert(safe.begin(), safe.end());
  }
  return true;
}

}  // namespace wumpus::game
