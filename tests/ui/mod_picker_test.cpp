#include "ui/screens/mod_picker.hpp"
#include "ui/screens/mod_rows.hpp"

#include <curses.h>
#include <catch2/catch.hpp>

namespace ui = wumpus::ui;

namespace {

const std::vector<ui::ModEntry> kMods = {
    {"ghosts",
     "Ghosts drift through walls.",
     {{"count", "3"}, {"loud", "true"}}},
    {"teleporter", "Rooms that send you elsewhere.", {{"word", "zap"}}}};

std::vector<std::string> lines_of(const ui::Overlay& overlay) {
  std::vector<std::string> lines;
  for (const auto& line : overlay.lines) lines.push_back(line.first);
  return lines;
}

void press(ui::ModPicker* picker, ui::GameChoice* choice,
           std::initializer_list<int> keys) {
  for (int key : keys) CHECK_FALSE(ui::mods_key(kMods, key, picker, choice));
}

}  // namespace

TEST_CASE("a ticked mod's settings appear under it, with their defaults",
          "[ui][menu][mods]") {
  ui::GameChoice choice;
  ui::ModPicker picker;
  CHECK(ui::mod_rows(kMods, choice).size() == 2);
  press(&picker, &choice, {' '});  // tick ghosts
  const auto lines = lines_of(ui::mods_overlay(kMods, choice, picker));
  REQUIRE(lines.size() >= 4);
  CHECK(lines[0] == "> [x] ghosts");
  CHECK(lines[1] == "        count = 3 (default)");
  CHECK(lines[2] == "        loud = true (default)");
  CHECK(lines[3] == "  [ ] teleporter");
}

TEST_CASE("keys on a setting's row type, step and reset its value",
          "[ui][menu][mods]") {
  ui::GameChoice choice;
  ui::ModPicker picker;
  press(&picker, &choice, {' ', KEY_DOWN, '1', '2'});
  CHECK(choice.settings.at("ghosts.count") ==
        "12");  // the first key replaced 3
  press(&picker, &choice, {KEY_RIGHT});
  CHECK(choice.settings.at("ghosts.count") == "13");
  press(&picker, &choice, {KEY_BACKSPACE, KEY_BACKSPACE});
  CHECK(choice.settings.count("ghosts.count") == 0);  // emptied: the default
  press(&picker, &choice, {KEY_DOWN, KEY_LEFT});
  CHECK(choice.settings.at("ghosts.loud") == "false");
  press(&picker, &choice, {KEY_RIGHT});  // back to the default
  CHECK(choice.settings.count("ghosts.loud") == 0);
  // j and k are letters on a setting's row, not moves.
  press(&picker, &choice, {KEY_UP, 'j', 'k'});
  CHECK(choice.settings.at("ghosts.count") == "jk");
  CHECK(picker.row == 1);
}

TEST_CASE("only the ticked mods' changed settings are passed on",
          "[ui][menu][mods]") {
  ui::GameChoice choice;
  ui::ModPicker picker;
  press(&picker, &choice, {' ', KEY_DOWN, '5'});
  CHECK(ui::chosen_settings(choice) ==
        std::vector<std::string>{"ghosts.count=5"});
  CHECK(ui::mods_summary(kMods, choice) == "1 on: ghosts (count=5)");
  press(&picker, &choice, {KEY_UP, ' '});  // untick: its settings stay unsent
  CHECK(ui::chosen_settings(choice).empty());
  CHECK(ui::mod_rows(kMods, choice).size() == 2);
  CHECK(ui::mods_key(kMods, '\n', &picker, &choice));
}
