// Buying knowledge with an arrow (issue 39 item 3): where the preset's
// "arrow_finds_pits" says so, an arrow falls into the first pit on its
// flight and the shooter learns where, and that the rooms before it have
// none; the view carries both, saves keep them, and the inference and
// the agent count them as proof.
#include "agent/pit_probe.hpp"
#include "game/saves/world_json.hpp"
#include "game_api/kind_names.hpp"
#include "game_api/view_json.hpp"
#include "inference/findings.hpp"
#include "inference/hazard_inference.hpp"
#include "script/lua_game_fixtures.hpp"

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;
using maze::Direction;

namespace {

// Two rooms an arrow flies through from the entrance, turning as it may,
// the second off the entrance-exit path: the directions and the rooms;
// empty when the maze has no such run.
struct Run {
  std::vector<Direction> path;
  std::vector<RoomId> rooms;
};

Run run_from_entrance(const World& world) {
  const RoomId from = world.cave().entrance();
  const auto& path = world.cave().solution();
  for (Direction first : maze::kEveryDirection) {
    const RoomId a = world.cave().step(from, first);
    if (a == kNoRoom) continue;
    for (Direction second : maze::kEveryDirection) {
      const RoomId b = world.cave().step(a, second);
      if (b != kNoRoom && b != from &&
          std::find(path.begin(), path.end(), b) == path.end())
        return {{first, second}, {a, b}};
    }
  }
  return {};
}

// A game whose only hazard is a pit at the end of a two-room run from the
// entrance (the Wumpus sleeps in the farthest room), with the rule as
// given; the run is returned through *run.
std::unique_ptr<Game> pit_at_end_of_run(double finds_pits, Run* run) {
  for (std::uint64_t seed = 1; seed < 64; ++seed) {
    Run found;
    Settings settings = small_settings(seed, 6);
    settings.algorithm = "open";  // every passage open: runs off the path
    settings.parameters["arrow_finds_pits"] = finds_pits;
    const auto layout = [&found](World& world) {
      const auto& path = world.cave().solution();
      world.place(game_api::builtin::kGold, path[path.size() / 2]);
      place_wumpus(world, world.cave().exit());
      found = run_from_entrance(world);
      if (found.rooms.empty()) return;
      const ThingId pit = world.place(game_api::builtin::kPit, found.rooms[1]);
      world.set_property(Owner::thing(pit), game_api::builtin::kHidden, true);
    };
    std::string error;
    auto game = Game::create(
        settings, std::make_shared<LayoutRules>(builtin_lua_rules(), layout),
        &error);
    if (game && !found.rooms.empty()) {
      *run = found;
      return game;
    }
  }
  FAIL("no seed gives a two-room run from the entrance");
  return nullptr;
}

game_api::Command probe_shot(const std::vector<Direction>& path) {
  game_api::Command command = cmd("shoot");
  command.path = path;
  return command;
}

const game_api::RoomView* room_in(const game_api::PlayerView& view,
                                  RoomId room) {
  return game_api::find_room(view, room);
}

}  // namespace

TEST_CASE("an arrow falls into a pit and the shooter learns where",
          "[script][arrow_probe]") {
  Run run;
  auto game = pit_at_end_of_run(1, &run);
  const game_api::PlayerId me = game->add_player("ann");
  const auto said = game->apply(me, probe_shot(run.path));
  const auto view = game->view(me);
  CHECK(view.arrows == 2);
  CHECK(view.outcome == game_api::Outcome::Playing);
  bool told = false;
  for (const auto& m : said)
    told = told ||
           m.text.find("falls into a pit 2 rooms away") != std::string::npos;
  CHECK(told);
  const auto* pit_room = room_in(view, run.rooms[1]);
  REQUIRE(pit_room);
  CHECK(pit_room->holds(game_api::builtin::kPit));
  CHECK_FALSE(pit_room->visited);
  const auto* first = room_in(view, run.rooms[0]);
  REQUIRE(first);
  CHECK(first->known_absent(game_api::builtin::kPit));
  // A falling arrow misses: the Wumpus wakes.
  CHECK(view.wumpus_awake);

  inference::Findings findings;
  findings.read(view);
  CHECK(findings.known_pit(run.rooms[1]));
  CHECK(findings.no_pit(run.rooms[0]));
  const auto belief = inference::infer_from_view(view, false);
  CHECK(belief.at(run.rooms[0]).of(game_api::Hazard::Pit) == 0);
  CHECK(belief.at(run.rooms[1]).of(game_api::Hazard::Pit) == 1);
}

TEST_CASE("without the rule an arrow flies over a pit and tells nothing",
          "[script][arrow_probe]") {
  Run run;
  auto game = pit_at_end_of_run(0, &run);
  const game_api::PlayerId me = game->add_player("ann");
  game->apply(me, probe_shot(run.path));
  const auto view = game->view(me);
  CHECK(view.arrows == 2);
  for (RoomId room : run.rooms)
    if (const auto* seen = room_in(view, room)) {
      CHECK(seen->absent.empty());
      CHECK_FALSE(seen->holds(game_api::builtin::kPit));
    }
}

TEST_CASE("what an arrow told survives a save and the wire",
          "[script][arrow_probe][save]") {
  Run run;
  auto game = pit_at_end_of_run(1, &run);
  const game_api::PlayerId me = game->add_player("ann");
  game->apply(me, probe_shot(run.path));
  World again = game->world();
  std::string error;
  REQUIRE(world_from_json(world_to_json(game->world()), &again, &error));
  const auto& memory = again.player(me)->knowledge.at(run.rooms[0]);
  CHECK(memory.absent == std::vector<std::string>{game_api::builtin::kPit});
  CHECK(again.player(me)->knowledge.at(run.rooms[1]).felt ==
        std::vector<std::string>{game_api::builtin::kPit});

  const auto view = game->view(me);
  const auto decoded =
      game_api::view_from_json(game_api::view_to_json(view), &error);
  INFO(error);
  REQUIRE(decoded);
  CHECK(*decoded == view);
}

TEST_CASE("the agent buys knowledge with an arrow only when it pays",
          "[agent][arrow_probe]") {
  agent::ProbeTerms coin_flip{0.5, 0, 3, true, false, 1.0};
  CHECK(agent::worth_probing(coin_flip));
  agent::ProbeTerms third = coin_flip;
  third.pit = 1.0 / 3;
  CHECK_FALSE(agent::worth_probing(third));  // waking the Wumpus costs more
  third.wumpus_awake = true;
  CHECK(agent::worth_probing(third));
  agent::ProbeTerms last_arrow = coin_flip;
  last_arrow.arrows = 1;
  CHECK_FALSE(agent::worth_probing(last_arrow));
  last_arrow.wumpus_alive = false;
  CHECK(agent::worth_probing(last_arrow));
  agent::ProbeTerms safe = coin_flip;
  safe.pit = 0;
  CHECK_FALSE(agent::worth_probing(safe));
}
