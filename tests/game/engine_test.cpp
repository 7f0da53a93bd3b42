// The engine's mechanics through the Game API, with the fake C++ rules.
#include "game/game_fixtures.hpp"
#include "game/world/sight.hpp"

#include <algorithm>
#include <set>

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;

namespace {

// The Wumpus on the solution path three rooms in, the gold in the exit.
std::shared_ptr<FakeRules> wumpus_on_path_rules() {
  auto rules = std::make_shared<FakeRules>();
  rules->layout = [](World& world) {
    world.place("wumpus", world.cave().solution().at(3));
    world.place("gold", world.cave().exit());
  };
  return rules;
}

}  // namespace

TEST_CASE("moving goes through open passages only, walls cost no turn",
          "[game][engine]") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    auto game = fake_game(seed, 5, wumpus_on_path_rules());
    const game_api::PlayerId me = game->add_player("ann");
    const RoomId start = game->world().cave().entrance();
    for (maze::Direction d : {maze::Direction::North, maze::Direction::West,
                              maze::Direction::South, maze::Direction::East}) {
      const RoomId target = game->world().cave().step(start, d);
      auto copy = std::make_unique<Game>(*game);
      const auto messages = copy->apply(
          me, game_api::Command{game_api::Verb::Move, d, 0, {}, {}, {}, {}});
      const Player& p = *copy->world().player(me);
      if (target == kNoRoom) {
        CHECK(p.room == start);
        CHECK(p.turns == 0);
        CHECK(said(messages, "info", std::string(maze::direction_name(d))));
      } else {
        CHECK(p.room == target);
        CHECK(p.turns == 1);
        CHECK(p.facing == d);
      }
    }
  }
}

TEST_CASE("turning and facing cost no turn, go steps the facing way",
          "[game][engine]") {
  auto game = fake_game(3, 5, wumpus_on_path_rules());
  const game_api::PlayerId me = game->add_player("ann");
  game->apply(me, cmd("turn 90"));
  CHECK(game->view(me).facing == maze::Direction::South);
  game->apply(me, cmd("turn 180"));
  CHECK(game->view(me).facing == maze::Direction::North);
  game->apply(me, cmd("turn -90"));
  CHECK(game->view(me).facing == maze::Direction::West);
  game->apply(me, cmd("face 90"));
  CHECK(game->view(me).facing == maze::Direction::East);
  CHECK(game->view(me).turn == 0);
  const auto said_direction = game->apply(me, cmd("direction"));
  CHECK(said(said_direction, "info", "east"));

  const World& world = game->world();
  const auto d = *world.cave().maze().topology().direction_between(
      world.cave().solution()[0], world.cave().solution()[1]);
  game->apply(me,
              game_api::Command{game_api::Verb::Face, d, 0, {}, {}, {}, {}});
  game->apply(me, cmd("go"));
  CHECK(game->view(me).room == world.cave().solution()[1]);
  CHECK(game->view(me).turn == 1);
}

TEST_CASE("an arrow follows the given passages and kills the Wumpus",
          "[game][engine]") {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    auto game = fake_game(seed, 6, wumpus_on_path_rules());
    const game_api::PlayerId me = game->add_player("ann");
    const auto& solution = game->world().cave().solution();
    game_api::Command shot{game_api::Verb::Shoot, {}, 0, {}, {}, {}, {}};
    shot.path = directions_along(game->world(),
                                 {solution.begin(), solution.begin() + 4});
    const auto messages = game->apply(me, shot);
    CHECK(said(messages, "arrow", "kills"));
    CHECK(game->view(me).arrows == 2);
    walk(*game, me, solution);
    const auto view = game->view(me);
    CHECK(view.outcome == game_api::Outcome::Won);
    CHECK(view.gold == 1);
    CHECK(game->score(me).won);
  }
}

TEST_CASE("walking into the Wumpus ends the game, later moves are refused",
          "[game][engine]") {
  auto game = fake_game(5, 6, wumpus_on_path_rules());
  const game_api::PlayerId me = game->add_player("ann");
  const auto& solution = game->world().cave().solution();
  walk(*game, me, {solution.begin(), solution.begin() + 4});
  auto view = game->view(me);
  CHECK(view.outcome == game_api::Outcome::Dead);
  CHECK(view.cause == "eaten by the Wumpus");
  const auto messages = game->apply(me, cmd("north"));
  CHECK(said(messages, "info", "over"));
  CHECK(game->view(me).room == solution[3]);
  CHECK(game->score(me).cause == "eaten by the Wumpus");
}

