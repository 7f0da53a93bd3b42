#include "net/view_delta.hpp"

#include "game_api/view_json.hpp"

#include <algorithm>
#include <utility>

namespace wumpus::net {
namespace {

using json = nlohmann::json;

bool in_id_order(const std::vector<game_api::RoomView>& rooms) {
  return std::adjacent_find(rooms.begin(), rooms.end(),
                            [](const auto& a, const auto& b) {
                              return a.room >= b.room;
                            }) == rooms.end();
}

// The view with the delta's fields patched in and no rooms yet; nothing
// when the patch leaves something that is not a view.
std::optional<game_api::PlayerView> patched_fields(
    const game_api::PlayerView& view, const json& changed) {
  json fields = game_api::view_fields_to_json(view);
  fields.merge_patch(changed);
  // The rooms come from the delta's own list, never from the patch.
  fields["rooms"] = json::array();
  fields.erase("messages");
  std::string ignored;
  return game_api::view_from_json(fields, &ignored);
}

}  // namespace

ViewDelta make_delta(const game_api::PlayerView& from,
                     const game_api::PlayerView& to,
                     game_api::FieldPatchMemo* memo) {
  ViewDelta delta;
  delta.changed = game_api::view_fields_patch(from, to, memo);
  auto old = from.rooms.begin();
  for (const game_api::RoomView& room : to.rooms) {
    while (old != from.rooms.end() && old->room < room.room)
      delta.gone.push_back((old++)->room);
    const bool known = old != from.rooms.end() && old->room == room.room;
    if (!known || !(*old == room)) delta.rooms.push_back(room);
    if (known) ++old;
  }
  for (; old != from.rooms.end(); ++old) delta.gone.push_back(old->room);
  return delta;
}

bool worth_sending(const ViewDelta& delta, const game_api::PlayerView& to) {
  return (delta.rooms.size() + delta.gone.size()) * 2 <= to.rooms.size();
}

bool apply_delta(game_api::PlayerView& view, const ViewDelta& delta) {
  if (!in_id_order(view.rooms) || !in_id_order(delta.rooms) ||
      !std::is_sorted(delta.gone.begin(), delta.gone.end()))
    return false;
  auto patched = patched_fields(view, delta.changed);
  if (!patched) return false;
  std::vector<game_api::RoomView>& rooms = patched->rooms;
  rooms.reserve(view.rooms.size() + delta.rooms.size());
  auto gone = delta.gone.begin();
  auto fresh = delta.rooms.begin();
  for (const game_api::RoomView& room : view.rooms) {
    while (fresh != delta.rooms.end() && fresh->room < room.room)
      rooms.push_back(*fresh++);
    while (gone != delta.gone.end() && *gone < room.room) ++gone;
    if (fresh != delta.rooms.end() && fresh->room == room.room)
      rooms.push_back(*fresh++);
    else if (gone == delta.gone.end() || *gone != room.room)
      rooms.push_back(room);
  }
  rooms.insert(rooms.end(), fresh, delta.rooms.end());
  if (rooms.size() > game_api::kMaxViewRooms) return false;
  patched->messages = std::move(view.messages);
  view = std::move(*patched);
  return true;
}

}  // namespace wumpus::net
