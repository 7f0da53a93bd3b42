#include "inference/puzzle_checker.hpp"

#include <algorithm>

namespace wumpus::inference {
namespace {

constexpr int kWumpus = int(game_api::Hazard::Wumpus);

// At least one of `members` holds the hazard: something sensed next door.
using PerceptClause = std::vector<Room>;

// Whether the clauses leave room for the hazard in `room`: some set of at
// most `count` rooms, `room` among them, meets every clause.
bool fits(const std::vector<PerceptClause>& clauses, std::vector<Room>& chosen,
          int budget) {
  const auto met = [&](const PerceptClause& clause) {
    return std::any_of(clause.begin(), clause.end(), [&](Room r) {
      return std::count(chosen.begin(), chosen.end(), r) > 0;
    });
  };
  const auto open = std::find_if_not(clauses.begin(), clauses.end(), met);
  if (open == clauses.end()) return true;
  if (budget == 0) return false;
  for (Room r : *open) {
    chosen.push_back(r);
    const bool found = fits(clauses, chosen, budget - 1);
    chosen.pop_back();
    if (found) return true;
  }
  return false;
}

class Player {
 public:
  Player(const PuzzleCave& cave, Deductions deductions)
      : cave_(cave),
        deductions_(deductions),
        visited_(cave.open.size(), false),
        holds_(kHazardKinds, std::vector<bool>(cave.open.size(), false)) {
    for (int k = 0; k < kHazardKinds; ++k) {
      count_[k] = int(cave.hazards[k].size());
      for (Room r : cave.hazards[k]) holds_[k][r] = true;
    }
  }

  Verdict play() {
    visit(cave_.entrance);
    while (explore() || shoot()) {
    }
    Verdict verdict;
    verdict.rooms_proven =
        int(std::count(visited_.begin(), visited_.end(), true));
    verdict.why = missing();
    verdict.solvable = verdict.why.empty();
    return verdict;
  }

 private:
  void visit(Room room) { visited_[room] = true; }

  bool senses(Room room, int kind) const {
    return std::any_of(cave_.open[room].begin(), cave_.open[room].end(),
                       [&](Room next) { return holds_[kind][next]; });
  }

  // Rooms that may hold `kind` before the clauses are counted: never a
  // visited room or the entrance, no pit or bats in the exit, nothing next
  // to a visited room that sensed no such hazard.
  std::vector<bool> allowed(int kind) const {
    std::vector<bool> out(cave_.open.size(), true);
    out[cave_.entrance] = false;
    if (kind != kWumpus) out[cave_.exit] = false;
    for (Room r = 0; r < out.size(); ++r) {
      if (!visited_[r]) continue;
      out[r] = false;
      if (!senses(r, kind))
        for (Room next : cave_.open[r]) out[next] = false;
    }
    return out;
  }

  std::vector<PerceptClause> clauses(int kind,
                                     const std::vector<bool>& allowed) const {
    std::vector<PerceptClause> out;
    for (Room r = 0; r < visited_.size(); ++r) {
      if (!visited_[r] || !senses(r, kind)) continue;
      PerceptClause clause;
      for (Room next : cave_.open[r])
        if (allowed[next]) clause.push_back(next);
      out.push_back(std::move(clause));
    }
    return out;
  }

  bool may_hold(int kind, Room room, const std::vector<bool>& allowed,
                const std::vector<PerceptClause>& clauses) const {
    if (!allowed[room] || count_[kind] == 0) return false;
    if (deductions_ == Deductions::SinglePercept) return true;
    std::vector<Room> chosen{room};
    return fits(clauses, chosen, count_[kind] - 1);
  }

  // Visits every room next to a visited one that no hazard may hold.
  bool explore() {
    std::vector<bool> allow[kHazardKinds];
    std::vector<PerceptClause> clause[kHazardKinds];
    for (int k = 0; k < kHazardKinds; ++k) {
      allow[k] = allowed(k);
      clause[k] = clauses(k, allow[k]);
    }
    std::vector<Room> safe;
    for (Room r = 0; r < visited_.size(); ++r) {
      if (!visited_[r]) continue;
      for (Room next : cave_.open[r]) {
        if (visited_[next]) continue;
        bool proven = true;
        for (int k = 0; k < kHazardKinds && proven; ++k)
          proven = !may_hold(k, next, allow[k], clause[k]);
        if (proven) safe.push_back(next);
      }
    }
    for (Room r : safe) visit(r);
    return !safe.empty();
  }

  // Shoots the Wumpus once exactly one room can hold it (it is then next
  // to a visited room that smelt it: one arrow's flight away).
  bool shoot() {
    if (count_[kWumpus] != 1 || cave_.arrows < 1) return false;
    const auto allow = allowed(kWumpus);
    const auto clause = clauses(kWumpus, allow);
    if (clause.empty()) return false;  // no stench yet: anywhere unseen
    std::vector<Room> rooms;
    if (deductions_ == Deductions::SinglePercept) {
      const auto single = std::find_if(
          clause.begin(), clause.end(),
          [](const PerceptClause& smelt) { return smelt.size() == 1; });
      if (single != clause.end()) rooms = *single;
    } else {
      for (Room r : clause.front())
        if (may_hold(kWumpus, r, allow, clause)) rooms.push_back(r);
    }
    if (rooms.size() != 1 || !holds_[kWumpus][rooms.front()]) return false;
    holds_[kWumpus][rooms.front()] = false;
    count_[kWumpus] = 0;
    return true;
  }

  std::string missing() const {
    std::string why;
    const auto add = [&](const char* what) {
      why += (why.empty() ? "" : "; ") + std::string(what);
    };
    if (count_[kWumpus] > 0) add("the Wumpus cannot be found for certain");
    if (!visited_[cave_.exit]) add("the exit cannot be reached safely");
    const bool torch = std::any_of(cave_.torches.begin(), cave_.torches.end(),
                                   [&](Room r) { return visited_[r]; });
    const bool gold =
        std::any_of(cave_.gold.begin(), cave_.gold.end(), [&](Room r) {
          const bool dark = std::count(cave_.dark.begin(), cave_.dark.end(), r);
          return visited_[r] && (!dark || torch);
        });
    if (!gold) add("no gold can be reached safely");
    return why;
  }

  const PuzzleCave& cave_;
  const Deductions deductions_;
  std::vector<bool> visited_;
  std::vector<std::vector<bool>> holds_;  // by kind, by room
  int count_[kHazardKinds] = {0, 0, 0};
};

}  // namespace

Verdict check_deducible(const PuzzleCave& cave, Deductions deductions) {
  if (cave.open.empty() || cave.entrance >= cave.open.size() ||
      cave.exit >= cave.open.size())
    return {false, "the cave has no entrance or exit", 0};
  return Player(cave, deductions).play();
}

}  // namespace wumpus::inference
