#include "server/sessions/view_frames.hpp"

#include "server/sessions/client_session.hpp"

namespace wumpus::server {

std::string ViewFrames::frame(net::ViewDelta delta,
                              const game_api::PlayerView& to) {
  // A delta without rooms is always worth sending (net::worth_sending):
  // its frame depends on the delta alone.
  if (!delta.rooms.empty() || !delta.gone.empty())
    return encode_view_frame(std::move(delta), to);
  for (const auto& [changed, frame] : made_)
    if (changed == delta.changed) return frame;
  auto changed = delta.changed;
  made_.emplace_back(std::move(changed),
                     encode_view_frame(std::move(delta), to));
  return made_.back().second;
}

}  // namespace wumpus::server
