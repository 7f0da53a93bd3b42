// One game on the screen: the event loop that turns keys into Commands
// for the engine, keeps the view, the log and the prompt, runs walks
// (travel, auto-explore) a step at a time, and stops on quit,
// save-and-quit, a signal, a vanished tty or the game's end.
#pragma once

#include "game_api/table_link.hpp"
#include "ui/advisor/advisor.hpp"
#include "ui/map/map_cursor.hpp"
#include "ui/map/map_overview.hpp"
#include "ui/play/aim_mode.hpp"
#include "ui/play/keymap.hpp"
#include "ui/play/round_deadline.hpp"
#include "ui/play/walk_runner.hpp"
#include "ui/terminal/screen_frame.hpp"
#include "ui/terminal/terminal.hpp"
#include "ui/text/line_editor.hpp"

#include <map>
#include <optional>
#include <string>
#include <unordered_map>
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
  // The help file's text; the screen adds the keys, marks and commands
  // of the cave (ui/screens/help_screen.hpp).
  std::vector<std::string> help;
  std::vector<game_api::Message>
      notes;  // shown first in the log (keymap errors...)
  // Over a socket there is nothing to save on the player's side: Z leaves
  // and the server keeps the seat.
  bool remote = false;
  // A spectator: the title and the hint say whom they watch, and quit
  // goes back to the lobby at once (a spectator has nothing to lose).
  bool watching = false;
  // Show mods' "debug" lines from the start (--debug-mods); a key
  // toggles them.
  bool debug_mods = false;
  // The log leaves out the stream's messages up to this one: the game
  // before a new cave at the same table.
  std::uint64_t log_after = 0;
};

// What the map shows besides the game as the player knows it: the whole
// cave (the end screen), another level, a room kept in view.
struct MapFocus {
  bool reveal = false;
  int level = -1;  // -1: the player's
  std::optional<maze::RoomId> room;
};

class GameScreen {
 public:
  GameScreen(Terminal& terminal, const ScreenSetup& setup,
             game_api::TableLink& link);

  ScreenExit run();

  // Draws the game with a box over it and a whole-screen tint (the end
  // screen, questions).
  void draw(const Overlay* overlay, Tint tint = Tint::None);
  const game_api::PlayerView& view() const { return view_; }
  void set_focus(const MapFocus& focus) { focus_ = focus; }
  // A line for the prompt row until the next key.
  void note(const std::string& text) { flash_ = text; }

 private:
  enum class Mode {
    Normal,
    Editing,
    Aiming,
    Cursor,
    ConfirmQuit,
    ConfirmStep,  // a deadly-looking step, or into the exit, awaits y
    Help,
    Overview  // the whole map on the screen
  };
  enum class Editing { Command, Note };

  std::optional<ScreenExit> handle_key(int key);
  std::optional<ScreenExit> handle_action(Action action);
  void handle_aim(int key);
  void handle_cursor(int key);
  void aim_with_cursor(MapCursor::Outcome outcome);
  void handle_edit(int key);
  void handle_help(int key);
  void handle_overview(int key);
  void show_chat();
  bool handle_room_key(int key);
  void edit(Editing purpose, const std::string& label, const std::string& text);
  void apply(const game_api::Command& command);
  // Sends a step, asking first when the player's knowledge says it is
  // deadly (ui/play/step_warning.hpp).
  void step(const game_api::Command& command);
  void ask_step(const game_api::Command& command, const std::string& question);
  void handle_confirm_step(int key);
  void toggle_marks();
  void toggle_advisor();
  // Every command goes out here, so the advisor learns what was done.
  void send(const game_api::Command& command);
  void start_cursor(MapCursor::Purpose purpose);
  void step_round_ring(maze::Direction d);
  void write_note(const std::string& text);
  void apply_line(const std::string& line);
  void start_walk(Walk walk);
  void walk_step();
  void judge_walk();
  // Shared play: the player has acted and the round waits for others.
  void refresh_view();
  // The setup's notes first in the log, the screen's later notes where
  // they were said.
  void add_log_notes();
  // The proofs, the advisor's reading and the marks of the view.
  void refresh_aids();
  // Seconds left of the round's deadline, counted from the last view that
  // gave it; true when the number shown should change.
  bool autosave();
  MapOptions map_options() const;
  // The help for this cave (ui/screens/help_screen.hpp).
  std::vector<std::pair<std::string, Style>> help_lines() const;
  std::string title() const;
  std::string hint() const;

  Terminal& terminal_;
  ScreenSetup setup_;
  game_api::TableLink& link_;
  game_api::PlayerView view_;
  Mode mode_ = Mode::Normal;
  Editing editing_ = Editing::Command;
  LineEditor editor_;
  std::string editor_label_;
  std::string flash_;  // a one-off line for the prompt row
  MessageLog log_;
  Origin origin_;
  Overlay help_;
  Overlay chat_;               // the chat history box
  Overlay* reading_ = &help_;  // the box Mode::Help scrolls
  Overlay confirm_quit_;
  CharGrid screen_;
  bool repaint_ = false;
  AimMode aim_;
  std::vector<maze::RoomId> flown_;  // the last shot's path, until a key
  std::vector<maze::RoomId> aimed_;  // an arrow's rooms picked by cursor
  MapCursor cursor_;
  MapOverview overview_;
  WalkRunner walker_;
  RoundDeadline deadline_;
  game_api::Command asked_step_;  // ConfirmStep: sent on y
  std::string asked_question_;
  std::string digits_;  // room number being typed
  MapFocus focus_;
  bool show_debug_ = false;
  bool show_marks_ = false;      // what the percepts prove, on the map
  std::uint64_t log_after_ = 0;  // ScreenSetup::log_after, or a typed new
  std::unordered_map<maze::RoomId, Mark> deduced_;  // proofs, the advisor's
  // The player's own notes by room ("?", "pit", "wumpus", words), as
  // marks like the mods' (game_api::MapMark): kept for this game on this
  // screen, drawn whether or not proofs are, over a mod's mark.
  std::map<maze::RoomId, game_api::MapMark> notes_;
  std::unordered_map<maze::RoomId, Mark> marks_;  // mods' marks and notes
  // The advisor while it is shown (ui/advisor/advisor.hpp); made afresh
  // each time.
  std::optional<Advisor> advisor_;
  maze::RoomId note_room_ = maze::kNoRoom;
  // A line the screen adds to the log after the game's message `after`
  // (the advisor's legend when it is shown); dropped with a new cave's log.
  struct LaterNote {
    std::uint64_t after = 0;
    game_api::Message message;
  };
  std::vector<LaterNote> later_notes_;
};

}  // namespace wumpus::ui
