// The agent's decisions on hand-made views: shooting a Wumpus pinned
// down, the bats that carried it off, a dark room worth a torch, walking
// out, and never stepping where it has proven death.
#include "agent/agent.hpp"

#include "game_api/view_builder.hpp"

#include <catch2/catch.hpp>

namespace wumpus::agent {
namespace {

using game_api::Verb;
using game_api::testing::ViewBuilder;

TEST_CASE("the agent shoots a Wumpus a stench triangle pins down", "[agent]") {
  ViewBuilder b(3, 3, 0, 0, 1);
  b.corridor({0, 1, 2, 5, 8, 7, 6, 3, 0}).open(1, 4).open(3, 4).open(5, 4);
  b.visit(0).visit(1, {"stench"}).visit(2).visit(5, {"stench"});
  b.visit(3, {"stench"}).stand(3);
  Agent agent;
  const Decision d = agent.decide(b.build());
  REQUIRE(d.command);
  CHECK(d.command->verb == Verb::Shoot);
  REQUIRE(d.command->path.size() == 1);
  CHECK(d.command->path[0] == maze::Direction::East);  // 3 -> 4
  CHECK(d.risk == 0);
}

TEST_CASE("the agent never walks into a room it knows holds a pit", "[agent]") {
  // The pit is surely in 2 (4 is known safe); gold is wanted, and the
  // only rooms left to see are beyond the pit.
  ViewBuilder b(3, 2, 1, 0, 0);
  b.corridor({0, 1, 2}).open(1, 4).open(4, 3).open(2, 5);
  b.visit(0).visit(4).visit(3).visit(1, {"breeze"}).stand(1).exit(3);
  Agent agent;
  const Decision d = agent.decide(b.build());
  CHECK(agent.belief().hazards.at(2).of(game_api::Hazard::Pit) == 1);
  if (d.command && d.command->verb == Verb::Move)
    CHECK(d.command->direction != maze::Direction::East);
  CHECK(d.risk < 1);
}

TEST_CASE("bats that carried the agent off are remembered", "[agent]") {
  ViewBuilder b(3, 3, 0, 1, 0);
  b.corridor({0, 1, 2}).open(1, 4).open(4, 7).open(7, 8);
  b.visit(0).visit(1, {"flapping"}).stand(1);
  game_api::PlayerView before = b.build();
  const inference::CaveMap map_before(before);
  Memory memory;
  memory.observe(before, map_before, {});
  // The agent stepped into 4 and woke up in 8.
  b.visit(8).stand(8);
  game_api::PlayerView after = b.build();
  after.turn = 1;
  after.messages.push_back({"bats", "Giant bats snatch you!", 1, 1});
  const inference::CaveMap map_after(after);
  memory.observe(after, map_after, {Action::Kind::Move, 1, 4, {}, 3});
  CHECK(memory.findings().known_bats(4));
  CHECK_FALSE(memory.findings().known_bats(2));
}

TEST_CASE("with a lit torch the agent goes back to a dark room for gold",
          "[agent]") {
  // Room 2 was visited in the dark: whatever lies there is unknown.
  ViewBuilder b(3, 1, 0, 0, 0);
  b.corridor({0, 1, 2}).exit(2);
  b.visit(2).dark(2).visit(1).stand(0);
  {
    Agent agent;
    const Decision d = agent.decide(b.build());
    CHECK_FALSE(d.command);  // without a torch nothing is left to learn
  }
  b.item("torch").torch_lit().visible(1);
  Agent agent;
  const Decision d = agent.decide(b.build());
  REQUIRE(d.command);
  CHECK(d.command->verb == Verb::Move);
  CHECK(d.command->direction == maze::Direction::East);
  CHECK(d.target == 2);
}

TEST_CASE("with gold and the Wumpus dead the agent walks out", "[agent]") {
  ViewBuilder b(3, 1, 0, 0, 1);
  b.corridor({0, 1, 2}).exit(2).visit(1).gold(1).stand(1);
  game_api::PlayerView view = b.build();
  view.wumpus_dead = true;
  Agent agent;
  const Decision d = agent.decide(view);
  REQUIRE(d.command);
  CHECK(d.command->direction == maze::Direction::East);
  CHECK(d.reason == "walk out");
}

TEST_CASE("the agent picks up gold it stands on", "[agent]") {
  ViewBuilder b(2, 1, 0, 0, 1);
  b.corridor({0, 1}).things(0, {"gold"});
  Agent agent;
  const Decision d = agent.decide(b.build());
  REQUIRE(d.command);
  CHECK(d.command->verb == Verb::Take);
}

TEST_CASE("on a room graph the agent goes and shoots by room", "[agent]") {
  game_api::PlayerView view;
  view.grid = false;
  view.width = 4;
  view.height = view.levels = 1;
  view.room_count = 4;
  view.entrance = 0;
  view.exit = 3;
  view.room = 0;
  view.arrows = 3;
  view.arrow_range = 5;
  view.cave.counts = {{"wumpus", 1}};
  const auto room = [](maze::RoomId id, std::vector<maze::RoomId> open,
                       bool visited, std::vector<std::string> percepts) {
    game_api::RoomView r;
    r.room = id;
    r.x = id;
    r.visited = visited;
    r.open_rooms = std::move(open);
    r.percepts = std::move(percepts);
    return r;
  };
  // 0 - 1 - 2 - 3: stench at 1, so the Wumpus is in 2 (0 is visited).
  view.rooms = {room(0, {1}, true, {}), room(1, {0, 2}, true, {"stench"}),
                room(2, {1, 3}, false, {})};
  view.room = 1;
  view.percepts = {"stench"};
  Agent agent;
  const Decision d = agent.decide(view);
  REQUIRE(d.command);
  CHECK(d.command->verb == Verb::Shoot);
  CHECK(d.command->rooms == std::vector<maze::RoomId>{2});
}

}  // namespace
}  // namespace wumpus::agent

namespace wumpus::agent {
namespace {

// Silk in 1, whose only room not entered is 2: a web (declared a hazard
// by its kind's looks) lies there surely; the rest of the cave lies
// beyond it.
game_api::PlayerView silk_before_the_rest(bool hazard) {
  ViewBuilder b(3, 2, 0, 0, 0);
  b.corridor({0, 1, 2}).open(1, 4).open(0, 3).open(3, 4).open(2, 5);
  b.visit(0).visit(3).visit(4).visit(1, {"silk"}).stand(1);
  game_api::PlayerView view = b.build();
  view.kinds["webs:web"].percept = "silk";
  view.kinds["webs:web"].hazard = hazard;
  return view;
}

TEST_CASE("agent: it keeps out of a room a mod's hazard surely holds",
          "[agent]") {
  Agent wary;
  const Decision kept_out = wary.decide(silk_before_the_rest(true));
  if (kept_out.command && kept_out.command->verb == Verb::Move)
    CHECK(kept_out.command->direction != maze::Direction::East);
  // A percept no kind declared a hazard is only a small risk: on it goes.
  Agent bold;
  const Decision went = bold.decide(silk_before_the_rest(false));
  REQUIRE(went.command);
  CHECK(went.command->verb == Verb::Move);
  CHECK(went.command->direction == maze::Direction::East);
}

}  // namespace
}  // namespace wumpus::agent
