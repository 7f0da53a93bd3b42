// Shared helpers for the game layer's tests: settings for small caves and
// games played with the fake C++ rules.
#pragma once

#include "game/game.hpp"
#include "game/fake_rules.hpp"

#include <catch2/catch.hpp>

#include <memory>
#include <string>

namespace wumpus::game::testing {

inline Settings small_settings(std::uint64_t seed, std::uint32_t size = 6) {
  Settings settings;
  settings.seed = seed;
  settings.width = settings.height = size;
  settings.parameters = {{"arrows", 3}, {"pits", 2}, {"bats", 1}, {"gold", 2},
                         {"dark", 2},   {"wumpus_move_chance", 0.75},
                         {"torch_sight", 3}};
  return settings;
}

inline std::unique_ptr<Game> fake_game(std::uint64_t seed, std::uint32_t size = 6,
                                       std::shared_ptr<FakeRules> rules = nullptr) {
  if (!rules) rules = std::make_shared<FakeRules>();
  std::string error;
  auto game = Game::create(small_settings(seed, size), rules, &error);
  INFO(error);
  REQUIRE(game);
  return game;
}

// The command as typed; fails the test if it does not parse.
inline Command cmd(const std::string& line) {
  std::string error;
  auto command = parse_command(line, &error);
  INFO(line << ": " << error);
  REQUIRE(command);
  return *command;
}

}  // namespace wumpus::game::testing
