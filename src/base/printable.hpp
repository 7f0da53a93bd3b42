// Text from other people (chat, names, a server's messages) made safe to
// draw: a terminal must never receive their raw control bytes.
#pragma once

#include <string>
#include <string_view>

namespace wumpus::base {

// Well-formed UTF-8 with C0/C1 controls and DEL replaced by '?', tabs and
// newlines by spaces; invalid UTF-8 bytes become '?' too.
std::string printable(std::string_view text);

// True when `text` is exactly one character that printable() keeps as it
// is and that shows something: a map glyph (no space, no control).
bool one_visible_character(std::string_view text);

}  // namespace wumpus::base
