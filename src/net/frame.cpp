#include "net/frame.hpp"

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
  auto message = parse_bounded(body, &problem);
  if (!message) error_ = problem;
  return message;
}

std::optional<nlohmann::json> parse_bounded(std::string_view text,
                                            std::string* error) {
  // A cheap scan first: nlohmann parses recursively, so depth is checked
  // before it sees the text (brackets inside strings only overcount).
  int depth = 0;
  bool in_string = false, escaped = false;
  for (char c : text) {
    if (in_string) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        in_string = false;
      continue;
    }
    if (c == '"') in_string = true;
    if (c == '[' || c == '{') ++depth;
    if (c == ']' || c == '}') --depth;
    if (depth > kMaxJsonDepth) {
      *error = "a message nests deeper than " + std::to_string(kMaxJsonDepth);
      return std::nullopt;
    }
  }
  auto message = nlohmann::json::parse(text, nullptr, false);
  if (message.is_discarded()) {
    *error = "a message is not valid JSON";
    return std::nullopt;
  }
  return message;
}

}  // namespace wumpus::net
