#include "ui/status_line.hpp"

#include <fmt/core.h>

namespace wumpus::ui {

std::string status_line(const game::PlayerView& view) {
  std::string place = view.grid
                          ? fmt::format("room {},{}", view.x + 1, view.y + 1)
                          : fmt::format("room {}", view.room);
  if (view.levels > 1) place += fmt::format(" level {}", view.z + 1);
  std::string items;
  for (const auto& [name, count] : view.items) {
    if (count <= 0) continue;
    if (!items.empty()) items += ", ";
    items += count > 1 ? fmt::format("{} {}", count, name) : name;
    if (name == "torch" && view.torch_lit) items += " (lit)";
  }
  if (items.empty()) items = "none";
  std::string line =
      fmt::format("{} | facing {} | arrows {} | gold {} | items: {} | turn {}",
                  place, maze::direction_name(view.facing), view.arrows,
                  view.gold, items, view.turn);
  return line + round_note(view.table);
}

std::string round_note(const game::TableView& table) {
  if (!table.shared || table.waiting_for.empty()) return "";
  std::string names;
  for (const auto& name : table.waiting_for)
    names += (names.empty() ? "" : ", ") + name;
  return fmt::format(" | round {}: waiting for {}", table.round, names);
}

}  // namespace wumpus::ui
