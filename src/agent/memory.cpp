#include "agent/memory.hpp"

#include "game_api/kind_names.hpp"

#include <algorithm>

namespace wumpus::agent {
namespace {

bool has(const std::vector<std::string>& list, const char* item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

// Placement puts these where the player reaches them without entering a
// hazard, so their rooms hold no pit and no bats. Nothing else promises
// that: a dead Wumpus may lie where it walked, a mod's kinds anywhere.
bool placed_clear_of_hazards(const std::string& kind) {
  return kind == game_api::builtin::kGold ||
         kind == game_api::builtin::kTorch || kind == game_api::builtin::kRope;
}

}  // namespace

void Memory::mark_hazard(RoomId room, bool Room::*field, int* count) {
  if (room >= rooms_.size() || rooms_[room].*field) return;
  rooms_[room].*field = true;
  ++*count;
}

Step Memory::observe(const game_api::PlayerView& view, const CaveMap& map,
                     const Action& last) {
  rooms_.resize(map.size());
  Step step;
  step.room = view.room;
  step.turns = int(view.turn - std::min(turn_, view.turn));
  turn_ = view.turn;
  step.stench = has(view.percepts, game_api::builtin::kStench);

  bool carried_by_bats = false;
  for (const auto& m : view.messages)
    if (m.seq > seen_seq_ && m.kind == game_api::builtin::kBats)
      carried_by_bats = true;
  if (!view.messages.empty()) seen_seq_ = view.messages.back().seq;

  if (last.kind == Action::Kind::Move && last.target != kNoRoom) {
    if (view.room == last.target) {
      step.entered.push_back(last.target);
    } else if (carried_by_bats) {
      // Bats carried the agent off on entering, to a room with no hazard:
      // sometimes the very room it came from, so landing there is no
      // sign of a blocked move.
      mark_hazard(last.target, &Room::bats, &bats_);
      step.entered.push_back(view.room);
    }
  }
  if (last.kind == Action::Kind::Shoot && view.arrows < last.arrows &&
      !view.wumpus_dead) {
    step.missed = last.flight;
    step.woke = !awake_;
    awake_ = true;
  }
  // Woken by another noise (a fall, a bat ride), as the view reports.
  if (view.wumpus_awake && !view.wumpus_dead && !awake_) {
    step.woke = true;
    awake_ = true;
  }

  for (const auto& room : view.rooms) {
    if (room.room >= rooms_.size()) continue;
    Room& r = rooms_[room.room];
    const bool visible = room.sight == game_api::Sight::Visible;
    if (visible && (room.room == view.room || view.torch_lit)) r.light = true;
    if (visible && r.light && (!room.dark || view.torch_lit)) r.contents = true;
    for (const auto& kind : room.things) {
      // Hazards met on entering stay in the view ("felt"), so a first
      // view read alone still knows them.
      if (kind == game_api::builtin::kPit)
        mark_hazard(room.room, &Room::pit, &pits_);
      if (kind == game_api::builtin::kBats)
        mark_hazard(room.room, &Room::bats, &bats_);
      if (placed_clear_of_hazards(kind)) r.thing = true;
    }
  }
  return step;
}

}  // namespace wumpus::agent
