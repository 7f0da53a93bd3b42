#include "ui/session.hpp"

#include "paths/user_dirs.hpp"
#include "ui/agent_screen.hpp"
#include "ui/game_screen.hpp"
#include "ui/menus.hpp"

#include <curses.h>
#include <fmt/core.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace wumpus::ui {
namespace {

constexpr int kHighScores = 10;

std::string player_name() {
  const char* user = std::getenv("USER");
  return user != nullptr && user[0] != '\0' ? user : "player";
}

std::vector<std::string> help_lines(const std::string& help_file,
                                    const Keymap& keymap) {
  std::vector<std::string> lines;
  std::ifstream in(help_file);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  if (lines.empty())
    lines.push_back(fmt::format("(the help text {} is missing)", help_file));
  lines.emplace_back();
  lines.push_back(fmt::format("Keys (data/keymap; yours in {}/keymap):",
                              paths::user_config_dir()));
  for (const std::string& line : describe_bindings(keymap))
    lines.push_back("  " + line);
  return lines;
}

// Records the finished game (unless the agent played it: its score is
// not the player's) and reads the best scores back; `*problem` says so
// when the score could not be recorded (the game ends anyway).
std::vector<scores::ScoreEntry> record_score(const game::PlayerView& view,
                                             bool record,
                                             std::string* problem) {
  std::string error;
  const auto not_recorded = [&] {
    *problem = fmt::format("Your score could not be recorded ({}).", error);
  };
  if (!paths::ensure_dir(paths::user_data_dir(), &error)) {
    not_recorded();
    return {};
  }
  auto board = scores::ScoreBoard::open(
      paths::user_data_dir() + "/scores.sqlite", &error);
  if (!board) {
    not_recorded();
    return {};
  }
  const bool won = view.outcome == game::Outcome::Won;
  const scores::ScoreEntry entry{player_name(),
                                 view.score,
                                 won,
                                 won ? "won" : view.cause,
                                 view.turn,
                                 view.cave.seed,
                                 view.cave.shape + " " + view.cave.algorithm,
                                 view.cheating,
                                 ""};
  if (record && !board->record(entry, &error)) not_recorded();
  return board->top(kHighScores, &error);
}

std::optional<EndChoice> end_screen(Terminal& terminal, GameScreen& screen,
                                    bool record) {
  // The final state first: a busy score database must not leave the
  // screen as it was before the last move.
  screen.draw(nullptr, end_tint(screen.view()));
  std::string problem;
  const std::vector<scores::ScoreEntry> best =
      record_score(screen.view(), record, &problem);
  const Overlay overlay = end_overlay(screen.view(), best, problem);
  while (true) {
    screen.draw(&overlay, end_tint(screen.view()));
    const int key = wait_key(terminal);
    if (key == Terminal::kGone) return std::nullopt;
    if (key == 'a' || key == 'A') return EndChoice::Again;
    if (key == 'n' || key == 'N') return EndChoice::NewMaze;
    if (key == 'q' || key == 'Q' || key == 27) return EndChoice::Quit;
  }
}

// Offers the game a hang-up (or save-and-quit) left behind; removes the
// save once resumed or declined.
std::optional<StartedGame> offer_resume(Terminal& terminal,
                                        const UiOptions& options,
                                        std::vector<game::Message>* notes) {
  const std::string path = autosave_path();
  if (!std::filesystem::exists(path)) return StartedGame{};
  Overlay question{"Saved game",
                   {{"You left a game unfinished.", Style::Text},
                    {"Resume it? (y/n)", Style::Text}},
                   0};
  const std::optional<bool> resume = ask_yes_no(terminal, question);
  if (!resume) return std::nullopt;
  StartedGame started;
  if (*resume) {
    std::string error;
    started = options.load(path, player_name(), &error);
    if (!started.link) {
      notes->push_back({"error", "Could not resume " + path + ": " + error, 0});
      return StartedGame{};
    }
    notes->push_back({"info", "Welcome back: your game is resumed.", 0});
  }
  std::error_code ignored;
  std::filesystem::remove(path, ignored);
  return started;
}

}  // namespace

std::string autosave_path() {
  return paths::user_data_dir() + "/autosave.json";
}

int run_ui(const UiOptions& options) {
  std::string error;
  std::unique_ptr<Terminal> terminal = Terminal::open({options.ascii}, &error);
  if (!terminal) {
    fmt::print(stderr, "wumpus: {}\n", error);
    return 1;
  }
  // Hang-ups save here without a moment to spare for creating it.
  std::string ignored;
  paths::ensure_dir(paths::user_data_dir(), &ignored);
  std::vector<std::string> keymap_errors;
  const Keymap keymap = load_keymap(options.keymap_file, &keymap_errors);
  std::vector<game::Message> notes;
  if (!terminal->fallback_note().empty())
    notes.push_back({"info", terminal->fallback_note(), 0});
  for (const std::string& e : keymap_errors) notes.push_back({"error", e, 0});

  StartedGame current;
  if (!options.load_file.empty()) {
    current = options.load(options.load_file, player_name(), &error);
    if (!current.link) {
      terminal.reset();
      fmt::print(stderr, "wumpus: {}\n", error);
      return 1;
    }
  } else {
    std::optional<StartedGame> resumed =
        offer_resume(*terminal, options, &notes);
    if (!resumed) return 0;
    current = std::move(*resumed);
  }

  GameChoice choice = options.choice;
  bool menu = options.start_menu;
  std::string problem;
  std::string farewell;
  while (true) {
    if (!current.link) {
      if (menu) {
        const auto picked = start_menu(
            *terminal, choice, {options.presets, options.algorithms}, problem);
        if (!picked) break;
        choice = *picked;
      }
      current = options.create(choice, player_name(), &problem);
      if (!current.link) {
        if (menu) continue;
        terminal.reset();
        fmt::print(stderr, "wumpus: {}\n", problem);
        return 1;
      }
      problem.clear();
    }
    ScreenSetup setup{&keymap, help_lines(options.help_file, keymap), notes};
    std::optional<ScreenExit> watched;
    if (options.agent)
      watched = watch_agent(*terminal, *current.link, options.agent_tick_ms);
    // Made after the agent's watch: it starts from the view the agent left.
    GameScreen screen(*terminal, setup, *current.link);
    const ScreenExit exit = watched ? *watched : screen.run();
    if (exit == ScreenExit::SaveQuit)
      farewell = "Saved. Run wumpus again to resume.";
    if (exit != ScreenExit::Ended) break;
    const std::optional<EndChoice> next =
        end_screen(*terminal, screen, !options.agent);
    if (!next || *next == EndChoice::Quit) break;
    // "Again" replays the same maze and layout: the same settings and seed,
    // which the view tells once the game is over.
    const game::PlayerView& played = screen.view();
    choice.preset = played.cave.preset;
    choice.algorithm = played.cave.algorithm;
    if (played.grid && played.width == played.height)
      choice.size = played.width;
    choice.seed = *next == EndChoice::Again && played.cave.seed_known
                      ? std::to_string(played.cave.seed)
                      : "";
    current = StartedGame{};
    notes.clear();
  }
  terminal.reset();
  if (!farewell.empty()) {
    fmt::print("{}\n", farewell);
    std::fflush(stdout);
  }
  return 0;
}

}  // namespace wumpus::ui
