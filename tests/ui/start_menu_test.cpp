// The start menu's fields and keys (ui/screens/start_menu.cpp).
#include "ui/screens/start_menu.hpp"

#include <curses.h>
#include <catch2/catch.hpp>

using namespace wumpus;

namespace {

ui::MenuLists lists() {
  ui::MenuLists lists;
  lists.presets = {{"classic", "The standard game.", 8, 1, 0, "backtracker"},
                   {"easy", "A small cave.", 6, 1, 0.5, "kruskal"}};
  lists.algorithms = {"backtracker", "kruskal"};
  lists.masks = {"ring"};
  lists.graphs = {"dodecahedron"};
  return lists;
}

std::string all_text(const ui::Overlay& overlay) {
  std::string text;
  for (const auto& line : overlay.lines) text += line.first + "\n";
  return text;
}

// Types keys into the menu starting on field `field`.
ui::GameChoice typed(const std::vector<int>& keys, int field,
                     ui::GameChoice choice = {}) {
  const ui::MenuLists l = lists();
  const auto fields = ui::menu_fields(l);
  ui::MenuState state;
  state.field = field;
  for (int key : keys) ui::menu_key(key, fields, state, choice);
  return choice;
}

enum { kPreset, kSize, kLevels, kOutline, kAlgorithm, kBraid, kSeed, kName };

}  // namespace

TEST_CASE("the menu offers every play option with the preset's line",
          "[ui][menu]") {
  const ui::MenuLists l = lists();
  const auto fields = ui::menu_fields(l);
  ui::GameChoice choice;
  choice.name = "ann";
  const std::string text =
      all_text(ui::menu_overlay(choice, l, fields, 0, "the save is kept"));
  for (const char* part :
       {"> Preset     < classic >", "The standard game.",
        "  Size       < 8 (preset's) >", "  Levels     < 1 (preset's) >",
        "  Outline    < rectangle >", "  Algorithm  < backtracker (preset's) >",
        "  Braid      < 0 (preset's) >", "  Seed       < (fresh) >",
        "  Name       < ann >", "the save is kept"})
    CHECK(text.find(part) != std::string::npos);
}

TEST_CASE("right from the preset's size goes to the next size", "[ui][menu]") {
  CHECK(typed({KEY_RIGHT}, kSize).size == 9);
  CHECK(typed({KEY_LEFT}, kSize).size == 7);
  CHECK(typed({KEY_RIGHT, KEY_LEFT}, kSize).size == 0);  // the preset's
  ui::GameChoice easy;
  easy.preset = "easy";
  CHECK(typed({KEY_RIGHT}, kSize, easy).size == 7);
  CHECK(typed({KEY_RIGHT}, kLevels).levels == 2);
}

TEST_CASE("digits replace a value, then extend it", "[ui][menu]") {
  ui::GameChoice choice;
  choice.size = 8;
  CHECK(typed({'1', '2'}, kSize, choice).size == 12);
  CHECK(typed({'1', '2', KEY_BACKSPACE}, kSize, choice).size == 1);
  choice.seed = "42";
  CHECK(typed({'7'}, kSeed, choice).seed == "7");
  CHECK(typed({'3'}, kBraid).braid == 0.3);
  CHECK(typed({KEY_RIGHT, KEY_RIGHT}, kBraid).braid == 0.2);
}

TEST_CASE("the shape cycles rectangle, masks and graphs", "[ui][menu]") {
  CHECK(typed({KEY_RIGHT}, kOutline).mask == "ring");
  const ui::GameChoice graph = typed({KEY_RIGHT, KEY_RIGHT}, kOutline);
  CHECK(graph.graph == "dodecahedron");
  CHECK(graph.mask.empty());
  CHECK(typed({KEY_RIGHT}, kAlgorithm).algorithm == "backtracker");
}

TEST_CASE("the name takes letters, even the menu's keys", "[ui][menu]") {
  ui::GameChoice choice;
  choice.name = "player";
  CHECK(typed({'q', 'j', 'k', '_', '1'}, kName, choice).name == "qjk_1");
  const ui::MenuLists l = lists();
  const auto fields = ui::menu_fields(l);
  ui::MenuState state;
  state.field = kName;
  CHECK(ui::menu_key('q', fields, state, choice) == ui::MenuKey::Stay);
  state.field = kSize;
  CHECK(ui::menu_key('q', fields, state, choice) == ui::MenuKey::Quit);
  CHECK(ui::menu_key('\n', fields, state, choice) == ui::MenuKey::Start);
  CHECK(ui::menu_key(KEY_UP, fields, state, choice) == ui::MenuKey::Stay);
  CHECK(state.field == kPreset);
}

TEST_CASE("found mods add a Mods line and m asks for the picker",
          "[ui][menu]") {
  ui::MenuLists l = lists();
  // No mods found: no line (the rooms' tiling is the last line).
  CHECK(ui::menu_fields(l).size() == std::size_t{kName} + 2);
  l.mods = {{"compass", "Points to the gold."}, {"ghosts", ""}};
  const auto fields = ui::menu_fields(l);
  REQUIRE(fields.size() == std::size_t{kName} + 3);
  ui::GameChoice choice;
  choice.mods = {"ghosts"};
  const std::string text = all_text(ui::menu_overlay(choice, l, fields, 0, ""));
  CHECK(text.find("  Mods       < 1 on: ghosts >") != std::string::npos);
  CHECK(text.find("m: mods") != std::string::npos);
  ui::MenuState state;
  state.field = kSize;
  CHECK(ui::menu_key('m', fields, state, choice) == ui::MenuKey::PickMods);
  state.field = kName;  // typed into the name instead
  choice.name = "ann";
  CHECK(ui::menu_key('m', fields, state, choice) == ui::MenuKey::Stay);
  CHECK(choice.name == "m");
}

