// Text from others made safe to draw: controls, C1, bidi controls and
// zero-width characters never reach a terminal, as text or as a cell.
#include "base/printable.hpp"

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
