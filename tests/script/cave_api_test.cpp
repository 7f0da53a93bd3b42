// What a mod writes on the cave: rooms' names and descriptions, marks on
// a player's map, passages opened and closed at play time (refused when
// closing one would make the game unwinnable) and in on_generate; all of
// it in the world, so saved, undone with a failed command and replayed.
#include "mod_fixture.hpp"

#include "game/saves/world_json.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;

namespace {

// Runs `body` as the player joins: the hooks' world is lent then.
std::shared_ptr<LuaRules> on_join(TempMods& mods, const std::string& body) {
  mods.add("writer.lua", "game.register('writer', { on_join = function(p)\n" +
                             body + "\nend })\n");
  return rules_of(mods);
}

const game_api::RoomView& room_view(const game_api::PlayerView& view,
                                    game::RoomId room) {
  const game_api::RoomView* found = game_api::find_room(view, room);
  REQUIRE(found);
  return *found;
}

}  // namespace

TEST_CASE("a mod names and describes a room: look tells it, the view has it",
          "[script][mods][cave]") {
  TempMods mods;
  Scene scene(open_cave(4),
              on_join(mods,
                      "game.name_room(0, 'the hall\\1')\n"
                      "game.describe_room(0, 'Banners hang from the roof.')\n"
                      "game.set_variable('n', game.room_name(0))"));
  scene.run("look");
  // Control characters come out as '?': the terminal never gets them.
  CHECK(scene.said("You are in room 0 (the hall?) at 0,0"));
  CHECK(scene.said("Banners hang from the roof."));
  CHECK(room_view(scene.view(), 0).name == "the hall?");
  CHECK(room_view(scene.view(), 0).description ==
        "Banners hang from the roof.");
  CHECK(std::get<std::string>(
            *scene.game.world().properties_of(game::Owner::world()).get("n")) ==
        "the hall?");
}

TEST_CASE("room text past its bound is an error naming the argument",
          "[script][mods][cave]") {
  TempMods mods;
  Scene scene(open_cave(4),
              on_join(mods, "game.name_room(1, string.rep('x', 41))"));
  CHECK(scene.said("more than the 40 allowed"));
  CHECK(scene.game.world().cave().room_name(1).empty());
}

TEST_CASE("a mod marks a room on one player's map", "[script][mods][cave]") {
  TempMods mods;
  Scene scene(open_cave(4), on_join(mods,
                                    "game.mark_room(p, 0, '+', 'a door')\n"
                                    "game.mark_room(p, 3, 'X')\n"
                                    "local g, l = game.map_mark(p, 0)\n"
                                    "game.set_variable('mark', g .. l)"));
  CHECK(room_view(scene.view(), 0).mark == game_api::MapMark{"+", "a door"});
  CHECK(std::get<std::string>(*scene.game.world()
                                   .properties_of(game::Owner::world())
                                   .get("mark")) == "+a door");
  CHECK(scene.state().marks.at(3).glyph == "X");
  scene.run("look");
  CHECK(scene.said("Your map marks this room +: a door."));

  TempMods bad;
  Scene refused(open_cave(4), on_join(bad, "game.mark_room(p, 0, 'ab')"));
  CHECK(refused.said("a glyph is one printable character"));
  CHECK(refused.state().marks.empty());
}

TEST_CASE(
    "a passage opens and closes, unless closing makes the game "
    "unwinnable",
    "[script][mods][cave]") {
  TempMods mods;
  // 2x2, every passage open: 0-1, 0-2, 1-3, 2-3; the exit is room 3.
  mods.add("doors.lua",
           "game.register('doors', { use = function(p, item)\n"
           "  if item == 'shut' then game.close_passage(0, 1) return true end\n"
           "  if item == 'seal' then\n"
           "    local ok, why = pcall(game.close_passage, 0, 2)\n"
           "    game.message(p, 'info', tostring(why)) return true end\n"
           "  if item == 'far' then game.close_passage(0, 3) return true end\n"
           "  if item == 'open' then game.open_passage(0, 1) return true end\n"
           "end })\n");
  Scene scene(open_cave(2, 2), rules_of(mods));
  const auto& world = scene.game.world();
  scene.run("use shut");
  CHECK_FALSE(world.cave().is_open(0, 1));
  CHECK(world.cave().passage_edits() ==
        std::vector<game::PassageEdit>{{0, 1, false}});
  CHECK_FALSE(room_view(scene.view(), 0).known_open(maze::Direction::East));
  CHECK(world.cave().solution() == std::vector<game::RoomId>{0, 2, 3});
  scene.run("use seal");
  CHECK(world.cave().is_open(0, 2));
  CHECK(
      scene.said("would make the game unwinnable (the exit cannot be "
                 "reached"));
  scene.run("use far");
  CHECK(scene.said("rooms 0 and 3 are not neighbours"));
  scene.run("use open");
  CHECK(world.cave().is_open(0, 1));
  CHECK(world.cave().passage_edits().empty());
}

