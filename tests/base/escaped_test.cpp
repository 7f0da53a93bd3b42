#include "base/escaped.hpp"

#include <catch2/catch.hpp>

using wumpus::base::escaped;

TEST_CASE("escaped keeps text and UTF-8, escapes control bytes",
          "[maze][escaped]") {
  CHECK(escaped("ring.mask") == "ring.mask");
  CHECK(escaped("héllo wörld ≠ 🐉") == "héllo wörld ≠ 🐉");
  CHECK(escaped("a\tb\nc\x7f") == "a\\x09b\\x0ac\\x7f");
  CHECK(escaped("\x1b[2J") == "\\x1b[2J");
  CHECK(escaped(std::string("nul\0here", 8)) == "nul\\x00here");
}

TEST_CASE("escaped writes C1 controls and bytes that are not UTF-8",
          "[maze][escaped]") {
  CHECK(escaped("\xc2\x9b"
                "31m") == "\\xc2\\x9b31m");  // CSI as U+009B
  CHECK(escaped("\xc2\xa0") == "\xc2\xa0");  // no-break space
  CHECK(escaped("\xff\xfe") == "\\xff\\xfe");
  CHECK(escaped("\xc3") == "\\xc3");                             // cut short
  CHECK(escaped("\xc0\xaf") == "\\xc0\\xaf");                    // overlong '/'
  CHECK(escaped("\xed\xa0\x80") == "\\xed\\xa0\\x80");           // a surrogate
  CHECK(escaped("\xf4\x90\x80\x80") == "\\xf4\\x90\\x80\\x80");  // > U+10FFFF
}
