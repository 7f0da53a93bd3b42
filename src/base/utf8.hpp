// UTF-8 for every layer: telling printable UTF-8 from bytes a terminal
// would act on (for base::printable and base::escaped), cutting text
// without splitting a character, and encoding and decoding code points.
#pragma once

#include <cstddef>
#include <string>
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

// Where to cut `text` at `at` bytes or fewer without splitting a UTF-8
// character: `at` (or the size, if shorter) backed up to the start of
// the character it falls inside.
std::size_t utf8_cut(std::string_view text, std::size_t at);

// The UTF-8 encoding of one code point.
std::string to_utf8(char32_t c);
// Decodes UTF-8 into code points; invalid bytes become U+FFFD.
std::u32string from_utf8(std::string_view text);

}  // namespace wumpus::base
