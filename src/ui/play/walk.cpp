#include "ui/play/walk.hpp"

#include "ui/map/map_cursor.hpp"
#include "ui/play/travel.hpp"

namespace wumpus::ui {
namespace {

// A walk this long is lost in a loop the views did not show.
constexpr int kMaxSteps = 10000;

// Whether stepping from `here`, a room not proven safe, into `next`
// leaves `here` as the only way back to the rest of what is known: some
// safe room joined to `here` (the way you came) or the exit can no longer
// be reached from `next` by safe rooms without crossing it.
bool strands(const KnownCave& cave, const game_api::PlayerView& view,
             maze::RoomId here, maze::RoomId next) {
  if (cave.safe(here)) return false;
  if (view.exit != next && !cave.path(next, view.exit, here).empty())
    return false;
  for (maze::RoomId back : cave.joined(here))
    if (back != next && cave.safe(back) && cave.path(next, back, here).empty())
      return true;
  return false;
}

}  // namespace

std::variant<game_api::Command, WalkQuestion, std::string> Walk::next(
    const game_api::PlayerView& view, const WalkMemory* memory) {
  if (view.outcome != game_api::Outcome::Playing) return "The game is over.";
  if (++steps_ > kMaxSteps) return "You stop: the walk is too long.";
  const KnownCave cave(view, memory);
  // Stepping into the exit would end the game: a walk goes round it.
  const maze::RoomId exit = exit_wins_now(view) ? view.exit : maze::kNoRoom;
  std::vector<maze::RoomId> way;
  bool to_bats = false;
  if (exploring()) {
    way = cave.way_to_unexplored(view.room, exit);
    if (way.empty()) way = cave.way_to_unexplored(view.room);
    if (way.empty()) {
      way = way_to_bats(cave, view.room);
      if (way.empty())
        return "Explored: no unexplored room is known to be safe.";
      if (!ride_bats_)
        return "Explored: no unexplored room is known to be safe. Bats "
               "roost in " +
               room_label(view, way.back()) +
               (ride_key_.empty() ? "." : " (" + ride_key_ + ": ride them).");
      to_bats = way.size() == 2;
    }
  } else {
    if (target_ == view.room) return "You are there.";
    way = cave.path(view.room, target_, exit);
    if (way.empty()) way = cave.path(view.room, target_);
    if (way.size() < 2) return "No way there is known to be safe.";
  }
  expected_ = way[1];
  const game_api::Command step = step_command(view, way[0], way[1]);
  if (way[1] == exit)
    return WalkQuestion{step,
                        "The exit is next: step in and leave the cave, "
                        "winning the game? (y/n)"};
  const auto drop = view.cave.parameters.find("bats_drop_anywhere");
  if (to_bats && drop != view.cave.parameters.end() && drop->second != 0)
    return WalkQuestion{step,
                        "These bats may drop you in any room, a pit's or the "
                        "Wumpus's too: let them carry you? (y/n)"};
  if (strands(cave, view, view.room, way[1]))
    return WalkQuestion{step,
                        "Past that step the only way back is through this "
                        "room, which is not safe: step on? (y/n)"};
  return step;
}

std::vector<maze::RoomId> Walk::way_to_bats(const KnownCave& cave,
                                            maze::RoomId from) {
  std::vector<maze::RoomId> best;
  for (const auto& [room, proof] : cave.deductions().proofs()) {
    if (proof != Proof::Bats) continue;
    for (maze::RoomId next_door : cave.joined(room)) {
      if (!cave.safe(next_door) && next_door != from) continue;
      std::vector<maze::RoomId> way = next_door == from
                                          ? std::vector<maze::RoomId>{from}
                                          : cave.path(from, next_door);
      // The shortest way; between equals, the bats' lowest room.
      if (way.empty() || (!best.empty() && (way.size() + 1 > best.size() ||
                                            (way.size() + 1 == best.size() &&
                                             room >= best.back()))))
        continue;
      way.push_back(room);
      best = std::move(way);
    }
  }
  return best;
}

std::optional<std::string> Walk::after_step(const game_api::PlayerView& before,
                                            const game_api::PlayerView& after) {
  if (auto news = walk_news(before, after, expected_)) return news;
  if (after.room == target_) return "You are there.";
  return std::nullopt;
}

}  // namespace wumpus::ui
