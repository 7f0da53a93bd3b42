#include "ui/screens/help_screen.hpp"

#include "ui/advisor/advisor_marks.hpp"

#include "base/utf8.hpp"
#include "game_api/hazard_table.hpp"
#include "game_api/view_topology.hpp"
#include "maze/compass.hpp"
#include "ui/map/map_cursor.hpp"
#include "ui/map/map_overview.hpp"
#include "ui/terminal/glyphs.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <fstream>

namespace wumpus::ui {
namespace {

using game_api::PlayerView;

bool is_room_graph(const PlayerView& view) {
  return !view.grid && !game_api::is_tiled(view);
}

bool is_polar(const PlayerView& view) {
  return game_api::is_tiled(view) && view.shape == maze::Shape::Polar;
}

// Whether the cave's rooms have a side that way (stairs on levels).
bool moves_that_way(const PlayerView& view, maze::Direction d) {
  if (d == maze::Direction::Up || d == maze::Direction::Down)
    return view.grid && view.levels > 1;
  if (is_polar(view)) return true;  // in, out (to either side) and round
  const auto topology = game_api::view_topology(view);
  if (!topology || !game_api::walks_by_compass(view)) return false;
  const auto rose = maze::compass_rose(*topology);
  return std::find(rose.begin(), rose.end(), d) != rose.end();
}

// A polar ring's moves are in, out and round, whatever the key's name.
std::string description_here(const ActionInfo& info, const PlayerView& view) {
  if (!is_polar(view)) return std::string(info.description);
  switch (info.action) {
    case Action::MoveNorth:
    case Action::MoveNorthWest:
    case Action::MoveNorthEast:
      return "move in, to the ring inside";
    case Action::MoveSouth:
      return "move out, to the ring outside";
    case Action::MoveEast:
      return "move round the ring, clockwise";
    case Action::MoveWest:
      return "move round the ring, anticlockwise";
    case Action::MoveSouthWest:
      return "move out, to the outer room on the anticlockwise side";
    case Action::MoveSouthEast:
      return "move out, to the outer room on the clockwise side";
    default:
      return std::string(info.description);
  }
}

// The keys that do this action here: a key a diagonal move takes (u, n
// on hexagons) does not also do its usual action.
std::string keys_here(const Keymap& keymap, Action action,
                      const PlayerView& view) {
  std::string keys;
  for (int key : keymap.keys_for(action)) {
    if (keymap.lookup(key, diagonal_keys_move(view)) != action) continue;
    if (!keys.empty()) keys += ' ';
    keys += key_name(key);
  }
  return keys;
}

// "r12 3,4" and the rest: every short form the status line may take.
std::vector<std::string> status_words(const PlayerView& view) {
  std::vector<std::string> lines = {
      "The status line (short forms on a narrow terminal):",
      "  r12 3,4   room 12 at x 3, y 4 (r12 ring 2: room 12 in ring 2)",
      "  L2/3      level 2 of 3",
      "  arr 3     arrows left      $2  gold carried",
      "  -         nothing carried  torch*  a lit torch  ~  more items cut",
  };
  std::string counts = "  ";
  for (const game_api::HazardEntry& hazard : game_api::kHazards)
    counts += fmt::format("{}2  {} {}   ", hazard.brief, 2, hazard.many);
  lines.push_back(counts + "(the cave's count, as announced)");
  if (view.table.shared)
    lines.push_back(
        "  round 3, 24 s left: waiting for bob (ann acted)   shared play");
  return lines;
}

// The commands typed at the prompt that this cave takes.
std::string typed_commands(const PlayerView& view, bool remote) {
  std::string moves;
  if (is_room_graph(view) || is_polar(view)) {
    moves = "go ROOM (or m ROOM) to a joined room, shoot ROOM ROOM...";
  } else {
    std::vector<std::string> ways;
    for (maze::Direction d : maze::kAllDirections)
      if (moves_that_way(view, d))
        ways.push_back(std::string(maze::direction_name(d)));
    moves = "go, ";
    for (const std::string& way : ways) moves += way + " ";
    moves +=
        "(or their first letters), turn 90|-90|180, face DIRECTION, "
        "shoot [directions...]";
  }
  return "Typed commands (press the prompt key first): " + moves +
         ", take, use ITEM, wait, look, inventory, restart, new [SIZE]" +
         (remote ? "" : ", save [FILE]") + ", help." +
         (view.table.shared ? " Moderators (the host's admins line) also "
                              "kick NAME and mute NAME [MINUTES] here."
                            : "");
}

// A paragraph of the help file headed "@graph", "@polar" or "@tiled"
// (compass tilings but square rooms) is for those caves only.
bool paragraph_here(const std::string& tag, const PlayerView& view) {
  if (tag == "@graph") return is_room_graph(view);
  if (tag == "@polar") return is_polar(view);
  if (tag == "@tiled")
    return game_api::is_tiled(view) && game_api::walks_by_compass(view);
  return true;
}

}  // namespace

std::vector<std::string> read_help_text(const std::string& path) {
  std::vector<std::string> lines;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  if (lines.empty())
    lines.push_back(fmt::format("(the help text {} is missing)", path));
  return lines;
}

bool acts_here(Action action, const PlayerView& view, bool remote) {
  if (const auto d = move_direction(action)) return moves_that_way(view, *d);
  const bool facing = game_api::walks_by_compass(view);
  switch (action) {
    case Action::Go:
    case Action::TurnLeft:
    case Action::TurnRight:
    case Action::TurnAround:
      return facing;
    case Action::FaceNorth:
      return facing && moves_that_way(view, maze::Direction::North);
    case Action::FaceEast:
      return facing && moves_that_way(view, maze::Direction::East);
    case Action::FaceSouth:
      return facing && moves_that_way(view, maze::Direction::South);
    case Action::FaceWest:
      return facing && moves_that_way(view, maze::Direction::West);
    case Action::Say:
    case Action::ChatHistory:
      return view.table.shared;
    case Action::Advisor:
    case Action::Reload:
      return !remote;
    default:
      return true;
  }
}

std::vector<std::pair<std::string, Style>> help_screen(const HelpSource& source,
                                                       const PlayerView& view) {
  std::vector<std::pair<std::string, Style>> lines;
  const auto add = [&lines](const std::string& line) {
    lines.emplace_back(line, Style::Text);
  };
  bool shown = true;  // the paragraph under way is for this cave
  for (const std::string& line : source.text) {
    if (line.starts_with("@")) {
      shown = paragraph_here(line, view);
      continue;
    }
    if (shown) add(line);
    if (line.empty()) shown = true;
  }
  add("");
  add(typed_commands(view, source.remote));
  add("");
  const Glyphs& glyphs = source.unicode ? kUnicodeGlyphs : kAsciiGlyphs;
  for (const std::string& line : legend(glyphs)) add(line);
  for (const std::string& line : kinds_legend(view.kinds)) add(line);
  if (!source.remote)
    for (const std::string& line : advisor_help_lines()) add(line);
  add(
      fmt::format("In the whole map (X), a letter a room: its mark, {} where "
                  "you stood, {} a room only seen.",
                  base::to_utf8(glyphs.floor),
                  base::to_utf8(seen_only_glyph(source.unicode))));
  add("");
  for (const std::string& line : status_words(view)) add(line);
  add("");
  add("Keys in this cave (data/keymap, then yours):");
  if (source.keymap != nullptr)
    for (const ActionInfo& info : action_infos()) {
      if (!acts_here(info.action, view, source.remote)) continue;
      std::string keys = keys_here(*source.keymap, info.action, view);
      if (keys.empty()) keys = "(unbound)";
      add(fmt::format("  {:<16} {}", keys, description_here(info, view)));
    }
  if (is_room_graph(view) || is_polar(view))
    add("  0-9              go to the joined room of that number");
  add("  In the map cursor: e exit, i entrance, x unexplored, Tab next note,");
  add("  . you, Enter pick, Esc cancel.");
  if (view.verbs.empty()) return lines;
  add("");
  add("Commands the mods add (type them at the : prompt):");
  for (const game_api::VerbSpec& verb : view.verbs)
    add("  " + game_api::verb_usage(verb) + "  " + verb.help);
  return lines;
}

}  // namespace wumpus::ui
