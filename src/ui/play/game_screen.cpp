#include "ui/play/game_screen.hpp"
#include "ui/screens/help_screen.hpp"

#include "ui/map/marks_preference.hpp"
#include "ui/play/step_warning.hpp"
#include "ui/play/travel.hpp"
#include "ui/terminal/layout.hpp"

#include <curses.h>

namespace wumpus::ui {
namespace {

using game_api::Command;

// Short enough to notice a signal quickly, long enough not to busy-wait.
constexpr int kGamePollMs = 200;
}  // namespace

GameScreen::GameScreen(Terminal& terminal, const ScreenSetup& setup,
                       game_api::TableLink& link)
    : terminal_(terminal),
      setup_(setup),
      link_(link),
      show_debug_(setup.debug_mods) {
  // The player's choice of M, else easy games show what the percepts
  // prove from the start.
  show_marks_ = marks_preference().value_or(link_.view().cave.preset == "easy");
  log_after_ = setup.log_after;
  help_.title = "Help: up/down scroll, any other key closes";
  help_.lines = help_lines();
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
    const bool walking = walker_.walking() && !walker_.waiting_for_round();
    const int wait = walking               ? walker_.step_ms()
                     : link_.wait_ms() < 0 ? kGamePollMs
                                           : link_.wait_ms() + 1;
    const int key =
        terminal_.read_key(std::min(kGamePollMs, wait), link_.wait_fd());
    if (key == Terminal::kGone) {
      autosave();
      return ScreenExit::HangUp;
    }
    if (link_.update()) {
      refresh_view();
      judge_walk();
      draw(nullptr);
    }
    if (link_.closed()) return ScreenExit::Closed;
    if (key == Terminal::kNoKey) {
      const bool ticked = deadline_.tick(view_.table);
      if (!walker_.walking() || walker_.waiting_for_round()) {
        if (ticked) draw(nullptr);
        continue;
      }
      walk_step();
    } else if (walker_.walking()) {
      walker_.stop();  // any key stops a walk
      flash_ = "You stop.";
    } else if (const auto exit = handle_key(key)) {
      return *exit;
    }
    if (view_.outcome != game_api::Outcome::Playing) return ScreenExit::Ended;
    // An instant walk is drawn where it stops.
    if (walker_.walking() && walker_.step_ms() == 0) continue;
    draw(nullptr);
  }
}

MapOptions GameScreen::map_options() const {
  MapOptions options;
  options.unicode = terminal_.unicode();
  options.show_path = view_.cheating;
  options.reveal = focus_.reveal;
  options.level = focus_.level;
  // The advisor's marks show whenever it does; M adds the proofs.
  if (show_marks_ || advisor_) options.deduced = &deduced_;
  if (advisor_) options.aside = &advisor_->aside();
  options.marks = &marks_;
  if (mode_ == Mode::Aiming)
    options.flight = aim_.plan(view_).rooms;
  else if (mode_ == Mode::Cursor)
    options.flight = aimed_;
  else
    options.flight = flown_;
  if (mode_ == Mode::Cursor) {
    options.cursor = cursor_.room();
    options.level = cursor_.level(view_);
  }
  return options;
}

void GameScreen::draw(const Overlay* overlay, Tint tint) {
  screen_.resize(terminal_.width(), terminal_.height());
  FrameInput input;
  input.view = &view_;
  input.map = map_options();
  input.title = title();
  if (mode_ == Mode::Overview) {
    overview_.fit(view_, terminal_.width(), terminal_.height() - 2);
    input.overview = &overview_;
  }
  if (mode_ == Mode::Cursor)
    input.focus = cursor_.room();
  else
    input.focus = focus_.room;
  if (mode_ == Mode::Editing) {
    input.prompt = editor_label_ + editor_.text();
    input.prompt_cursor =
        static_cast<int>(editor_label_.size() + editor_.cursor_column());
  } else {
    input.prompt = hint();
  }
  input.overlay = overlay != nullptr           ? overlay
                  : mode_ == Mode::Help        ? reading_
                  : mode_ == Mode::ConfirmQuit ? &confirm_quit_
                                               : nullptr;
  const CursorSpot cursor = compose_frame(input, origin_, log_, screen_);
  terminal_.present(screen_, cursor.x, cursor.y, tint, repaint_);
  repaint_ = false;
}

void GameScreen::send(const Command& command) {
  if (advisor_) advisor_->sent(view_, command);
  link_.send(game_api::Input(command));
}

void GameScreen::apply(const Command& command) {
  send(command);
  refresh_view();
}

void GameScreen::step(const Command& command) {
  if (const auto question = step_warning(view_, room_entered(view_, command))) {
    ask_step(command, *question);
    return;
  }
  apply(command);
}

// Polar rings have no compass: the movement keys take the passage known
// open that way, as `go ROOM` would.
void GameScreen::step_round_ring(maze::Direction d) {
  const maze::RoomId next = ring_passage(view_, view_.room, d);
  if (next == maze::kNoRoom) {
    flash_ = "No passage is known that way.";
    return;
  }
  Command go;
  go.verb = game_api::Verb::Go;
  go.rooms = {next};
  step(go);
}

void GameScreen::ask_step(const Command& command, const std::string& question) {
  mode_ = Mode::ConfirmStep;
  asked_step_ = command;
  asked_question_ = question;
}

