#include "app/agent/risk_oracle.hpp"

#include "app/agent/oracle_cuts.hpp"
#include "game_api/kind_names.hpp"
#include "game_api/placement_rules.hpp"
#include "game_api/view_topology.hpp"
#include "maze/maze.hpp"

#include <algorithm>
#include <deque>
#include <map>
#include <optional>
#include <vector>

namespace wumpus::app {
namespace {

using maze::RoomId;
constexpr int kOracleKinds = game_api::kHazardCount;
static_assert(kOracleKinds == std::tuple_size_v<OracleTally>);
constexpr int kOracleEmpty = -1;

constexpr int oracle_index(game_api::Hazard h) {
  return static_cast<int>(h);
}
// What closes a way placement keeps open: a pit or bats.
constexpr unsigned kOracleBlocking =
    (1u << oracle_index(game_api::Hazard::Pit)) |
    (1u << oracle_index(game_api::Hazard::Bats));

// A percept next door: one of `rooms` (indices into the tied rooms)
// holds `hazard`.
struct OracleNeed {
  int hazard;
  std::vector<RoomId> rooms;
};

class OracleCount {
 public:
  OracleCount(const game_api::PlayerView& view, maze::Topology topology,
              bool asleep, const std::vector<RoomId>& things_seen)
      : things_seen_(things_seen),
        view_(view),
        topo_(std::move(topology)),
        n_(topo_.cell_count()),
        asleep_(asleep) {
    slot_.assign(n_, -1);
    for (std::size_t i = 0; i < view.rooms.size(); ++i)
      if (view.rooms[i].room < n_) slot_[view.rooms[i].room] = int(i);
  }

  OracleRisk run(RoomId target, std::size_t budget) {
    OracleRisk out;
    if (target >= n_ || view_.entrance >= n_ || view_.exit >= n_) return out;
    read_rooms();
    tie_rooms(target);
    untied_.assign(n_, 0);
    for (RoomId r = 0; r < n_; ++r) untied_[r] = allowed_[r];
    for (RoomId r : tied_) untied_[r] = 0;
    nodes_left_ = budget;
    values_.assign(tied_.size(), kOracleEmpty);
    target_slot_ =
        std::find(tied_.begin(), tied_.end(), target) - tied_.begin();
    if (!search(0)) return out;
    if (!(total_ > 0)) return out;
    out.counted = true;
    for (int h = 0; h < kOracleKinds; ++h)
      out.chance[h] = (known_[target][h] ? total_ : hits_[h]) / total_;
    return out;
  }

 private:
  const game_api::RoomView* seen(RoomId r) const {
    return r < n_ && slot_[r] >= 0 ? &view_.rooms[slot_[r]] : nullptr;
  }
  bool visited(RoomId r) const {
    return r == view_.room || (seen(r) && seen(r)->visited);
  }
  std::vector<RoomId> passages(RoomId r) const {
    if (const auto* room = seen(r)) return room->open_rooms;
    std::vector<RoomId> out;
    maze::Neighbor next[maze::Maze::kMaxNeighbors];
    const int count = topo_.neighbors(r, next);
    for (int i = 0; i < count; ++i) {
      const auto* other = seen(next[i].room);
      if (!other ||
          std::count(other->open_rooms.begin(), other->open_rooms.end(), r))
        out.push_back(next[i].room);
    }
    return out;
  }
  // Moves from the entrance, over passages known open (`known`) or over
  // the most open cave, avoiding `blocked`.
  std::vector<int> moves(bool known, const std::vector<bool>* blocked) const {
    std::vector<int> d(n_, -1);
    std::deque<RoomId> queue{view_.entrance};
    d[view_.entrance] = 0;
    while (!queue.empty()) {
      const RoomId at = queue.front();
      queue.pop_front();
      const std::vector<RoomId>& next =
          known && !seen(at) ? known_into_[at] : possible_[at];
      for (RoomId r : next)
        if (r < n_ && d[r] < 0 && !(blocked && (*blocked)[r])) {
          d[r] = d[at] + 1;
          queue.push_back(r);
        }
    }
    return d;
  }
  bool ways_open(const std::vector<bool>& blocked) const {
    const std::vector<int> d = moves(false, &blocked);
    for (RoomId r : must_reach_)
      if (d[r] < 0) return false;
    return true;
  }

