// How many terminal columns a character takes, from fixed tables (never
// the locale, which differs between machines): 0 for combining marks and
// variation selectors, 2 for East Asian wide characters and emoji, 1 for
// the rest. For glyphs, which must fill exactly one cell of a map.
#pragma once

namespace wumpus::base {

int char_columns(char32_t c);

}  // namespace wumpus::base
