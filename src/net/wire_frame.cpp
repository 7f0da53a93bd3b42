#include "net/wire_frame.hpp"

#include "game_api/json_parse.hpp"

#include <cstdint>

namespace wumpus::net {

std::string encode_frame(const nlohmann::json& message) {
  return encode_frame_text(message.dump());
}

std::string encode_frame_text(std::string_view body) {
  const auto size = static_cast<std::uint32_t>(body.size());
  std::string frame;
  frame.reserve(4 + body.size());
  for (int shift = 24; shift >= 0; shift -= 8)
    frame += static_cast<char>((size >> shift) & 0xffu);
  frame += body;
  return frame;
}

bool FrameDecoder::feed(std::string_view bytes) {
  if (broken()) return false;
  if (start_ > 0 && start_ == buffer_.size()) {
    buffer_.clear();
    start_ = 0;
  }
  buffer_.append(bytes);
  return true;
}

std::optional<nlohmann::json> FrameDecoder::next() {
  if (broken() || buffer_.size() - start_ < 4) return std::nullopt;
  std::uint32_t size = 0;
  for (int i = 0; i < 4; ++i)
    size = (size << 8) | static_cast<unsigned char>(buffer_[start_ + i]);
  if (size > max_frame_) {
    error_ = "a message of " + std::to_string(size) +
             " bytes is over the limit of " + std::to_string(max_frame_);
    return std::nullopt;
  }
  if (buffer_.size() - start_ - 4 < size) return std::nullopt;
  const std::string_view body(buffer_.data() + start_ + 4, size);
  start_ += 4 + size;
  if (start_ > 65536 && start_ * 2 > buffer_.size()) {
    buffer_.erase(0, start_);
    start_ = 0;
  }
  std::string problem;
  auto message = game_api::parse_json(body, &problem);
  if (!message) error_ = problem;
  return message;
}

}  // namespace wumpus::net