  void read_rooms() {
    possible_.resize(n_);
    for (RoomId r = 0; r < n_; ++r) possible_[r] = passages(r);
    known_.assign(n_, {});
    allowed_.assign(n_, 0);
    known_into_.assign(n_, {});
    std::vector<bool> thing(n_, false), no_pit(n_, false);
    OracleTally found{};
    for (RoomId r : things_seen_)
      if (r < n_) thing[r] = true;
    for (const auto& room : view_.rooms) {
      if (room.room >= n_) continue;
      for (RoomId r : room.open_rooms)
        if (r < n_) known_into_[r].push_back(room.room);
      no_pit[room.room] = room.known_absent(game_api::builtin::kPit);
      for (const auto& kind : room.things) {
        for (const auto& entry : game_api::kHazards)
          if (kind == entry.kind &&
              !known_[room.room][oracle_index(entry.hazard)]) {
            known_[room.room][oracle_index(entry.hazard)] = true;
            ++found[oracle_index(entry.hazard)];
          }
        if (kind == game_api::builtin::kGold ||
            kind == game_api::builtin::kTorch ||
            kind == game_api::builtin::kRope)
          thing[room.room] = true;
      }
    }
    for (const auto& entry : game_api::kHazards) {
      const auto it = view_.cave.counts.find(std::string(entry.kind));
      const int h = oracle_index(entry.hazard);
      left_[h] = std::max(
          0, (it == view_.cave.counts.end() ? 0 : it->second) - found[h]);
    }
    const int wumpus = oracle_index(game_api::Hazard::Wumpus);
    if (!asleep_) left_[wumpus] = 0;
    must_reach_ = {view_.exit};
    blocked_.assign(n_, false);
    for (RoomId r = 0; r < n_; ++r) {
      if (thing[r] && r != view_.exit) must_reach_.push_back(r);
      blocked_[r] = known_[r][oracle_index(game_api::Hazard::Pit)] ||
                    known_[r][oracle_index(game_api::Hazard::Bats)];
      const bool any_known = std::find(known_[r].begin(), known_[r].end(),
                                       true) != known_[r].end();
      if (visited(r) || r == view_.entrance || thing[r] || any_known) continue;
      allowed_[r] = (1u << kOracleKinds) - 1;
      if (no_pit[r] || r == view_.exit)
        allowed_[r] &= ~(1u << oracle_index(game_api::Hazard::Pit));
      if (r == view_.exit)
        allowed_[r] &= ~(1u << oracle_index(game_api::Hazard::Bats));
    }
    // The Wumpus lies as far as the preset says, or as the cave allows.
    const auto asked = view_.cave.parameters.find("wumpus_distance");
    int needed = game_api::wumpus_distance(asked == view_.cave.parameters.end()
                                               ? std::nullopt
                                               : std::optional(asked->second));
    const std::vector<int> open_moves = moves(false, nullptr);
    int farthest = 0;
    for (const auto& room : view_.rooms)
      if (room.room < n_) farthest = std::max(farthest, open_moves[room.room]);
    needed = std::min(needed, farthest);
    const std::vector<int> known_moves = moves(true, nullptr);
    for (RoomId r = 0; r < n_; ++r)
      if (!asleep_ || (known_moves[r] >= 0 && known_moves[r] < needed))
        allowed_[r] &= ~(1u << wumpus);
    // What a visited room did not sense is not next door (bats carry the
    // player off before anything is sensed).
    for (const auto& room : view_.rooms) {
      if (!visited(room.room) ||
          known_[room.room][oracle_index(game_api::Hazard::Bats)])
        continue;
      for (const auto& entry : game_api::kHazards)
        if (!room.sensed(entry.percept))
          for (RoomId r : room.open_rooms)
            if (r < n_) allowed_[r] &= ~(1u << oracle_index(entry.hazard));
    }
  }

  // The rooms whose contents a percept constrains, with the constraints.
  void tie_rooms(RoomId target) {
    std::vector<bool> tied(n_, false);
    for (const auto& room : view_.rooms) {
      if (!visited(room.room) ||
          known_[room.room][oracle_index(game_api::Hazard::Bats)])
        continue;
      for (const auto& entry : game_api::kHazards) {
        const int h = oracle_index(entry.hazard);
        if (!room.sensed(entry.percept) ||
            (h == oracle_index(game_api::Hazard::Wumpus) && !asleep_))
          continue;
        OracleNeed need{h, {}};
        bool met = false;
        for (RoomId r : room.open_rooms) {
          if (r >= n_) continue;
          met = met || known_[r][h];
          if (allowed_[r] & (1u << h)) need.rooms.push_back(r);
        }
        if (met) continue;
        for (RoomId r : need.rooms) tied[r] = true;
        needs_.push_back(std::move(need));
      }
    }
    if (allowed_[target]) tied[target] = true;
    for (RoomId r = 0; r < n_; ++r)
      if (tied[r]) tied_.push_back(r);
    closing_.assign(tied_.size(), {});
    for (std::size_t k = 0; k < needs_.size(); ++k) {
      OracleNeed& need = needs_[k];
      for (RoomId& r : need.rooms)
        r = RoomId(std::find(tied_.begin(), tied_.end(), r) - tied_.begin());
      if (!need.rooms.empty())
        closing_[*std::max_element(need.rooms.begin(), need.rooms.end())]
            .push_back(k);
    }
  }
  bool met(const OracleNeed& need) const {
    return std::any_of(need.rooms.begin(), need.rooms.end(),
                       [&](RoomId k) { return values_[k] == need.hazard; });
  }

