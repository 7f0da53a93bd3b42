// The example mods that carve the cave (data/mods/doors, data/mods/vault):
// what each does in play, and that games under them over several seeds
// replay, and save and load, to the same world.
#include "mod_fixture.hpp"

#include "game/saves/world_json.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;

namespace {

// Moves the player where a test needs them (`use warp`: before the
// door, `use away`: the entrance, `use inside`: behind it) and hands
// them the key (`use fetch`).
constexpr const char* kWarp =
    "game.register('warp', { use = function(p, item)\n"
    "  local rooms = { warp = game.variable('doors:hall'),\n"
    "    away = game.entrance(), inside = game.variable('doors:strongroom'),\n"
    "    crypt = game.variable('vault:crypt') }\n"
    "  if item == 'fetch' then\n"
    "    game.carry(game.things_of('doors:key')[1], p) return true end\n"
    "  if item == 'before' then\n"
    "    game.move_player(p, game.open_neighbours(rooms.crypt)[1])\n"
    "    return true end\n"
    "  if not rooms[item] then return false end\n"
    "  game.move_player(p, rooms[item]) return true\n"
    "end })\n";

std::shared_ptr<LuaRules> shipped(TempMods& extra,
                                  std::set<std::string> names) {
  RulesOptions options = rules_options({source_path("data/mods"), extra.dir()});
  options.enabled_mods = std::move(names);
  std::string error;
  auto rules = LuaRules::load(options, &error);
  INFO(error);
  REQUIRE(rules);
  return rules;
}

game::Settings seeded(std::uint64_t seed) {
  game::Settings settings;
  settings.seed = seed;
  settings.parameters = classic_parameters();
  return settings;
}

game::RoomId room_variable(const game::World& world, const char* key) {
  const game::Value* value = world.properties_of(game::Owner::world()).get(key);
  REQUIRE(value);
  return static_cast<game::RoomId>(std::get<std::int64_t>(*value));
}

// Empties `room` but for things of `kept`: no pit or Wumpus spoils a test.
void clear_room(game::World& world, game::RoomId room,
                const std::string& kept) {
  for (game::ThingId id : world.things_in(room))
    if (world.thing(id)->kind != kept) world.remove_thing(id);
}

}  // namespace

TEST_CASE("doors: the iron key carried before the locked door opens it",
          "[script][mods][examples][cave]") {
  TempMods extra;
  extra.add("warp.lua", kWarp);
  auto rules = shipped(extra, {"doors", "warp"});
  std::string error;
  const auto created = game::Game::create(seeded(5), rules, &error);
  INFO(error);
  REQUIRE(created);
  auto world = std::make_optional(created->world());  // no player yet
  const game::RoomId strongroom = room_variable(*world, "doors:strongroom");
  const game::RoomId hall = room_variable(*world, "doors:hall");
  CHECK_FALSE(world->cave().is_open(hall, strongroom));
  CHECK(world->cave().room_name(strongroom) == "the strongroom");
  REQUIRE(world->things_of("doors:key").size() == 1);
  clear_room(*world, hall, "");
  clear_room(*world, world->cave().entrance(), "");
  Scene scene(std::move(*world), rules);
  CHECK(scene.state().marks.at(hall) ==
        game_api::MapMark{"+", "a locked door"});

  scene.run("use warp");
  CHECK(scene.said("The iron door is locked."));
  CHECK_FALSE(scene.game.world().cave().is_open(hall, strongroom));
  scene.run("use away");
  scene.run("use fetch");
  scene.run("use warp");
  CHECK(scene.said("The key turns: the iron door swings open."));
  CHECK(scene.game.world().cave().is_open(hall, strongroom));
  CHECK(scene.state().marks.at(hall).label == "an open door");
  const int arrows = scene.state().arrows;
  scene.run("use inside");
  CHECK(scene.said("You open the chest: two arrows."));
  CHECK(scene.state().arrows == arrows + 2);
}

TEST_CASE("vault: a crypt carved with one way in, and its guardian",
          "[script][mods][examples][cave]") {
  TempMods extra;
  extra.add("warp.lua", kWarp);
  auto rules = shipped(extra, {"vault", "warp"});
  std::string error;
  const auto created = game::Game::create(seeded(5), rules, &error);
  INFO(error);
  REQUIRE(created);
  auto world = std::make_optional(created->world());  // no player yet
  const game::RoomId crypt = room_variable(*world, "vault:crypt");
  CHECK(world->cave().room_name(crypt) == "the crypt");
  CHECK(world->cave().open_neighbours(crypt).size() == 1);
  CHECK(world->things_of("vault:guardian").size() == 1);
  const game::RoomId before = world->cave().open_neighbours(crypt).front();
  clear_room(*world, before, "");
  clear_room(*world, world->cave().entrance(), "");

  game::World walked_in = *world;
  Scene shooter(std::move(*world), rules);
  shooter.run("use before");
  CHECK(shooter.senses("rattle"));
  const auto way =
      shooter.game.world().cave().maze().topology().direction_between(before,
                                                                      crypt);
  REQUIRE(way);
  shooter.run("shoot " + std::string(maze::direction_name(*way)));
  CHECK(shooter.said("The guardian crumbles to dust."));
  CHECK(shooter.game.world().things_of("vault:guardian").empty());
  CHECK(shooter.game.world().things_of("gold").size() >= 1);

  Scene careless(std::move(walked_in), rules);
  careless.run("use crypt");
  CHECK_FALSE(careless.state().alive);
  CHECK(careless.state().cause == "strangled by the crypt's guardian");
}

TEST_CASE("doors and vault games replay, and load, to the same world",
          "[script][mods][examples][cave]") {
  TempMods extra;
  for (const char* mod : {"doors", "vault"}) {
    auto rules = shipped(extra, {mod});
    for (std::uint64_t seed : {1, 2, 3}) {
      INFO(mod << " seed " << seed);
      auto game = classic_game(seed, rules);
      const game_api::PlayerId player = game->add_player("tester");
      for (const char* line : {"east", "south", "look", "east", "north",
                               "south", "west", "shoot e", "wait", "look"})
        game->apply_line(player, line);
      const nlohmann::json played = game::world_to_json(game->world());
      auto copy = classic_game(seed, rules);
      for (const game::LogEntry& entry : game->log())
        game::replay(*copy, entry);
      CHECK(game::world_to_json(copy->world()) == played);
      std::string error;
      auto loaded =
          game::Game::load_text(game->save_text(), "example", rules, &error);
      INFO(error);
      REQUIRE(loaded);
      CHECK(game::world_to_json(loaded->world()) == played);
    }
  }
}
