// Follows one simulated player's views as a real client does (decoding
// each, merging deltas into the view held) and prices every update both
// ways: the frame that came and the whole view it stands for. That is
// the bytes-per-update figure for deltas against full views, taken from
// real play rather than a model of it.
#pragma once

#include "game_api/player_view.hpp"

#include <cstdint>
#include <string>
#include <string_view>

namespace wumpus::bench {

struct UpdateBytes {
  std::uint64_t updates = 0;    // views after the first
  std::uint64_t sent = 0;       // their frames' bytes, as sent
  std::uint64_t full = 0;       // the same views sent whole
  std::size_t rooms_known = 0;  // in the last view
  std::string problem;          // a frame that could not be followed
};

class ViewProbe {
 public:
  // Takes a view or delta frame's JSON body.
  void take(std::string_view body);
  const UpdateBytes& bytes() const { return bytes_; }

 private:
  game_api::PlayerView view_;
  bool has_view_ = false;
  UpdateBytes bytes_;
};

}  // namespace wumpus::bench
