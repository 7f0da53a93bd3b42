// Framing of the shared-play protocol: each message is a 4-byte
// big-endian length and that many bytes of JSON. The decoder refuses a
// frame over its cap before buffering it, so a peer cannot make the
// other side hold more than one capped frame.
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace wumpus::net {

// What a client may send in one frame (a typed line, a cave's options).
inline constexpr std::size_t kMaxClientFrame = 16 * 1024;
// What a server may send: a view of the largest cave with every room seen.
inline constexpr std::size_t kMaxServerFrame = 64 * 1024 * 1024;

std::string encode_frame(const nlohmann::json& message);
// The same for JSON text already written (a server sends one view text
// to every spectator of a player without writing it again).
std::string encode_frame_text(std::string_view body);

class FrameDecoder {
 public:
  explicit FrameDecoder(std::size_t max_frame) : max_frame_(max_frame) {}

  // Takes bytes in; false (with error()) once the stream is broken.
  bool feed(std::string_view bytes);
  // The next whole message, if any; a frame that is not JSON, or too
  // deep, breaks the stream.
  std::optional<nlohmann::json> next();
  const std::string& error() const { return error_; }
  bool broken() const { return !error_.empty(); }
  std::size_t buffered() const { return buffer_.size() - start_; }

 private:
  std::size_t max_frame_;
  std::string buffer_;
  std::size_t start_ = 0;
  std::string error_;
};

}  // namespace wumpus::net
