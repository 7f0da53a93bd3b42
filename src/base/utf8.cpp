#include "base/utf8.hpp"

#include <cstdint>

namespace wumpus::base {

std::size_t utf8_lead_length(unsigned char lead) {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

std::size_t utf8_sequence_length(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) {
    return static_cast<unsigned char>(text[k]);
  };
  const unsigned char lead = byte(i);
  const std::size_t length = utf8_lead_length(lead);
  if (length == 0 || i + length > text.size()) return 0;
  // The lead's payload bits: 5, 4 or 3 for 2, 3 or 4 bytes.
  std::uint32_t code = lead & (0x7fu >> length);
  for (std::size_t k = 1; k < length; ++k) {
    if (!utf8_continuation(text[i + k])) return 0;
    code = (code << 6) | (byte(i + k) & 0x3fu);
  }
  const std::uint32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
  if (code < smallest[length] || code > 0x10ffff ||
      (code >= 0xd800 && code <= 0xdfff) || (code >= 0x80 && code <= 0x9f))
    return 0;
  return length;
}

std::size_t utf8_cut(std::string_view text, std::size_t at) {
  if (at >= text.size()) return text.size();
  while (at > 0 && (static_cast<unsigned char>(text[at]) & 0xc0u) == 0x80u)
    --at;
  return at;
}

std::string to_utf8(char32_t c) {
  std::string out;
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xc0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3f));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xe0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
    out += static_cast<char>(0x80 | (c & 0x3f));
  } else {
    out += static_cast<char>(0xf0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3f));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
    out += static_cast<char>(0x80 | (c & 0x3f));
  }
  return out;
}

std::u32string from_utf8(std::string_view text) {
  std::u32string out;
  for (std::size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    int extra = lead < 0x80       ? 0
                : lead >> 5 == 6  ? 1
                : lead >> 4 == 14 ? 2
                : lead >> 3 == 30 ? 3
                                  : -1;
    if (extra < 0 || text.size() - i <= static_cast<std::size_t>(extra)) {
      out += U'\ufffd';
      ++i;
      continue;
    }
    char32_t c = extra == 0 ? lead : lead & (0x3f >> extra);
    bool valid = true;
    for (int k = 1; k <= extra; ++k) {
      const auto next = static_cast<unsigned char>(text[i + k]);
      if (next >> 6 != 2) valid = false;
      c = c << 6 | (next & 0x3f);
    }
    out += valid ? c : U'\ufffd';
    i += valid ? extra + 1 : 1;
  }
  return out;
}

}  // namespace wumpus::base
