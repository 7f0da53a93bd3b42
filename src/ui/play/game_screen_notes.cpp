// The player's own aids on the map: the advisor's marks and advice, the
// marks of what their percepts prove, the notes they write on rooms, and
// the screen's own lines in the log.
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
    // Its advice shows at once on the prompt line; what its marks mean
    // goes to the log, which wraps it whole.
    advisor_.emplace();
    flash_.clear();
    later_notes_.push_back(
        {last_message_seq(view_),
         {"info",
          "The advisor is on (this game is scored as advised); T starts "
          "on its room. Marks: " +
              Advisor::legend() + ".",
          view_.turn}});
  }
  refresh_view();
}

void GameScreen::add_log_notes() {
  view_.messages.insert(view_.messages.begin(), setup_.notes.begin(),
                        setup_.notes.end());
  for (const LaterNote& note : later_notes_) {
    // After the game's messages up to `after`, before the newer ones.
    auto at = view_.messages.begin();
    while (at != view_.messages.end() &&
           (at->seq == 0 || at->seq <= note.after))
      ++at;
    view_.messages.insert(at, note.message);
  }
}

void GameScreen::refresh_aids() {
  deduced_ =
      show_marks_ ? proof_marks(Deductions(view_)) : decltype(deduced_){};
  if (advisor_ && !view_.cave.advised &&
      view_.outcome == game_api::Outcome::Playing) {
    // Shown, or still shown over a new cave (which drops the mark): the
    // game is marked as advised.
    link_.send(
        game_api::Input(game_api::Request{game_api::RequestKind::Advisor, ""}));
    view_.cave.advised = link_.view().cave.advised;
  }
  if (advisor_) {
    advisor_->read(view_);
    for (const auto& [room, mark] : advisor_->marks()) deduced_[room] = mark;
  }
  marks_.clear();
  for (const game_api::RoomView& room : view_.rooms)
    if (!room.mark.glyph.empty()) marks_[room.room] = drawn_mark(room.mark);
  for (const auto& [room, note] : notes_) marks_[room] = drawn_mark(note);
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
