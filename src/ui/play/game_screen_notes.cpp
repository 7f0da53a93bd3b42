// The player's own aids on the map: the advisor's overlay, the marks of
// what their percepts prove, and the notes they write on rooms.
#include "ui/advisor/deductions.hpp"
#include "ui/map/map_cursor.hpp"
#include "ui/map/marks_preference.hpp"
#include "ui/map/room_marks.hpp"
#include "ui/play/game_screen.hpp"

#include <string>

namespace wumpus::ui {

// Local games only: a shared cave's score is the server's to keep, and a
// mark there would fall on everyone at the table.
void GameScreen::toggle_advisor() {
  if (setup_.remote || setup_.watching) {
    flash_ = "The advisor works only in a game on this computer.";
    return;
  }
  if (advisor_) {
    advisor_.reset();
    flash_ = "The advisor is hidden; this game stays scored as advised.";
  } else {
    advisor_.emplace();
    flash_ = std::string("Advisor (this game is scored as advised): ") +
             Advisor::legend();
  }
  refresh_view();
}

// The choice lasts: through a new game, a resume and the next run.
void GameScreen::toggle_marks() {
  show_marks_ = !show_marks_;
  refresh_view();
  flash_ = show_marks_
               ? "The map marks what your percepts prove: " + proof_legend()
               : "The map no longer marks what your percepts prove.";
  if (std::string error; !remember_marks(show_marks_, &error))
    flash_ += " (Not remembered: " + error + ")";
}

// The map cursor picked the room (note_room_); the note was typed.
void GameScreen::write_note(const std::string& line) {
  const std::size_t start = line.find_first_not_of(' ');
  const std::string text = start == std::string::npos ? "" : line.substr(start);
  const std::string where = room_label(view_, note_room_);
  if (text.empty()) {
    notes_.erase(note_room_);
    flash_ = "Note on " + where + " cleared.";
  } else {
    notes_[note_room_] = note_as_mark(text);
    flash_ = "Note on " + where + ": " + text;
  }
  refresh_view();
}

}  // namespace wumpus::ui
