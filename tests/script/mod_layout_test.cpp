// The placement guarantees for mods' kinds: a kind declared needed to
// win stays reachable, one declared a hazard stays off the way out and
// away from the start; setup and on_generate reject a layout or reserve
// rooms; a layout whose hook fails is drawn again, up to a bound.
#include "mod_fixture.hpp"

#include "game/layout/placement.hpp"
#include "game_api/kind_names.hpp"
#include "inference/puzzle_checker.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;

namespace {

constexpr int kLayoutSeeds = 40;

// A lever somewhere in the cave but the entrance, placed as the cave is
// carved, before the built-in rules place their pits and bats.
std::string lever_mod(const std::string& layout) {
  return "game.register('lever', { " + layout +
         " on_generate = function()\n"
         "  local rooms = {}\n"
         "  for _, r in ipairs(game.rooms()) do\n"
         "    if r ~= game.entrance() then rooms[#rooms + 1] = r end\n"
         "  end\n"
         "  game.place('lever', game.pick(rooms))\n"
         "end })\n";
}

// Whether the thing of `kind` lies where the player reaches it without
// entering a hazard's room.
bool safely_reachable(const game::World& world, const std::string& kind) {
  const game::RoomId room = world.thing(world.things_of(kind).front())->room;
  const auto hazards = game::hazard_rooms(world);
  return !hazards.count(room) &&
         !world.cave().path(world.cave().entrance(), room, hazards).empty();
}

// Two webs anywhere but the entrance, after the built-in hazards.
std::string web_mod(const std::string& layout) {
  return "game.register('web', { " + layout +
         " setup_order = 15, setup = function()\n"
         "  local rooms = game.shuffle(game.empty_rooms())\n"
         "  for i = 1, math.min(2, #rooms) do game.place('web', rooms[i]) end\n"
         "end })\n";
}

bool next_to_entrance(const game::World& world, game::RoomId room) {
  const auto next = world.cave().open_neighbours(world.cave().entrance());
  return std::find(next.begin(), next.end(), room) != next.end();
}

bool on_way_out(const game::World& world, game::RoomId room) {
  const auto& path = world.cave().solution();
  return std::find(path.begin(), path.end(), room) != path.end();
}

}  // namespace

TEST_CASE("mod layout: a lever declared needed stays reachable on every seed",
          "[script][mods][layout]") {
  TempMods needed;
  needed.add("lever.lua", lever_mod("layout = 'needed',"));
  const auto rules = rules_of(needed);
  for (std::uint64_t seed = 1; seed <= kLayoutSeeds; ++seed) {
    INFO("seed " << seed);
    CHECK(safely_reachable(classic_game(seed, rules)->world(), "lever"));
  }
  // Without the declaration the pits and bats cut some lever off: the
  // guarantee, not luck, keeps it reachable above.
  TempMods loose;
  loose.add("lever.lua", lever_mod(""));
  const auto loose_rules = rules_of(loose);
  int cut_off = 0;
  for (std::uint64_t seed = 1; seed <= kLayoutSeeds; ++seed)
    if (!safely_reachable(classic_game(seed, loose_rules)->world(), "lever"))
      ++cut_off;
  CHECK(cut_off > 0);
}

TEST_CASE("mod layout: a hazard kind stays off the way out and the start",
          "[script][mods][layout]") {
  TempMods hazard;
  hazard.add("web.lua", web_mod("layout = 'hazard',"));
  const auto rules = rules_of(hazard);
  for (std::uint64_t seed = 1; seed <= kLayoutSeeds; ++seed) {
    INFO("seed " << seed);
    const auto game = classic_game(seed, rules);
    const game::World& world = game->world();
    for (game::ThingId id : world.things_of("web")) {
      const game::RoomId room = world.thing(id)->room;
      CHECK_FALSE(on_way_out(world, room));
      CHECK_FALSE(next_to_entrance(world, room));
      CHECK(game::hazard_rooms(world).count(room));
    }
  }
  TempMods loose;
  loose.add("web.lua", web_mod(""));
  const auto loose_rules = rules_of(loose);
  int badly_placed = 0;
  for (std::uint64_t seed = 1; seed <= kLayoutSeeds; ++seed) {
    const auto game = classic_game(seed, loose_rules);
    for (game::ThingId id : game->world().things_of("web")) {
      const game::RoomId room = game->world().thing(id)->room;
      if (on_way_out(game->world(), room) ||
          next_to_entrance(game->world(), room))
        ++badly_placed;
    }
  }
  CHECK(badly_placed > 0);
}

