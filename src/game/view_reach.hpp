// Which players' views a change can reach, kept as a revision per player:
// a view built while its player's revision stays the same is the same
// view, messages and the table aside (the message streams and the table
// carry those). A server rebuilds only the views a command reached.
//
// What a view shows, and so what reaches it:
// - its player's own state, knowledge and marks: a change to them;
// - other players where it sees them (name, room, facing, alive): a move
//   or turn of another player into, out of or within a room it sees,
//   and any change to another's name, life, win or gold (the team's
//   goals count everyone's gold);
// - the cave's shared state (things, rooms' and the world's properties,
//   passages and texts, the arrows' rules, timers, the world's turn) and
//   the score, which the rules count from the player's state and the
//   shared state (scripts/README.md, `score`): any change to it;
// - what the game is (cave, rules, settings): any change to it.
// A change the engine does not sort (anything but a command or a tick
// whose savepoint tells it apart) reaches everyone.
#pragma once

#include "game/saves/savepoint.hpp"
#include "game/world/world.hpp"

#include <cstdint>
#include <map>

namespace wumpus::game {

class ViewReach {
 public:
  ViewReach();

  std::uint64_t revision(game_api::PlayerId player) const;
  // A change every view may show.
  void everyone();
  // A command's or a tick's changes, sorted by its savepoint; `world` as
  // it is after them.
  void changed(const World& world, const WorldChanges& changes);

 private:
  void reach(game_api::PlayerId player);

  std::uint64_t everyone_ = 0;
  std::map<game_api::PlayerId, std::uint64_t> players_;
};

}  // namespace wumpus::game
