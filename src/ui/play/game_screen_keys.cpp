// GameScreen's key handling: the normal keys, aiming, the travel cursor,
// the prompt, the help screen and room numbers on room graphs.
#include "ui/play/game_screen.hpp"

#include "game_api/view_topology.hpp"
#include "ui/text/chat_mentions.hpp"

#include "ui/play/room_keys.hpp"
#include "ui/terminal/layout.hpp"

#include <curses.h>

namespace wumpus::ui {
namespace {

using game_api::Command;
using game_api::Verb;
using maze::Direction;

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

bool is_enter(int key) {
  return key == '\n' || key == '\r' || key == KEY_ENTER;
}

}  // namespace

std::optional<ScreenExit> GameScreen::handle_key(int key) {
  if (key == KEY_RESIZE) return std::nullopt;
  // A paste is text for the prompt; anywhere else it must not act as keys.
  if (key == Terminal::kPaste) {
    const std::string text = terminal_.take_paste();
    if (mode_ == Mode::Editing)
      editor_.insert(text);
    else
      flash_ = "A paste goes into the prompt: press : or \" first.";
    return std::nullopt;
  }
  // Keys typed blind on a too-small screen would act unseen.
  if (compute_layout(terminal_.width(), terminal_.height()).too_small)
    return std::nullopt;
  flash_.clear();
  flown_.clear();
  switch (mode_) {
    case Mode::Editing:
      handle_edit(key);
      return std::nullopt;
    case Mode::Aiming:
      handle_aim(key);
      return std::nullopt;
    case Mode::Cursor:
      handle_cursor(key);
      return std::nullopt;
    case Mode::ConfirmQuit:
      mode_ = Mode::Normal;
      if (key == 'y' || key == 'Y') return ScreenExit::Quit;
      return std::nullopt;
    case Mode::ConfirmStep:
      handle_confirm_step(key);
      return std::nullopt;
    case Mode::Help:
      handle_help(key);
      return std::nullopt;
    case Mode::Overview:
      handle_overview(key);
      return std::nullopt;
    case Mode::Normal:
      break;
  }
  if (handle_room_key(key)) return std::nullopt;
  const std::optional<Action> action =
      setup_.keymap->lookup(key, diagonal_keys_move(view_));
  if (!action) {
    flash_ = "No command on " + key_name(key) + "; press " +
             first_key(*setup_.keymap, Action::Help) + " for help.";
    return std::nullopt;
  }
  return handle_action(*action);
}

std::optional<ScreenExit> GameScreen::handle_action(Action action) {
  if (const auto d = move_direction(action)) {
    if (view_.shape == maze::Shape::Polar && game_api::is_tiled(view_))
      step_round_ring(*d);
    else
      step(command(Verb::Move, d));
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
      step(command(Verb::Go));
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
      // Room graphs and polar rings have no compass: the arrow's rooms are
      // picked with the map's cursor.
      if (!game_api::walks_by_compass(view_)) {
        aimed_.clear();
        start_cursor(MapCursor::Purpose::Aim);
      } else {
        mode_ = Mode::Aiming;
        aim_.start();
      }
      break;
    case Action::Travel:
      start_cursor(MapCursor::Purpose::Travel);
      break;
    case Action::LookAt:
      start_cursor(MapCursor::Purpose::Look);
      break;
    case Action::WholeMap:
      mode_ = Mode::Overview;
      overview_.start(view_, terminal_.width(), terminal_.height() - 2);
      break;
    case Action::Explore:
    case Action::ExploreRidingBats: {
      const auto ride = setup_.keymap->keys_for(Action::ExploreRidingBats);
      start_walk(Walk::explore(action == Action::ExploreRidingBats,
                               ride.empty() ? "" : key_name(ride.front())));
      break;
    }
    case Action::WalkSpeed:
      flash_ =
          std::string("Travel and explore walk ") + walker_.next_speed() + ".";
      break;
    case Action::ToggleMarks:
      toggle_marks();
      break;
    case Action::Note:
      start_cursor(MapCursor::Purpose::Note);
      break;
    case Action::Advisor:
      toggle_advisor();
      break;
    case Action::Use:
      edit(Editing::Command, ": ", "use ");
      break;
    case Action::Prompt:
      edit(Editing::Command, ": ", "");
      break;
    case Action::Say:
      edit(Editing::Command, ": ", "say ");
      break;
    case Action::ChatHistory:
      show_chat();
      break;
    case Action::Help:
      mode_ = Mode::Help;
      reading_ = &help_;
      help_.lines = help_lines();
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
      if (setup_.watching) return ScreenExit::Quit;
      mode_ = Mode::ConfirmQuit;
      break;
    case Action::Reload:
      link_.send(game_api::Input(
          game_api::Request{game_api::RequestKind::Reload, ""}));
      refresh_view();
      break;
    case Action::ToggleDebug:
      show_debug_ = !show_debug_;
      refresh_view();
      flash_ = show_debug_ ? "Mods' debug lines are shown."
                           : "Mods' debug lines are hidden.";
      break;
    default:
      break;
  }
  return std::nullopt;
}

void GameScreen::handle_aim(int key) {
  const AimMode::Result result = aim_.key(
      key, setup_.keymap->lookup(key, diagonal_keys_move(view_)), view_);
  flash_ = result.note;
  switch (result.outcome) {
    case AimMode::Outcome::Aiming:
      return;
    case AimMode::Outcome::Shoot:
      mode_ = Mode::Normal;
      flown_ = aim_.plan(view_).rooms;  // drawn until the next key
      apply(result.shot);
      return;
    case AimMode::Outcome::Prompt:
      edit(Editing::Command, ": ", "shoot ");
      return;
    case AimMode::Outcome::Cancel:
      mode_ = Mode::Normal;
      return;
  }
}

void GameScreen::handle_overview(int key) {
  const std::optional<Action> action =
      setup_.keymap->lookup(key, diagonal_keys_move(view_));
  if (const auto d = action ? move_direction(*action) : std::nullopt)
    overview_.pan(view_, *d);
  else if (key == '.')
    overview_.centre_on_player(view_);
  else
    mode_ = Mode::Normal;
}

void GameScreen::handle_help(int key) {
  Overlay& box = *reading_;
  const int last = static_cast<int>(box.lines.size()) - 1;
  if (key == KEY_UP || key == 'k')
    box.scroll = std::max(0, box.scroll - 1);
  else if (key == KEY_DOWN || key == 'j')
    box.scroll = std::min(last, box.scroll + 1);
  else if (key == KEY_PPAGE)
    box.scroll = std::max(0, box.scroll - 10);
  else if (key == KEY_NPAGE)
    box.scroll = std::min(last, box.scroll + 10);
  else
    mode_ = Mode::Normal;
}

// The chat of the cave as this screen holds it, newest last and in view;
// it scrolls as the help does.
void GameScreen::show_chat() {
  chat_ = {};
  chat_.title = "Chat";
  for (const game_api::Message& message : view_.messages)
    if (message.kind == "chat")
      chat_.lines.push_back({message.text, mentions(message.text, view_.name)
                                               ? Style::Player
                                               : Style::Other});
  if (chat_.lines.empty())
    chat_.lines.push_back({"Nobody has said anything yet.", Style::Text});
  chat_.lines.push_back({"", Style::Text});
  chat_.lines.push_back(
      {"arrows, PgUp/PgDn: scroll   any other key: back", Style::Text});
  chat_.scroll = std::max(0, static_cast<int>(chat_.lines.size()) - 12);
  reading_ = &chat_;
  mode_ = Mode::Help;
}

// Number keys on a room graph move to the joined room of that number.
bool GameScreen::handle_room_key(int key) {
  if (view_.grid) return false;
  const bool digit = key >= '0' && key <= '9';
  if (!digit && !(is_enter(key) && !digits_.empty())) {
    digits_.clear();
    return false;
  }
  if (digit) digits_ += static_cast<char>(key);
  std::vector<maze::RoomId> joined;
  for (const game_api::RoomView& room : view_.rooms)
    if (room.room == view_.room) joined = room.open_rooms;
  const RoomChoice choice = choose_room(digits_, joined, !digit);
  if (choice.more) {
    flash_ = "Room " + digits_ + "... (another digit, or Enter)";
    return true;
  }
  digits_.clear();
  if (choice.go) {
    Command go = command(Verb::Go);
    go.rooms = {*choice.go};
    step(go);
  }
  flash_ = choice.note;
  return true;
}

void GameScreen::edit(Editing purpose, const std::string& label,
                      const std::string& text) {
  mode_ = Mode::Editing;
  editing_ = purpose;
  editor_label_ = label;
  editor_.start(text);
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
      if (editing_ == Editing::Command) {
        apply_line(editor_.text());
        break;
      }
      write_note(editor_.text());
      break;
  }
}

}  // namespace wumpus::ui
