// game.after: a timer raises its custom event with the values it was
// given once the world's turn comes, is kept in the world (so a failed
// command undoes it and a save keeps it), and refuses what it could not
// save.
#include "mod_fixture.hpp"

#include "game/saves/world_json.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;

namespace {

// Sets one bell on the first turn; it rings two turns later.
constexpr const char* kBell =
    "game.register('bell', {\n"
    "  on_turn = function(player)\n"
    "    if game.variable('bell:set') then return end\n"
    "    game.set_variable('bell:set', true)\n"
    "    game.after(2, 'on_bell', player, 'dong', 3)\n"
    "  end,\n"
    "  on_bell = function(player, sound, times)\n"
    "    game.message(player, 'info', string.rep(sound, times, ' '))\n"
    "  end })\n";

}  // namespace

TEST_CASE("a timer raises its event with its values when its turn comes",
          "[script][mods][timers]") {
  TempMods mods;
  mods.add("bell.lua", kBell);
  Scene scene(open_cave(4), rules_of(mods));
  scene.run("wait");  // set on turn 1, due on turn 3
  REQUIRE(scene.game.world().timers().all().size() == 1);
  scene.run("wait");
  CHECK_FALSE(scene.said("dong"));
  scene.run("wait");
  CHECK(scene.said("dong dong dong"));
  CHECK(scene.game.world().timers().empty());
}

TEST_CASE("timers are saved with the world and read back",
          "[script][mods][timers]") {
  TempMods mods;
  mods.add("bell.lua", kBell);
  Scene scene(open_cave(4), rules_of(mods));
  scene.run("wait");
  const nlohmann::json saved = game::world_to_json(scene.game.world());
  REQUIRE(saved.contains("timers"));
  auto loaded = open_cave(4);
  std::string error;
  REQUIRE(game::world_from_json(saved, &loaded, &error, nullptr));
  CHECK(loaded.timers() == scene.game.world().timers());
  CHECK(loaded.timers().all().at(0).due == 3);

  // A save made without timers has no field for them, as before.
  CHECK_FALSE(game::world_to_json(open_cave(4)).contains("timers"));
  nlohmann::json damaged = saved;
  damaged["timers"][0]["event"] = "tick";
  auto refused = open_cave(4);
  CHECK_FALSE(game::world_from_json(damaged, &refused, &error, nullptr));
  CHECK_THAT(error, Contains("timers[0]"));
}

TEST_CASE("a timer set by a command that fails is undone with it",
          "[script][mods][timers]") {
  TempMods mods;
  mods.add("fuse.lua",
           "game.register('fuse', { on_turn = function(player)\n"
           "  game.after(1, 'on_bang')\n"
           "  error('the fuse was wet')\n"
           "end, on_bang = function() end })\n");
  Scene scene(open_cave(4), rules_of(mods));
  scene.run("wait");
  CHECK(scene.said("the fuse was wet"));
  CHECK(scene.game.world().timers().empty());
}

TEST_CASE("game.after refuses what a timer could not keep",
          "[script][mods][timers]") {
  const auto refusal = [](const std::string& call) {
    TempMods mods;
    mods.add("bad.lua", "game.register('bad', { on_turn = function(player)\n" +
                            call + "\nend, on_ok = function() end })\n");
    Scene scene(open_cave(4), rules_of(mods));
    scene.run("wait");
    for (const auto& message : scene.view().messages)
      if (message.kind == "error") return message.text;
    return std::string("no error");
  };
  CHECK_THAT(refusal("game.after(0, 'on_ok')"), Contains("1 to 1000000"));
  CHECK_THAT(refusal("game.after(1, 'on_tick')"),
             Contains("is not a custom event"));
  CHECK_THAT(refusal("game.after(1, 'on_ok', {})"), Contains("bad argument"));
  CHECK_THAT(refusal("game.after(1, 'on_ok', 1, nil, 2)"),
             Contains("nil cannot travel"));
  CHECK_THAT(refusal("local s = string.rep('x', 1 << 20)\n"
                     "for i = 1, 64 do game.after(1, 'on_ok', s, s) end"),
             Contains("a timer carries at most 1024 bytes of text"));
  CHECK_THAT(refusal("for i = 1, 65 do game.after(1, 'on_ok') end"),
             Contains("mod 'bad' has 64 timers pending"));
}
