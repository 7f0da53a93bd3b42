// A whole game for the UI's tests, with the real Lua rules and a
// preset's settings, played by its player's view: what walks and the
// advisor are given. The hidden world is there for a test to set the
// scene, never for the code under test.
#pragma once

#include "game/layout/cave.hpp"
#include "script/lua_game_fixtures.hpp"

#include <catch2/catch.hpp>

#include <functional>
#include <memory>
#include <string>

namespace wumpus::testing {

class PlayedGame {
 public:
  // `settings_change` adjusts the preset's settings (a shape, a size).
  PlayedGame(const std::string& preset, std::uint64_t seed,
             const std::function<void(game::Settings&)>& settings_change = {}) {
    std::string error;
    const bool read = game::apply_preset(
        WUMPUS_SOURCE_DIR "/data/presets/" + preset + ".json", &settings_,
        &error);
    INFO(error);
    REQUIRE(read);
    settings_.preset = preset;
    settings_.seed = seed;
    if (settings_change) settings_change(settings_);
    game_ = game::Game::create(settings_, game::testing::builtin_lua_rules(),
                               &error);
    INFO(error);
    REQUIRE(game_);
    me_ = game_->add_player("player");
    view_ = game_->view(me_);
  }

  const game_api::PlayerView& view() const { return view_; }
  const game::World& world() const { return game_->world(); }
  const game::Settings& settings() const { return settings_; }

  void apply(const game_api::Command& command) {
    game_->apply(me_, command);
    view_ = game_->view(me_);
  }

 private:
  game::Settings settings_;
  std::unique_ptr<game::Game> game_;
  game_api::PlayerId me_ = 0;
  game_api::PlayerView view_;
};

}  // namespace wumpus::testing
