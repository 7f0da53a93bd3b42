#include "ui/text/status_line.hpp"

#include "base/printable.hpp"
#include "base/utf8.hpp"
#include "game_api/hazard_table.hpp"
#include "game_api/kind_label.hpp"
#include "game_api/kind_names.hpp"
#include "game_api/view_topology.hpp"
#include "ui/terminal/char_grid.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <vector>

namespace wumpus::ui {
namespace {

// What is underfoot that the map may not show under the player's glyph.
std::vector<std::string> underfoot(const game_api::PlayerView& view) {
  std::vector<std::string> notes;
  if (view.room == view.exit) notes.push_back("the exit");
  if (const game_api::RoomView* room = game_api::find_room(view, view.room)) {
    // What a mod named the room, and the label of its mark on the map.
    if (!room->name.empty()) notes.push_back(base::printable(room->name));
    if (!room->mark.label.empty())
      notes.push_back("marked " + base::printable(room->mark.label));
    const bool up = room->known_open(maze::Direction::Up),
               down = room->known_open(maze::Direction::Down);
    if (up && down)
      notes.push_back("stairs up and down");
    else if (up)
      notes.push_back("stairs up");
    else if (down)
      notes.push_back("stairs down");
    if (room->dark) notes.push_back("darkness");
  }
  return notes;
}

// One part of the status line, in full and short.
struct Part {
  std::string_view name;
  std::string full, brief;
};

std::string join(const std::vector<Part>& parts) {
  std::string line;
  for (const Part& part : parts)
    line += (line.empty() ? "" : " | ") + part.full;
  return line;
}

std::size_t columns(const std::string& text) {
  return base::from_utf8(text).size();
}

std::string items_of(const game_api::PlayerView& view, bool brief) {
  std::string items;
  for (const auto& [name, count] : view.items) {
    if (count <= 0) continue;
    if (!items.empty()) items += ", ";
    const std::string& label = game_api::kind_label(view, name);
    items += count > 1 ? fmt::format("{} {}", count, label) : label;
    if (name == game_api::builtin::kTorch && view.torch_lit)
      items += brief ? "*" : " (lit)";
  }
  if (items.empty()) return brief ? "-" : "items: none";
  return brief ? items : "items: " + items;
}

// The hazards the game announced: "cave: 2 pits, 1 bat roost"; brief
// with the map's marks, "O2 B1". A single Wumpus goes without saying.
// Then the mods' kinds that ask to be counted ("2 webs", brief "#2").
Part hazards_of(const game_api::PlayerView& view) {
  std::vector<std::string> full, brief;
  const auto count_of = [&view](const std::string& kind) {
    const auto it = view.cave.counts.find(kind);
    return it == view.cave.counts.end() ? 0 : it->second;
  };
  for (const game_api::HazardEntry& hazard : game_api::kHazards) {
    const int n = count_of(std::string(hazard.kind));
    if (n < hazard.told_from) continue;
    full.push_back(fmt::format("{} {}", n, n == 1 ? hazard.one : hazard.many));
    brief.push_back(fmt::format("{}{}", hazard.brief, n));
  }
  for (const auto& [kind, look] : view.kinds) {
    const int n = count_of(kind);
    if (!look.counted || n == 0) continue;
    const std::string& label = game_api::kind_label(view, kind);
    full.push_back(fmt::format("{} {}{}", n, label, n == 1 ? "" : "s"));
    brief.push_back(fmt::format(
        "{}{}", look.glyph.empty() ? label.substr(0, 1) : look.glyph, n));
  }
  std::string f = "cave: ", b;
  for (std::size_t i = 0; i < full.size(); ++i) {
    f += (i ? ", " : "") + full[i];
    b += (i ? " " : "") + brief[i];
  }
  return {"cave", f, b};
}

std::vector<Part> status_parts(const game_api::PlayerView& view) {
  std::vector<Part> parts;
  const bool compass = game_api::walks_by_compass(view);
  if (compass)
    parts.push_back({"place",
                     fmt::format("room {} at {},{}", view.room, view.x, view.y),
                     fmt::format("r{} {},{}", view.room, view.x, view.y)});
  else if (game_api::is_tiled(view))  // polar: [index, ring]
    parts.push_back({"place",
                     fmt::format("room {} in ring {}", view.room, view.y),
                     fmt::format("r{} ring {}", view.room, view.y)});
  else
    parts.push_back({"place", fmt::format("room {}", view.room),
                     fmt::format("r{}", view.room)});
  if (view.levels > 1)
    parts.push_back({"level",
                     fmt::format("level {} of {}", view.z + 1, view.levels),
                     fmt::format("L{}/{}", view.z + 1, view.levels)});
  if (compass) {
    const std::string facing(maze::direction_name(view.facing));
    parts.push_back({"facing", "facing " + facing, facing});
  }
  parts.push_back({"arrows", fmt::format("arrows {}", view.arrows),
                   fmt::format("arr {}", view.arrows)});
  parts.push_back({"gold", fmt::format("gold {}", view.gold),
                   fmt::format("${}", view.gold)});
  parts.push_back({"items", items_of(view, false), items_of(view, true)});
  // Counts the game never announced are not guessed at.
  if (!view.cave.counts.empty()) parts.push_back(hazards_of(view));
  parts.push_back({"turn", fmt::format("turn {}", view.turn),
                   fmt::format("turn {}", view.turn)});
  return parts;
}

}  // namespace

std::string status_line(const game_api::PlayerView& view, int width) {
  std::vector<Part> parts = status_parts(view);
  const auto fits = [&] {
    return width <= 0 || columns(join(parts)) <= std::size_t(width);
  };
  // The least needed part is shortened first; the turn never is.
  for (std::string_view name :
       {"items", "cave", "place", "level", "facing", "arrows", "gold"}) {
    if (fits()) break;
    for (Part& part : parts)
      if (part.name == name) part.full = part.brief;
  }
  if (!fits()) {
    for (Part& part : parts) {
      if (part.name != "items") continue;
      const std::size_t over = columns(join(parts)) - std::size_t(width);
      const std::u32string chars = base::from_utf8(part.full);
      std::string kept;
      for (std::size_t i = 0; i + over + 1 < chars.size(); ++i)
        kept += base::to_utf8(chars[i]);
      part.full = kept + "~";
    }
  }
  // Narrower still: parts go, the least needed first, before the turn.
  for (std::string_view name : {"items", "cave", "facing", "level", "gold"}) {
    if (fits()) break;
    std::erase_if(parts, [&](const Part& part) { return part.name == name; });
  }
  return join(parts);
}

std::vector<BarPart> round_note(const game_api::TableView& table) {
  if (!table.shared || table.waiting_for.empty()) return {};
  std::string head = fmt::format("round {}", table.round);
  if (table.deadline_seconds > 0)
    head += fmt::format(", {} s left", table.deadline_seconds);
  std::vector<BarPart> parts{{head + ": waiting for "}};
  // Names part by part, each in its colour, commas between.
  const auto names = [&parts](const std::vector<std::string>& list,
                              Style style) {
    for (std::size_t i = 0; i < list.size(); ++i) {
      if (i > 0) parts.push_back({", "});
      parts.push_back({list[i], style});
    }
  };
  names(table.waiting_for, Style::BarAwaited);
  std::vector<std::string> acted;
  for (const game_api::SeatView& seat : table.seats)
    if (seat.acted && seat.connected &&
        seat.outcome == game_api::Outcome::Playing)
      acted.push_back(seat.name);
  if (!acted.empty()) {
    parts.push_back({" ("});
    names(acted, Style::BarDone);
    parts.push_back({" acted)"});
  }
  return parts;
}

std::vector<BarPart> goal_parts(const game_api::PlayerView& view,
                                bool unicode) {
  const auto mark = [unicode](bool done) {
    return std::string(unicode ? (done ? "✓" : "✗") : (done ? "[x]" : "[ ]"));
  };
  // Shared play: whom the round waits for comes first, where even a
  // narrow terminal shows it.
  std::vector<BarPart> parts = round_note(view.table);
  std::string line = parts.empty() ? "" : " | ";
  if (view.outcome == game_api::Outcome::Won) {
    line += "You won.";
  } else if (view.outcome == game_api::Outcome::Dead) {
    line += "You died: " + view.cause + ".";
  } else {
    line +=
        fmt::format("to win: {} gold  {} Wumpus dead  {} out by the exit",
                    mark(view.goals.gold), mark(view.wumpus_dead), mark(false));
  }
  const std::vector<std::string> notes = underfoot(view);
  if (!notes.empty()) {
    line += " | here: ";
    for (std::size_t i = 0; i < notes.size(); ++i)
      line += (i ? ", " : "") + notes[i];
  }
  parts.push_back({line});
  return parts;
}

std::string goal_line(const game_api::PlayerView& view, bool unicode) {
  std::string line;
  for (const BarPart& part : goal_parts(view, unicode)) line += part.text;
  return line;
}

}  // namespace wumpus::ui
