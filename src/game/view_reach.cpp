#include "game/view_reach.hpp"

#include "game/world/sight.hpp"

#include <algorithm>
#include <atomic>

namespace wumpus::game {
namespace {

// Revisions are drawn from one counter for every game in the process, so
// a game put in another's place (a save loaded) never repeats a revision
// a view was built at.
std::uint64_t next_view_revision() {
  static std::atomic<std::uint64_t> revisions{0};
  return ++revisions;
}

}  // namespace

ViewReach::ViewReach() : everyone_(next_view_revision()) {}

std::uint64_t ViewReach::revision(game_api::PlayerId player) const {
  const auto own = players_.find(player);
  return own == players_.end() ? everyone_ : std::max(everyone_, own->second);
}

void ViewReach::everyone() {
  everyone_ = next_view_revision();
}

void ViewReach::reach(game_api::PlayerId player) {
  players_[player] = next_view_revision();
}

void ViewReach::changed(const World& world, const WorldChanges& changes) {
  if (changes.shared) return everyone();
  for (game_api::PlayerId player : changes.players) reach(player);
  if (changes.moved.empty()) return;
  // Whoever sees a room a player left or entered sees them there. Their
  // own state and the cave are as they were (else reached above), so
  // their sight is what it was when their view was built.
  for (game_api::PlayerId watcher : world.player_ids()) {
    const auto sight = rooms_in_sight(world, watcher);
    const auto sees = [&sight](RoomId room) {
      return std::find(sight.begin(), sight.end(), room) != sight.end();
    };
    for (const auto& moved : changes.moved)
      if (moved.player != watcher && (sees(moved.from) || sees(moved.to)))
        reach(watcher);
  }
}

}  // namespace wumpus::game
