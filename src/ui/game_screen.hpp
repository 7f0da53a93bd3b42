// One game on the screen: the event loop that turns keys into Commands
// for the engine, keeps the view, the log and the prompt, and stops on
// quit, save-and-quit, a signal, a vanished tty or the game's end.
#pragma once

#include "game_api/table_link.hpp"
#include "ui/frame.hpp"
#include "ui/keymap.hpp"
#include "ui/line_editor.hpp"
#include "ui/terminal.hpp"

#include <optional>
#include <string>
#include <vector>

namespace wumpus::ui {

enum class ScreenExit {
  Quit,       // the player quit (and confirmed): nothing saved
  SaveQuit,   // saved to the autosave file, to resume next time
  HangUp,     // SIGHUP/SIGTERM or the tty vanished: saved, then exit
  Interrupt,  // SIGINT: exit without saving
  Ended,      // the game was won or lost: show the end screen
  Closed,     // the server ended the connection
};

struct ScreenSetup {
  const Keymap* keymap = nullptr;
  std::vector<std::string> help;  // the help screen's text (keys included)
  std::vector<game::Message>
      notes;  // shown first in the log (keymap errors...)
  // Over a socket there is nothing to save on the player's side: Z leaves
  // and the server keeps the seat.
  bool remote = false;
  // Show mods' "debug" lines from the start (--debug-mods); a key
  // toggles them.
  bool debug_mods = false;
};

class GameScreen {
 public:
  GameScreen(Terminal& terminal, const ScreenSetup& setup,
             game::TableLink& link);

  ScreenExit run();

  // Draws the game with a box over it and a whole-screen tint (the end
  // screen, questions).
  void draw(const Overlay* overlay, Tint tint = Tint::None);
  const game::PlayerView& view() const { return view_; }

 private:
  enum class Mode { Normal, Editing, Aiming, ConfirmQuit, Help };

  std::optional<ScreenExit> handle_key(int key);
  std::optional<ScreenExit> handle_action(Action action);
  void handle_aim(int key);
  void handle_edit(int key);
  void apply(const game::Command& command);
  void apply_line(const std::string& line);
  void refresh_view();
  bool autosave();
  std::string title() const;
  std::string hint() const;

  Terminal& terminal_;
  ScreenSetup setup_;
  game::TableLink& link_;
  game::PlayerView view_;
  Mode mode_ = Mode::Normal;
  LineEditor editor_;
  std::string editor_label_;
  std::string flash_;  // a one-off line for the prompt row
  MessageLog log_;
  Origin origin_;
  Overlay help_;
  Overlay confirm_quit_;
  CharGrid screen_;
  bool repaint_ = false;
  bool show_debug_ = false;
};

}  // namespace wumpus::ui
