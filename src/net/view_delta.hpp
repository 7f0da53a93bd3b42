// View deltas. A player's view holds every room they have seen, so on a
// big explored cave the whole view is tens of kB while a move changes a
// handful of rooms and a few fields (turn, room, percepts). After a first
// whole view the server sends only those: the rooms that changed and the
// fields that changed; the client merges them into the view it holds.
#pragma once

#include "game_api/player_view.hpp"

#include <nlohmann/json.hpp>

#include <vector>

namespace wumpus::net {

struct ViewDelta {
  // The view's fields that changed, as game::view_fields_to_json writes
  // them: a JSON merge patch (RFC 7396), so objects (the cave, the table)
  // carry only their changed fields and lists come whole.
  nlohmann::json changed = nlohmann::json::object();
  // Rooms new or changed, in id order.
  std::vector<game::RoomView> rooms;
  // Rooms the player no longer knows (a restarted or new cave).
  std::vector<maze::RoomId> gone;
};

// What turns `from` into `to`; both views' rooms are in id order, as the
// engine makes them. Messages are left out: they travel apart.
ViewDelta make_delta(const game::PlayerView& from, const game::PlayerView& to);
// The same from the views' fields as game::view_fields_to_json made them,
// for a sender that keeps those of the view it sent last rather than
// making them twice per update.
ViewDelta make_delta(const game::PlayerView& from,
                     const nlohmann::json& from_fields,
                     const game::PlayerView& to,
                     const nlohmann::json& to_fields);

// Whether a delta is worth sending: it names at most half the rooms of
// the view it stands for.
bool worth_sending(const ViewDelta& delta, const game::PlayerView& to);

// Applies a delta to the view a client holds, keeping rooms in id order
// and its message log. False, changing nothing, when the patched fields
// do not make a valid view, when either's rooms are out of id order or
// when the result would be more rooms than a view may hold: a server
// sending that cannot be followed.
bool apply_delta(game::PlayerView& view, const ViewDelta& delta);

// The merge patch that turns `from` into `to` (JSON objects).
nlohmann::json merge_patch_between(const nlohmann::json& from,
                                   const nlohmann::json& to);

}  // namespace wumpus::net
