// Text from others made safe to draw: controls, C1, bidi controls and
// zero-width characters never reach a terminal, as text or as a cell.
#include "base/printable.hpp"
#include "base/printable_lines.hpp"

#include "ui/terminal/char_grid.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;

TEST_CASE("printable text keeps no control, bidi or zero-width character",
          "[base][printable]") {
  CHECK(base::printable("caf\xc3\xa9 \xe2\x86\x92 ok") ==
        "caf\xc3\xa9 \xe2\x86\x92 ok");
  CHECK(base::printable("\x1b]52;c;aGk=\x07") == "?]52;c;aGk=?");
  CHECK(base::printable("a\xc2\x9b"
                        "31m") == "a??31m");  // raw C1: invalid
  CHECK(base::printable("\xe2\x80\xae"
                        "evil\xe2\x80\x8b"
                        "x\xe2\x81\xa6") == "?evil?x?");
  CHECK(base::printable("tab\there") == "tab here");
}

TEST_CASE("a screen cell never holds what a terminal must not be sent",
          "[ui][printable]") {
  ui::CharGrid grid(8, 1);
  grid.write(0, 0,
             "a\x1b"
             "b\xe2\x80\xae"
             "c",
             ui::Style::Text);
  grid.put(5, 0, {U'\u009b', ui::Style::Text});
  grid.put(6, 0, {U'\u2066', ui::Style::Text});
  CHECK(grid.row_text(0) == "a?b?c?? ");
}

// The glyph check accepted U+202E, U+200B and combining marks, and
// refused a space.
TEST_CASE("a glyph is exactly one printable character one column wide",
          "[base][printable][glyph]") {
  for (const char* glyph : {" ", "k", "~", "\xc3\xa9" /* é */,
                            "\xe2\x96\xa0" /* ■ */, "\xce\xa9" /* Ω */})
    CHECK(base::one_visible_character(glyph));
  for (const char* not_glyph :
       {"", "ab", "\x1b", "\x7f", "\t", "\n", "\r", "\xc2\x9b" /* C1 */,
        "\xe2\x80\xae" /* U+202E */, "\xe2\x80\x8b" /* U+200B */,
        "\xe2\x81\xa6" /* U+2066 */, "\xcc\x81" /* U+0301 combining */,
        "e\xcc\x81" /* e + U+0301 */, "\xe2\x83\x9d" /* U+20DD enclosing */,
        "\xef\xb8\x8f" /* VS16 */, "\xe5\xad\x97" /* 字, wide */,
        "\xf0\x9f\x90\x9b" /* 🐛, wide */, "\xef\xbc\xa1" /* fullwidth A */,
        "\xff"})
    CHECK_FALSE(base::one_visible_character(not_glyph));
}

TEST_CASE("printable lines keep their newlines and tabs, nothing else",
          "[base][printable]") {
  CHECK(base::printable_lines("a\x1b[2J\r\nb\tc\n\x1b]0;t\x07") ==
        "a?[2J \nb\tc\n?]0;t?");
}
