#include "ui/menus.hpp"

#include "ui/mod_picker.hpp"

#include <curses.h>
#include <fmt/core.h>

#include <algorithm>

namespace wumpus::ui {
namespace {

constexpr int kPollMs = 200;
constexpr std::uint32_t kMinSize = 4, kMaxSize = 60;
constexpr int kProblemWidth = 60;

void show(Terminal& terminal, const Overlay& overlay) {
  CharGrid screen(terminal.width(), terminal.height());
  draw_overlay(overlay, terminal.unicode(), screen);
  terminal.present(screen, -1, -1, Tint::None);
}

// Steps through `values` (which start with "" for "the preset's").
std::string cycle(const std::vector<std::string>& values,
                  const std::string& current, int step) {
  if (values.empty()) return current;
  auto found = std::find(values.begin(), values.end(), current);
  const int size = static_cast<int>(values.size());
  const int index =
      found == values.end() ? 0 : static_cast<int>(found - values.begin());
  return values[((index + step) % size + size) % size];
}

std::string or_preset(const std::string& value) {
  return value.empty() ? "(preset's)" : value;
}

enum Field { kSize, kAlgorithm, kPreset, kSeed, kFieldCount };

Overlay menu_overlay(const GameChoice& choice, int field,
                     const std::string& mods, const std::string& problem) {
  const std::string values[kFieldCount] = {
      choice.size == 0 ? "(preset's)" : std::to_string(choice.size),
      or_preset(choice.algorithm),
      choice.preset.empty() ? "classic" : choice.preset,
      choice.seed.empty() ? "(fresh)" : choice.seed};
  const char* names[kFieldCount] = {"Size", "Algorithm", "Preset", "Seed"};
  Overlay overlay;
  overlay.title = "Hunt the Wumpus";
  for (int i = 0; i < kFieldCount; ++i) {
    const bool on = i == field;
    overlay.lines.push_back(
        {fmt::format("{} {:<10} < {} >", on ? ">" : " ", names[i], values[i]),
         on ? Style::Player : Style::Text});
  }
  overlay.lines.push_back(
      {fmt::format("  {:<10}   {}", "Mods", mods), Style::Text});
  overlay.lines.push_back({"", Style::Text});
  for (const std::string& line : wrap_text(problem, kProblemWidth))
    if (!problem.empty()) overlay.lines.push_back({line, Style::Danger});
  overlay.lines.push_back(
      {"up/down: choose  left/right or digits: change", Style::Text});
  overlay.lines.push_back({"Enter: start  m: mods  q: quit", Style::Text});
  return overlay;
}

}  // namespace

int wait_key(Terminal& terminal) {
  while (true) {
    if (Terminal::take_signal() != 0) return Terminal::kGone;
    const int key = terminal.read_key(kPollMs);
    if (key != Terminal::kNoKey) return key;
  }
}

std::optional<bool> ask_yes_no(Terminal& terminal, const Overlay& question) {
  while (true) {
    show(terminal, question);
    const int key = wait_key(terminal);
    if (key == Terminal::kGone) return std::nullopt;
    if (key == 'y' || key == 'Y') return true;
    if (key == 'n' || key == 'N' || key == 27) return false;
  }
}

std::optional<GameChoice> start_menu(Terminal& terminal, GameChoice choice,
                                     const MenuLists& lists,
                                     const std::string& problem) {
  std::vector<std::string> algorithms{""}, presets = lists.presets;
  algorithms.insert(algorithms.end(), lists.algorithms.begin(),
                    lists.algorithms.end());
  int field = kSize;
  while (true) {
    show(terminal,
         menu_overlay(choice, field, mods_summary(lists.mods, choice.mods),
                      problem));
    const int key = wait_key(terminal);
    if (key == Terminal::kGone || key == 'q' || key == 27) return std::nullopt;
    if (key == 'm' || key == 'M') {
      auto picked = pick_mods(terminal, lists.mods, choice.mods);
      if (!picked) return std::nullopt;
      choice.mods = std::move(*picked);
      continue;
    }
    const int step = key == KEY_RIGHT || key == 'l'  ? 1
                     : key == KEY_LEFT || key == 'h' ? -1
                                                     : 0;
    if (key == '\n' || key == '\r' || key == KEY_ENTER) return choice;
    if (key == KEY_UP || key == 'k')
      field = (field + kFieldCount - 1) % kFieldCount;
    if (key == KEY_DOWN || key == 'j' || key == '\t')
      field = (field + 1) % kFieldCount;
    const bool digit = key >= '0' && key <= '9';
    const bool erase = key == KEY_BACKSPACE || key == 127 || key == 8;
    switch (field) {
      case kSize:
        if (step != 0) {
          const int next =
              choice.size == 0 ? (step > 0 ? kMinSize : 0) : choice.size + step;
          choice.size = next < static_cast<int>(kMinSize)
                            ? 0
                            : std::min<int>(next, kMaxSize);
        } else if (digit) {
          choice.size =
              std::min<std::uint32_t>(choice.size * 10 + (key - '0'), kMaxSize);
        } else if (erase) {
          choice.size /= 10;
        }
        break;
      case kAlgorithm:
        if (step != 0)
          choice.algorithm = cycle(algorithms, choice.algorithm, step);
        break;
      case kPreset:
        if (step != 0) choice.preset = cycle(presets, choice.preset, step);
        break;
      case kSeed:
        if (digit && choice.seed.size() < 19)
          choice.seed += static_cast<char>(key);
        else if (erase && !choice.seed.empty())
          choice.seed.pop_back();
        break;
    }
  }
}

Overlay end_overlay(const game::PlayerView& view,
                    const std::vector<scores::ScoreEntry>& best,
                    const std::string& problem) {
  Overlay overlay;
  const bool won = view.outcome == game::Outcome::Won;
  overlay.title = won ? "Victory!" : "Game over";
  overlay.lines.push_back(
      {won ? "You escaped with the gold." : "You died: " + view.cause + ".",
       won ? Style::Exit : Style::Danger});
  overlay.lines.push_back(
      {fmt::format("Score {} after {} turns{}", view.score, view.turn,
                   view.cheating ? " (cheat: --show-path)" : ""),
       Style::Text});
  for (const std::string& line : wrap_text(problem, kProblemWidth))
    if (!problem.empty()) overlay.lines.push_back({line, Style::Danger});
  overlay.lines.push_back({"", Style::Text});
  overlay.lines.push_back({"High scores", Style::Text});
  for (std::size_t i = 0; i < best.size(); ++i) {
    const scores::ScoreEntry& e = best[i];
    overlay.lines.push_back(
        {fmt::format("{:>2}. {:>5}  {:<10.10} {:<24.24} {}{}", i + 1, e.points,
                     e.name, e.won ? "won" : e.cause, e.maze,
                     e.cheated ? " (cheat)" : ""),
         Style::Text});
  }
  overlay.lines.push_back({"", Style::Text});
  overlay.lines.push_back(
      {"a: again (same maze)   n: new maze   q: quit", Style::Text});
  return overlay;
}

Tint end_tint(const game::PlayerView& view) {
  if (view.outcome != game::Outcome::Dead) return Tint::None;
  std::string cause = view.cause;
  std::transform(
      cause.begin(), cause.end(), cause.begin(),
      [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (cause.find("wumpus") != std::string::npos) return Tint::Red;
  if (cause.find("fell") != std::string::npos ||
      cause.find("pit") != std::string::npos)
    return Tint::Black;
  return Tint::None;
}

}  // namespace wumpus::ui
