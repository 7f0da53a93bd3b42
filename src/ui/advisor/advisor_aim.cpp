#include "ui/advisor/advisor_aim.hpp"

#include "game_api/kind_names.hpp"
#include "ui/advisor/risk_words.hpp"

#include <deque>
#include <string_view>
#include <unordered_map>

namespace wumpus::ui {
namespace {

using game_api::Hazard;
using maze::RoomId;

// The goals whose target stays worth reaching until it is reached: a room
// to explore, a thing to fetch, the exit once every goal is met.
struct KeptGoal {
  std::string_view goal;
  const char* thing;  // what lies in the target; null: none
};
constexpr KeptGoal kKeptGoals[] = {
    {"explore", nullptr},
    {"fetch the gold", game_api::builtin::kGold},
    {"fetch the torch", game_api::builtin::kTorch},
    {"fetch the rope", game_api::builtin::kRope},
    {"walk out", nullptr},
};

const KeptGoal* kept_goal(std::string_view goal) {
  for (const KeptGoal& kept : kKeptGoals)
    if (kept.goal == goal) return &kept;
  return nullptr;
}

bool counts_safe(const agent::Belief& belief, RoomId room) {
  if (room >= belief.risk.death.size()) return false;
  const auto& hazards = belief.hazards.at(room);
  return belief.risk.death[room] == 0 && hazards.of(Hazard::Pit) == 0 &&
         hazards.of(Hazard::Bats) == 0;
}

bool stood_in_room(const game_api::PlayerView& view, RoomId room) {
  const game_api::RoomView* seen = game_api::find_room(view, room);
  return room == view.room || (seen != nullptr && seen->visited);
}

// The target still serves its goal: unexplored, or still holding the
// thing to fetch.
bool still_wanted(const game_api::PlayerView& view, const KeptGoal& goal,
                  RoomId room) {
  const game_api::RoomView* seen = game_api::find_room(view, room);
  if (goal.thing != nullptr) return seen != nullptr && seen->holds(goal.thing);
  if (goal.goal == "walk out") return room == view.exit;
  return !stood_in_room(view, room);
}

// Why a new goal took over, in a player's words ("" when it says itself).
std::string new_goal_words(std::string_view goal) {
  if (goal == "fetch the gold") return "gold seen";
  if (goal == "fetch the torch") return "a torch seen";
  if (goal == "fetch the rope") return "a rope seen";
  if (goal == "walk out") return "every goal met";
  if (goal.starts_with("guess") || goal.find("prob") != std::string_view::npos)
    return "nothing safe is left";
  if (goal.find("Wumpus") != std::string_view::npos)
    return "the Wumpus is in reach";
  return "";
}

}  // namespace

std::vector<RoomId> safe_way(const game_api::PlayerView& view,
                             const agent::Belief& belief, RoomId to) {
  std::unordered_map<RoomId, const game_api::RoomView*> rooms;
  for (const game_api::RoomView& room : view.rooms) rooms[room.room] = &room;
  const auto passable = [&](RoomId room) {
    const auto it = rooms.find(room);
    return it != rooms.end() && (it->second->visited || room == view.room ||
                                 counts_safe(belief, room));
  };
  if (!passable(to) || !rooms.count(view.room)) return {};
  std::unordered_map<RoomId, RoomId> parent{{view.room, view.room}};
  std::deque<RoomId> queue{view.room};
  while (!queue.empty() && !parent.count(to)) {
    const RoomId at = queue.front();
    queue.pop_front();
    for (RoomId next : rooms.at(at)->open_rooms)
      if (!parent.count(next) && passable(next)) {
        parent[next] = at;
        queue.push_back(next);
      }
  }
  if (!parent.count(to)) return {};
  std::vector<RoomId> way{to};
  while (way.back() != view.room) way.push_back(parent.at(way.back()));
  return {way.rbegin(), way.rend()};
}

Heading AdvisorAim::steer(const game_api::PlayerView& view,
                          const agent::Belief& belief,
                          const agent::Decision& decision) {
  Heading heading;
  heading.next = decision.action.target;
  heading.target =
      decision.target != maze::kNoRoom ? decision.target : heading.next;
  std::string change;
  if (kept_ && kept_->room != heading.target) {
    const KeptGoal* goal = kept_goal(kept_->goal);
    const std::vector<RoomId> way = safe_way(view, belief, kept_->room);
    const bool reached = stood_in_room(view, kept_->room);
    const bool wanted =
        goal != nullptr && still_wanted(view, *goal, kept_->room);
    if (reached || goal == nullptr) {
      // Reached, or a goal that is not kept: the new one is plain.
    } else if (decision.reason != kept_->goal) {
      change = new_goal_words(decision.reason);
    } else if (wanted && !way.empty() && way.size() - 1 <= kept_->steps) {
      heading.target = kept_->room;
      heading.next = way[1];
    } else if (!wanted) {
      change = room_place(view, kept_->room) + " is no longer worth it";
    } else if (!counts_safe(belief, kept_->room)) {
      change = room_place(view, kept_->room) + " may not be safe now";
    } else if (way.empty()) {
      change = "no safe way to " + room_place(view, kept_->room) + " now";
    } else {
      change = "you went another way";
    }
  }
  const std::vector<RoomId> way = safe_way(view, belief, heading.target);
  kept_ = Kept{heading.target, decision.reason,
               way.empty() ? std::size_t{0} : way.size() - 1};
  if (!change.empty()) {
    change_ = change;
    change_turn_ = view.turn;
  }
  if (change_turn_ == view.turn) heading.change = change_;
  return heading;
}

}  // namespace wumpus::ui
