// View deltas. A player's view holds every room they have seen, so on a
// big explored cave the whole view is tens of kB while a move changes a
// handful of rooms and a few fields (turn, room, percepts). After a first
// whole view the server sends only those: the rooms that changed and the
// fields that changed; the client merges them into the view it holds.
#pragma once

#include "game_api/player_view.hpp"
#include "game_api/view_json.hpp"

#include <nlohmann/json.hpp>

#include <vector>

namespace wumpus::net {

struct ViewDelta {
  // The view's fields that changed (game_api::view_fields_patch): a JSON
  // merge patch, so objects (the cave, the table) carry only their
  // changed fields and lists come whole.
  nlohmann::json changed = nlohmann::json::object();
  // Rooms new or changed, in id order.
  std::vector<game_api::RoomView> rooms;
  // Rooms the player no longer knows (a restarted or new cave).
  std::vector<maze::RoomId> gone;

  // Nothing changed: the views are the same as a client sees them.
  bool empty() const {
    return changed.empty() && rooms.empty() && gone.empty();
  }
};

// What turns `from` into `to`; both views' rooms are in id order, as the
// engine makes them. Messages are left out: they travel apart. `memo`
// (game_api::view_fields_patch) serves the deltas of one update.
ViewDelta make_delta(const game_api::PlayerView& from,
                     const game_api::PlayerView& to,
                     game_api::FieldPatchMemo* memo = nullptr);
// Whether a delta is worth sending: it names at most half the rooms of
// the view it stands for.
bool worth_sending(const ViewDelta& delta, const game_api::PlayerView& to);

// Applies a delta to the view a client holds, keeping rooms in id order
// and its message log. False, changing nothing, when the patched fields
// do not make a valid view, when either's rooms are out of id order or
// when the result would be more rooms than a view may hold: a server
// sending that cannot be followed.
bool apply_delta(game_api::PlayerView& view, const ViewDelta& delta);

}  // namespace wumpus::net
