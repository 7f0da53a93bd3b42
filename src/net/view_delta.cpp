#include "net/view_delta.hpp"

#include "game_api/view_json.hpp"

#include <algorithm>
#include <utility>

namespace wumpus::net {
namespace {

bool in_id_order(const std::vector<game::RoomView>& rooms) {
  return std::adjacent_find(rooms.begin(), rooms.end(),
                            [](const auto& a, const auto& b) {
                              return a.room >= b.room;
                            }) == rooms.end();
}

}  // namespace

ViewDelta make_delta(const game::PlayerView& from, const game::PlayerView& to) {
  ViewDelta delta;
  delta.view = to;
  delta.view.rooms.clear();
  auto old = from.rooms.begin();
  for (const game::RoomView& room : to.rooms) {
    while (old != from.rooms.end() && old->room < room.room)
      delta.gone.push_back((old++)->room);
    const bool known = old != from.rooms.end() && old->room == room.room;
    if (!known || !(*old == room)) delta.view.rooms.push_back(room);
    if (known) ++old;
  }
  for (; old != from.rooms.end(); ++old) delta.gone.push_back(old->room);
  return delta;
}

bool worth_sending(const ViewDelta& delta, const game::PlayerView& to) {
  return (delta.view.rooms.size() + delta.gone.size()) * 2 <= to.rooms.size();
}

bool apply_delta(game::PlayerView& view, ViewDelta delta) {
  if (!in_id_order(view.rooms) || !in_id_order(delta.view.rooms) ||
      !std::is_sorted(delta.gone.begin(), delta.gone.end()))
    return false;
  std::vector<game::RoomView> rooms;
  rooms.reserve(view.rooms.size() + delta.view.rooms.size());
  auto gone = delta.gone.begin();
  auto fresh = delta.view.rooms.begin();
  for (const game::RoomView& room : view.rooms) {
    while (fresh != delta.view.rooms.end() && fresh->room < room.room)
      rooms.push_back(std::move(*fresh++));
    while (gone != delta.gone.end() && *gone < room.room) ++gone;
    if (fresh != delta.view.rooms.end() && fresh->room == room.room)
      rooms.push_back(std::move(*fresh++));
    else if (gone == delta.gone.end() || *gone != room.room)
      rooms.push_back(room);
  }
  for (; fresh != delta.view.rooms.end(); ++fresh)
    rooms.push_back(std::move(*fresh));
  if (rooms.size() > game::kMaxViewRooms) return false;
  delta.view.rooms = std::move(rooms);
  delta.view.messages = std::move(view.messages);
  view = std::move(delta.view);
  return true;
}

}  // namespace wumpus::net
