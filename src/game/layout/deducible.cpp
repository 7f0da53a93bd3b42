#include "game/layout/deducible.hpp"

#include "game_api/hazard_table.hpp"
#include "game_api/kind_names.hpp"
#include "inference/puzzle_grade.hpp"

#include <algorithm>

namespace wumpus::game {
namespace {

inference::PuzzleCave puzzle_cave(const World& world) {
  inference::PuzzleCave cave;
  const auto rooms = world.cave().rooms();
  cave.open.resize(rooms.empty() ? 0 : rooms.back() + 1);
  for (RoomId room : rooms) {
    cave.open[room] = world.cave().open_neighbours(room);
    if (world.properties_of(Owner::room(room)).flag(game_api::builtin::kDark))
      cave.dark.push_back(room);
  }
  cave.entrance = world.cave().entrance();
  cave.exit = world.cave().exit();
  for (const auto& [id, thing] : world.things()) {
    if (thing.room == kNoRoom) continue;
    const RoomId room = thing.room;  // (a lambda cannot capture a binding)
    // The dead Wumpus is one no more.
    const auto* hazard = game_api::hazard_of_kind(thing.kind);
    if (hazard &&
        !(hazard->hazard == game_api::Hazard::Wumpus &&
          world.properties_of(Owner::thing(id)).flag(game_api::builtin::kDead)))
      cave.hazards[static_cast<int>(hazard->hazard)].push_back(room);
    if (thing.kind == game_api::builtin::kGold) cave.gold.push_back(thing.room);
    if (thing.kind == game_api::builtin::kTorch)
      cave.torches.push_back(thing.room);
  }
  cave.arrows = world.starting_arrows();
  return cave;
}

}  // namespace

bool deducible(const World& world, std::string* why,
               game_api::PuzzleGrade grade) {
  const auto verdict = inference::check_grade(puzzle_cave(world), grade);
  if (!verdict.solvable) *why = verdict.why;
  return verdict.solvable;
}

}  // namespace wumpus::game