TEST_CASE("a shot at a wall misses and wakes the Wumpus, arrows run out",
          "[game][engine]") {
  auto game = fake_game(7, 6, wumpus_on_path_rules());
  const game_api::PlayerId me = game->add_player("ann");
  std::vector<game_api::Message> messages;
  for (int i = 0; i < 4; ++i) {
    auto more =
        game->apply(me, cmd("shoot n"));  // the entrance's north is the edge
    messages.insert(messages.end(), more.begin(), more.end());
  }
  CHECK(said(messages, "arrow", "wakes"));
  CHECK(said(messages, "arrow", "out of arrows"));
  CHECK(said(messages, "arrow", "no arrows left"));
  CHECK(game->view(me).arrows == 0);
  CHECK(game->world()
            .properties_of(Owner::thing(game->world().things_of("wumpus")[0]))
            .flag("awake"));
}

TEST_CASE("a failing hook rolls the command back and play goes on",
          "[game][engine]") {
  const char* hooks[] = {"on_enter", "on_turn", "on_tick", "percepts",
                         "shoot",    "take",    "use"};
  for (const char* hook : hooks) {
    auto rules = wumpus_on_path_rules();
    auto game = fake_game(11, 6, rules);
    const game_api::PlayerId me = game->add_player("ann");
    game->apply(me, cmd("wait"));
    const World before = game->world();
    rules->fail_hook = hook;
    const auto& solution = game->world().cave().solution();
    const auto d = *game->world().cave().maze().topology().direction_between(
        solution[0], solution[1]);
    const std::string name = hook;
    const game_api::Command command =
        name == "on_enter"
            ? game_api::Command{game_api::Verb::Move, d, 0, {}, {}, {}, {}}
        : name == "shoot" ? cmd("shoot")
        : name == "take"  ? cmd("take")
        : name == "use"   ? cmd("use torch")
                          : cmd("wait");
    const auto messages = game->apply(me, command);
    INFO(hook);
    CHECK(said(messages, "error", std::string("fake.lua:7: in ") + hook));
    const Player& p = *game->world().player(me);
    CHECK(p.room == before.player(me)->room);
    CHECK(p.turns == before.player(me)->turns);
    CHECK(p.arrows == before.player(me)->arrows);
    CHECK(p.knowledge == before.player(me)->knowledge);
    CHECK(game->world().random().state() == before.random().state());
    CHECK(game->world().things().size() == before.things().size());
    rules->fail_hook.clear();
    game->apply(me,
                game_api::Command{game_api::Verb::Move, d, 0, {}, {}, {}, {}});
    CHECK(game->world().player(me)->room == solution[1]);
  }
}

TEST_CASE("views show only what the player has seen", "[game][engine][sight]") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    auto game = fake_game(seed, 7);
    const game_api::PlayerId me = game->add_player("ann");
    maze::Random walker(seed);
    std::set<RoomId> ever_in_sight;
    for (int step = 0;
         step < 40 && game->view(me).outcome == game_api::Outcome::Playing;
         ++step) {
      const auto sight = rooms_in_sight(game->world(), me);
      ever_in_sight.insert(sight.begin(), sight.end());
      const auto view = game->view(me);
      REQUIRE(view.rooms.size() == game->world().player(me)->knowledge.size());
      for (const game_api::RoomView& room : view.rooms) {
        CHECK(ever_in_sight.count(room.room));
        CHECK(std::count(room.things.begin(), room.things.end(), "wumpus") ==
              0);
        CHECK(std::count(room.things.begin(), room.things.end(), "pit") == 0);
        const bool visible =
            std::count(sight.begin(), sight.end(), room.room) > 0;
        CHECK((room.sight == game_api::Sight::Visible) == visible);
      }
      CHECK(view.solution.empty());
      game->apply(me, game_api::Command{game_api::Verb::Move,
                                        maze::kAllDirections[walker.below(4)],
                                        0,
                                        {},
                                        {},
                                        {},
                                        {}});
    }
  }
}

TEST_CASE("dark rooms hide their things without a lit torch",
          "[game][engine][sight]") {
  auto game = fake_game(2, 5, wumpus_on_path_rules());
  World world = game->world();
  const game_api::PlayerId me = world.add_player("ann");
  const RoomId room = world.cave().entrance();
  world.place("gold", room);
  CHECK(visible_things(world, me, room) == std::vector<std::string>{"gold"});
  world.set_property(Owner::room(room), "dark", true);
  CHECK(visible_things(world, me, room).empty());
  update_knowledge(world, me);
  CHECK(world.player(me)->knowledge.at(room).dark);
  world.set_torch_lit(me, true);
  CHECK(visible_things(world, me, room) == std::vector<std::string>{"gold"});
  const auto range_one = world.player(me)->knowledge.size();
  update_knowledge(world, me);
  CHECK(world.player(me)->knowledge.size() >= range_one);
}

