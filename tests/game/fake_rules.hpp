// A small C++ implementation of the classic rules, so the engine's tests
// do not depend on Lua. It follows the conventions in game/rules/rules.hpp and
// can be told to fail a hook (after changing the world) to test rollback.
#pragma once

#include "game/rules/rules.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace wumpus::game::testing {

// The arrow's range as scripts/arrow.lua sets it at setup.
inline void set_arrow_range_as_arrow_lua(World& world) {
  world.set_arrow_range(
      static_cast<std::int64_t>(world.parameter("arrow_range").value_or(5)));
}

class FakeRules : public Rules {
 public:
  std::string fail_hook;  // a hook named here fails after changing things
  int setup_calls = 0;
  bool place_in_entrance = false;  // a broken setup, for the guarantees
  std::string fingerprint_text = "fake-rules-1";
  int version_number = 1;  // of the built-in rules these stand for
  // When set, lays the game out instead of the random placement.
  std::function<void(World&)> layout;
  // The looks the rules give kinds, as a mod's registrations would.
  std::map<std::string, game_api::KindLook> kind_looks;
  // Called whenever a score is counted (every view counts one): a test
  // holds a game busy here.
  std::function<void()> on_score;

  std::string name() const override { return "fake rules"; }
  std::string fingerprint() const override { return fingerprint_text; }
  int version() const override { return version_number; }
  std::map<std::string, game_api::KindLook> looks() const override {
    return kind_looks;
  }

  bool score(const World&, game_api::PlayerId, int* points,
             RuleError*) override {
    if (on_score) on_score();
    *points = 0;
    return true;
  }

  bool setup(World& world, RuleError* error) override {
    ++setup_calls;
    set_arrow_range_as_arrow_lua(world);
    if (layout) {
      layout(world);
      return maybe_fail("setup", error);
    }
    auto& random = world.random();
    std::vector<RoomId> free;
    const auto& solution = world.cave().solution();
    for (RoomId r : world.cave().rooms())
      if (r != world.cave().entrance()) free.push_back(r);
    random.shuffle(free);
    std::size_t next = 0;
    const auto take_room = [&](bool avoid_solution) {
      while (next < free.size()) {
        const RoomId r = free[next++];
        if (!avoid_solution ||
            std::find(solution.begin(), solution.end(), r) == solution.end())
          return r;
      }
      return kNoRoom;
    };
    const auto count = [&](const char* key, double fallback) {
      return static_cast<int>(world.parameter(key).value_or(fallback));
    };
    const auto put = [&](const char* kind, int n, bool avoid_solution) {
      for (int i = 0; i < n; ++i) {
        const RoomId r = take_room(avoid_solution);
        if (r != kNoRoom) world.place(kind, r);
      }
    };
    if (place_in_entrance) world.place("gold", world.cave().entrance());
    put("wumpus", 1, false);
    put("gold", count("gold", 1), false);
    put("torch", 1, false);
    put("rope", 1, false);
    put("pit", count("pits", 1), true);
    put("bats", count("bats", 1), true);
    // As in the original game, only percepts betray these two.
    for (ThingId id : world.things_of("wumpus"))
      world.set_property(game::Owner::thing(id), "hidden", true);
    for (ThingId id : world.things_of("pit"))
      world.set_property(game::Owner::thing(id), "hidden", true);
    for (int i = 0; i < count("dark", 1); ++i) {
      const RoomId r =
          free[random.below(static_cast<std::uint32_t>(free.size()))];
      world.set_property(game::Owner::room(r), "dark", true);
    }
    return maybe_fail("setup", error);
  }

  bool on_enter(World& world, game_api::PlayerId player, RoomId room,
                RuleError* error) override {
    for (ThingId id : world.things_in(room)) {
      const Thing* t = world.thing(id);
      if (t->kind == "wumpus" &&
          !world.properties_of(game::Owner::thing(id)).flag("dead")) {
        world.message(player, "death", "The Wumpus eats you.");
        world.kill(player, "eaten by the Wumpus");
        return maybe_fail("on_enter", error);
      }
      if (t->kind == "pit") {
        if (world.item_count(player, "rope") > 0) {
          world.add_item(player, "rope", -1);
          world.message(player, "info",
                        "You fall into a pit and climb out on your rope.");
        } else {
          world.message(player, "death", "You fall into a bottomless pit.");
          world.kill(player, "fell into a pit");
          return maybe_fail("on_enter", error);
        }
      }
      if (t->kind == "bats") {
        std::vector<RoomId> safe;
        for (RoomId r : world.cave().rooms())
          if (!has(world, r, "wumpus") && !has(world, r, "pit"))
            safe.push_back(r);
        world.message(player, "bats", "Bats carry you away.");
        world.move_player(player,
                          safe[world.random().below(
                              static_cast<std::uint32_t>(safe.size()))]);
        return maybe_fail("on_enter", error);
      }
    }
    pick_up(world, player, room);
    return maybe_fail("on_enter", error);
  }

  bool percepts(World& world, game_api::PlayerId player, RoomId room,
                std::vector<Percept>* out, RuleError* error) override {
    for (RoomId n : world.cave().open_neighbours(room)) {
      if (has(world, n, "wumpus")) add(out, "stench", "You smell a Wumpus.");
      if (has(world, n, "pit")) add(out, "breeze", "You feel a breeze.");
      if (has(world, n, "bats")) add(out, "flapping", "You hear flapping.");
    }
    if (has(world, room, "gold") && can_see(world, player, room))
      add(out, "glitter", "Something glitters.");
    return maybe_fail("percepts", error);
  }

