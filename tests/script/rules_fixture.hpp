// Games played with the real Lua rules in hand-built caves, so each rule
// can be checked through the engine with things exactly where a test
// puts them.
#pragma once

#include "game/fake_rules.hpp"
#include "game/game.hpp"
#include "script/lua_rules.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

namespace wumpus::script::testing {

inline std::string source_path(const std::string& relative) {
  return std::string(WUMPUS_SOURCE_DIR) + "/" + relative;
}

inline RulesOptions rules_options(std::vector<std::string> mods = {}) {
  RulesOptions options;
  options.scripts_dir = source_path("scripts");
  options.mods_dirs = std::move(mods);
  return options;
}

inline std::shared_ptr<LuaRules> load_rules(
    std::vector<std::string> mods = {}) {
  std::string error;
  std::shared_ptr<LuaRules> rules = LuaRules::load(rules_options(mods), &error);
  INFO(error);
  REQUIRE(rules);
  return rules;
}

inline game::Parameters classic_parameters() {
  return {{"arrows", 3},     {"pits", 2}, {"bats", 2},
          {"gold", 2},       {"dark", 3}, {"wumpus_move_chance", 0.75},
          {"torch_sight", 3}};
}

// A cave of `width` x `height` rooms with every passage open; the
// entrance is room 0 (top left), the exit the last room. Arrows fly as
// far as arrow.lua's setup would let them.
inline game::World open_cave(
    std::uint32_t width, std::uint32_t height = 1,
    game::Parameters parameters = classic_parameters()) {
  auto topology = std::make_shared<const maze::Topology>(
      maze::Topology::grid(width, height));
  auto cave = std::make_shared<maze::Maze>(topology);
  cave->open_all();
  cave->entrance = topology->first_room();
  cave->exit = topology->last_room();
  game::World world(cave, maze::Random(7), std::move(parameters));
  game::testing::set_arrow_range_as_arrow_lua(world);
  return world;
}

// A game laid out by `rules` on the default cave with the classic
// counts; fails the test when setup fails.
inline std::unique_ptr<game::Game> classic_game(
    std::uint64_t seed, std::shared_ptr<game::Rules> rules) {
  game::Settings settings;
  settings.seed = seed;
  settings.parameters = classic_parameters();
  std::string error;
  auto game = game::Game::create(settings, std::move(rules), &error);
  INFO(error);
  REQUIRE(game);
  return game;
}

// `world` with the mods' settings at their defaults, as a game laid out
// by the engine has them.
inline game::World with_default_settings(game::World world,
                                         const game::Rules& rules) {
  world.set_mod_settings(rules.declared_settings());
  return world;
}

// A game over `world` with one player at the entrance.
struct Scene {
  explicit Scene(game::World world,
                 std::shared_ptr<LuaRules> rules = load_rules())
      : game(game::Settings{}, rules,
             with_default_settings(std::move(world), *rules)) {
    player = game.add_player("tester");
  }

  std::vector<game_api::Message> run(const std::string& line) {
    return game.apply_line(player, line);
  }
  game_api::PlayerView view() const { return game.view(player); }
  const game::Player& state() const { return *game.world().player(player); }
  bool said(const std::string& text) const {
    for (const auto& message : view().messages)
      if (message.text.find(text) != std::string::npos) return true;
    return false;
  }
  bool senses(const std::string& percept) const {
    const auto percepts = view().percepts;
    return std::find(percepts.begin(), percepts.end(), percept) !=
           percepts.end();
  }

  game::Game game;
  game_api::PlayerId player = 0;
};

}  // namespace wumpus::script::testing