TEST_CASE("percepts are told and remembered per room", "[game][engine]") {
  auto rules = std::make_shared<FakeRules>();
  rules->layout = [](World& world) {
    world.place("wumpus", world.cave().solution().at(2));
    world.place("gold", world.cave().exit());
  };
  auto game = fake_game(9, 6, rules);
  const game_api::PlayerId me = game->add_player("ann");
  const auto& solution = game->world().cave().solution();
  const auto messages = game->apply(
      me, game_api::Command{
              game_api::Verb::Move,
              game->world().cave().maze().topology().direction_between(
                  solution[0], solution[1]),
              0,
              {},
              {},
              {},
              {}});
  CHECK(said(messages, "stench", "Wumpus"));
  const auto view = game->view(me);
  CHECK(view.percepts == std::vector<std::string>{"stench"});
  const auto here = std::find_if(
      view.rooms.begin(), view.rooms.end(),
      [&](const game_api::RoomView& r) { return r.room == solution[1]; });
  REQUIRE(here != view.rooms.end());
  CHECK(here->percepts == std::vector<std::string>{"stench"});
  CHECK(here->visited);
}

TEST_CASE("several players act in one world", "[game][engine]") {
  auto game = fake_game(4, 6, wumpus_on_path_rules());
  const game_api::PlayerId ann = game->add_player("ann");
  const game_api::PlayerId bob = game->add_player("bob");
  CHECK(ann != bob);
  CHECK(game->view(ann).others.size() == 1);
  CHECK(game->view(ann).others[0].name == "bob");
  const auto& solution = game->world().cave().solution();
  walk(*game, ann, {solution.begin(), solution.begin() + 2});
  CHECK(game->view(ann).room == solution[1]);
  CHECK(game->view(bob).room == solution[0]);
  CHECK(game->view(bob).turn == 0);
  CHECK(game->log().size() == 3);
}

TEST_CASE("restart brings back the same cave and layout, new carves another",
          "[game][engine]") {
  auto game = fake_game(13);
  const game_api::PlayerId me = game->add_player("ann");
  const auto things = game->world().things().size();
  const auto layout = game->world().things_of("gold");
  const RoomId gold_room = game->world().thing(layout.at(0))->room;
  game->apply(me, cmd("wait"));
  game->apply(me, cmd("shoot"));
  std::string error;
  REQUIRE(game->restart(me, &error));
  CHECK(game->view(me).room == game->world().cave().entrance());
  CHECK(game->view(me).arrows == 3);
  CHECK(game->view(me).turn == 0);
  CHECK(game->world().things().size() == things);
  CHECK(game->world().thing(game->world().things_of("gold").at(0))->room ==
        gold_room);
  CHECK(game->view(me).messages.size() > 3);  // the log carries on

  const auto seed = game->settings().seed;
  REQUIRE(game->start_new(me, "5x4", &error));
  CHECK(said(game->view(me).messages, "info", "new cave, 5x4"));
  CHECK(game->settings().seed != seed);
  CHECK(game->view(me).width == 5);
  CHECK(game->view(me).height == 4);
  CHECK_FALSE(game->start_new(me, "1", &error));
  CHECK_FALSE(error.empty());
  CHECK(game->view(me).width == 5);
}

TEST_CASE("malformed lines cost no turn and are answered", "[game][engine]") {
  auto game = fake_game(6);
  const game_api::PlayerId me = game->add_player("ann");
  const auto messages = game->apply_line(me, "dance wildly");
  REQUIRE(messages.size() == 1);
  CHECK(messages[0].kind == "error");
  CHECK(game->view(me).turn == 0);
  CHECK(said(game->apply_line(me, "help"), "info", "shoot"));
  CHECK(said(game->apply_line(me, "help"), "info",
             "moderators: kick NAME, mute NAME [MINUTES]"));
  CHECK(said(game->apply_line(me, "use banana"), "info", "cannot use"));
  CHECK(said(game->apply_line(me, "inventory"), "info", "3 arrows"));
  CHECK(said(game->apply_line(me, "look"), "info", "You are in room"));
  CHECK(game->view(me).turn == 0);
}

TEST_CASE("message logs keep the newest thousand messages", "[game][engine]") {
  auto game = fake_game(6);
  const game_api::PlayerId me = game->add_player("ann");
  for (int i = 0; i < 1100; ++i) game->apply(me, cmd("direction"));
  const auto messages = game->apply(me, cmd("help"));
  REQUIRE(messages.size() == 1);
  const auto view = game->view(me);
  CHECK(view.messages.size() == 1000);
  CHECK(view.messages.back().seq == view.messages.front().seq + 999);
  CHECK(view.messages.back().text == messages[0].text);
  CHECK(view.messages.front().text == "You face east.");
}
