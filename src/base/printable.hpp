// Text from other people (chat, names, a server's messages) made safe to
// draw: a terminal must never receive their raw control bytes.
#pragma once

#include <string>
#include <string_view>

namespace wumpus::base {

// Well-formed UTF-8 with C0/C1 controls and DEL replaced by '?', tabs and
// newlines by spaces; invalid UTF-8 bytes become '?' too, and so do the
// invisible characters that reorder or hide text (bidi controls,
// zero-width characters).
std::string printable(std::string_view text);

// False for what a terminal must never be sent from others: controls
// (C0, DEL, C1), bidi controls, zero-width characters, surrogates.
bool drawable(char32_t c);

// True when `text` is exactly one character that printable() keeps as it
// is and that fills one terminal cell: a map glyph. A space is one; a
// control, a bidi or zero-width character, a combining mark or a wide
// character is not.
bool one_visible_character(std::string_view text);

}  // namespace wumpus::base
