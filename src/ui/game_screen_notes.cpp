// The player's own aids on the map: the advisor's overlay, the marks of
// what their percepts prove, and the notes they write on rooms.
#include "ui/deductions.hpp"
#include "ui/game_screen.hpp"
#include "ui/room_marks.hpp"

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

void GameScreen::toggle_marks() {
  show_marks_ = !show_marks_;
  refresh_view();
  flash_ = show_marks_
               ? "The map marks what your percepts prove: " + proof_legend()
               : "The map no longer marks what your percepts prove.";
}

// On a grid the cursor picks the room, then the note is typed; on a room
// graph both are typed: "12 pit".
void GameScreen::start_note() {
  if (view_.grid) {
    mode_ = Mode::Cursor;
    noting_ = true;
    cursor_.start(view_);
    return;
  }
  note_room_ = maze::kNoRoom;
  edit(Editing::Note,
       "note on room (ROOM, then ?, pit, wumpus or words): ", "");
}

void GameScreen::write_note(const std::string& line) {
  std::string text = line;
  maze::RoomId room = note_room_;
  if (room == maze::kNoRoom) {
    const std::size_t digits = text.find_first_not_of("0123456789");
    if (digits == 0 || text.empty()) {
      flash_ = "Which room? Type its number, then the note.";
      return;
    }
    const std::string number = text.substr(0, digits);
    if (number.size() > 9) {
      flash_ = "No such room.";
      return;
    }
    room = static_cast<maze::RoomId>(std::stoul(number));
    text = digits == std::string::npos ? "" : text.substr(digits);
  }
  const std::size_t start = text.find_first_not_of(' ');
  text = start == std::string::npos ? "" : text.substr(start);
  if (text.empty()) {
    notes_.erase(room);
    flash_ = "Note on room " + std::to_string(room) + " cleared.";
  } else {
    notes_[room] = note_as_mark(text);
    flash_ = "Note on room " + std::to_string(room) + ": " + text;
  }
  refresh_view();
}

}  // namespace wumpus::ui
