#include "ui/mod_picker.hpp"

#include "ui/menus.hpp"
#include "ui/message_log.hpp"

#include <curses.h>
#include <fmt/core.h>

#include <algorithm>

namespace wumpus::ui {
namespace {

constexpr int kDescriptionWidth = 56;

bool is_chosen(const std::vector<std::string>& chosen,
               const std::string& name) {
  return std::find(chosen.begin(), chosen.end(), name) != chosen.end();
}

}  // namespace

Overlay mods_overlay(const std::vector<ModEntry>& mods,
                     const std::vector<std::string>& chosen, int cursor) {
  Overlay overlay;
  overlay.title = "Mods";
  if (mods.empty())
    overlay.lines.push_back(
        {"No mods found: put some in your mods directory.", Style::Text});
  for (int i = 0; i < static_cast<int>(mods.size()); ++i) {
    const bool on = i == cursor;
    overlay.lines.push_back(
        {fmt::format("{} [{}] {}", on ? ">" : " ",
                     is_chosen(chosen, mods[i].name) ? "x" : " ", mods[i].name),
         on ? Style::Player : Style::Text});
  }
  overlay.lines.push_back({"", Style::Text});
  if (cursor >= 0 && cursor < static_cast<int>(mods.size()))
    for (const std::string& line :
         wrap_text(mods[cursor].description, kDescriptionWidth))
      overlay.lines.push_back({line, Style::Text});
  overlay.lines.push_back({"", Style::Text});
  overlay.lines.push_back(
      {"up/down: choose  space: on/off  Enter: done", Style::Text});
  return overlay;
}

std::string mods_summary(const std::vector<ModEntry>& mods,
                         const std::vector<std::string>& chosen) {
  if (mods.empty()) return "none found";
  std::string names;
  int count = 0;
  for (const ModEntry& mod : mods)
    if (is_chosen(chosen, mod.name)) {
      names += (names.empty() ? "" : ", ") + mod.name;
      ++count;
    }
  return count == 0 ? "none on" : fmt::format("{} on: {}", count, names);
}

std::optional<std::vector<std::string>> pick_mods(
    Terminal& terminal, const std::vector<ModEntry>& mods,
    std::vector<std::string> chosen) {
  int cursor = 0;
  const int count = static_cast<int>(mods.size());
  while (true) {
    CharGrid screen(terminal.width(), terminal.height());
    draw_overlay(mods_overlay(mods, chosen, cursor), terminal.unicode(),
                 screen);
    terminal.present(screen, -1, -1, Tint::None);
    const int key = wait_key(terminal);
    if (key == Terminal::kGone) return std::nullopt;
    if (key == '\n' || key == '\r' || key == KEY_ENTER || key == 27 ||
        key == 'q')
      return chosen;
    if (count == 0) continue;
    if (key == KEY_UP || key == 'k') cursor = (cursor + count - 1) % count;
    if (key == KEY_DOWN || key == 'j' || key == '\t')
      cursor = (cursor + 1) % count;
    if (key == ' ' || key == 'x') {
      const std::string& name = mods[cursor].name;
      if (is_chosen(chosen, name))
        std::erase(chosen, name);
      else
        chosen.push_back(name);
    }
  }
}

}  // namespace wumpus::ui
