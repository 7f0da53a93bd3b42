// What one player may know, built from the hidden world and that
// player's knowledge only: the view every front end reads, what the cave
// is, and the score. Made for each use over a game's state (Game::view).
#pragma once

#include "game/message_stream.hpp"
#include "game/rules/rules.hpp"
#include "game/settings/settings.hpp"
#include "game/world/world.hpp"
#include "game_api/player_view.hpp"

#include <cstdint>
#include <string>

namespace wumpus::game {

struct Score {
  int gold = 0;
  int arrows = 0;
  std::uint32_t turns = 0;
  std::string cause;  // empty while alive
  bool won = false;
  bool cheated = false;  // --show-path was on
  int points = 0;
};

// The cave's shape as every view states it: the tiling and its sizes,
// the room count, the entrance and the exit.
void describe_cave_shape(const CaveMap& cave, game_api::PlayerView& view);

// What the cave is, its seed left out: `initial` is the world as set up,
// which says what the cave held. A walk of that world, so a game makes it
// once and every view copies it (Game::cave_info).
game_api::CaveInfo describe_cave(const Settings& settings, const World& world,
                                 const World& initial, const Rules& rules);

class ViewBuilder {
 public:
  // `cave`: describe_cave's of this game. The rules count the score, a
  // call into them that is not const.
  ViewBuilder(const Settings& settings, const World& world,
              const World& initial, const game_api::CaveInfo& cave,
              Rules& rules)
      : settings_(settings),
        world_(world),
        initial_(initial),
        cave_(cave),
        rules_(rules) {}

  // Written over `view`: its lists of rooms and messages keep their
  // memory. `messages` null leaves the message log out.
  void build(game_api::PlayerId id, const MessageStream* messages,
             game_api::PlayerView& view) const;
  // What the cave is; the seed only when asked (the game is over).
  game_api::CaveInfo cave_info(bool with_seed) const;
  Score score(game_api::PlayerId id) const;

 private:
  const Settings& settings_;
  const World& world_;
  const World& initial_;
  const game_api::CaveInfo& cave_;
  Rules& rules_;
};

}  // namespace wumpus::game
