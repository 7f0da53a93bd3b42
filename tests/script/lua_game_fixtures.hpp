// Games played with the real Lua rules from scripts/, for the rules'
// tests through the engine and the solver's property test. LayoutRules
// lets a test place things itself while every other hook runs in Lua.
#pragma once

#include "game/game_fixtures.hpp"
#include "script/lua_rules.hpp"

#include <functional>
#include <memory>

namespace wumpus::game::testing {

inline std::shared_ptr<Rules> builtin_lua_rules() {
  static const std::shared_ptr<Rules> rules = [] {
    script::RulesOptions options;
    options.scripts_dir = WUMPUS_SOURCE_DIR "/scripts";
    std::string error;
    std::shared_ptr<Rules> loaded = script::LuaRules::load(options, &error);
    INFO(error);
    REQUIRE(loaded);
    return loaded;
  }();
  return rules;
}

class LayoutRules : public Rules {
 public:
  LayoutRules(std::shared_ptr<Rules> inner, std::function<void(World&)> layout)
      : inner_(std::move(inner)), layout_(std::move(layout)) {}

  std::string name() const override { return inner_->name(); }
  std::string fingerprint() const override { return inner_->fingerprint(); }
  bool setup(World& world, RuleError*) override {
    set_arrow_range_as_arrow_lua(world);
    layout_(world);
    return true;
  }
  bool on_enter(World& w, game_api::PlayerId p, RoomId r,
                RuleError* e) override {
    return inner_->on_enter(w, p, r, e);
  }
  bool percepts(World& w, game_api::PlayerId p, RoomId r,
                std::vector<Percept>* out, RuleError* e) override {
    return inner_->percepts(w, p, r, out, e);
  }
  bool shoot(World& w, game_api::PlayerId p, const std::vector<RoomId>& f,
             RuleError* e) override {
    return inner_->shoot(w, p, f, e);
  }
  bool take(World& w, game_api::PlayerId p, RoomId r, RuleError* e) override {
    return inner_->take(w, p, r, e);
  }
  bool use(World& w, game_api::PlayerId p, const std::string& item,
           bool* handled, RuleError* e) override {
    return inner_->use(w, p, item, handled, e);
  }
  bool reach_exit(World& w, game_api::PlayerId p, RuleError* e) override {
    return inner_->reach_exit(w, p, e);
  }
  bool on_turn(World& w, game_api::PlayerId p, RuleError* e) override {
    return inner_->on_turn(w, p, e);
  }
  bool on_tick(World& w, RuleError* e) override {
    return inner_->on_tick(w, e);
  }
  bool on_walk_in(World& w, ThingId t, game_api::PlayerId p,
                  RuleError* e) override {
    return inner_->on_walk_in(w, t, p, e);
  }
  bool on_pick_up(World& w, game_api::PlayerId p, ThingId t,
                  RuleError* e) override {
    return inner_->on_pick_up(w, p, t, e);
  }
  bool on_drop(World& w, game_api::PlayerId p, ThingId t,
               RuleError* e) override {
    return inner_->on_drop(w, p, t, e);
  }
  bool on_death(World& w, game_api::PlayerId p, RuleError* e) override {
    return inner_->on_death(w, p, e);
  }
  bool on_win(World& w, game_api::PlayerId p, RuleError* e) override {
    return inner_->on_win(w, p, e);
  }
  bool on_join(World& w, game_api::PlayerId p, RuleError* e) override {
    return inner_->on_join(w, p, e);
  }
  bool on_leave(World& w, game_api::PlayerId p, const std::string& how,
                RuleError* e) override {
    return inner_->on_leave(w, p, how, e);
  }
  bool on_exit(World& w, game_api::PlayerId p, RuleError* e) override {
    return inner_->on_exit(w, p, e);
  }
  const game_api::VerbSpecs& verbs() const override { return inner_->verbs(); }
  bool verb(World& w, game_api::PlayerId p, const game_api::Command& c,
            bool* spent, RuleError* e) override {
    return inner_->verb(w, p, c, spent, e);
  }
  bool score(const World& w, game_api::PlayerId p, int* points,
             RuleError* e) override {
    return inner_->score(w, p, points, e);
  }
  std::map<std::string, game_api::KindLook> looks() const override {
    return inner_->looks();
  }
  std::vector<std::string> take_log() override { return inner_->take_log(); }

 private:
  std::shared_ptr<Rules> inner_;
  std::function<void(World&)> layout_;
};

// A game on a size x size cave with the Lua rules and a hand-made layout.
inline std::unique_ptr<Game> lua_layout_game(std::uint64_t seed,
                                             std::uint32_t size,
                                             std::function<void(World&)> layout,
                                             Parameters extra = {}) {
  Settings settings = small_settings(seed, size);
  for (const auto& [key, value] : extra) settings.parameters[key] = value;
  std::string error;
  auto game = Game::create(
      settings,
      std::make_shared<LayoutRules>(builtin_lua_rules(), std::move(layout)),
      &error);
  INFO(error);
  REQUIRE(game);
  return game;
}

// The Wumpus as the Lua rules place it: arrows hit things marked "target".
inline ThingId place_wumpus(World& world, RoomId room) {
  const ThingId id = world.place("wumpus", room);
  world.set_property(game::Owner::thing(id), "target", true);
  return id;
}

// A room off the solution path joined to a room of the path other than
// the entrance and the exit, or kNoRoom.
inline RoomId room_beside_path(const World& world) {
  const auto& solution = world.cave().solution();
  for (RoomId room : world.cave().rooms()) {
    if (std::count(solution.begin(), solution.end(), room)) continue;
    for (RoomId next : world.cave().open_neighbours(room))
      if (next != world.cave().entrance() && next != world.cave().exit() &&
          std::count(solution.begin(), solution.end(), next))
        return room;
  }
  return kNoRoom;
}

}  // namespace wumpus::game::testing
