#include "bench/net/view_probe.hpp"

#include "net/protocol.hpp"
#include "net/wire_frame.hpp"

namespace wumpus::bench {

void ViewProbe::take(std::string_view body) {
  if (!bytes_.problem.empty()) return;
  const auto json = nlohmann::json::parse(body, nullptr, false);
  std::string error;
  auto message = net::decode_server(json, &error);
  if (!message) {
    bytes_.problem = error;
    return;
  }
  const std::size_t frame = body.size() + 4;  // the length prefix
  if (auto* whole = std::get_if<net::ViewUpdate>(&*message)) {
    if (has_view_) {
      ++bytes_.updates;
      bytes_.sent += frame;
      bytes_.full += frame;
    }
    view_ = std::move(whole->view);
  } else if (auto* delta = std::get_if<net::ViewDelta>(&*message)) {
    if (!has_view_ || !net::apply_delta(view_, std::move(*delta))) {
      bytes_.problem = "a delta the view held cannot take";
      return;
    }
    ++bytes_.updates;
    bytes_.sent += frame;
    bytes_.full += net::encode_frame(
                       net::encode(net::ServerMessage(net::ViewUpdate{view_})))
                       .size();
  } else {
    return;
  }
  has_view_ = true;
  bytes_.rooms_known = view_.rooms.size();
}

}  // namespace wumpus::bench
