#include "ui/text/line_editor.hpp"
#include "ui/typing.hpp"

#include <curses.h>
#include <catch2/catch.hpp>

#include <string>

namespace wumpus::ui {
namespace {

using wumpus::testing::type_keys;

TEST_CASE("The line editor takes UTF-8 typed a byte at a time") {
  LineEditor editor;
  editor.start();
  type_keys(editor, "café naïve Привет");
  CHECK(editor.text() == "café naïve Привет");
  CHECK(editor.cursor_column() == 17);
}

TEST_CASE("The line editor moves and erases by character") {
  LineEditor editor;
  editor.start("aé€😀");
  editor.key(KEY_BACKSPACE);
  CHECK(editor.text() == "aé€");
  editor.key(KEY_LEFT);
  CHECK(editor.cursor_column() == 2);
  editor.key(KEY_DC);
  CHECK(editor.text() == "aé");
  editor.key(KEY_HOME);
  editor.key(KEY_RIGHT);
  editor.key(KEY_RIGHT);
  CHECK(editor.cursor() == 3);
  editor.key(KEY_LEFT);
  editor.key(KEY_BACKSPACE);
  CHECK(editor.text() == "é");
  type_keys(editor, "ü");
  CHECK(editor.text() == "üé");
  CHECK(editor.cursor_column() == 1);
}

TEST_CASE("The line editor drops broken UTF-8 and invisible characters") {
  LineEditor editor;
  editor.start();
  type_keys(editor, "a\xc3");  // cut short by the next key
  editor.key('b');
  type_keys(editor, "\xa9\xff");  // stray continuation, a byte no UTF-8 has
  CHECK(editor.text() == "ab");
  editor.insert("x\u202ey\u200bz\xc2\x9b\tw");  // bidi, zero width, C1
  CHECK(editor.text() == "abxyzw");
  editor.insert("ñ");
  CHECK(editor.text() == "abxyzwñ");
}

}  // namespace
}  // namespace wumpus::ui
