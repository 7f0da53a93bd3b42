// Each mod's quota of game variable bytes (quota::kVariableBytesPerMod):
// a variable is held by the mod that set it last; a set past the quota
// fails in that mod, naming it, and the holdings are undone with a failed
// command and kept by saves.
#include "mod_fixture.hpp"

#include "game/rules/mod_quotas.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace wumpus;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;
namespace quota = wumpus::game::quota;

namespace {

// Sets `count` variables of 300 000 bytes each turn, the first `from`.
std::string variable_hoarder(int count, bool guarded) {
  const std::string set = "game.set_variable('hoard:' .. i, big)";
  return "local from = 1\n"
         "game.register('hoard', { on_turn = function(player)\n"
         "  local big = string.rep('x', 300000)\n"
         "  for i = from, from + " +
         std::to_string(count - 1) + " do\n" +
         (guarded ? "    local ok, err = pcall(function() " + set +
                        " end)\n"
                        "    if not ok then game.message(player, 'info', err) "
                        "return end\n"
                  : "    " + set + "\n") +
         "  end\n"
         "  from = from + " +
         std::to_string(count) +
         "\n"
         "end })\n";
}

constexpr const char* kVictim =
    "game.register('victim', { on_turn = function(player)\n"
    "  game.set_variable('victim:v', string.rep('v', 100000))\n"
    "  game.message(player, 'info', 'victim kept its variable')\n"
    "end })\n";

}  // namespace

TEST_CASE("variable quota: a hoarder is refused, other mods are not",
          "[script][mods][quotas]") {
  TempMods mods;
  mods.add("hoard.lua", variable_hoarder(10, true)).add("victim.lua", kVictim);
  Scene scene(open_cave(4), rules_of(mods));
  scene.run("wait");
  CHECK(
      scene.said("game.set_variable: mod 'hoard' would hold more than 1024 "
                 "KiB of game variables, its quota"));
  CHECK(scene.said("victim kept its variable"));
  const game::World& world = scene.game.world();
  // Three of 300 000 bytes fit in 1 MiB, a fourth does not.
  CHECK(world.variable_owners().bytes_of("hoard") == 3 * (300000 + 7));
  CHECK(world.variable_owners().bytes_of("victim") == 100000 + 8);
  CHECK(world.variable_owners().of_key().at("hoard:3") == "hoard");
  CHECK_FALSE(world.variable_owners().of_key().count("hoard:4"));
  // Setting its own variable again holds no more.
  scene.run("wait");
  CHECK(world.variable_owners().bytes_of("victim") == 100000 + 8);
  CHECK(scene.game.save_text().size() < (std::size_t{8} << 20));
}

TEST_CASE("variable quota: an unguarded set past it fails the hoarder's hook",
          "[script][mods][quotas]") {
  TempMods mods;
  mods.add("hoard.lua", variable_hoarder(10, false));
  Scene scene(open_cave(4), rules_of(mods));
  scene.run("wait");
  CHECK(scene.said("hoard.lua:"));
  CHECK(scene.said("mod 'hoard' would hold more than"));
  CHECK(scene.said("the command was undone"));
  // Undone with the command: the variables and what they held.
  CHECK(scene.game.world().variable_owners().bytes_of("hoard") == 0);
  CHECK(scene.game.world().variable_owners().of_key().empty());
}

TEST_CASE("variable quota: a save keeps who holds what",
          "[script][mods][quotas][save]") {
  TempMods mods;
  mods.add("hoard.lua", variable_hoarder(3, true));
  auto game = classic_game(2, rules_of(mods));
  const auto ann = game->add_player("ann");
  game->apply_line(ann, "wait");
  REQUIRE(game->world().variable_owners().bytes_of("hoard") ==
          3 * (300000 + 7));
  std::string error;
  auto loaded =
      game::Game::load_text(game->save_text(), "quota", rules_of(mods), &error);
  INFO(error);
  REQUIRE(loaded);
  CHECK(loaded->world().variable_owners().of_key() ==
        game->world().variable_owners().of_key());
  CHECK(loaded->world().variable_owners().bytes_of("hoard") ==
        game->world().variable_owners().bytes_of("hoard"));
  // The fourth is refused after the load as before it.
  const auto messages =
      loaded->apply_line(loaded->resume_player("ann"), "wait");
  bool refused = false;
  for (const auto& message : messages)
    refused |= message.text.find("its quota") != std::string::npos;
  CHECK(refused);
  CHECK(quota::kVariableBytesPerMod == std::size_t{1} << 20);
}