  // Every assignment of the tied rooms; false past the node budget.
  bool search(std::size_t i) {
    if (nodes_left_-- == 0) return false;
    if (i == tied_.size()) return leaf();
    for (int v = kOracleEmpty; v < kOracleKinds; ++v) {
      if (v >= 0 && (!(allowed_[tied_[i]] & (1u << v)) || used_[v] == left_[v]))
        continue;
      values_[i] = v;
      if (v >= 0) ++used_[v];
      const bool closes =
          std::all_of(closing_[i].begin(), closing_[i].end(),
                      [&](std::size_t k) { return met(needs_[k]); });
      const bool ok = !closes || search(i + 1);
      if (v >= 0) --used_[v];
      values_[i] = kOracleEmpty;
      if (!ok) return false;
    }
    return true;
  }

  // False when the untied rooms could not be counted.
  bool leaf() {
    for (const OracleNeed& need : needs_)
      if (!met(need)) return true;  // a percept no room explains
    std::vector<RoomId> placed;
    for (std::size_t k = 0; k < tied_.size(); ++k)
      if (values_[k] == oracle_index(game_api::Hazard::Pit) ||
          values_[k] == oracle_index(game_api::Hazard::Bats))
        placed.push_back(tied_[k]);
    for (RoomId r : placed) blocked_[r] = true;
    const bool open = placed.empty() || ways_open(blocked_);
    if (!open) {
      for (RoomId r : placed) blocked_[r] = false;
      return true;
    }
    auto found = untied_by_placed_.find(placed);
    if (found == untied_by_placed_.end())
      found = untied_by_placed_
                  .emplace(placed, untied_layouts(
                                       {possible_, view_.entrance, must_reach_},
                                       blocked_, untied_, left_))
                  .first;
    for (RoomId r : placed) blocked_[r] = false;
    if (!found->second) return false;
    const OracleTally rest{left_[0] - used_[0], left_[1] - used_[1],
                           left_[2] - used_[2]};
    const double weight = (*found->second)[oracle_cell(rest, left_)];
    total_ += weight;
    if (target_slot_ < tied_.size() && values_[target_slot_] >= 0)
      hits_[values_[target_slot_]] += weight;
    return true;
  }

  const std::vector<RoomId>& things_seen_;
  const game_api::PlayerView& view_;
  maze::Topology topo_;
  RoomId n_;
  bool asleep_;
  std::vector<int> slot_;
  std::vector<std::array<bool, kOracleKinds>> known_;
  std::vector<unsigned> allowed_;
  std::vector<std::vector<RoomId>> possible_;    // the most open cave
  std::vector<std::vector<RoomId>> known_into_;  // seen rooms open to each
  std::vector<RoomId> must_reach_;
  std::vector<bool> blocked_;
  OracleTally left_{};
  std::vector<OracleNeed> needs_;
  std::vector<std::vector<std::size_t>> closing_;  // needs by last room
  std::vector<RoomId> tied_;
  std::vector<unsigned> untied_;  // what each untied room may hold
  // The untied rooms' layouts by tally, for each set of tied rooms
  // holding a pit or bats (nothing: not counted).
  std::map<std::vector<RoomId>, std::optional<std::vector<double>>>
      untied_by_placed_;
  std::vector<int> values_;
  OracleTally used_{};
  std::size_t target_slot_ = 0;
  std::size_t nodes_left_ = 0;
  double total_ = 0;
  std::array<double, kOracleKinds> hits_{};
};

}  // namespace

OracleRisk oracle_risk(const game_api::PlayerView& view, maze::RoomId room,
                       bool wumpus_asleep,
                       const std::vector<maze::RoomId>& things_seen,
                       std::size_t node_budget) {
  auto topology = game_api::view_topology(view);
  if (!topology) return {};
  return OracleCount(view, std::move(*topology), wumpus_asleep, things_seen)
      .run(room, node_budget);
}

}  // namespace wumpus::app
