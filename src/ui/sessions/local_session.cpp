#include "ui/sessions/local_session.hpp"
#include "ui/screens/help_screen.hpp"

#include "base/printable.hpp"
#include "game_api/player_names.hpp"
#include "paths/user_dirs.hpp"
#include "scores/finished_game.hpp"
#include "ui/play/game_screen.hpp"
#include "ui/screens/end_screen.hpp"
#include "ui/screens/menus.hpp"
#include "ui/sessions/agent_screen.hpp"
#include "ui/terminal/glyphs.hpp"

#include <fmt/core.h>
#include <pwd.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace wumpus::ui {
namespace {

constexpr int kHighScores = 10;

// Records the finished game (unless the agent played it: its score is
// not the player's); its row's id goes to *id. Returns the best scores;
// `*problem` says so when the score could not be recorded (the game ends
// anyway).
std::vector<scores::ScoreEntry> record_score(const game_api::PlayerView& view,
                                             const std::string& name,
                                             bool record, std::int64_t* id,
                                             std::string* problem) {
  std::string error;
  const auto not_recorded = [&] {
    *problem = fmt::format("Your score could not be recorded ({}).", error);
  };
  if (!paths::ensure_dir(paths::user_data_dir(), &error)) {
    not_recorded();
    return {};
  }
  auto board = scores::ScoreBoard::open(paths::user_scores_file(), &error);
  if (!board) {
    not_recorded();
    return {};
  }
  if (record && !scores::record_finished_game(*board, view, name, &error, id))
    not_recorded();
  // A daily cave's game is listed among that day's.
  return board->top(kHighScores, &error, view.cave.daily);
}

// Which game a save holds, in one line: "classic, 8x8 backtracker, turn
// 12, gold 1, arrows 2".
std::string describe_saved(const game_api::PlayerView& view) {
  std::string words = view.cave.preset + ", " + view.cave.shape;
  if (!view.cave.algorithm.empty()) words += " " + view.cave.algorithm;
  return fmt::format("{}, turn {}, gold {}, arrows {}", words, view.turn,
                     view.gold, view.arrows);
}

// Offers the game a hang-up (or save-and-quit) left behind, saying which
// game it is. Resumed, the save is removed; declined, it is kept until a
// new game starts, and *kept says so. Failing to load (say, its mods are
// gone), it stays, and *problem says why.
std::optional<StartedGame> offer_resume(Terminal& terminal,
                                        const UiOptions& options,
                                        const std::string& name,
                                        std::vector<game_api::Message>* notes,
                                        bool* kept, std::string* problem) {
  const std::string path = autosave_path();
  if (!std::filesystem::exists(path)) return StartedGame{};
  std::string error;
  StartedGame started = options.load(path, name, &error);
  if (!started.link) {
    // Said where the player looks next (the start menu), and the save
    // kept, to resume once its mods are back.
    *problem =
        "Could not resume " + path + ": " + error + " (the save is kept)";
    notes->push_back({"error", *problem, 0});
    return StartedGame{};
  }
  Overlay question{"Saved game",
                   {{"You left a game unfinished:", Style::Text},
                    {"  " + describe_saved(started.link->view()), Style::Text},
                    {"Resume it? (y/n)", Style::Text},
                    {"No keeps it until you start a new game.", Style::Text}},
                   0};
  const std::optional<bool> resume = ask_yes_no(terminal, question);
  if (!resume) return std::nullopt;
  if (!*resume) {
    *kept = true;
    return StartedGame{};
  }
  notes->push_back({"info", "Welcome back: your game is resumed.", 0});
  std::error_code ignored;
  std::filesystem::remove(path, ignored);
  return started;
}

// Whether `wumpus play` was asked for a cave of its own (a shape, a
// size, a seed...), not just whatever game comes next. Neither the preset
// (classic by default) nor the mods (the player's own are on by default)
// say so, and the start menu names nothing yet.
bool names_a_game(const UiOptions& options) {
  const GameChoice& choice = options.choice;
  return !options.start_menu &&
         (choice.size != 0 || choice.levels != 0 || !choice.mask.empty() ||
          !choice.graph.empty() || !choice.shape.empty() ||
          !choice.wrap.empty() || choice.weave || choice.braid >= 0 ||
          !choice.algorithm.empty() || !choice.seed.empty());
}

void send_request(game_api::TableLink& link, game_api::RequestKind kind) {
  game_api::Request request;
  request.kind = kind;
  link.send(game_api::Input(request));
}

}  // namespace

std::string autosave_path() {
  return paths::user_data_dir() + "/autosave.json";
}

std::string agent_autosave_path() {
  return paths::user_data_dir() + "/agent-autosave.json";
}

