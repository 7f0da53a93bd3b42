// Walking and shooting by compass on tilings other than square rooms:
// typed diagonals move on hexagons, an arrow flies straight on through
// hexagons and zeta rooms as it does through squares, turning steps
// through the shape's sides, and polar rings go by room number.
#include "game/game_fixtures.hpp"
#include "game/saves/recording.hpp"
#include "game/saves/world_json.hpp"
#include "game/table/table.hpp"

#include <unistd.h>

#include <filesystem>

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;

namespace {

std::shared_ptr<FakeRules> gold_only_rules() {
  auto rules = std::make_shared<FakeRules>();
  rules->layout = [](World& world) {
    world.place("gold", world.cave().exit());
  };
  return rules;
}

std::unique_ptr<Game> shaped_game(maze::Shape shape, std::uint64_t seed,
                                  unsigned wrap = maze::kWrapNone,
                                  std::shared_ptr<FakeRules> rules = nullptr) {
  if (!rules) rules = gold_only_rules();
  rules->layout = [](World& world) {
    world.place("gold", world.cave().exit());
  };
  Settings settings = small_settings(seed, 7);
  settings.shape = shape;
  settings.wrap = wrap;
  settings.braid = 0.5;  // loops give long straight corridors
  std::string error;
  auto game = Game::create(settings, rules, &error);
  INFO(error);
  REQUIRE(game);
  return game;
}

// A room and a direction with at least two rooms straight on through
// open passages.
std::pair<RoomId, maze::Direction> straight_corridor(const World& world) {
  for (RoomId room : world.cave().rooms())
    for (maze::Direction d :
         maze::compass_rose(world.cave().maze().topology())) {
      const RoomId next = world.cave().step(room, d);
      if (next != kNoRoom && world.cave().step(next, d) != kNoRoom)
        return {room, d};
    }
  return {kNoRoom, maze::Direction::East};
}

void go_to(Game& game, game_api::PlayerId me, RoomId target) {
  const World& world = game.world();
  const auto path = world.cave().path(world.player(me)->room, target);
  for (std::size_t i = 1; i < path.size(); ++i)
    game.apply(me, cmd("go " + std::to_string(path[i])));
  REQUIRE(world.player(me)->room == target);
}

}  // namespace

TEST_CASE("an arrow flies straight on through hexagons and zeta rooms",
          "[game][shapes]") {
  for (maze::Shape shape : {maze::Shape::Hex, maze::Shape::Zeta,
                            maze::Shape::Upsilon, maze::Shape::Triangle}) {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      auto game = shaped_game(shape, seed);
      const game_api::PlayerId me = game->add_player("archer");
      const World& world = game->world();
      const auto [start, d] = straight_corridor(world);
      INFO(maze::shape_name(shape) << " seed " << seed);
      REQUIRE(start != kNoRoom);
      go_to(*game, me, start);
      CHECK(said(
          game->apply(me, cmd("face " + std::string(maze::direction_name(d)))),
          "info", "You face " + std::string(maze::direction_name(d))));
      std::vector<RoomId> straight;
      for (RoomId at = world.cave().step(start, d);
           at != kNoRoom && straight.size() < 5; at = world.cave().step(at, d))
        straight.push_back(at);
      game->apply(me, cmd("shoot"));
      REQUIRE_FALSE(world.player(me)->flights.empty());
      CHECK(world.player(me)->flights.back() == straight);
    }
  }
}

TEST_CASE("typed diagonals walk hexagons; a square's sides are not theirs",
          "[game][shapes]") {
  auto game = shaped_game(maze::Shape::Hex, 3);
  const game_api::PlayerId me = game->add_player("walker");
  const World& world = game->world();
  const RoomId here = world.player(me)->room;
  bool moved = false;
  for (maze::Direction d : maze::compass_rose(world.cave().maze().topology())) {
    const RoomId next = world.cave().step(here, d);
    if (next == kNoRoom) continue;
    game->apply(me, cmd(std::string(maze::direction_short_name(d))));
    CHECK(world.player(me)->room == next);
    CHECK(world.player(me)->facing == d);
    moved = true;
    break;
  }
  CHECK(moved);
  CHECK(said(game->apply(me, cmd("north")), "info", "You cannot go north"));
  CHECK(said(game->apply(me, cmd("face n")), "info", "no side north"));
  game->apply(me, cmd("face e"));
  game->apply(me, cmd("turn 90"));
  CHECK(world.player(me)->facing == maze::Direction::SouthEast);
  game->apply(me, cmd("turn 180"));
  CHECK(world.player(me)->facing == maze::Direction::NorthWest);
  game->apply(me, cmd("turn -90"));
  CHECK(world.player(me)->facing == maze::Direction::West);
}

TEST_CASE("a wrapped cave walks across its seam", "[game][shapes]") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    auto game = shaped_game(maze::Shape::Square, seed, maze::kWrapX);
    const World& world = game->world();
    const auto& topology = world.cave().maze().topology();
    for (std::uint32_t y = 0; y < topology.height(); ++y) {
      const RoomId west = topology.cell(0, y);
      const RoomId east = topology.cell(topology.width() - 1, y);
      if (!world.cave().is_open(west, east)) continue;
      CHECK(world.cave().step(west, maze::Direction::West) == east);
      CHECK(world.cave().step(east, maze::Direction::East) == west);
      return;
    }
  }
  FAIL("no seed opened a passage across the seam");
}

TEST_CASE("polar rings go by room number, with no compass", "[game][shapes]") {
  auto game = shaped_game(maze::Shape::Polar, 2);
  const game_api::PlayerId me = game->add_player("walker");
  const World& world = game->world();
  CHECK(said(game->apply(me, cmd("east")), "info", "no compass"));
  const RoomId next =
      world.cave().open_neighbours(world.player(me)->room).front();
  game->apply(me, cmd("go " + std::to_string(next)));
  CHECK(world.player(me)->room == next);
  CHECK(said(game->apply(me, cmd("shoot")), "info", "Shoot into which rooms"));
  const game_api::PlayerView view = game->view(me);
  CHECK(view.shape == maze::Shape::Polar);
  CHECK_FALSE(view.grid);
}

TEST_CASE("a recording of a hex cave replays with its typed diagonals",
          "[game][shapes][recording]") {
  const auto dir = std::filesystem::temp_directory_path() /
                   ("wumpus-shapes-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const auto path = dir / "hex.rec";
  const auto rules = gold_only_rules();
  TableOptions options;
  options.local = false;
  Table table(shaped_game(maze::Shape::Hex, 4, maze::kWrapNone, rules),
              options);
  std::string error;
  auto writer = RecordingWriter::open(path.string(), table.game(), &error);
  REQUIRE(writer);
  RecordingWriter* w = writer.get();
  table.set_recorder(
      [w, &table](const LogEntry& e) { w->add(e, table.game()); });
  const Time t0{};
  const game_api::PlayerId ann = *table.sit("ann", t0, &error);
  for (const char* line :
       {"ne", "se", "e", "sw", "nw", "w", "face se", "shoot"})
    table.submit(ann, line, t0);
  REQUIRE(writer->flush(&error));

  const auto recording = read_recording(path.string(), &error);
  INFO(error);
  REQUIRE(recording);
  CHECK(recording->settings.shape == maze::Shape::Hex);
  auto copy = Game::create(recording->settings, rules, &error);
  REQUIRE(copy);
  for (const auto& entry : recording->entries) replay(*copy, entry.entry);
  CHECK(world_to_json(copy->world()) == world_to_json(table.game().world()));
  std::filesystem::remove_all(dir);
}
