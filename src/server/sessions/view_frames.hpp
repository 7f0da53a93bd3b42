// One update's view frames, by the delta they carry. When a player moves,
// the others of the cave mostly see the same change (the table's turns,
// its waiting list): their deltas are equal, and one frame, encoded
// once, is sent to each of them.
#pragma once

#include "game_api/player_view.hpp"
#include "net/view_delta.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <utility>
#include <vector>

namespace wumpus::server {

class ViewFrames {
 public:
  // encode_view_frame(delta, to), or the frame of an equal delta made
  // before. Only deltas of fields are kept: rooms are each player's own.
  std::string frame(net::ViewDelta delta, const game_api::PlayerView& to);

 private:
  std::vector<std::pair<nlohmann::json, std::string>> made_;
};

}  // namespace wumpus::server
