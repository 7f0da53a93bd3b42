// Each rule file, played through the engine in small hand-built caves.
#include "rules_fixture.hpp"

using namespace wumpus;
using namespace wumpus::script::testing;

namespace {

game::World with(
    game::World world,
    std::initializer_list<std::pair<const char*, game::RoomId>> things) {
  for (const auto& [kind, room] : things) {
    const game::ThingId id = world.place(kind, room);
    if (std::string(kind) == "wumpus")
      world.set_property(game::Owner::thing(id), "target", true);
  }
  return world;
}

bool wumpus_dead(const game::World& world) {
  for (game::ThingId id : world.things_of("wumpus"))
    if (!world.properties_of(game::Owner::thing(id)).flag("dead")) return false;
  return true;
}

}  // namespace

TEST_CASE("a pit kills, unless a rope gets the player out", "[script][rules]") {
  Scene scene(with(open_cave(4), {{"pit", 2}}));
  scene.run("east");
  CHECK(scene.senses("breeze"));
  scene.run("east");
  CHECK_FALSE(scene.state().alive);
  CHECK(scene.state().cause == "fell into a pit");

  Scene roped(with(open_cave(4), {{"rope", 1}, {"pit", 2}}));
  roped.run("east");
  CHECK(roped.game.world().item_count(roped.player, "rope") == 1);
  roped.run("east");
  CHECK(roped.state().alive);
  CHECK(roped.game.world().item_count(roped.player, "rope") == 0);
  CHECK(roped.said("climb out on your rope"));
}

TEST_CASE("the Wumpus eats, smells, dies to an arrow and wakes on a miss",
          "[script][rules]") {
  Scene eaten(with(open_cave(4), {{"wumpus", 2}}));
  eaten.run("east");
  CHECK(eaten.senses("stench"));
  eaten.run("east");
  CHECK(eaten.state().cause == "eaten by the Wumpus");

  Scene shot(with(open_cave(6), {{"wumpus", 4}}));
  shot.run("shoot");
  CHECK(wumpus_dead(shot.game.world()));
  CHECK(shot.said("Your arrow kills the Wumpus!"));
  CHECK(shot.state().arrows == 2);

  Scene missed(with(open_cave(6), {{"wumpus", 4}}));
  missed.run("shoot west");
  CHECK(missed.said("Your arrow hits the wall."));
  const auto wumpus = missed.game.world().things_of("wumpus").front();
  CHECK(missed.game.world()
            .properties_of(game::Owner::thing(wumpus))
            .flag("awake"));
  CHECK_FALSE(wumpus_dead(missed.game.world()));
}

// The arrow rules as scripts/arrow.lua sets them from a preset that
// does not say otherwise.
namespace {

game::World straight(game::World world) {
  world.set_arrow_rules({true, true});
  return world;
}

}  // namespace

TEST_CASE("an arrow may not fly back into the room it just left",
          "[script][rules][arrow_rules]") {
  Scene scene(straight(with(open_cave(3, 2), {{"wumpus", 5}})));
  scene.run("shoot e w");
  CHECK(scene.said("Arrows aren't that crooked"));
  CHECK(scene.state().arrows == 3);
  CHECK(scene.state().alive);
  // A corner is no doubling back: e s reaches the Wumpus in 4.
  Scene turned(straight(with(open_cave(3, 2), {{"wumpus", 4}})));
  turned.run("shoot e s");
  CHECK(turned.said("Your arrow kills the Wumpus!"));
}

TEST_CASE("an arrow coming round to the shooter hits the shooter",
          "[script][rules][arrow_rules]") {
  Scene scene(straight(with(open_cave(3, 2), {{"wumpus", 5}})));
  scene.run("shoot e s w n");
  CHECK_FALSE(scene.state().alive);
  CHECK(scene.state().cause == "shot by their own arrow");
  CHECK(scene.said("hits you"));
  // The Wumpus on the way is hit first.
  Scene first(straight(with(open_cave(3, 2), {{"wumpus", 3}})));
  first.run("shoot e s w n");
  CHECK(first.state().alive);
  CHECK(first.said("Your arrow kills the Wumpus!"));
  // Under version 1's rules the arrow flew on past its shooter.
  Scene old(with(open_cave(3, 2), {{"wumpus", 5}}));
  old.run("shoot e s w n");
  CHECK(old.state().alive);
  CHECK(old.said("misses"));
}

TEST_CASE("an awake Wumpus walks in and eats the player", "[script][rules]") {
  auto parameters = classic_parameters();
  parameters["wumpus_move_chance"] = 1.0;
  auto world = with(open_cave(3, 1, parameters), {{"wumpus", 2}});
  world.set_property(game::Owner::thing(world.things_of("wumpus").front()),
                     "awake", true);
  Scene scene(std::move(world));
  scene.run("wait");
  // Room 2 has one open neighbour (room 1); room 1 leads on to room 0.
  CHECK(scene.game.world()
            .thing(scene.game.world().things_of("wumpus").front())
            ->room == 1);
  CHECK(scene.state().alive);
  scene.run("wait");
  CHECK(scene.state().cause == "eaten by the Wumpus");
  CHECK(scene.said("walks in"));
}

