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
// A walk's paces, the first the default: each step drawn, and a key in
// between stops it.
struct WalkSpeed {
  const char* name;
  int step_ms;
};
constexpr WalkSpeed kWalkSpeeds[] = {
    {"fast", 15}, {"instant", 0}, {"slow", 150}};
constexpr int kWalkSpeedCount = sizeof kWalkSpeeds / sizeof kWalkSpeeds[0];

// Whether the view moved on since `before`: a step's answer arrived.
bool answered(const game_api::PlayerView& before,
              const game_api::PlayerView& after) {
  return after.turn != before.turn || after.room != before.room ||
         last_message_seq(after) != last_message_seq(before) ||
         after.outcome != before.outcome;
}

}  // namespace

std::uint64_t last_message_seq(const game_api::PlayerView& view) {
  for (auto it = view.messages.rbegin(); it != view.messages.rend(); ++it)
    if (it->seq != 0) return it->seq;
  return 0;
}

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
    const int wait = walk_ && !round_from_ ? kWalkSpeeds[walk_speed_].step_ms
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
      judge_step();
      judge_round();
      draw(nullptr);
    }
    if (link_.closed()) return ScreenExit::Closed;
    if (key == Terminal::kNoKey) {
      const bool ticked = tick_countdown();
      if (!walk_ || round_from_) {
        if (ticked) draw(nullptr);
        continue;
      }
      walk_step();
    } else if (walk_) {
      walk_.reset();  // any key stops a walk
      step_from_.reset();
      round_from_.reset();
      flash_ = "You stop.";
    } else if (const auto exit = handle_key(key)) {
      return *exit;
    }
    if (view_.outcome != game_api::Outcome::Playing) return ScreenExit::Ended;
    // An instant walk is drawn where it stops.
    if (walk_ && kWalkSpeeds[walk_speed_].step_ms == 0) continue;
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

void GameScreen::next_walk_speed() {
  walk_speed_ = (walk_speed_ + 1) % kWalkSpeedCount;
  flash_ = std::string("Travel and explore walk ") +
           kWalkSpeeds[walk_speed_].name + ".";
}

void GameScreen::step(const Command& command) {
  if (const auto question = step_warning(view_, room_entered(view_, command))) {
    ask_step(command, *question);
    return;
  }
  apply(command);
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
  walk_ = walk;
  walk_step();
}

// Sends the walk's next move; its answer is judged when it arrives (at
// once in process, after update() over a socket).
void GameScreen::walk_step() {
  if (!walk_ || step_from_ || round_from_) return;
  if (waiting_for_round()) {
    round_from_ = view_;
    return;
  }
  auto next = walk_->next(view_, &memory_);
  if (const auto* why = std::get_if<std::string>(&next)) {
    flash_ = *why;
    walk_.reset();
    return;
  }
  if (const auto* ask = std::get_if<WalkQuestion>(&next)) {
    walk_.reset();
    ask_step(ask->step, ask->question);
    return;
  }
  step_from_ = view_;
  send(std::get<Command>(next));
  refresh_view();
  judge_step();
}

void GameScreen::judge_step() {
  if (!walk_ || !step_from_ || !answered(*step_from_, view_)) return;
  const auto stop = walk_->after_step(*step_from_, view_);
  step_from_.reset();
  if (!stop) return;
  flash_ = *stop;
  walk_.reset();
}

bool GameScreen::waiting_for_round() const {
  if (!view_.table.shared) return false;
  for (const game_api::SeatView& seat : view_.table.seats)
    if (seat.name == view_.name) return seat.acted;
  return false;
}

// A walk waiting for the round: news stops it (a percept, a chat line that
// names the player), the round's end lets it take its next step.
void GameScreen::judge_round() {
  if (!walk_ || !round_from_) return;
  if (const auto news = walk_news(*round_from_, view_, round_from_->room)) {
    flash_ = *news;
    walk_.reset();
    round_from_.reset();
  } else if (!waiting_for_round()) {
    round_from_.reset();
  }
}

int GameScreen::seconds_left() const {
  const auto gone = std::chrono::duration_cast<std::chrono::seconds>(
      std::chrono::steady_clock::now() - deadline_at_);
  return std::max(
      0, static_cast<int>(deadline_given_) - static_cast<int>(gone.count()));
}

bool GameScreen::tick_countdown() {
  const auto left = static_cast<std::uint32_t>(seconds_left());
  if (left == view_.table.deadline_seconds) return false;
  view_.table.deadline_seconds = left;
  return true;
}

void GameScreen::refresh_view() {
  const std::uint32_t last_turn = view_.turn;
  const std::uint64_t last_seq = last_message_seq(view_);
  view_ = link_.view();
  // Typed `new` or `restart`: the turn count starts again.
  if (view_.turn < last_turn) log_after_ = last_seq;
  memory_.observe(view_);
  const game_api::TableView& table = view_.table;
  if (table.round != deadline_round_ ||
      table.deadline_seconds != deadline_given_) {
    deadline_round_ = table.round;
    deadline_given_ = table.deadline_seconds;
    deadline_at_ = std::chrono::steady_clock::now();
  }
  view_.table.deadline_seconds = static_cast<std::uint32_t>(seconds_left());
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
  if (mode_ == Mode::Cursor) return cursor_.hint(view_, notes_);
  if (walk_ && round_from_)
    return std::string(walk_->exploring() ? "Exploring" : "Travelling") +
           ": your next step when the round moves on... any key stops.";
  if (walk_)
    return walk_->exploring() ? "Exploring... any key stops."
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
