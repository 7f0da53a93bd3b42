#include "base/hex.hpp"

#include <charconv>
#include <cstdio>

namespace wumpus::base {

std::string hex64(std::uint64_t value) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx",
                static_cast<unsigned long long>(value));
  return text;
}

std::optional<std::uint64_t> parse_hex64(std::string_view text) {
  std::uint64_t value = 0;
  const char* end = text.data() + text.size();
  const auto [stop, problem] = std::from_chars(text.data(), end, value, 16);
  if (text.size() != 16 || problem != std::errc() || stop != end)
    return std::nullopt;
  return value;
}

}  // namespace wumpus::base