std::vector<std::string> labels_of(const ui::MenuLists& l) {
  std::vector<std::string> labels;
  for (const auto& field : ui::menu_fields(l)) labels.push_back(field.label);
  return labels;
}

TEST_CASE("a server's cave is asked everything that shapes it, not the seed",
          "[ui][menu]") {
  ui::MenuLists l = lists();
  l.cave_only = true;
  CHECK(labels_of(l) == std::vector<std::string>{"Preset", "Size", "Levels",
                                                 "Outline", "Algorithm",
                                                 "Braid", "Rooms"});
  // The mods the server offers are picked like a local game's.
  l.mods = {{"ghosts", "Ghosts walk."}};
  CHECK(labels_of(l) == std::vector<std::string>{"Preset", "Size", "Levels",
                                                 "Outline", "Algorithm",
                                                 "Braid", "Mods", "Rooms"});
  // Its shapes are the shipped masks and graphs, by name.
  const auto fields = ui::menu_fields(l);
  ui::GameChoice choice;
  fields[3].step(choice, 1);
  CHECK(choice.mask == "ring");
  fields[3].step(choice, 1);
  CHECK(choice.mask.empty());
  CHECK(choice.graph == "dodecahedron");
}

TEST_CASE("the preset's line says its guess policy, within 80 columns",
          "[ui][menu][policy]") {
  ui::MenuLists l = lists();
  l.presets.push_back({"puzzle", "Solvable without a guess.", 7, 1, 0.6,
                       "backtracker", game_api::GuessPolicy::Deduce});
  const auto fields = ui::menu_fields(l);
  ui::GameChoice choice;
  const auto first = ui::menu_overlay(choice, l, fields, 0, "");
  CHECK(first.lines.front().first ==
        "> Preset     < classic >  may need a guess");
  choice.preset = "puzzle";
  const auto puzzle = ui::menu_overlay(choice, l, fields, 0, "");
  CHECK(puzzle.lines.front().first ==
        "> Preset     < puzzle >  no guess needed");
  // A box at 80x24 has 76 columns inside.
  for (const auto& line : puzzle.lines) CHECK(line.first.size() <= 76);
}

TEST_CASE("d plays the dodecahedron from the first menu, and back",
          "[ui][menu]") {
  const ui::MenuLists l = lists();
  const auto fields = ui::menu_fields(l);
  CHECK(all_text(ui::menu_overlay({}, l, fields, 0, ""))
            .find("d: dodecahedron") != std::string::npos);
  const ui::GameChoice once = typed({'d'}, kPreset);
  CHECK(once.graph == "dodecahedron");
  CHECK(once.mask.empty());
  CHECK(typed({'d', 'd'}, kPreset).graph.empty());
  ui::GameChoice named;
  CHECK(typed({'d'}, kName, named).name == "d");  // a name takes letters
  ui::MenuLists none = lists();
  none.graphs.clear();
  CHECK(all_text(ui::menu_overlay({}, none, ui::menu_fields(none), 0, ""))
            .find("dodecahedron") == std::string::npos);
}

TEST_CASE("the Rooms line steps through every tiling, wrap and weave",
          "[ui][menu]") {
  ui::MenuLists l = lists();
  const auto fields = ui::menu_fields(l);
  const ui::MenuField& rooms = fields.back();
  REQUIRE(rooms.label == "Rooms");
  ui::GameChoice choice;
  CHECK(rooms.value(choice).find("(preset's)") != std::string::npos);
  rooms.step(choice, 1);
  CHECK(choice.shape == "hex");
  CHECK(rooms.value(choice) == "hex");
  rooms.step(choice, -2);  // back past square to the last: woven
  CHECK(choice.shape == "square");
  CHECK(choice.weave);
  CHECK(rooms.value(choice) == "square, woven");
  rooms.step(choice, -1);
  CHECK(choice.wrap == "xy");
  CHECK_FALSE(choice.weave);
}

// With classic's hex rooms the step to square cleared the choice back to
// the preset's tiling, so square rooms could not be chosen at all.
TEST_CASE("a hex preset's Rooms line can choose square rooms", "[ui][menu]") {
  ui::MenuLists l = lists();
  l.presets.front().shape = "hex";
  const auto fields = ui::menu_fields(l);
  const ui::MenuField& rooms = fields.back();
  ui::GameChoice choice;
  CHECK(rooms.value(choice) == "hex (preset's)");
  rooms.step(choice, -1);
  CHECK(choice.shape == "square");
  CHECK(rooms.value(choice) == "square");
  rooms.step(choice, 1);  // back to hex: the preset's own
  CHECK(choice.shape.empty());
  CHECK(rooms.value(choice) == "hex (preset's)");
}
