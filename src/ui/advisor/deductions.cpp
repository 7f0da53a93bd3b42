#include "ui/advisor/deductions.hpp"

#include "base/utf8.hpp"
#include "game_api/hazard_table.hpp"
#include "game_api/kind_names.hpp"
#include "inference/hazard_inference.hpp"
#include "ui/terminal/char_grid.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace wumpus::ui {
namespace {

using game_api::Hazard;
using game_api::PlayerView;
using game_api::RoomView;
using maze::RoomId;

Proof proof_of(Hazard hazard) {
  switch (hazard) {
    case Hazard::Pit:
      return Proof::Pit;
    case Hazard::Bats:
      return Proof::Bats;
    case Hazard::Wumpus:
      break;
  }
  return Proof::Wumpus;
}

// A hazard met or seen there.
Proof met(const RoomView& room) {
  for (const game_api::HazardEntry& entry : game_api::kHazards)
    if (room.holds(entry.kind)) return proof_of(entry.hazard);
  return Proof::Unknown;
}

std::string_view percept_of(Hazard hazard) {
  return game_api::hazard_entry(hazard).percept;
}

// What was sensed next door alone proves: a neighbour stood in that
// did not sense a percept (rooms joined by a passage known open).
class Neighbours {
 public:
  explicit Neighbours(const PlayerView& view) {
    for (const RoomView& room : view.rooms) rooms_[room.room] = &room;
  }
  bool stood_in(RoomId id) const {
    const auto it = rooms_.find(id);
    return it != rooms_.end() && it->second->visited;
  }
  // A neighbour stood in sensed `percept`.
  bool sensed_next_door(RoomId id, std::string_view percept) const {
    const auto it = rooms_.find(id);
    if (it == rooms_.end()) return false;
    for (RoomId next : it->second->open_rooms) {
      const auto n = rooms_.find(next);
      if (n != rooms_.end() && n->second->visited && n->second->sensed(percept))
        return true;
    }
    return false;
  }
  bool clear_of(RoomId id, std::string_view percept) const {
    const auto it = rooms_.find(id);
    if (it == rooms_.end()) return false;
    for (RoomId next : it->second->open_rooms) {
      const auto n = rooms_.find(next);
      // Bats carried the player off before anything was sensed there.
      if (n == rooms_.end() || !n->second->visited ||
          n->second->holds(game_api::builtin::kBats))
        continue;
      if (!n->second->sensed(percept)) return true;
    }
    return false;
  }

 private:
  std::unordered_map<RoomId, const RoomView*> rooms_;
};

bool wumpus_alive(const PlayerView& view) {
  const auto it = view.cave.counts.find(game_api::builtin::kWumpus);
  return !view.wumpus_dead && it != view.cave.counts.end() && it->second > 0;
}

}  // namespace

bool wumpus_may_have_moved(const PlayerView& view) {
  if (!wumpus_alive(view)) return false;
  // Another player's missed arrow wakes it without telling this one.
  if (view.table.shared) return true;
  const auto arrows = view.cave.parameters.find("arrows");
  if (arrows != view.cave.parameters.end() && view.arrows < arrows->second)
    return true;
  return view.wumpus_awake;
}

bool exit_wins_now(const PlayerView& view) {
  return view.goals.gold && view.wumpus_dead;
}

namespace {

// The exact inference walks the whole cave (every room, and the ways to
// the exit through unseen ones) at each step of a walk; past this many
// rooms a step would take visibly long, and what was sensed next door
// decides alone.
constexpr std::uint32_t kMaxInferredRooms = 40'000;

inference::HazardBelief infer(const PlayerView& view, bool wumpus_asleep) {
  inference::HazardBelief belief;
  if (view.room_count > kMaxInferredRooms) {
    belief.consistent = false;
    return belief;
  }
  return inference::infer_from_view(view, wumpus_asleep);
}

}  // namespace

Deductions::Deductions(const PlayerView& view) {
  const bool alive = wumpus_alive(view);
  const bool moving = wumpus_may_have_moved(view);
  const inference::HazardBelief belief = infer(view, alive && !moving);
  const Neighbours neighbours(view);

  // The percepts of the mods' hazards: a room is proven safe only when
  // a clean neighbour rules each of them out too.
  std::vector<std::string_view> mod_hazards;
  for (const auto& [kind, look] : view.kinds)
    if (look.hazard && !look.percept.empty())
      mod_hazards.push_back(look.percept);

  for (const RoomView& room : view.rooms) {
    const RoomId id = room.room;
    Proof proof = met(room);
    if (proof != Proof::Unknown || id == view.room) {
      proofs_[id] = proof == Proof::Unknown ? Proof::Safe : proof;
      continue;
    }
    const bool near_mod_hazard = std::any_of(
        mod_hazards.begin(), mod_hazards.end(), [&](std::string_view percept) {
          return !neighbours.stood_in(id) &&
                 !neighbours.clear_of(id, percept) &&
                 neighbours.sensed_next_door(id, percept);
        });
    if (near_mod_hazard) {
      proofs_[id] = Proof::Unknown;
      continue;
    }
    const bool stood = neighbours.stood_in(id);
    // A Wumpus that may walk is ruled out only by a clean neighbour.
    const bool no_walker =
        !moving || stood || neighbours.clear_of(id, percept_of(Hazard::Wumpus));
    if (!belief.consistent) {
      // Each hazard ruled out on its own: by a neighbour that did not
      // sense it, or (pits, bats) by the exit's guarantee.
      const bool exit = id == view.exit;
      if (stood ||
          ((exit || neighbours.clear_of(id, percept_of(Hazard::Pit))) &&
           (exit || neighbours.clear_of(id, percept_of(Hazard::Bats))) &&
           (!alive || neighbours.clear_of(id, percept_of(Hazard::Wumpus)))))
        proof = Proof::Safe;
    } else {
      const inference::RoomRisk& risk = belief.at(id);
      if (risk.possible == 0 && no_walker) proof = Proof::Safe;
      for (Hazard h : inference::kAllHazards)
        if (belief.exact && risk.possible == inference::bit(h) &&
            risk.of(h) > kCertain)
          proof = proof_of(h);
    }
    proofs_[id] = proof;
  }
}

std::unordered_map<RoomId, Mark> proof_marks(const Deductions& proofs) {
  std::unordered_map<RoomId, Mark> marks;
  for (const auto& [room, proof] : proofs.proofs()) {
    switch (proof) {
      case Proof::Safe:
        marks[room] = {U'\'', Style::Floor};
        break;
      case Proof::Pit:
        marks[room] = {game_api::hazard_entry(Hazard::Pit).mark, Style::Danger};
        break;
      case Proof::Bats:
        marks[room] = {game_api::hazard_entry(Hazard::Bats).mark,
                       Style::Flapping};
        break;
      case Proof::Wumpus:
        marks[room] = {game_api::hazard_entry(Hazard::Wumpus).mark,
                       Style::Danger};
        break;
      case Proof::Unknown:
        break;
    }
  }
  return marks;
}

std::string proof_legend() {
  std::string legend = "' safe";
  for (const game_api::HazardEntry& entry : game_api::kHazards) {
    legend += "  ";
    legend += base::to_utf8(entry.mark);
    legend += ' ';
    legend += entry.label;
  }
  return legend;
}

Proof Deductions::proof(RoomId room) const {
  const auto it = proofs_.find(room);
  return it == proofs_.end() ? Proof::Unknown : it->second;
}

}  // namespace wumpus::ui
