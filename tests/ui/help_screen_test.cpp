// The help made for the cave (ui/screens/help_screen.cpp): on every tiling each
// key it lists does what it says there, no move the rooms lack is listed,
// and what only works elsewhere (chat alone, the advisor over a socket)
// is left out.
#include "ui/screens/help_screen.hpp"

#include "base/utf8.hpp"
#include "game_api/hazard_table.hpp"
#include "ui/advisor/advisor_marks.hpp"
#include "ui/terminal/glyphs.hpp"

#include "game_api/view_topology.hpp"
#include "ui/map_fixtures.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace wumpus;
using game_api::PlayerView;
using ui::Action;

namespace {

ui::Keymap shipped_keymap() {
  ui::Keymap keymap;
  REQUIRE(keymap.load(WUMPUS_SOURCE_DIR "/data/keymap", nullptr));
  return keymap;
}

std::vector<std::string> help_text(const PlayerView& view,
                                   const ui::Keymap& keymap,
                                   bool remote = false) {
  std::vector<std::string> lines;
  for (const auto& [line, style] :
       ui::help_screen({{"(help text)"}, &keymap, true, remote}, view))
    lines.push_back(line);
  return lines;
}

// Whether a line holds `text` ("...\n": ends with it).
bool has_line(const std::vector<std::string>& lines, const std::string& text) {
  for (const std::string& line : lines)
    if ((line + "\n").find(text) != std::string::npos) return true;
  return false;
}

// The caves to check: every tiling, square rooms on levels, a room graph.
std::vector<std::pair<std::string, PlayerView>> caves() {
  std::vector<std::pair<std::string, PlayerView>> out;
  for (const testing::ShapeCase& shape : testing::kShapeCases)
    out.emplace_back(shape.name, wumpus::testing::tiled_view(shape));
  PlayerView levels;
  levels.width = levels.height = 5;
  levels.levels = 3;
  out.emplace_back("square levels", levels);
  PlayerView graph;
  graph.grid = false;
  out.emplace_back("room graph", graph);
  return out;
}

}  // namespace

TEST_CASE("every key the help lists does that there, on every tiling",
          "[ui][help][property]") {
  const ui::Keymap keymap = shipped_keymap();
  for (const auto& [name, view] : caves()) {
    INFO(name);
    const auto lines = help_text(view, keymap);
    const bool diagonals = game_api::has_diagonals(view);
    for (const ui::ActionInfo& info : ui::action_infos()) {
      const bool listed = ui::acts_here(info.action, view, false);
      for (int key : keymap.keys_for(info.action)) {
        const bool does = keymap.lookup(key, diagonals) == info.action;
        INFO(info.name << " on " << ui::key_name(key));
        // A key is listed beside an action only where it does it.
        if (!does || !listed)
          for (const std::string& line : lines)
            if (line.ends_with(std::string(info.description)) &&
                line.starts_with("  " + ui::key_name(key) + " "))
              FAIL(line);
      }
    }
  }
}

TEST_CASE("the help lists the moves the rooms have", "[ui][help]") {
  const ui::Keymap keymap = shipped_keymap();
  for (const auto& [name, view] : caves()) {
    INFO(name);
    const auto lines = help_text(view, keymap);
    if (name == "hex") {
      CHECK_FALSE(has_line(lines, "move north\n"));
      CHECK(has_line(lines, "y                move northwest"));
      CHECK(has_line(lines, "U                use an item"));
      CHECK_FALSE(has_line(lines, "face north"));
    }
    if (name == "polar") {
      CHECK(has_line(lines, "move in, to the ring inside"));
      CHECK(has_line(lines,
                     "n                move out, to the outer room on "
                     "the clockwise side"));
      CHECK(has_line(lines, "U                use an item"));
      CHECK(has_line(lines, "0-9"));
      CHECK_FALSE(has_line(lines, "face north"));
      CHECK_FALSE(has_line(lines, "turn left"));
    }
    if (name == "room graph") {
      CHECK_FALSE(has_line(lines, "  move "));
      CHECK(has_line(lines, "go ROOM"));
    }
    if (name == "square levels") {
      CHECK(has_line(lines, "climb up a level"));
      CHECK(has_line(lines, "L2/3"));
    }
    // Chat is for shared caves.
    CHECK_FALSE(has_line(lines, "talk to the others"));
  }
}

TEST_CASE("the help file's paragraphs for other caves are left out",
          "[ui][help]") {
  const ui::Keymap keymap = shipped_keymap();
  const std::vector<std::string> text =
      ui::read_help_text(WUMPUS_SOURCE_DIR "/data/help");
  for (const auto& [name, view] : caves()) {
    INFO(name);
    std::vector<std::string> lines;
    for (const auto& [line, style] :
         ui::help_screen({text, &keymap, true, false}, view))
      lines.push_back(line);
    CHECK(has_line(lines, "Room graphs (--graph") == (name == "room graph"));
    CHECK(has_line(lines, "Polar rings (--shape polar)") == (name == "polar"));
    CHECK(has_line(lines, "Other shapes (--shape hex") ==
          (name != "polar" && name != "room graph" && name != "square levels"));
    for (const char* tag : {"@graph", "@tiled", "@polar"})
      CHECK(std::find(lines.begin(), lines.end(), tag) == lines.end());
  }
}

