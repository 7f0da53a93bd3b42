#include "base/printable.hpp"

#include "base/utf8.hpp"

namespace wumpus::base {

std::string printable(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '\t' || c == '\n' || c == '\r') {
      out += ' ';
      ++i;
    } else if (c < 0x20 || c == 0x7f) {
      out += '?';
      ++i;
    } else if (c < 0x80) {
      out += static_cast<char>(c);
      ++i;
    } else if (const std::size_t length = base::utf8_sequence_length(text, i)) {
      out.append(text.substr(i, length));
      i += length;
    } else {
      out += '?';
      ++i;
    }
  }
  return out;
}

bool one_visible_character(std::string_view text) {
  if (text.size() == 1) return text[0] > 0x20 && text[0] < 0x7f;
  return !text.empty() && static_cast<unsigned char>(text[0]) >= 0x80 &&
         base::utf8_sequence_length(text, 0) == text.size();
}

}  // namespace wumpus::base