  bool shoot(World& world, game_api::PlayerId player,
             const std::vector<RoomId>& flight, RuleError* error) override {
    const Player* p = world.player(player);
    if (p->arrows == 0) {
      world.message(player, "arrow", "You have no arrows left.");
      return maybe_fail("shoot", error);
    }
    world.set_arrows(player, p->arrows - 1);
    bool hit = false;
    for (RoomId r : flight)
      for (ThingId id : world.things_in(r))
        if (world.thing(id)->kind == "wumpus" &&
            !world.properties_of(game::Owner::thing(id)).flag("dead")) {
          world.set_property(game::Owner::thing(id), "dead", true);
          hit = true;
        }
    if (hit) {
      world.message(player, "arrow", "Your arrow kills the Wumpus!");
    } else {
      for (ThingId id : world.things_of("wumpus"))
        world.set_property(game::Owner::thing(id), "awake", true);
      world.message(player, "arrow", "Your arrow misses and wakes the Wumpus.");
    }
    if (world.player(player)->arrows == 0)
      world.message(player, "arrow", "You are out of arrows.");
    return maybe_fail("shoot", error);
  }

  bool take(World& world, game_api::PlayerId player, RoomId room,
            RuleError* error) override {
    pick_up(world, player, room);
    return maybe_fail("take", error);
  }

  bool use(World& world, game_api::PlayerId player, const std::string& item,
           bool* handled, RuleError* error) override {
    *handled = item == "torch" && world.item_count(player, "torch") > 0;
    if (*handled) {
      const bool lit = !world.player(player)->torch_lit;
      world.set_torch_lit(player, lit);
      world.message(player, "info",
                    lit ? "You light the torch." : "You put out the torch.");
    }
    return maybe_fail("use", error);
  }

  bool reach_exit(World& world, game_api::PlayerId player,
                  RuleError* error) override {
    bool wumpus_alive = false;
    for (ThingId id : world.things_of("wumpus"))
      wumpus_alive = wumpus_alive ||
                     !world.properties_of(game::Owner::thing(id)).flag("dead");
    const bool gold = world.player(player)->gold > 0;
    if (!wumpus_alive && gold) {
      world.win(player);
      world.message(player, "victory", "You leave the cave with the gold!");
    } else {
      world.message(player, "info",
                    std::string("The exit! But you still need") +
                        (wumpus_alive ? " to kill the Wumpus" : "") +
                        (!wumpus_alive || gold ? "" : " and") +
                        (gold ? "" : " some gold") + ".");
    }
    return maybe_fail("reach_exit", error);
  }

  bool on_turn(World&, game_api::PlayerId, RuleError* error) override {
    return maybe_fail("on_turn", error);
  }

  bool on_tick(World& world, RuleError* error) override {
    const double chance = world.parameter("wumpus_move_chance").value_or(0.75);
    for (ThingId id : world.things_of("wumpus")) {
      if (!world.properties_of(game::Owner::thing(id)).flag("awake") ||
          world.properties_of(game::Owner::thing(id)).flag("dead"))
        continue;
      if (!world.random().chance(chance)) continue;
      const auto next = world.cave().open_neighbours(world.thing(id)->room);
      const RoomId to =
          next[world.random().below(static_cast<std::uint32_t>(next.size()))];
      world.move_thing(id, to);
      for (game_api::PlayerId victim : world.players_in(to)) {
        world.message(victim, "death", "The Wumpus walks in and eats you.");
        world.kill(victim, "eaten by the Wumpus");
      }
    }
    return maybe_fail("on_tick", error);
  }

  static bool has(const World& world, RoomId room, const std::string& kind) {
    for (ThingId id : world.things_in(room))
      if (world.thing(id)->kind == kind &&
          !world.properties_of(game::Owner::thing(id)).flag("dead"))
        return true;
    return false;
  }

 private:
  static bool can_see(const World& world, game_api::PlayerId player,
                      RoomId room) {
    return !world.properties_of(game::Owner::room(room)).flag("dark") ||
           world.player(player)->torch_lit;
  }

  static void pick_up(World& world, game_api::PlayerId player, RoomId room) {
    for (ThingId id : world.things_in(room)) {
      const std::string kind = world.thing(id)->kind;
      if (kind == "gold" && can_see(world, player, room)) {
        world.remove_thing(id);
        world.add_gold(player, 1);
        world.message(player, "gold", "You pick up gold.");
      } else if (kind == "torch" || kind == "rope") {
        world.remove_thing(id);
        world.add_item(player, kind, 1);
        if (kind == "torch") world.set_torch_lit(player, true);
        world.message(player, "info", "You pick up the " + kind + ".");
      }
    }
  }

  static void add(std::vector<Percept>* out, const char* kind,
                  const char* text) {
    for (const auto& p : *out)
      if (p.kind == kind) return;
    out->push_back({kind, text});
  }

  bool maybe_fail(const char* hook, RuleError* error) const {
    if (fail_hook != hook) return true;
    *error =
        RuleError{"fake.lua", hook, 7, "fake traceback", "deliberate failure"};
    return false;
  }
};

}  // namespace wumpus::game::testing
