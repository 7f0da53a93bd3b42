#include "base/printable.hpp"

#include "base/char_width.hpp"
#include "base/utf8.hpp"

namespace wumpus::base {
namespace {

// The code point of a well-formed UTF-8 sequence.
char32_t code_point(std::string_view sequence) {
  const auto byte = [&](std::size_t k) {
    return static_cast<unsigned char>(sequence[k]);
  };
  char32_t code = byte(0) & (0xffu >> (sequence.size() + 1));
  for (std::size_t k = 1; k < sequence.size(); ++k)
    code = code << 6 | (byte(k) & 0x3fu);
  return code;
}

}  // namespace

bool drawable(char32_t c) {
  const bool control = c < 0x20 || (c >= 0x7f && c <= 0x9f);
  // Characters that draw nothing yet reorder or hide the text around
  // them: bidi embeddings, overrides, isolates and marks, zero-width
  // ones, and the separators some terminals break lines at.
  const bool hidden = c == 0x061c || (c >= 0x200b && c <= 0x200f) ||
                      (c >= 0x2028 && c <= 0x202e) ||
                      (c >= 0x2060 && c <= 0x2069) || c == 0xfeff;
  const bool surrogate = c >= 0xd800 && c <= 0xdfff;
  return !control && !hidden && !surrogate && c <= 0x10ffff;
}

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
      const auto sequence = text.substr(i, length);
      if (!drawable(code_point(sequence)))
        out += '?';
      else
        out.append(sequence);
      i += length;
    } else {
      out += '?';
      ++i;
    }
  }
  return out;
}

bool one_visible_character(std::string_view text) {
  if (text.size() == 1) return text[0] >= 0x20 && text[0] < 0x7f;
  if (text.empty() || static_cast<unsigned char>(text[0]) < 0x80 ||
      base::utf8_sequence_length(text, 0) != text.size())
    return false;
  const char32_t c = code_point(text);
  return drawable(c) && char_columns(c) == 1;
}

}  // namespace wumpus::base