TEST_CASE("mod layout: a puzzle preset refuses a mod's hazard it cannot check",
          "[script][mods][layout]") {
  TempMods hazard;
  hazard.add("web.lua", web_mod("layout = 'hazard',"));
  game::Settings settings;
  settings.seed = 1;
  settings.parameters = classic_parameters();
  settings.policy = game_api::GuessPolicy::Deduce;
  settings.checker_version = inference::kCheckerVersion;
  std::string error;
  CHECK_FALSE(game::Game::create(settings, rules_of(hazard), &error));
  CHECK_THAT(error, Contains("not the mods' hazard \"web\""));
  // Without the puzzle's promise the same mod plays.
  settings.policy = game_api::GuessPolicy::Guess;
  CHECK(game::Game::create(settings, rules_of(hazard), &error));
}

TEST_CASE("mod layout: a declared layout role must be hazard or needed",
          "[script][mods][layout]") {
  CHECK_THAT(load_error_of("game.register('x', { layout = 'deadly' })"),
             Contains("layout must be \"hazard\" or \"needed\""));
}

TEST_CASE("mod layout: reject_layout draws another layout",
          "[script][mods][layout]") {
  TempMods picky;
  picky.add("picky.lua",
            "game.register('picky', { setup_order = 70, setup = function()\n"
            "  local w = game.things_of('wumpus')[1]\n"
            "  if game.thing(w).room % 2 == 0 then\n"
            "    game.reject_layout('the Wumpus sleeps in an even room')\n"
            "  end\n"
            "end })\n");
  const auto rules = rules_of(picky);
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    INFO("seed " << seed);
    const auto game = classic_game(seed, rules);
    const auto& world = game->world();
    CHECK(world.thing(world.things_of("wumpus").front())->room % 2 == 1);
  }

  TempMods never;
  never.add("never.lua",
            "game.register('never', { on_generate = function()\n"
            "  game.reject_layout('no cave is good enough')\n"
            "end })\n");
  game::Settings settings;
  settings.seed = 1;
  settings.parameters = classic_parameters();
  std::string error;
  CHECK_FALSE(game::Game::create(settings, rules_of(never), &error));
  CHECK_THAT(error,
             Contains("rejected by never.lua:2: no cave is good enough"));

  // Outside the layout it is an error: the game is drawn already.
  TempMods late;
  late.add("late.lua",
           "game.register('late', { on_join = function()\n"
           "  game.reject_layout('too late')\n"
           "end })\n");
  Scene scene(open_cave(3), rules_of(late));
  CHECK(scene.said("works only in setup and on_generate"));
}

TEST_CASE("mod layout: a failing setup draws another layout, up to a bound",
          "[script][mods][layout]") {
  TempMods flaky;
  flaky.add("flaky.lua",
            "game.register('flaky', { setup = function()\n"
            "  if game.chance(0.5) then error('the dice said no') end\n"
            "end })\n");
  const auto rules = rules_of(flaky);
  for (std::uint64_t seed = 1; seed <= 10; ++seed) classic_game(seed, rules);

  TempMods broken;
  broken.add("broken.lua",
             "game.register('broken', { setup = function()\n"
             "  error('always broken')\n"
             "end })\n");
  game::Settings settings;
  settings.seed = 1;
  settings.parameters = classic_parameters();
  std::string error;
  CHECK_FALSE(game::Game::create(settings, rules_of(broken), &error));
  CHECK_THAT(error, Contains("failed 8 layouts in a row"));
  CHECK_THAT(error, Contains("broken.lua:2: in setup: always broken"));
}

TEST_CASE("mod layout: a reserved room is offered to no setup",
          "[script][mods][layout]") {
  TempMods keeper;
  keeper.add("keeper.lua",
             "game.register('keeper', { on_generate = function()\n"
             "  local rooms = game.shuffle(game.empty_rooms())\n"
             "  for i = 1, 6 do game.reserve_room(rooms[i]) end\n"
             "end })\n");
  const auto rules = rules_of(keeper);
  for (std::uint64_t seed = 1; seed <= kLayoutSeeds; ++seed) {
    INFO("seed " << seed);
    const auto game = classic_game(seed, rules);
    const game::World& world = game->world();
    int reserved = 0;
    for (game::RoomId room : world.cave().rooms()) {
      if (!world.properties_of(game::Owner::room(room))
               .flag(game_api::builtin::kReserved))
        continue;
      ++reserved;
      CHECK(world.things_in(room).empty());
    }
    CHECK(reserved == 6);
  }
}