void GameScreen::handle_confirm_step(int key) {
  mode_ = Mode::Normal;
  if (key == 'y' || key == 'Y')
    apply(asked_step_);
  else
    flash_ = "You stay where you are.";
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
  if (const auto input = game_api::parse_input(text, nullptr);
      input && advisor_ && std::holds_alternative<Command>(*input))
    advisor_->sent(view_, std::get<Command>(*input));
  link_.send(text);
  refresh_view();
}

void GameScreen::start_walk(Walk walk) {
  walker_.start(std::move(walk));
  walk_step();
}

// Sends the walk's next move; its answer is judged when it arrives (at
// once in process, after update() over a socket).
void GameScreen::walk_step() {
  auto next = walker_.next(view_);
  if (auto* why = std::get_if<std::string>(&next)) {
    flash_ = std::move(*why);
  } else if (auto* ask = std::get_if<WalkQuestion>(&next)) {
    ask_step(ask->step, ask->question);
  } else if (auto* step = std::get_if<Command>(&next)) {
    send(*step);
    refresh_view();
    judge_walk();
  }
}

void GameScreen::judge_walk() {
  if (auto stop = walker_.judge(view_)) flash_ = std::move(*stop);
}

void GameScreen::refresh_view() {
  const std::uint32_t last_turn = view_.turn;
  const std::uint64_t last_seq = last_message_seq(view_);
  view_ = link_.view();
  // Typed `new` or `restart`: the turn count starts again.
  if (view_.turn < last_turn) log_after_ = last_seq;
  walker_.observe(view_);
  deadline_.observe(view_.table);
  if (!show_debug_) std::erase_if(view_.messages, game_api::is_debug);
  // A new cave's log starts afresh: the last game's lines are behind it.
  std::erase_if(view_.messages, [this](const game_api::Message& message) {
    return message.seq != 0 && message.seq <= log_after_;
  });
  if (view_.turn < last_turn) later_notes_.clear();
  add_log_notes();
  log_.to_newest();
  refresh_aids();
}

std::vector<std::pair<std::string, Style>> GameScreen::help_lines() const {
  return help_screen(
      {setup_.help, setup_.keymap, terminal_.unicode(), setup_.remote},
      link_.view());
}

bool GameScreen::autosave() {
  std::string error;
  if (link_.suspend(&error)) return true;
  flash_ = "Could not save: " + error;
  return false;
}

std::string GameScreen::title() const {
  const game_api::CaveInfo& cave = view_.cave;
  std::string title =
      setup_.watching ? "wumpus | WATCHING " + view_.name + " | " : "wumpus | ";
  title += cave.preset + " | " + cave.shape + " " + cave.algorithm;
  if (cave.seed_known) title += " | seed " + std::to_string(cave.seed);
  if (view_.table.shared && !setup_.watching) title += " | " + view_.name;
  if (view_.cave.advised) title += " | ADVISED";
  if (view_.cheating) title += " | CHEAT: show-path";
  return title;
}

std::string GameScreen::hint() const {
  if (std::string trouble = link_.trouble(); !trouble.empty()) return trouble;
  if (mode_ == Mode::ConfirmStep) return asked_question_;
  if (!flash_.empty()) return flash_;
  const Keymap& keys = *setup_.keymap;
  if (mode_ == Mode::Aiming) return aim_.hint(view_, keys);
  if (mode_ == Mode::Overview)
    return "Whole map: move keys pan, . back to you, any other key closes.";
  if (mode_ == Mode::Cursor && advisor_ &&
      cursor_.purpose() == MapCursor::Purpose::Travel &&
      cursor_.room() != maze::kNoRoom)
    return advisor_->about(view_, cursor_.room()) + " | " +
           cursor_.hint(view_, notes_);
  if (mode_ == Mode::Cursor && cursor_.purpose() == MapCursor::Purpose::Aim) {
    // The rooms taken, then the cursor's if it would be the next.
    std::string path;
    for (maze::RoomId room : aimed_)
      path += (path.empty() ? "" : ", ") + room_label(view_, room);
    const maze::RoomId at = cursor_.room();
    if (at != view_.room && (aimed_.empty() || aimed_.back() != at))
      path += (path.empty() ? "" : ", ") + room_label(view_, at) + "?";
    return (path.empty() ? "Aim: move the cursor to a room"
                         : "Arrow through " + path) +
           " | Enter adds, " + first_key(keys, Action::Shoot) +
           " shoots, Esc lowers the bow";
  }
  if (mode_ == Mode::Cursor) return cursor_.hint(view_, notes_);
  if (walker_.waiting_for_round())
    return std::string(walker_.exploring() ? "Exploring" : "Travelling") +
           ": your next step when the round moves on... any key stops.";
  if (walker_.walking())
    return walker_.exploring() ? "Exploring... any key stops."
                               : "Travelling... any key stops.";
  if (advisor_ && !advisor_->advice().empty()) return advisor_->advice();
  if (setup_.watching)
    return "You watch " + view_.name + ".  " + first_key(keys, Action::Say) +
           " chat  " + first_key(keys, Action::Help) + " help  " +
           first_key(keys, Action::Quit) + " back to the lobby";
  return first_key(keys, Action::Help) + " help  " +
         first_key(keys, Action::Prompt) + " command  " +
         first_key(keys, Action::Shoot) + " shoot  " +
         first_key(keys, Action::Travel) + " travel  " +
         first_key(keys, Action::Explore) + " explore  " +
         first_key(keys, Action::SaveQuit) + " save & quit  " +
         first_key(keys, Action::Quit) + " quit";
}

}  // namespace wumpus::ui
