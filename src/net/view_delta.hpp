// Room-level view deltas. A player's view holds every room they have
// seen, so on a big explored cave the whole view is tens of kB while a
// move changes a handful of rooms. After a first whole view the server
// sends only the rooms that changed (and the rest of the view, which is
// small); the client merges them into the view it holds.
#pragma once

#include "game_api/player_view.hpp"

#include <vector>

namespace wumpus::net {

struct ViewDelta {
  // The new view, except that `rooms` holds only rooms new or changed.
  game::PlayerView view;
  // Rooms the player no longer knows (a restarted or new cave).
  std::vector<maze::RoomId> gone;
};

// What turns `from` into `to`; both views' rooms are in id order, as the
// engine makes them.
ViewDelta make_delta(const game::PlayerView& from, const game::PlayerView& to);

// Whether a delta is worth sending: it names at most half the rooms of
// the view it stands for (the rest of the view is the same either way).
bool worth_sending(const ViewDelta& delta, const game::PlayerView& to);

// Applies a delta to the view a client holds, keeping rooms in id order
// and its message log (messages travel apart). False, changing nothing,
// when either's rooms are out of id order or the result would be more
// rooms than a view may hold: a server sending that cannot be followed.
bool apply_delta(game::PlayerView& view, ViewDelta delta);

}  // namespace wumpus::net