TEST_CASE("a passage changed by a command that fails is undone with it",
          "[script][mods][cave]") {
  TempMods mods;
  mods.add("collapse.lua",
           "game.register('collapse', { on_turn = function(p)\n"
           "  game.close_passage(0, 1)\n"
           "  game.name_room(1, 'rubble')\n"
           "  error('the roof held')\n"
           "end })\n");
  Scene scene(open_cave(2, 2), rules_of(mods));
  scene.run("wait");
  CHECK(scene.said("the roof held"));
  CHECK(scene.game.world().cave().is_open(0, 1));
  CHECK(scene.game.world().cave().room_name(1).empty());
}

TEST_CASE("names, marks and passage edits are saved on top of the carve",
          "[script][mods][cave]") {
  TempMods mods;
  Scene scene(open_cave(2, 2), on_join(mods,
                                       "game.close_passage(0, 1)\n"
                                       "game.name_room(2, 'the well')\n"
                                       "game.describe_room(2, 'Damp.')\n"
                                       "game.mark_room(p, 3, '*', 'out')"));
  const nlohmann::json saved = game::world_to_json(scene.game.world());
  auto loaded = open_cave(2, 2);
  std::string error;
  REQUIRE(game::world_from_json(saved, &loaded, &error, nullptr));
  CHECK_FALSE(loaded.cave().is_open(0, 1));
  CHECK(loaded.cave().room_name(2) == "the well");
  CHECK(loaded.cave().room_description(2) == "Damp.");
  CHECK(loaded.player(scene.player)->marks.at(3).label == "out");
  CHECK(game::world_to_json(loaded) == saved);

  // Saves without them have no such fields and load as they were.
  CHECK_FALSE(game::world_to_json(open_cave(2, 2)).contains("passages"));
  nlohmann::json damaged = saved;
  damaged["passages"][0] = nlohmann::json::array({0u, 3u, false});
  auto refused = open_cave(2, 2);
  CHECK_FALSE(game::world_from_json(damaged, &refused, &error, nullptr));
  CHECK_THAT(error, Contains("not neighbours"));
  damaged = saved;
  damaged["room_texts"][0]["name"] = "\x1b[2J";
  CHECK_FALSE(game::world_from_json(damaged, &refused, &error, nullptr));
  CHECK_THAT(error, Contains("not printable"));
}

namespace {

// Walls the first off-path room in on every side but one, names it and
// puts its own thing there, as a vault mod does.
constexpr const char* kVault =
    "game.register('vault', { on_generate = function()\n"
    "  local room = game.empty_rooms({ off_path = true })[1]\n"
    "  local ways = game.open_neighbours(room)\n"
    "  for i = 2, #ways do pcall(game.close_passage, room, ways[i]) end\n"
    "  game.name_room(room, 'the vault')\n"
    "  game.place('vault', room)\n"
    "  game.set_variable('vault', room)\n"
    "end })\n";

}  // namespace

TEST_CASE(
    "on_generate carves the cave before setup; saves and replays "
    "keep the carving",
    "[script][mods][cave]") {
  TempMods mods;
  mods.add("vault.lua", kVault);
  auto rules = rules_of(mods);
  auto game = classic_game(11, rules);
  const game::World& world = game->world();
  const auto room = static_cast<game::RoomId>(std::get<std::int64_t>(
      *world.properties_of(game::Owner::world()).get("vault")));
  CHECK(world.cave().room_name(room) == "the vault");
  CHECK(world.things_in(room).size() == 1);
  CHECK(world.cave().open_neighbours(room).size() == 1);
  CHECK(world.cave().carved_maze().topology().room_count() ==
        world.cave().maze().topology().room_count());
  const game_api::PlayerId player = game->add_player("tester");
  for (const char* line : {"east", "south", "look", "west", "north"})
    game->apply_line(player, line);

  std::string error;
  auto loaded =
      game::Game::load_text(game->save_text(), "vault save", rules, &error);
  INFO(error);
  REQUIRE(loaded);
  CHECK(game::world_to_json(loaded->world()) == game::world_to_json(world));
  CHECK(loaded->world().cave().open_neighbours(room).size() == 1);

  auto copy = classic_game(11, rules);
  for (const game::LogEntry& entry : game->log()) game::replay(*copy, entry);
  CHECK(game::world_to_json(copy->world()) == game::world_to_json(world));
}

TEST_CASE("on_generate cannot cut the exit off, and its failure is named",
          "[script][mods][cave]") {
  TempMods mods;
  mods.add("cutter.lua",
           "game.register('cutter', { on_generate = function()\n"
           "  for _, r in ipairs(game.open_neighbours(game.exit())) do\n"
           "    game.close_passage(game.exit(), r)\n"
           "  end\n"
           "end })\n");
  game::Settings settings;
  settings.seed = 3;
  settings.parameters = classic_parameters();
  std::string error;
  CHECK_FALSE(game::Game::create(settings, rules_of(mods), &error));
  CHECK_THAT(error,
             Contains("layouts in a row; the last: on_generate failed: "));
  CHECK_THAT(error, Contains("would make the game unwinnable"));
}
