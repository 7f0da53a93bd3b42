#include "agent/memory.hpp"

#include "game_api/kind_names.hpp"

#include <algorithm>

namespace wumpus::agent {
namespace {

bool has(const std::vector<std::string>& list, const char* item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

}  // namespace

Step Memory::observe(const game_api::PlayerView& view,
                     const inference::CaveMap& map, const Action& last) {
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

  if (last.kind == Action::Kind::Move && last.target != maze::kNoRoom) {
    if (view.room == last.target) {
      step.entered.push_back(last.target);
    } else if (carried_by_bats) {
      // Bats carried the agent off on entering, to a room with no hazard:
      // sometimes the very room it came from, so landing there is no
      // sign of a blocked move.
      findings_.bats_in(last.target);
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
  }
  findings_.read(view);
  return step;
}

}  // namespace wumpus::agent
