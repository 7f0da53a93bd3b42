// Travel and auto-explore's reasoning (ui/play/travel.cpp): which rooms are
// known safe, the ways through them, and when a walk stops.
#include "ui/play/travel.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using game_api::PlayerView;
using game_api::RoomView;
using maze::Direction;

namespace {

// A corridor of `width` rooms, open east-west, the player in room 0 (the
// entrance); a pit, bats and the Wumpus announced; the exit elsewhere.
PlayerView corridor(std::uint32_t width, std::uint32_t known) {
  PlayerView view;
  view.width = width;
  view.height = 1;
  view.room = 0;
  view.entrance = 0;
  view.cave.counts = {{"pit", 1}, {"bats", 1}, {"wumpus", 1}};
  for (std::uint32_t x = 0; x < known; ++x) {
    RoomView room;
    room.room = x;
    room.x = x;
    if (x > 0) {
      room.open |= 1 << static_cast<int>(Direction::West);
      room.open_rooms.push_back(x - 1);
    }
    if (x + 1 < width) {
      room.open |= 1 << static_cast<int>(Direction::East);
      room.open_rooms.push_back(x + 1);
    }
    view.rooms.push_back(room);
  }
  view.rooms[0].visited = true;
  return view;
}

}  // namespace

TEST_CASE("a room next to one that sensed nothing is safe", "[ui][travel]") {
  PlayerView view = corridor(4, 3);
  const ui::KnownCave cave(view);
  CHECK(cave.safe(0));
  CHECK(cave.safe(1));
  CHECK_FALSE(cave.safe(2));  // nobody stood next to it
  CHECK_FALSE(cave.safe(3));  // never seen
  CHECK(cave.joined(1) == std::vector<maze::RoomId>{2, 0});  // east, west
  CHECK(cave.nearest_unexplored(0) == 1u);
  CHECK(cave.path(0, 1) == std::vector<maze::RoomId>{0, 1});
  CHECK(cave.path(0, 2).empty());
}

TEST_CASE("a breeze, a stench or flapping makes the rooms next door risky",
          "[ui][travel]") {
  for (const char* percept : {"breeze", "stench", "flapping"}) {
    PlayerView view = corridor(4, 3);
    view.rooms[0].percepts = {percept};
    const ui::KnownCave cave(view);
    CHECK_FALSE(cave.safe(1));
    CHECK_FALSE(cave.nearest_unexplored(0));
  }
}

TEST_CASE("rooms where a hazard was met are never safe", "[ui][travel]") {
  PlayerView view = corridor(4, 3);
  view.rooms[1].visited = true;
  view.rooms[1].things = {"pit"};  // fallen into, climbed out on a rope
  const ui::KnownCave cave(view);
  CHECK_FALSE(cave.safe(1));
  CHECK(cave.path(0, 2).empty());
  view.rooms[1].things = {"dead wumpus"};
  CHECK(ui::KnownCave(view).safe(1));
}

TEST_CASE("a walk goes the known safe way, room by room", "[ui][travel]") {
  PlayerView view = corridor(5, 5);
  for (auto& room : view.rooms) room.visited = true;
  const ui::KnownCave cave(view);
  CHECK(cave.path(0, 4) == std::vector<maze::RoomId>{0, 1, 2, 3, 4});
  CHECK_FALSE(cave.nearest_unexplored(0));
  const game_api::Command step = ui::step_command(view, 0, 1);
  CHECK(step.verb == game_api::Verb::Move);
  CHECK(step.direction == Direction::East);
  view.grid = false;
  const game_api::Command go = ui::step_command(view, 0, 1);
  CHECK(go.verb == game_api::Verb::Go);
  CHECK(go.rooms == std::vector<maze::RoomId>{1});
}

TEST_CASE("a walk stops on anything new", "[ui][travel]") {
  PlayerView before = corridor(4, 3);
  before.messages = {{"info", "You enter the cave.", 0, 1}};
  PlayerView after = before;
  after.room = 1;
  after.rooms[1].visited = true;
  CHECK_FALSE(ui::walk_news(before, after, 1));
  after.messages.push_back({"info", "It is dark here.", 1, 2});
  CHECK_FALSE(ui::walk_news(before, after, 1));
  CHECK(ui::walk_news(before, after, 2));  // not where it meant to go
  PlayerView breezy = after;
  breezy.messages.push_back({"breeze", "You feel a breeze.", 1, 3});
  CHECK(ui::walk_news(before, breezy, 1) == "You stop: a breeze here.");
  // A breeze already known there is no news.
  before.rooms[1].visited = true;
  before.rooms[1].percepts = {"breeze"};
  CHECK_FALSE(ui::walk_news(before, breezy, 1));
  PlayerView rich = after;
  rich.gold = 1;
  CHECK(ui::walk_news(before, rich, 1));
  PlayerView seen = after;
  seen.rooms[2].things = {"gold"};
  CHECK(ui::walk_news(before, seen, 1));
  PlayerView dead = after;
  dead.outcome = game_api::Outcome::Dead;
  CHECK(ui::walk_news(before, dead, 1));
}

TEST_CASE("a walk passes others' chat and stops for a word to the walker",
          "[ui][travel]") {
  PlayerView before = corridor(4, 3);
  before.name = "Ann";
  before.messages = {{"info", "You enter the cave.", 0, 1}};
  PlayerView after = before;
  after.room = 1;
  const auto said = [&](const std::string& line) {
    PlayerView heard = after;
    heard.messages.push_back({"chat", line, 1, 2});
    return ui::walk_news(before, heard, 1);
  };
  CHECK_FALSE(said("<bob> carol, the pit is west"));
  CHECK_FALSE(said("<bob> annie, wait"));  // another name
  CHECK_FALSE(said("<ann> on my way"));    // the walker's own line
  CHECK(said("<bob> ann, wait") == "You stop: someone spoke to you.");
  CHECK(said("<bob> wait for me ANN!"));
}

TEST_CASE("the walk memory keeps a Wumpus that never woke and lit visits",
          "[ui][travel]") {
  PlayerView view = corridor(4, 3);
  ui::WalkMemory memory;
  memory.observe(view);  // turn 0: a cave begins
  CHECK(memory.wumpus_stayed);
  view.turn = 1;
  view.torch_lit = true;
  view.room = 1;
  memory.observe(view);
  CHECK(memory.lit_visits == std::unordered_set<maze::RoomId>{1});
  view.wumpus_awake = true;
  memory.observe(view);
  view.wumpus_awake = false;  // dead now, or asleep again: it may have walked
  memory.observe(view);
  CHECK_FALSE(memory.wumpus_stayed);
  // A game resumed past turn 0 never knew: nothing is assumed.
  ui::WalkMemory resumed;
  resumed.observe(view);
  CHECK_FALSE(resumed.wumpus_stayed);
  // A shared cave: another player's arrow may wake it unseen.
  view.turn = 0;
  view.table.shared = true;
  resumed.observe(view);
  CHECK_FALSE(resumed.wumpus_stayed);
}
