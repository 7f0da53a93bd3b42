#include "base/escaped.hpp"

#include "base/utf8.hpp"

#include <fmt/core.h>

namespace wumpus::base {

std::string escaped(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    std::size_t length = c >= 0x20 && c < 0x7f ? 1 : 0;
    if (c >= 0x80) length = utf8_sequence_length(text, i);
    if (length == 0) {
      out += fmt::format("\\x{:02x}", c);
      ++i;
    } else {
      out.append(text.substr(i, length));
      i += length;
    }
  }
  return out;
}

}  // namespace wumpus::base
