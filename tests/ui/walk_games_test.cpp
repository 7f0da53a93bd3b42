// Explore and travel in whole games with the real Lua rules, pressed as a
// player presses o and T (ui/play/walk.cpp), on the seeds where they once
// failed: the dead Wumpus's room refused (classic 455005597253, room 25),
// gold in a dark room crossed before the torch left behind (hard
// 347480232097, the gold in (11,9)), and a step after a rope rescue that
// left the pit as the only way back (classic 13756839914863451001, the
// pit at (2,3)). The test reads the hidden world to set the scene; the
// walks see only the player's view.
#include "game/layout/solver.hpp"
#include "played_game.hpp"
#include "ui/play/walk.hpp"

#include <catch2/catch.hpp>

#include <deque>
#include <map>
#include <string>

using namespace wumpus;
using game_api::PlayerView;
using maze::RoomId;

namespace {

class WalkedGame {
 public:
  WalkedGame(const std::string& preset, std::uint64_t seed)
      : game_(preset, seed) {
    memory_.observe(game_.view());
  }

  const PlayerView& view() const { return game_.view(); }
  const ui::WalkMemory& memory() const { return memory_; }
  const game::World& world() const { return game_.world(); }

  void apply(const game_api::Command& command) {
    game_.apply(command);
    memory_.observe(game_.view());
  }

  // One press of o (or T with a target): walks until the walk stops;
  // a question is answered no. Returns why it stopped.
  std::string press(ui::Walk walk) {
    while (true) {
      auto next = walk.next(view(), &memory_);
      if (const auto* why = std::get_if<std::string>(&next)) return *why;
      if (const auto* ask = std::get_if<ui::WalkQuestion>(&next))
        return ask->question;
      const PlayerView before = view();
      apply(std::get<game_api::Command>(next));
      if (auto stop = walk.after_step(before, view())) return *stop;
    }
  }

  // Presses o until explore has nothing left or asks; returns its last
  // words.
  std::string explore_all() {
    std::string why;
    for (int press_count = 0; press_count < 200; ++press_count) {
      why = press(ui::Walk::explore());
      if (why.starts_with("Explored") || why.ends_with("(y/n)") ||
          view().outcome != game_api::Outcome::Playing)
        break;
    }
    return why;
  }

  // Walks by the hidden map to `to` through rooms with no pit, bats or
  // Wumpus (but `to` itself), as a lucky player might.
  void walk_blind_to(RoomId to) {
    std::map<RoomId, RoomId> parent{{view().room, view().room}};
    std::deque<RoomId> queue{view().room};
    while (!queue.empty() && !parent.count(to)) {
      const RoomId at = queue.front();
      queue.pop_front();
      for (RoomId next : world().cave().open_neighbours(at))
        if (!parent.count(next) && (next == to || harmless(next))) {
          parent[next] = at;
          queue.push_back(next);
        }
    }
    REQUIRE(parent.count(to));
    std::vector<RoomId> way;
    for (RoomId at = to; at != view().room; at = parent[at]) way.push_back(at);
    for (auto it = way.rbegin(); it != way.rend(); ++it) {
      game_api::Command go;
      go.verb = game_api::Verb::Go;
      go.rooms = {*it};
      apply(go);
    }
  }

  // What the omniscient solver does in this cave, from its start.
  std::vector<game_api::Command> solution() const {
    std::string error;
    auto copy = game::Game::create(game_.settings(),
                                   game::testing::builtin_lua_rules(), &error);
    REQUIRE(copy);
    std::vector<game_api::Command> commands;
    game::solve_game(*copy, copy->add_player("solver"), 10000, &commands);
    return commands;
  }

  RoomId room_of(const char* kind) const {
    for (game::ThingId id : world().things_of(kind))
      return world().thing(id)->room;
    return maze::kNoRoom;
  }

 private:
  bool harmless(RoomId room) const {
    for (game::ThingId id : world().things_in(room)) {
      const std::string& kind = world().thing(id)->kind;
      if ((kind == "pit" || kind == "bats" || kind == "wumpus") &&
          !world().properties_of(game::Owner::thing(id)).flag("dead"))
        return false;
    }
    return true;
  }

  wumpus::testing::PlayedGame game_;
  ui::WalkMemory memory_;
};

}  // namespace

TEST_CASE("travel passes the dead Wumpus's room (classic 455005597253)",
          "[ui][walk][games]") {
  WalkedGame game("classic", 455005597253ull);
  // The solver shoots the Wumpus, asleep all along, in room 25, from 17
  // whose flapping leaves bats possible in 25 but for the Wumpus there.
  for (const game_api::Command& command : game.solution()) {
    game.apply(command);
    if (game.view().wumpus_dead) break;
  }
  REQUIRE(game.view().wumpus_dead);
  const game_api::RoomView* lair = game_api::find_room(game.view(), 25);
  REQUIRE(lair != nullptr);
  REQUIRE(lair->holds("dead wumpus"));
  CHECK(game.memory().wumpus_stayed);
  const ui::KnownCave cave(game.view(), &game.memory());
  CHECK(cave.safe(25));
  // A game resumed later does not know its Wumpus never walked: then the
  // room proves nothing.
  CHECK_FALSE(ui::KnownCave(game.view()).safe(25));
  CHECK(game.press(ui::Walk::travel(25)) == "You are there.");
  CHECK(game.view().room == 25);
}

TEST_CASE(
    "explore goes back to dark rooms once the torch is lit "
    "(hard 347480232097)",
    "[ui][walk][games]") {
  WalkedGame game("hard", 347480232097ull);
  const RoomId gold = game.room_of("gold");
  REQUIRE(gold == 9 * 12 + 11);  // (11,9)
  CHECK(game.explore_all().starts_with("Explored"));
  const game_api::RoomView* crossed = game_api::find_room(game.view(), gold);
  REQUIRE(crossed != nullptr);
  CHECK(crossed->visited);
  CHECK(crossed->dark);
  CHECK(game.view().gold == 0);  // crossed in the dark: not found
  // The torch, by luck: lit as it is picked up.
  game.walk_blind_to(game.room_of("torch"));
  REQUIRE(game.view().torch_lit);
  game.explore_all();
  CHECK(game.view().gold > 0);
}

TEST_CASE(
    "after a rope rescue explore asks before leaving the pit as the "
    "only way back (classic 13756839914863451001)",
    "[ui][walk][games]") {
  WalkedGame game("classic", 13756839914863451001ull);
  const PlayerView& view = game.view();
  const RoomId pit = 3 * view.width + 2;  // (2,3), open to 34 and 35 only
  REQUIRE(game.room_of("pit") == pit);
  // The scene: the Wumpus dead (the only way round passes its room), the
  // rope in hand, then from 34 a step into the pit, which the rope
  // survives. Room 35 beyond it is a dead end.
  for (const game_api::Command& command : game.solution()) {
    game.apply(command);
    if (view.wumpus_dead) break;
  }
  REQUIRE(view.wumpus_dead);
  if (view.items.count("rope") == 0) game.walk_blind_to(game.room_of("rope"));
  REQUIRE(view.items.count("rope") == 1);
  game.walk_blind_to(34);
  game.walk_blind_to(pit);
  REQUIRE(view.outcome == game_api::Outcome::Playing);
  REQUIRE(view.room == pit);
  const std::string why = game.explore_all();
  CHECK(why.find("the only way back is through this room") !=
        std::string::npos);
  CHECK(view.room == pit);
}
