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

}  // namespace wumpus::base
