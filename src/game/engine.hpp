// The engine: one player's command, or the world's tick, applied to a
// world through the rules' hooks. It keeps no log, message streams or
// views (game/game.hpp does) and is made for each use over the game's
// world and rules. A step returns false with *error when a hook failed;
// the caller then rolls the world back (game/saves/savepoint.hpp).
#pragma once

#include "game/rules/rules.hpp"
#include "game/world/world.hpp"
#include "game_api/command.hpp"

#include <string>
#include <vector>

namespace wumpus::game {

class Engine {
 public:
  Engine(World& world, Rules& rules) : world_(world), rules_(rules) {}

  // A command; with `tick`, a turn it spends moves the world too.
  bool run(game_api::PlayerId player, const game_api::Command& command,
           bool tick, RuleError* error);
  // The world's turn: the tick hooks, then each player senses anew.
  bool world_tick(RuleError* error);
  // Answers the events the last hook left (WorldEvent): room entry for
  // players moved, then the walk-in, pick-up and drop hooks.
  bool settle(RuleError* error);
  // Senses the player's room; with `quiet`, tells nothing unless what is
  // sensed there changed since they last sensed it.
  bool sense(game_api::PlayerId player, bool quiet, RuleError* error);

 private:
  bool move(game_api::PlayerId player, maze::Direction d, bool tick,
            RuleError* error);
  bool move_to(game_api::PlayerId player, RoomId room, bool tick,
               RuleError* error);
  bool enter(game_api::PlayerId player, RuleError* error);
  bool drop(game_api::PlayerId player, const std::string& item, bool tick,
            RuleError* error);
  bool shoot(game_api::PlayerId player, const game_api::Command& command,
             bool tick, RuleError* error);
  void remember_flight(game_api::PlayerId player, std::vector<RoomId> flight);
  bool spend_turn(game_api::PlayerId player, bool tick, RuleError* error);

  // In words (engine_words.cpp).
  std::string display_name(const std::string& kind) const;
  bool kind_matches(const std::string& kind, const std::string& typed) const;
  // True on a grid; on a room graph tells the player there is no compass.
  bool compass(game_api::PlayerId player);
  void describe_room(game_api::PlayerId player);
  void tell_room_texts(game_api::PlayerId player);
  std::vector<std::string> room_names(const std::vector<RoomId>& rooms) const;
  std::string joined_room(game_api::PlayerId player, RoomId room) const;
  void tell_inventory(game_api::PlayerId player);

  World& world_;
  Rules& rules_;
};

}  // namespace wumpus::game
