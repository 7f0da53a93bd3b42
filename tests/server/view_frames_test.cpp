// One update's frames are shared by the recipients whose deltas are
// equal: each recipient's frame is still the one made for its own delta.
#include "server/sessions/view_frames.hpp"
#include "server/sessions/client_session.hpp"

#include <catch2/catch.hpp>

#include <random>

using namespace wumpus;

TEST_CASE("view frames: a frame shared by equal deltas is each one's own",
          "[server][delta]") {
  std::mt19937 random(GENERATE(1u, 2u, 3u, 4u, 5u, 6u));
  // Views alike but for a few fields, as a cave's players see another's
  // move; some with a room of their own.
  std::vector<game_api::PlayerView> views(16);
  for (auto& view : views) {
    view.width = view.height = 4;
    view.turn = random() % 3;
    view.arrows = random() % 2;
    for (maze::RoomId id = 0; id < 8; ++id) {
      game_api::RoomView room;
      room.room = id;
      room.x = id % 4;
      room.y = id / 4;
      room.open = id == 0 ? random() % 2 : 1;
      view.rooms.push_back(room);
    }
  }
  for (int update = 0; update < 40; ++update) {
    server::ViewFrames frames;
    for (int recipient = 0; recipient < 6; ++recipient) {
      const auto& from = views[random() % views.size()];
      const auto& to = views[random() % views.size()];
      INFO("update " << update << ", recipient " << recipient);
      CHECK(frames.frame(net::make_delta(from, to), to) ==
            server::encode_view_frame(net::make_delta(from, to), to));
    }
  }
}
