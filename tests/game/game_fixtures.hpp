// Shared helpers for the game layer's tests: settings for small caves and
// games played with the fake C++ rules.
#pragma once

#include "game/fake_rules.hpp"
#include "game/game.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

namespace wumpus::game::testing {

inline Settings small_settings(std::uint64_t seed, std::uint32_t size = 6) {
  Settings settings;
  settings.seed = seed;
  settings.width = settings.height = size;
  settings.parameters = {{"arrows", 3},     {"pits", 2},
                         {"bats", 1},       {"gold", 2},
                         {"dark", 2},       {"wumpus_move_chance", 0.75},
                         {"torch_sight", 3}};
  return settings;
}

inline std::unique_ptr<Game> fake_game(
    std::uint64_t seed, std::uint32_t size = 6,
    std::shared_ptr<FakeRules> rules = nullptr) {
  if (!rules) rules = std::make_shared<FakeRules>();
  std::string error;
  auto game = Game::create(small_settings(seed, size), rules, &error);
  INFO(error);
  REQUIRE(game);
  return game;
}

// The command as typed; fails the test if it does not parse.
inline game_api::Command cmd(const std::string& line) {
  std::string error;
  auto command = game_api::parse_command(line, &error);
  INFO(line << ": " << error);
  REQUIRE(command);
  return *command;
}

// Walks `path` (rooms, starting where the player stands) one move at a time.
inline void walk(Game& game, game_api::PlayerId player,
                 const std::vector<RoomId>& path) {
  const auto& topology = game.world().cave().maze().topology();
  for (std::size_t i = 0; i + 1 < path.size(); ++i) {
    game_api::Command move{game_api::Verb::Move,
                           topology.direction_between(path[i], path[i + 1]),
                           0,
                           {},
                           {},
                           {},
                           {}};
    game.apply(player, move);
  }
}

inline std::vector<maze::Direction> directions_along(
    const World& world, const std::vector<RoomId>& path) {
  std::vector<maze::Direction> out;
  for (std::size_t i = 0; i + 1 < path.size(); ++i)
    out.push_back(*world.cave().maze().topology().direction_between(
        path[i], path[i + 1]));
  return out;
}

inline bool said(const std::vector<game_api::Message>& messages,
                 const std::string& kind, const std::string& part) {
  return std::any_of(
      messages.begin(), messages.end(), [&](const game_api::Message& m) {
        return m.kind == kind && m.text.find(part) != std::string::npos;
      });
}

}  // namespace wumpus::game::testing
