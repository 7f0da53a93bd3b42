#include "ui/terminal/glyphs.hpp"

#include "base/printable.hpp"
#include "base/utf8.hpp"
#include "game_api/kind_names.hpp"

#include <algorithm>
#include <iterator>

namespace wumpus::ui {
namespace {

struct KnownThing {
  const char* kind;
  Mark mark;
  const char* meaning;
};

// Most important first: the order thing_mark picks in.
constexpr KnownThing kKnownThings[] = {
    {game_api::builtin::kWumpus, {U'W', Style::Danger}, "the Wumpus"},
    {game_api::builtin::kPit,
     {U'O', Style::Danger},
     "a pit (you fell in; a rope got you out)"},
    {game_api::builtin::kBats,
     {U'B', Style::Danger},
     "bats (they carried you off)"},
    {game_api::builtin::kGold, {U'$', Style::Gold}, "gold"},
    {game_api::builtin::kDeadWumpus, {U'X', Style::Floor}, "the dead Wumpus"},
};

// The first character of UTF-8 text (U'?' when it is malformed).
char32_t first_character(const std::string& text) {
  const std::u32string chars = base::from_utf8(text);
  if (chars.empty()) return 0;
  return chars[0] == U'\ufffd' ? U'?' : chars[0];
}

// A mod's colour name as the closest style the terminal already draws.
Style colour_style(const std::string& colour) {
  static constexpr std::pair<const char*, Style> kColours[] = {
      {"red", Style::Danger},       {"yellow", Style::Gold},
      {"cyan", Style::Item},        {"green", Style::Stench},
      {"magenta", Style::Flapping}, {"blue", Style::Path},
      {"white", Style::Wall}};
  for (const auto& [name, style] : kColours)
    if (colour == name) return style;
  return Style::Item;
}

std::string line(char32_t glyph, const std::string& meaning) {
  return "  " + base::to_utf8(glyph) + "  " + meaning;
}

}  // namespace

Mark thing_mark(const std::vector<std::string>& things,
                const std::map<std::string, game_api::KindLook>& looks) {
  for (const auto& known : kKnownThings)
    for (const std::string& thing : things)
      if (thing == known.kind) return known.mark;
  for (const std::string& thing : things)
    if (const auto look = looks.find(thing);
        look != looks.end() && !look->second.glyph.empty())
      return {first_character(look->second.glyph),
              colour_style(look->second.colour)};
  for (const std::string& thing : things) {
    const std::string name = thing.substr(thing.find(':') + 1);
    if (!name.empty()) return {static_cast<char32_t>(name[0]), Style::Item};
  }
  return {};
}

Mark percept_mark(const std::string& percept,
                  const std::map<std::string, game_api::KindLook>& looks) {
  for (const auto& [kind, look] : looks)
    if (look.percept == percept && !look.percept_glyph.empty())
      return {first_character(look.percept_glyph),
              colour_style(look.percept_colour)};
  return {first_character(percept), Style::Item};
}

std::vector<std::string> legend(const Glyphs& g) {
  std::vector<std::string> lines = {
      "Map marks (a room is three cells: left, centre, right):",
      line(g.facing[1], "you, facing east (" + base::to_utf8(g.facing[0]) +
                            " " + base::to_utf8(g.facing[2]) + " " +
                            base::to_utf8(g.facing[3]) +
                            ": north, south, west)"),
      line(kOther.glyph, "another player (% one who died)"),
      line(kBreeze.glyph, "(left) a breeze: a pit next door"),
      line(kStench.glyph, "(right) a stench: the Wumpus next door"),
      line(kFlapping.glyph, "flapping: bats next door"),
  };
  for (const auto& known : kKnownThings)
    lines.push_back(line(known.mark.glyph, known.meaning));
  lines.push_back("  t r  an item seen and not taken, by its initial");
  lines.push_back(line(kExit.glyph, "the exit"));
  lines.push_back(line(g.stairs[0], "stairs up, " + base::to_utf8(g.stairs[1]) +
                                        " down, " + base::to_utf8(g.stairs[2]) +
                                        " both"));
  lines.push_back(line(g.floor, "a room you stood in"));
  lines.push_back(line(g.shade,
                       "a dark room (its things unseen without a "
                       "lit torch)"));
  lines.push_back(
      line(g.flight, "an arrow's path (aiming; flown, at the end)"));
  lines.push_back(line(g.cursor, "the map cursor (travel, notes, look-at)"));
  lines.push_back(line(g.path, "the way out (the --show-path cheat)"));
  lines.push_back(
      "  ?  your note on a room (n): ?, a hazard's mark for pit, bats or "
      "wumpus, else the note's first letter; mods mark rooms the same way");
  lines.push_back(
      "  '  o  b  !  in a room not entered: your percepts prove it safe, a "
      "pit, bats, the Wumpus (M shows or hides them; on from the start on "
      "easy)");
  lines.push_back(
      "Bright: in sight now. Dim: remembered as you last saw it. Under you "
      "or a thing, the exit and stairs move to a free side cell; the "
      "status line names them when you stand on them.");
  return lines;
}

std::vector<std::string> kinds_legend(
    const std::map<std::string, game_api::KindLook>& looks) {
  std::vector<std::string> lines;
  for (const auto& [kind, look] : looks) {
    const bool built_in =
        std::any_of(std::begin(kKnownThings), std::end(kKnownThings),
                    [&looked_up = kind](const KnownThing& known) {
                      return known.kind == looked_up;
                    });
    if (built_in) continue;
    // A mod's words, made printable wherever they go.
    const std::string name =
        base::printable(look.name.empty() ? kind : look.name);
    lines.push_back(line(thing_mark({kind}, looks).glyph,
                         name + " (" + base::printable(kind) + ")" +
                             (look.hazard ? ", a hazard" : "")));
    if (!look.percept.empty())
      lines.push_back(
          line(percept_mark(look.percept, looks).glyph,
               base::printable(look.percept) + ": " + name + " next door"));
  }
  if (!lines.empty())
    lines.insert(lines.begin(), "The mods' kinds in this cave:");
  return lines;
}

}  // namespace wumpus::ui
