// Telling printable UTF-8 from bytes a terminal would act on, for the
// functions that make outside text safe to print (base::printable for
// what players see, base::escaped for error messages).
#pragma once

#include <cstddef>
#include <string_view>

namespace wumpus::base {

// How many bytes a UTF-8 character starting with `lead` has (2 to 4), or
// 0 for a byte no well-formed multi-byte character starts with.
std::size_t utf8_lead_length(unsigned char lead);

// Whether `byte` continues a multi-byte character (10xxxxxx).
inline bool utf8_continuation(char byte) {
  return (static_cast<unsigned char>(byte) & 0xc0u) == 0x80u;
}

// The length of the UTF-8 sequence starting at text[i] (a byte >= 0x80),
// or 0 when it is not well formed (cut short, overlong, a surrogate, past
// U+10FFFF) or is a C1 control (U+0080 to U+009F, CSI among them).
std::size_t utf8_sequence_length(std::string_view text, std::size_t i);

}  // namespace wumpus::base
