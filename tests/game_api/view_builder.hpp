// Hand-made player views for the agent's tests: a grid cave where a test
// says which rooms were seen or visited, which passages are open, what was
// sensed and what the game announced, without any engine behind it.
#pragma once

#include "game_api/player_view.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <vector>

namespace wumpus::game_api::testing {

class ViewBuilder {
 public:
  // A width x height grid; the entrance top-left, the exit bottom-right,
  // the player at the entrance; `pits`, `bats`, `wumpus` announced.
  ViewBuilder(std::uint32_t width, std::uint32_t height, int pits = 1,
              int bats = 0, int wumpus = 1) {
    view_.grid = true;
    view_.width = width;
    view_.height = height;
    view_.levels = 1;
    view_.room_count = width * height;
    view_.entrance = 0;
    view_.exit = width * height - 1;
    view_.room = 0;
    view_.arrows = 3;
    view_.arrow_range = 5;
    view_.cave.counts = {{"pit", pits}, {"bats", bats}, {"wumpus", wumpus}};
    view_.cave.parameters = {{"wumpus_move_chance", 0.75}};
  }

  maze::RoomId at(std::uint32_t x, std::uint32_t y) const {
    return y * view_.width + x;
  }

  // Opens the passage between two neighbouring rooms.
  ViewBuilder& open(maze::RoomId a, maze::RoomId b) {
    passages_.emplace_back(a, b);
    return *this;
  }
  // Opens a corridor through the rooms in order.
  ViewBuilder& corridor(const std::vector<maze::RoomId>& rooms) {
    for (std::size_t i = 0; i + 1 < rooms.size(); ++i)
      open(rooms[i], rooms[i + 1]);
    return *this;
  }
  // The player stood there and sensed `percepts`.
  ViewBuilder& visit(maze::RoomId room,
                     std::vector<std::string> percepts = {}) {
    rooms_[room].visited = true;
    rooms_[room].percepts = std::move(percepts);
    return *this;
  }
  // Seen from next door (its passages are known).
  ViewBuilder& see(maze::RoomId room) {
    rooms_[room];
    return *this;
  }
  // In sight now (besides the player's room).
  ViewBuilder& visible(maze::RoomId room) {
    rooms_[room].sight = game_api::Sight::Visible;
    return *this;
  }
  ViewBuilder& things(maze::RoomId room, std::vector<std::string> kinds) {
    rooms_[room].things = std::move(kinds);
    return *this;
  }
  ViewBuilder& dark(maze::RoomId room) {
    rooms_[room].dark = true;
    return *this;
  }
  ViewBuilder& stand(maze::RoomId room) {
    view_.room = room;
    return *this;
  }
  ViewBuilder& exit(maze::RoomId room) {
    view_.exit = room;
    return *this;
  }
  ViewBuilder& gold(int gold) {
    view_.gold = gold;
    return *this;
  }
  ViewBuilder& item(const std::string& name, int count = 1) {
    view_.items[name] = count;
    return *this;
  }
  ViewBuilder& torch_lit() {
    view_.torch_lit = true;
    return *this;
  }
  ViewBuilder& turn(std::uint32_t turn) {
    view_.turn = turn;
    return *this;
  }

  // The view: every room marked seen or visited, with its passages; the
  // player's room visited, and the open neighbours of visited rooms seen
  // (as the engine shows them).
  game_api::PlayerView build() const {
    game_api::PlayerView view = view_;
    auto rooms = rooms_;
    rooms[view.room].visited = true;
    // Standing in a room shows the rooms its passages open to.
    std::vector<maze::RoomId> shown;
    for (const auto& [a, b] : passages_) {
      if (rooms.count(a) && rooms.at(a).visited) shown.push_back(b);
      if (rooms.count(b) && rooms.at(b).visited) shown.push_back(a);
    }
    for (maze::RoomId room : shown) rooms[room];
    for (auto& [id, room] : rooms) {
      room.room = id;
      room.x = id % view.width;
      room.y = id / view.width;
      if (id == view.room) room.sight = game_api::Sight::Visible;
      for (const auto& [a, b] : passages_) {
        if (a == id) room.open_rooms.push_back(b);
        if (b == id) room.open_rooms.push_back(a);
      }
      std::sort(room.open_rooms.begin(), room.open_rooms.end());
      for (maze::RoomId next : room.open_rooms)
        room.open |= std::uint8_t(1u << unsigned(direction(id, next)));
      view.rooms.push_back(room);
    }
    const auto here = rooms.find(view.room);
    view.percepts = here->second.percepts;
    return view;
  }

 private:
  maze::Direction direction(maze::RoomId from, maze::RoomId to) const {
    if (to == from + 1) return maze::Direction::East;
    if (to + 1 == from) return maze::Direction::West;
    if (to > from) return maze::Direction::South;
    return maze::Direction::North;
  }

  game_api::PlayerView view_;
  std::map<maze::RoomId, game_api::RoomView> rooms_;
  std::vector<std::pair<maze::RoomId, maze::RoomId>> passages_;
};

}  // namespace wumpus::game_api::testing
