#include "ui/game_screen.hpp"

#include "ui/layout.hpp"

#include <curses.h>

#include <filesystem>

namespace wumpus::ui {
namespace {

using game::Command;
using game::Verb;
using maze::Direction;

// Short enough to notice a signal quickly, long enough not to busy-wait.
constexpr int kPollMs = 200;
constexpr int kEsc = 27;

std::optional<Direction> move_direction(Action action) {
  switch (action) {
    case Action::MoveNorth:
      return Direction::North;
    case Action::MoveEast:
      return Direction::East;
    case Action::MoveSouth:
      return Direction::South;
    case Action::MoveWest:
      return Direction::West;
    case Action::MoveUp:
      return Direction::Up;
    case Action::MoveDown:
      return Direction::Down;
    default:
      return std::nullopt;
  }
}

std::optional<Direction> face_direction(Action action) {
  switch (action) {
    case Action::FaceNorth:
      return Direction::North;
    case Action::FaceEast:
      return Direction::East;
    case Action::FaceSouth:
      return Direction::South;
    case Action::FaceWest:
      return Direction::West;
    default:
      return std::nullopt;
  }
}

Command command(Verb verb, std::optional<Direction> direction = std::nullopt,
                int degrees = 0) {
  Command c;
  c.verb = verb;
  c.direction = direction;
  c.degrees = degrees;
  return c;
}

std::string first_key(const Keymap& keymap, Action action) {
  const std::vector<int> keys = keymap.keys_for(action);
  return keys.empty() ? "(unbound)" : key_name(keys.front());
}

}  // namespace

GameScreen::GameScreen(Terminal& terminal, const ScreenSetup& setup,
                       game::TableLink& link)
    : terminal_(terminal), setup_(setup), link_(link) {
  help_.title = "Help: up/down scroll, any other key closes";
  for (const std::string& line : setup_.help)
    help_.lines.push_back({line, Style::Text});
  confirm_quit_.title = "Quit";
  confirm_quit_.lines = {
      {setup_.remote ? "Leave this cave? Your seat is kept for you."
                     : "Really quit? This game will not be saved.",
       Style::Text},
      {"y: quit    any other key: keep playing", Style::Text}};
  refresh_view();
}

ScreenExit GameScreen::run() {
  draw(nullptr);
  while (true) {
    if (const int signal = Terminal::take_signal(); signal != 0) {
      if (signal == SIGINT) return ScreenExit::Interrupt;
      autosave();
      return ScreenExit::HangUp;
    }
    const int wait = link_.wait_ms();
    const int key = terminal_.read_key(
        wait < 0 ? kPollMs : std::min(kPollMs, wait + 1), link_.wait_fd());
    if (key == Terminal::kGone) {
      autosave();
      return ScreenExit::HangUp;
    }
    if (link_.update()) {
      refresh_view();
      draw(nullptr);
    }
    if (link_.closed()) return ScreenExit::Closed;
    if (key == Terminal::kNoKey) continue;
    if (const auto exit = handle_key(key)) return *exit;
    if (view_.outcome != game::Outcome::Playing) return ScreenExit::Ended;
    draw(nullptr);
  }
}

void GameScreen::draw(const Overlay* overlay, Tint tint) {
  screen_.resize(terminal_.width(), terminal_.height());
  FrameInput input;
  input.view = &view_;
  input.map = {terminal_.unicode(), view_.cheating};
  input.title = title();
  if (mode_ == Mode::Editing) {
    input.prompt = editor_label_ + editor_.text();
    input.prompt_cursor =
        static_cast<int>(editor_label_.size() + editor_.cursor());
  } else {
    input.prompt = hint();
  }
  input.overlay = overlay != nullptr           ? overlay
                  : mode_ == Mode::Help        ? &help_
                  : mode_ == Mode::ConfirmQuit ? &confirm_quit_
                                               : nullptr;
  const CursorSpot cursor = compose_frame(input, origin_, log_, screen_);
  terminal_.present(screen_, cursor.x, cursor.y, tint, repaint_);
  repaint_ = false;
}

std::optional<ScreenExit> GameScreen::handle_key(int key) {
  if (key == KEY_RESIZE) return std::nullopt;
  // Keys typed blind on a too-small screen would act unseen.
  if (compute_layout(terminal_.width(), terminal_.height()).too_small)
    return std::nullopt;
  flash_.clear();
  switch (mode_) {
    case Mode::Editing:
      handle_edit(key);
      return std::nullopt;
    case Mode::Aiming:
      handle_aim(key);
      return std::nullopt;
    case Mode::ConfirmQuit:
      mode_ = Mode::Normal;
      if (key == 'y' || key == 'Y') return ScreenExit::Quit;
      return std::nullopt;
    case Mode::Help: {
      const int last = static_cast<int>(help_.lines.size()) - 1;
      if (key == KEY_UP || key == 'k')
        help_.scroll = std::max(0, help_.scroll - 1);
      else if (key == KEY_DOWN || key == 'j')
        help_.scroll = std::min(last, help_.scroll + 1);
      else if (key == KEY_PPAGE)
        help_.scroll = std::max(0, help_.scroll - 10);
      else if (key == KEY_NPAGE)
        help_.scroll = std::min(last, help_.scroll + 10);
      else
        mode_ = Mode::Normal;
      return std::nullopt;
    }
    case Mode::Normal:
      break;
  }
  const std::optional<Action> action = setup_.keymap->lookup(key);
  if (!action) {
    flash_ = "No command on " + key_name(key) + "; press " +
             first_key(*setup_.keymap, Action::Help) + " for help.";
    return std::nullopt;
  }
  return handle_action(*action);
}

std::optional<ScreenExit> GameScreen::handle_action(Action action) {
  if (const auto d = move_direction(action)) {
    apply(command(Verb::Move, d));
    return std::nullopt;
  }
  if (const auto d = face_direction(action)) {
    apply(command(Verb::Face, d));
    return std::nullopt;
  }
  const int log_page = std::max(
      1, compute_layout(terminal_.width(), terminal_.height()).log.height - 1);
  switch (action) {
    case Action::Go:
      apply(command(Verb::Go));
      break;
    case Action::TurnLeft:
      apply(command(Verb::Turn, std::nullopt, -90));
      break;
    case Action::TurnRight:
      apply(command(Verb::Turn, std::nullopt, 90));
      break;
    case Action::TurnAround:
      apply(command(Verb::Turn, std::nullopt, 180));
      break;
    case Action::Take:
      apply(command(Verb::Take));
      break;
    case Action::Wait:
      apply(command(Verb::Wait));
      break;
    case Action::Look:
      apply(command(Verb::Look));
      break;
    case Action::Inventory:
      apply(command(Verb::Inventory));
      break;
    case Action::Shoot:
      mode_ = Mode::Aiming;
      break;
    case Action::Use:
    case Action::Prompt:
    case Action::Say:
      mode_ = Mode::Editing;
      editor_label_ = ": ";
      editor_.start(action == Action::Use   ? "use "
                    : action == Action::Say ? "say "
                                            : "");
      break;
    case Action::Help:
      mode_ = Mode::Help;
      help_.scroll = 0;
      break;
    case Action::LogOlder:
      log_.scroll_older(log_page);
      break;
    case Action::LogNewer:
      log_.scroll_newer(log_page);
      break;
    case Action::Redraw:
      repaint_ = true;
      break;
    case Action::SaveQuit:
      if (autosave()) return ScreenExit::SaveQuit;
      break;
    case Action::Quit:
      mode_ = Mode::ConfirmQuit;
      break;
    default:
      break;
  }
  return std::nullopt;
}

void GameScreen::handle_aim(int key) {
  mode_ = Mode::Normal;
  const std::optional<Action> action = setup_.keymap->lookup(key);
  if (key != kEsc && action) {
    if (const auto d = move_direction(*action)) {
      Command shot = command(Verb::Shoot);
      shot.path = {*d};
      apply(shot);
      return;
    }
    if (*action == Action::Shoot) {
      apply(command(Verb::Shoot));
      return;
    }
    if (*action == Action::Prompt) {
      mode_ = Mode::Editing;
      editor_label_ = ": ";
      editor_.start("shoot ");
      return;
    }
  }
  if (key == ' ' || key == '\n' || key == '\r') {
    apply(command(Verb::Shoot));
    return;
  }
  flash_ = "You lower your bow.";
}

void GameScreen::handle_edit(int key) {
  switch (editor_.key(key)) {
    case LineEditor::Result::Editing:
      break;
    case LineEditor::Result::Cancelled:
      mode_ = Mode::Normal;
      break;
    case LineEditor::Result::Submitted:
      mode_ = Mode::Normal;
      apply_line(editor_.text());
      break;
  }
}

void GameScreen::apply(const Command& command) {
  link_.send(command);
  refresh_view();
}

void GameScreen::apply_line(const std::string& line) {
  const std::size_t start = line.find_first_not_of(' ');
  if (start == std::string::npos) return;
  const std::string text =
      line.substr(start, line.find_last_not_of(' ') - start + 1);
  if (text == "quit" || text == "q" || text == "exit") {
    mode_ = Mode::ConfirmQuit;
    return;
  }
  link_.send(text);
  refresh_view();
}

void GameScreen::refresh_view() {
  view_ = link_.view();
  view_.messages.insert(view_.messages.begin(), setup_.notes.begin(),
                        setup_.notes.end());
  log_.to_newest();
}

bool GameScreen::autosave() {
  std::string error;
  if (link_.suspend(&error)) return true;
  flash_ = "Could not save: " + error;
  return false;
}

std::string GameScreen::title() const {
  const game::CaveInfo& cave = view_.cave;
  std::string title =
      "wumpus | " + cave.preset + " | " + cave.shape + " " + cave.algorithm;
  if (cave.seed_known) title += " | seed " + std::to_string(cave.seed);
  if (view_.table.shared) title += " | " + view_.name;
  if (view_.cheating) title += " | CHEAT: show-path";
  return title;
}

std::string GameScreen::hint() const {
  if (!flash_.empty()) return flash_;
  if (mode_ == Mode::Aiming)
    return "Shoot which way? A direction key; " +
           first_key(*setup_.keymap, Action::Shoot) +
           " or space: straight ahead; " +
           first_key(*setup_.keymap, Action::Prompt) +
           ": type a path; Esc: don't.";
  const Keymap& keys = *setup_.keymap;
  return first_key(keys, Action::Help) + " help  " +
         first_key(keys, Action::Prompt) + " command  " +
         first_key(keys, Action::Shoot) + " shoot  " +
         first_key(keys, Action::SaveQuit) + " save & quit  " +
         first_key(keys, Action::Quit) + " quit";
}

}  // namespace wumpus::ui
