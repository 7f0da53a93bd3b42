// Per-mod quotas on the pools mods share (game/rules/mod_quotas.hpp): a mod
// that hoards timers, marks or messages fails in its own code, named, and
// every other mod's calls go on working.
#include "mod_fixture.hpp"

#include "game/rules/mod_quotas.hpp"
#include "game/saves/world_json.hpp"
#include "game_api/view_json.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace wumpus;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;
namespace quota = wumpus::game::quota;

namespace {

// Takes all it can of a pool each turn, swallowing the refusals.
std::string hoarder(const std::string& call) {
  return "game.register('hoard', { on_turn = function(player)\n"
         "  for i = 1, 1000 do\n"
         "    if not pcall(function() " +
         call +
         " end) then break end\n"
         "  end\n"
         "end, on_never = function() end })\n";
}

// The first error message the player was shown, or "".
std::string first_error(const Scene& scene) {
  for (const auto& message : scene.view().messages)
    if (message.kind == "error") return message.text;
  return {};
}

}  // namespace

TEST_CASE("quotas: a timer hoarder leaves other mods their game.after",
          "[script][mods][quotas]") {
  TempMods mods;
  mods.add("hoard.lua", hoarder("game.after(1000, 'on_never')"))
      .add("victim.lua",
           "game.register('victim', { on_turn = function(player)\n"
           "  game.after(1, 'on_ring', player)\n"
           "end, on_ring = function(player)\n"
           "  game.message(player, 'info', 'ring')\n"
           "end })\n");
  Scene scene(open_cave(4), rules_of(mods));
  scene.run("east");
  CHECK(scene.state().room == 1);  // the victim's turn was not undone
  scene.run("east");
  CHECK(scene.state().room == 2);
  CHECK(scene.said("ring"));
  CHECK(first_error(scene).empty());
  CHECK(scene.game.world().timers().of("hoard") == quota::kTimersPerMod);
}

TEST_CASE("quotas: a mod over its timers is blamed, by name",
          "[script][mods][quotas]") {
  TempMods mods;
  mods.add("hoard.lua",
           "game.register('hoard', { on_turn = function(player)\n"
           "  for i = 1, 100 do game.after(5, 'on_never') end\n"
           "end, on_never = function() end })\n");
  Scene scene(open_cave(4), rules_of(mods));
  scene.run("wait");
  const std::string error = first_error(scene);
  CHECK_THAT(error, Contains("hoard.lua") &&
                        Contains("mod 'hoard' has 64 timers pending"));
}

TEST_CASE("quotas: timers keep their mod across a save",
          "[script][mods][quotas]") {
  TempMods mods;
  mods.add("hoard.lua", hoarder("game.after(1000, 'on_never')"));
  Scene scene(open_cave(4), rules_of(mods));
  scene.run("wait");
  const nlohmann::json saved = game::world_to_json(scene.game.world());
  auto loaded = open_cave(4);
  std::string error;
  REQUIRE(game::world_from_json(saved, &loaded, &error, nullptr));
  CHECK(loaded.timers().of("hoard") == quota::kTimersPerMod);
  CHECK(loaded.timers() == scene.game.world().timers());

  nlohmann::json forged = saved;  // one more than a mod may keep
  forged["timers"].push_back(forged["timers"][0]);
  CHECK_FALSE(game::world_from_json(forged, &loaded, &error, nullptr));
  CHECK_THAT(error, Contains("past the timers one mod may have pending"));
}

TEST_CASE("quotas: a mark hoarder leaves other mods their marks",
          "[script][mods][quotas]") {
  TempMods mods;
  // Marks every room of a cave larger than all marks once allowed.
  mods.add("hoard.lua",
           "game.register('hoard', { on_turn = function(player)\n"
           "  for _, room in ipairs(game.rooms()) do\n"
           "    if not pcall(game.mark_room, player, room, 'h') then break "
           "end\n"
           "  end\n"
           "end })\n")
      .add("victim.lua",
           "game.register('victim', { on_turn = function(player)\n"
           "  local rooms = game.rooms()\n"
           "  game.mark_room(player, rooms[#rooms], 'v', 'the end')\n"
           "end })\n");
  Scene scene(open_cave(20, 20), rules_of(mods));
  scene.run("east");
  CHECK(scene.state().room == 1);  // the victim's turn was not undone
  CHECK(first_error(scene).empty());
  CHECK(scene.state().marks.at(399).glyph == "v");
  CHECK(scene.game.world().marks_of(scene.player, "hoard") ==
        quota::kMarksPerModPerPlayer);
  CHECK(scene.game.world().marks_of(scene.player, "victim") == 1);
}

TEST_CASE("quotas: a message bomb is refused in the mod that sent it",
          "[script][mods][quotas]") {
  const auto refusal = [](const std::string& body) {
    TempMods mods;
    mods.add("bomb.lua",
             "game.register('bomb', { on_turn = function(player)\n" + body +
                 "\nend })\n");
    Scene scene(open_cave(4), rules_of(mods));
    scene.run("east");
    CHECK(scene.state().room == 0);  // the bomb's turn is undone
    return first_error(scene);
  };
  // 700 x 1 MiB in one hook took the process to 2.1 GB.
  CHECK_THAT(
      refusal("local s = string.rep('x', 1 << 20)\n"
              "for i = 1, 700 do game.message(player, 'info', s) end"),
      Contains("bomb.lua") && Contains("more than the 4096 a message holds"));
  CHECK_THAT(refusal("for i = 1, 100 do game.message(player, 'info', 'x') end"),
             Contains("mod 'bomb' would pass its quota of 64 messages"));
  CHECK_THAT(
      refusal("local s = string.rep('x', 4000)\n"
              "for i = 1, 40 do game.message_all('info', s) end"),
      Contains("mod 'bomb' would pass its quota") && Contains("65536 bytes"));
}

TEST_CASE("quotas: a percept past its length is refused, naming the kind",
          "[script][mods][quotas]") {
  TempMods mods;
  mods.add("loud.lua",
           "game.register('loud', { percepts = function(player, room)\n"
           "  return 'noise', string.rep('a', 100000)\n"
           "end })\n");
  Scene scene(open_cave(4), rules_of(mods));
  scene.run("wait");
  CHECK_THAT(first_error(scene),
             Contains("'loud'") && Contains("more than the 256 a percept"));
  for (const auto& percept : scene.view().percepts)
    CHECK(percept.size() <= quota::kMaxPerceptBytes);
}

TEST_CASE(
    "quotas: game.learn tells of a room no more kinds than a view "
    "carries",
    "[script][mods][quotas]") {
  TempMods mods;
  // Tells of the room east of the player as many kinds as it can.
  mods.add("teller.lua",
           "game.register('teller', { on_turn = function(player)\n"
           "  for i = 1, 100 do\n"
           "    if not pcall(game.learn, player, 1, 'kind' .. i, i % 2 == 0)\n"
           "    then break end\n"
           "  end\n"
           "end })\n");
  Scene scene(open_cave(4, 4), rules_of(mods));
  scene.run("south");
  const auto view = scene.view();
  const auto* room = game_api::find_room(view, 1);
  REQUIRE(room);
  // Felt kinds show as things; told-absent ones as absent.
  CHECK(room->things.size() + room->absent.size() ==
        game::RoomMemory::kMaxToldKinds);
  std::string error;
  const auto decoded =
      game_api::view_from_json(game_api::view_to_json(view), &error);
  INFO(error);
  CHECK(decoded);
}