std::string default_player_name() {
  std::string name;
  for (const char* variable : {"WUMPUS_NAME", "USER", "LOGNAME"})
    if (const char* value = std::getenv(variable); name.empty() && value)
      name = value;
  if (name.empty())
    if (const passwd* user = getpwuid(getuid()); user && user->pw_name)
      name = user->pw_name;
  name = base::printable(name);
  if (name.size() > game_api::kMaxNameBytes)
    name.resize(game_api::kMaxNameBytes);
  return name.empty() ? "player" : name;
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
  std::vector<game_api::Message> notes;
  if (!terminal->fallback_note().empty())
    notes.push_back({"info", terminal->fallback_note(), 0});
  if (const auto note = terminal->size_note(); !note.empty())
    notes.push_back({"info", note, 0});
  for (const std::string& e : keymap_errors) notes.push_back({"error", e, 0});

  GameChoice choice = options.choice;
  if (choice.name.empty()) choice.name = default_player_name();
  StartedGame current;
  bool kept_save = false;
  std::string problem;  // shown by the start menu
  if (!options.load_file.empty()) {
    current = options.load(options.load_file, choice.name, &error);
    if (!current.link) {
      terminal.reset();
      fmt::print(stderr, "wumpus: {}\n", error);
      return 1;
    }
  } else if (names_a_game(options) &&
             std::filesystem::exists(autosave_path())) {
    // `wumpus play --shape zeta` asks for that cave, not for whatever
    // game was left unfinished: the save is kept, and said so.
    notes.push_back({"info",
                     "An unfinished game is saved: run wumpus without options "
                     "to resume it (saving this one replaces it).",
                     0});
  } else if (!options.agent) {
    // The agent plays games of its own: the player's save is neither
    // offered to it nor removed when its game begins.
    std::optional<StartedGame> resumed = offer_resume(
        *terminal, options, choice.name, &notes, &kept_save, &problem);
    if (!resumed) return 0;
    current = std::move(*resumed);
  }

  // A resume that failed shows the start menu with why, rather than
  // starting a game over the message.
  bool menu = options.start_menu || !problem.empty();
  if (kept_save)
    problem = "Your unfinished game stays saved until you start a new one.";
  std::string farewell;
  std::uint64_t log_after = 0;  // the last game's messages, on a new cave
  const std::vector<std::string> help = read_help_text(options.help_file);
  while (true) {
    if (!current.link) {
      if (menu) {
        const auto picked =
            start_menu(*terminal, choice, options.menu, problem);
        if (!picked) break;
        choice = *picked;
      }
      current = options.create(choice, &problem);
      if (!current.link) {
        if (menu) continue;
        terminal.reset();
        fmt::print(stderr, "wumpus: {}\n", problem);
        return 1;
      }
      problem.clear();
      if (kept_save) {
        std::error_code gone;
        std::filesystem::remove(autosave_path(), gone);
        notes.push_back(
            {"info", "Your unfinished game is removed: a new one began.", 0});
        kept_save = false;
      }
    }
    ScreenSetup setup{&keymap, help, notes};
    setup.debug_mods = options.debug_mods;
    setup.log_after = log_after;
    std::optional<ScreenExit> watched;
    if (options.agent)
      watched = watch_agent(*terminal, *current.link, options.agent_tick_ms);
    // Made after the agent's watch: it starts from the view the agent left.
    GameScreen screen(*terminal, setup, *current.link);
    const ScreenExit exit = watched ? *watched : screen.run();
    if (exit == ScreenExit::SaveQuit)
      farewell = options.agent ? "Saved. wumpus play --load " +
                                     agent_autosave_path() + " resumes it."
                               : "Saved. Run wumpus again to resume.";
    if (exit != ScreenExit::Ended) break;
    // The final state first: a busy score database must not leave the
    // screen as it was before the last move.
    screen.draw(nullptr, end_tint(screen.view()));
    std::string trouble;
    std::int64_t entry = 0;
    const auto best = record_score(screen.view(), choice.name, !options.agent,
                                   &entry, &trouble);
    const auto next =
        end_screen(*terminal, screen, keymap,
                   end_overlay(screen.view(), best, entry, trouble));
    if (!next || *next == EndChoice::Quit) break;
    notes.clear();
    log_after = last_message_seq(screen.view());
    // Again and a new cave are the table's restart and new, the same
    // whether the game came from the menu or from `wumpus play`.
    if (*next == EndChoice::Again) {
      send_request(*current.link, game_api::RequestKind::Restart);
    } else if (*next == EndChoice::NewMaze) {
      send_request(*current.link, game_api::RequestKind::New);
    } else {
      current = StartedGame{};
      choice.seed.clear();
      menu = true;
      log_after = 0;  // a table of its own: its stream starts afresh
    }
  }
  terminal.reset();
  if (!farewell.empty()) {
    fmt::print("{}\n", farewell);
    std::fflush(stdout);
  }
  return 0;
}

}  // namespace wumpus::ui
