#include "ui/screens/mod_picker.hpp"

#include "ui/screens/menus.hpp"
#include "ui/screens/mod_rows.hpp"
#include "ui/text/message_log.hpp"

#include <curses.h>
#include <fmt/core.h>

#include <algorithm>

namespace wumpus::ui {
namespace {

constexpr int kDescriptionWidth = 56;

}  // namespace

Overlay mods_overlay(const std::vector<ModEntry>& mods,
                     const GameChoice& choice, const ModPicker& picker) {
  Overlay overlay;
  overlay.title = "Mods";
  if (mods.empty())
    overlay.lines.push_back(
        {"No mods found: put some in your mods directory.", Style::Text});
  const std::vector<ModRow> rows = mod_rows(mods, choice);
  for (int i = 0; i < static_cast<int>(rows.size()); ++i) {
    const bool on = i == picker.row;
    const ModRow& row = rows[static_cast<std::size_t>(i)];
    const ModEntry& mod = mods[static_cast<std::size_t>(row.mod)];
    const std::string text =
        row.setting < 0
            ? fmt::format("[{}] {}", mod_ticked(choice, mod.name) ? "x" : " ",
                          mod.name)
            : "      " + setting_text(mod, row.setting, choice);
    overlay.lines.push_back(
        {(on ? "> " : "  ") + text, on ? Style::Player : Style::Text});
  }
  overlay.lines.push_back({"", Style::Text});
  const bool on_setting =
      picker.row < static_cast<int>(rows.size()) &&
      rows[static_cast<std::size_t>(picker.row)].setting >= 0;
  if (picker.row < static_cast<int>(rows.size()))
    for (const std::string& line :
         wrap_text(mods[static_cast<std::size_t>(
                            rows[static_cast<std::size_t>(picker.row)].mod)]
                       .description,
                   kDescriptionWidth))
      overlay.lines.push_back({line, Style::Text});
  overlay.lines.push_back({"", Style::Text});
  overlay.lines.push_back(
      {on_setting ? "type a value  left/right: step  up/down: move  Enter: done"
                  : "up/down: choose  space: on/off  Enter: done",
       Style::Text});
  return overlay;
}

std::string mods_summary(const std::vector<ModEntry>& mods,
                         const GameChoice& choice) {
  if (mods.empty()) return "none found";
  std::string names;
  int count = 0;
  for (const ModEntry& mod : mods)
    if (mod_ticked(choice, mod.name)) {
      names += (names.empty() ? "" : ", ") + mod.name;
      ++count;
    }
  if (count == 0) return "none on";
  std::string set;
  for (const std::string& word : chosen_settings(choice))
    set += (set.empty() ? "" : ", ") + word.substr(word.find('.') + 1);
  return fmt::format("{} on: {}{}", count, names,
                     set.empty() ? "" : " (" + set + ")");
}

bool mods_key(const std::vector<ModEntry>& mods, int key, ModPicker* picker,
              GameChoice* choice) {
  const std::vector<ModRow> rows = mod_rows(mods, *choice);
  const int count = static_cast<int>(rows.size());
  if (key == '\n' || key == '\r' || key == KEY_ENTER || key == 27) return true;
  if (count == 0) return key == 'q';
  const ModRow row =
      rows[static_cast<std::size_t>(std::min(picker->row, count - 1))];
  const bool on_setting = row.setting >= 0;
  if (key == KEY_UP || (!on_setting && key == 'k')) {
    picker->row = (picker->row + count - 1) % count;
    picker->fresh = true;
  } else if (key == KEY_DOWN || key == '\t' || (!on_setting && key == 'j')) {
    picker->row = (picker->row + 1) % count;
    picker->fresh = true;
  } else if (on_setting) {
    edit_setting(mods[static_cast<std::size_t>(row.mod)], row.setting, key,
                 &picker->fresh, choice);
  } else if (key == ' ' || key == 'x') {
    const std::string& name = mods[static_cast<std::size_t>(row.mod)].name;
    if (mod_ticked(*choice, name))
      std::erase(choice->mods, name);
    else
      choice->mods.push_back(name);
  } else if (key == 'q') {
    return true;
  }
  return false;
}

std::optional<GameChoice> pick_mods(Terminal& terminal,
                                    const std::vector<ModEntry>& mods,
                                    GameChoice choice) {
  ModPicker picker;
  while (true) {
    CharGrid screen(terminal.width(), terminal.height());
    draw_overlay(mods_overlay(mods, choice, picker), terminal.unicode(),
                 screen);
    terminal.present(screen, -1, -1, Tint::None);
    const int key = wait_key(terminal);
    if (key == Terminal::kGone) return std::nullopt;
    if (mods_key(mods, key, &picker, &choice)) return choice;
  }
}

}  // namespace wumpus::ui
