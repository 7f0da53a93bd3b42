// ASCII case, whatever the locale: typed words, player names and mods'
// names are folded and compared byte by byte, and bytes past ASCII (a
// UTF-8 character's) are left as they are.
#pragma once

#include <string>
#include <string_view>

namespace wumpus::base {

// `text` with A-Z made a-z.
std::string ascii_lower(std::string text);
// Whether `a` and `b` are the same but for the case of A-Z.
bool ascii_iequal(std::string_view a, std::string_view b);

}  // namespace wumpus::base
