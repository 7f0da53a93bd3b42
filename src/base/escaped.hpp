// Outside text quoted in error messages: a file name or a bad line is
// shown byte for byte, but an escape sequence in it must not reach the
// terminal as one.
#pragma once

#include <string>
#include <string_view>

namespace wumpus::base {

// `text` with control characters (C0, DEL, C1) and bytes that are not
// UTF-8 written as \xNN; printable UTF-8 is kept as it is.
std::string escaped(std::string_view text);

}  // namespace wumpus::base