TEST_CASE("a shared cave's help has chat, moderators' orders, no advisor",
          "[ui][help]") {
  const ui::Keymap keymap = shipped_keymap();
  PlayerView view;
  view.width = view.height = 5;
  view.table.shared = true;
  const auto lines = help_text(view, keymap, true);
  CHECK(has_line(lines, "talk to the others"));
  CHECK_FALSE(has_line(lines, "the advisor"));
  CHECK_FALSE(has_line(lines, "save [FILE]"));
  CHECK(has_line(lines, "round 3, 24 s left"));
  CHECK(has_line(lines, "kick NAME and mute NAME [MINUTES]"));
  view.table.shared = false;
  CHECK_FALSE(has_line(help_text(view, keymap), "kick NAME"));
}

TEST_CASE("the help's legend names the mods' kinds and percepts as drawn",
          "[ui][help]") {
  const ui::Keymap keymap = shipped_keymap();
  PlayerView view;
  view.width = view.height = 5;
  CHECK_FALSE(has_line(help_text(view, keymap), "The mods' kinds"));
  game_api::KindLook web;
  web.name = "web";
  web.glyph = "#";
  web.percept = "silk";
  web.percept_glyph = "~";
  web.hazard = true;
  view.kinds["webs:web"] = web;
  game_api::KindLook lever;  // no glyph of its own: drawn by its initial
  lever.name = "lever";
  view.kinds["vault:lever"] = lever;
  const auto lines = help_text(view, keymap);
  CHECK(has_line(lines, "The mods' kinds in this cave:"));
  CHECK(has_line(lines, "  #  web (webs:web), a hazard"));
  CHECK(has_line(lines, "  ~  silk: web next door"));
  CHECK(has_line(lines, "  l  lever (vault:lever)"));
}

TEST_CASE("the help lists the keys actually bound", "[ui][help]") {
  ui::Keymap keymap;
  keymap.bind('x', Action::Quit);
  keymap.bind(ui::parse_key("up").value(), Action::Quit);
  PlayerView view;
  view.width = view.height = 5;
  const auto lines = help_text(view, keymap);
  CHECK(has_line(lines, "  x up             quit (asks first)"));
  CHECK(has_line(lines, "  (unbound)        move north"));
}

TEST_CASE("a game's help explains the advisor's marks beside M's",
          "[ui][help][advisor]") {
  const ui::Keymap keymap = shipped_keymap();
  PlayerView view;
  view.width = view.height = 5;
  const auto lines = help_text(view, keymap, false);
  CHECK(has_line(lines, "'  o  b  !  in a room not entered"));
  CHECK(has_line(lines, "1-9  #  the advisor (A)"));
  CHECK(has_line(lines, "b  r  beside its mark"));
}

TEST_CASE("the help's legend names every glyph a room can show", "[ui][help]") {
  for (const ui::Glyphs* glyphs : {&ui::kUnicodeGlyphs, &ui::kAsciiGlyphs}) {
    std::u32string legend;
    for (const std::string& line : ui::legend(*glyphs))
      legend += base::from_utf8(line) + U"\n";
    for (const std::string& line : ui::advisor_help_lines())
      legend += base::from_utf8(line) + U"\n";
    std::vector<char32_t> shown = {glyphs->floor,
                                   glyphs->path,
                                   glyphs->shade,
                                   glyphs->flight,
                                   glyphs->cursor,
                                   ui::kBreeze.glyph,
                                   ui::kStench.glyph,
                                   ui::kFlapping.glyph,
                                   ui::kExit.glyph,
                                   ui::kOther.glyph,
                                   U'%',
                                   U'?',
                                   U'\'',
                                   U'#',
                                   U'r'};
    for (char32_t c : glyphs->facing) shown.push_back(c);
    for (char32_t c : glyphs->stairs) shown.push_back(c);
    for (const game_api::HazardEntry& entry : game_api::kHazards)
      shown.push_back(entry.mark);
    for (const char* kind : {"wumpus", "pit", "bats", "gold", "dead wumpus"})
      shown.push_back(ui::thing_mark({kind}).glyph);
    // Standing as a mark, not inside a word.
    const auto letter = [](char32_t c) {
      return (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z') ||
             (c >= U'0' && c <= U'9');
    };
    for (char32_t glyph : shown) {
      INFO(base::to_utf8(glyph));
      bool found = false;
      for (std::size_t at = legend.find(glyph); at != std::u32string::npos;
           at = legend.find(glyph, at + 1))
        found = found || (at > 0 && !letter(legend[at - 1]) &&
                          at + 1 < legend.size() && !letter(legend[at + 1]));
      CHECK(found);
    }
  }
}
