#include "ui/status_line.hpp"

#include "game_api/kind_names.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <vector>

namespace wumpus::ui {
namespace {

const game::RoomView* here(const game::PlayerView& view) {
  for (const game::RoomView& room : view.rooms)
    if (room.room == view.room) return &room;
  return nullptr;
}

bool open(const game::RoomView& room, maze::Direction d) {
  return (room.open >> static_cast<int>(d) & 1) != 0;
}

// What is underfoot that the map may not show under the player's glyph.
std::vector<std::string> underfoot(const game::PlayerView& view) {
  std::vector<std::string> notes;
  if (view.room == view.exit) notes.push_back("the exit");
  if (const game::RoomView* room = here(view)) {
    const bool up = open(*room, maze::Direction::Up),
               down = open(*room, maze::Direction::Down);
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

}  // namespace

std::string status_line(const game::PlayerView& view) {
  std::string place = fmt::format("room {}", view.room);
  if (view.grid) place += fmt::format(" at {},{}", view.x, view.y);
  if (view.levels > 1)
    place += fmt::format(" | level {} of {}", view.z + 1, view.levels);
  if (view.grid)
    place += fmt::format(" | facing {}", maze::direction_name(view.facing));
  std::string items;
  for (const auto& [name, count] : view.items) {
    if (count <= 0) continue;
    if (!items.empty()) items += ", ";
    items += count > 1 ? fmt::format("{} {}", count, name) : name;
    if (name == game::builtin::kTorch && view.torch_lit) items += " (lit)";
  }
  if (items.empty()) items = "none";
  return fmt::format("{} | arrows {} | gold {} | items: {} | turn {}", place,
                     view.arrows, view.gold, items, view.turn);
}

std::string round_note(const game::TableView& table) {
  if (!table.shared || table.waiting_for.empty()) return "";
  std::string names;
  for (const auto& name : table.waiting_for)
    names += (names.empty() ? "" : ", ") + name;
  return fmt::format("round {}: waiting for {}", table.round, names);
}

std::string goal_line(const game::PlayerView& view, bool unicode) {
  const auto mark = [unicode](bool done) {
    return std::string(unicode ? (done ? "✓" : "✗") : (done ? "[x]" : "[ ]"));
  };
  // Shared play: whom the round waits for comes first, where even a
  // narrow terminal shows it.
  std::string line = round_note(view.table);
  if (!line.empty()) line += " | ";
  if (view.outcome == game::Outcome::Won) {
    line += "You won.";
  } else if (view.outcome == game::Outcome::Dead) {
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
  return line;
}

}  // namespace wumpus::ui