TEST_CASE("gold is picked up unless the room is dark", "[script][rules]") {
  Scene scene(with(open_cave(4), {{"gold", 1}, {"gold", 3}}));
  scene.run("east");
  CHECK(scene.state().gold == 1);

  auto dark = with(open_cave(4), {{"gold", 1}, {"torch", 2}});
  dark.set_property(game::Owner::room(1), "dark", true);
  Scene unlit(std::move(dark));
  unlit.run("east");
  CHECK(unlit.state().gold == 0);
  CHECK_FALSE(unlit.senses("glitter"));
  unlit.run("east");  // the torch
  CHECK(unlit.state().torch_lit);
  unlit.run("west");
  CHECK(unlit.state().gold == 1);
}

TEST_CASE("glitter shows where gold lies, and take picks it up",
          "[script][rules]") {
  // Gold at the entrance: the player starts on it without entering.
  Scene scene(with(open_cave(3), {{"gold", 0}}));
  CHECK(scene.senses("glitter"));
  scene.run("take");
  CHECK(scene.state().gold == 1);
  CHECK_FALSE(scene.senses("glitter"));

  auto world = with(open_cave(3), {{"gold", 0}});
  world.set_property(game::Owner::room(0), "dark", true);
  Scene dark(std::move(world));
  CHECK_FALSE(dark.senses("glitter"));
  dark.run("take");
  CHECK(dark.state().gold == 0);
}

TEST_CASE("the torch is lit when picked up and use toggles it",
          "[script][rules]") {
  Scene scene(with(open_cave(3), {{"torch", 1}}));
  scene.run("east");
  CHECK(scene.game.world().item_count(scene.player, "torch") == 1);
  CHECK(scene.state().torch_lit);
  scene.run("use torch");
  CHECK_FALSE(scene.state().torch_lit);
  scene.run("use torch");
  CHECK(scene.state().torch_lit);
  const auto turns = scene.state().turns;
  scene.run("use lantern");  // nobody handles it: no turn spent
  CHECK(scene.state().turns == turns);
}

TEST_CASE("bats carry the player to a room without hazards",
          "[script][rules]") {
  for (std::uint64_t round = 0; round < 20; ++round) {
    auto world =
        with(open_cave(4, 3), {{"bats", 1}, {"wumpus", 11}, {"pit", 6}});
    for (std::uint64_t i = 0; i < round; ++i) world.random().next();
    Scene scene(std::move(world));
    CHECK(scene.senses("flapping"));
    scene.run("east");
    const game::RoomId room = scene.state().room;
    CHECK(scene.said("Giant bats"));
    CHECK(room != 1);
    CHECK(room != 11);
    CHECK(room != 6);
    CHECK(scene.state().alive);
  }
}

TEST_CASE("running out of arrows is told", "[script][rules]") {
  auto parameters = classic_parameters();
  parameters["arrows"] = 1;
  Scene scene(with(open_cave(6, 1, parameters), {{"wumpus", 5}}));
  scene.run("shoot");
  CHECK(scene.said("That was your last arrow."));
  CHECK(scene.state().arrows == 0);
  scene.run("shoot");
  CHECK(scene.said("You have no arrows left."));
  CHECK(scene.state().arrows == 0);
}

TEST_CASE("the exit wins only with the Wumpus dead and gold in hand",
          "[script][rules]") {
  Scene scene(with(open_cave(4), {{"gold", 1}, {"wumpus", 3}}));
  scene.run("east");
  scene.run("shoot");
  CHECK(wumpus_dead(scene.game.world()));
  scene.run("east");
  CHECK_FALSE(scene.state().won);
  scene.run("east");
  CHECK(scene.state().won);
  CHECK(scene.said("You win"));

  Scene early(with(open_cave(3), {{"wumpus", 1}}));
  early.run("shoot");
  early.run("east");
  early.run("east");
  CHECK_FALSE(early.state().won);
  CHECK(early.said("you still need to find some gold"));
}

TEST_CASE("setup lays out valid games over many seeds", "[script][rules]") {
  auto rules = load_rules();
  const std::string preset = GENERATE("easy", "classic", "hard");
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    game::Settings settings;
    std::string error;
    REQUIRE(game::apply_preset(source_path("data/presets/" + preset + ".json"),
                               &settings, &error));
    settings.seed = seed;
    auto game = game::Game::create(settings, rules, &error);
    INFO(preset << " seed " << seed << ": " << error);
    REQUIRE(game);
    const auto& world = game->world();
    CHECK(world.things_of("wumpus").size() == 1);
    CHECK(world.things_of("torch").size() == 1);
    CHECK(world.things_of("rope").size() == 1);
    CHECK(world.things_of("gold").size() ==
          static_cast<std::size_t>(settings.parameters.at("gold")));
    const auto pits = world.things_of("pit").size();
    CHECK(pits >= 1);
    CHECK(pits <= 3);
    CHECK(world.things_in(world.cave().entrance()).empty());
  }
}
