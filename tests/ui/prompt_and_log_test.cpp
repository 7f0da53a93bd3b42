#include "ui/play/keymap.hpp"
#include "ui/text/chat_mentions.hpp"
#include "ui/text/line_editor.hpp"
#include "ui/text/message_log.hpp"
#include "ui/typing.hpp"

#include <fmt/core.h>
#include <catch2/catch.hpp>

using namespace wumpus;
using ui::LineEditor;

namespace {

using wumpus::testing::type_keys;

int key_named(const char* name) {
  return ui::parse_key(name).value();
}

}  // namespace

TEST_CASE("the prompt edits with backspace and cursor keys", "[ui][prompt]") {
  LineEditor editor;
  editor.start();
  type_keys(editor, "shot 2");
  editor.key(key_named("left"));
  editor.key(key_named("left"));
  editor.key(key_named("backspace"));
  type_keys(editor, "ot");
  CHECK(editor.text() == "shoot 2");
  CHECK(editor.cursor() == 5);
  editor.key(key_named("home"));
  editor.key(key_named("delete"));
  CHECK(editor.text() == "hoot 2");
  editor.key(key_named("end"));
  CHECK(editor.key(key_named("enter")) == LineEditor::Result::Submitted);
  CHECK(editor.history() == std::vector<std::string>{"hoot 2"});
}

TEST_CASE("a paste into the prompt is text, never keys", "[ui][prompt]") {
  LineEditor editor;
  editor.start("say ");
  editor.insert("hi\x1b[A\x07 there\x1b");
  CHECK(editor.text() == "say hi[A there");
  CHECK(editor.cursor() == editor.text().size());
  CHECK(editor.key('!') == LineEditor::Result::Editing);
  CHECK(editor.text() == "say hi[A there!");
}

TEST_CASE("the prompt recalls history and keeps the draft", "[ui][prompt]") {
  LineEditor editor;
  for (const char* line : {"go", "turn 90", "face n"}) {
    editor.start();
    type_keys(editor, line);
    editor.key('\n');
  }
  editor.start();
  type_keys(editor, "dra");
  editor.key(key_named("up"));
  CHECK(editor.text() == "face n");
  editor.key(key_named("up"));
  editor.key(key_named("up"));
  editor.key(key_named("up"));
  CHECK(editor.text() == "go");
  editor.key(key_named("down"));
  CHECK(editor.text() == "turn 90");
  editor.key(key_named("down"));
  editor.key(key_named("down"));
  CHECK(editor.text() == "dra");
  CHECK(editor.key(key_named("esc")) == LineEditor::Result::Cancelled);
}

TEST_CASE("backspace on an empty prompt closes it", "[ui][prompt]") {
  LineEditor editor;
  editor.start("x");
  CHECK(editor.key(key_named("backspace")) == LineEditor::Result::Editing);
  CHECK(editor.key(key_named("backspace")) == LineEditor::Result::Cancelled);
}

TEST_CASE("messages wrap at word boundaries", "[ui][log]") {
  CHECK(ui::wrap_text("you feel a breeze", 10) ==
        std::vector<std::string>{"you feel a", "breeze"});
  CHECK(ui::wrap_text("abcdefghijkl", 5) ==
        std::vector<std::string>{"abcde", "fghij", "kl"});
  CHECK(ui::wrap_text("héllo wörld", 6) ==
        std::vector<std::string>{"héllo", "wörld"});
}

TEST_CASE("the log shows the newest lines and scrolls back", "[ui][log]") {
  std::vector<game_api::Message> messages;
  for (int i = 1; i <= 10; ++i)
    messages.push_back({"info", fmt::format("m{}", i), 0});
  messages[9].kind = "stench";
  ui::MessageLog log;
  auto shown = log.visible(messages, 20, 3);
  REQUIRE(shown.size() == 3);
  CHECK(shown[0].text == "m8");
  CHECK(shown[2].text == "m10");
  CHECK(shown[2].kind == "stench");
  log.scroll_older(4);
  shown = log.visible(messages, 20, 3);
  CHECK(shown[0].text == "m4");
  log.scroll_older(100);  // clamped to the oldest page
  shown = log.visible(messages, 20, 3);
  CHECK(shown[0].text == "m1");
  CHECK(log.offset() == 7);
  log.scroll_newer(100);
  CHECK(log.visible(messages, 20, 3)[2].text == "m10");
}

TEST_CASE("repeated messages collapse into one counted line", "[ui][log]") {
  std::vector<game_api::Message> messages = {
      {"info", "You wait.", 1, 1},
      {"info", "A wall blocks the way east.", 1, 2},
      {"info", "A wall blocks the way east.", 1, 3},
      {"info", "A wall blocks the way east.", 1, 4},
      {"breeze", "You feel a breeze.", 2, 5},
      {"info", "A wall blocks the way east.", 2, 6}};
  ui::MessageLog log;
  const auto shown = log.visible(messages, 40, 4);
  REQUIRE(shown.size() == 4);
  CHECK(shown[0].text == "You wait.");
  CHECK(shown[1].text == "A wall blocks the way east. ×3");
  CHECK(shown[2].text == "You feel a breeze.");
  CHECK(shown[3].text == "A wall blocks the way east.");
  CHECK(log.visible(messages, 40, 4, false)[1].text ==
        "A wall blocks the way east. x3");
}

TEST_CASE("repeats in other turns count nothing and keep percepts apart",
          "[ui][log]") {
  // Walking through three dark rooms, then a breeze in two rooms.
  std::vector<game_api::Message> messages = {
      {"info", "It is dark here.", 1, 1},
      {"info", "It is dark here.", 2, 2},
      {"info", "It is dark here.", 3, 3},
      {"breeze", "You feel a breeze.", 4, 4},
      {"breeze", "You feel a breeze.", 5, 5}};
  ui::MessageLog log;
  const auto shown = log.visible(messages, 40, 5);
  REQUIRE(shown.size() == 3);
  CHECK(shown[0].text == "It is dark here.");
  CHECK(shown[1].text == "You feel a breeze.");
  CHECK(shown[2].text == "You feel a breeze.");
}

TEST_CASE("a chat line naming the reader is marked, wrapped lines and all",
          "[ui][log]") {
  const std::vector<game_api::Message> messages = {
      {"chat", "<bob> ann, the pit is two rooms west of the entrance", 1, 1},
      {"chat", "<bob> carol, and you?", 1, 2},
      {"info", "ann is here.", 1, 3},
      {"chat", "<ann> on my way", 1, 4}};
  ui::MessageLog log;
  const auto shown = log.visible(messages, 24, 10, true, "Ann");
  REQUIRE(shown.size() > 4);
  std::size_t marked = 0;
  for (const auto& line : shown) marked += line.mention;
  // Every wrapped line of bob's first, none of the rest: not the info
  // line, nor ann's own words.
  CHECK(marked == shown.size() - 3);
  CHECK(shown.front().mention);
  CHECK_FALSE(shown.back().mention);
  CHECK(ui::mentions("<bob> wait for me ANN!", "ann"));
  CHECK_FALSE(ui::mentions("<bob> annie, wait", "ann"));
}
