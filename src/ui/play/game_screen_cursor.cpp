// GameScreen: the map's cursor and what it is for: travel, a note,
// looking at a room, and an arrow's rooms where there is no compass.
#include "ui/play/game_screen.hpp"

#include "ui/map/map_cursor.hpp"

namespace wumpus::ui {

void GameScreen::start_cursor(MapCursor::Purpose purpose) {
  mode_ = Mode::Cursor;
  // Travel starts on the room the advisor leads to, when it is shown.
  const bool advised = purpose == MapCursor::Purpose::Travel && advisor_ &&
                       advisor_->target() != maze::kNoRoom;
  cursor_.start(view_, purpose, advised ? advisor_->target() : maze::kNoRoom);
}

void GameScreen::handle_cursor(int key) {
  const MapCursor::Result result =
      cursor_.key(key, setup_.keymap->lookup(key, diagonal_keys_move(view_)),
                  view_, notes_);
  flash_ = result.note;
  if (result.outcome == MapCursor::Outcome::Choosing) return;
  if (cursor_.purpose() == MapCursor::Purpose::Aim)
    return aim_with_cursor(result.outcome);
  mode_ = Mode::Normal;
  if (result.outcome == MapCursor::Outcome::Cancel) return;
  const maze::RoomId room = cursor_.room();
  switch (cursor_.purpose()) {
    case MapCursor::Purpose::Travel:
      start_walk(Walk::travel(room));
      return;
    case MapCursor::Purpose::Note: {
      note_room_ = room;
      const auto old = notes_.find(room);
      edit(Editing::Note,
           "note on " + room_label(view_, room) +
               " (?, pit, wumpus or words; empty clears): ",
           old == notes_.end() ? "" : old->second.label);
      return;
    }
    case MapCursor::Purpose::Look:
    case MapCursor::Purpose::Aim:
      return;
  }
}

// Enter takes the arrow through the cursor's room; the shoot key fires,
// through the cursor's room too when it is not the last one taken.
void GameScreen::aim_with_cursor(MapCursor::Outcome outcome) {
  if (outcome == MapCursor::Outcome::Cancel) {
    mode_ = Mode::Normal;
    aimed_.clear();
    flash_ = "You lower your bow.";
    return;
  }
  const maze::RoomId room = cursor_.room();
  const bool new_room =
      room != view_.room && (aimed_.empty() || aimed_.back() != room);
  const bool room_left =
      static_cast<int>(aimed_.size()) < std::max(view_.arrow_range, 1);
  if (new_room && room_left) aimed_.push_back(room);
  if (outcome == MapCursor::Outcome::Go) {
    if (new_room && !room_left)
      flash_ = "An arrow flies " + std::to_string(view_.arrow_range) +
               " rooms at most.";
    return;
  }
  if (aimed_.empty()) {
    flash_ = "Move the cursor to the room to shoot into first.";
    return;
  }
  mode_ = Mode::Normal;
  game_api::Command shot;
  shot.verb = game_api::Verb::Shoot;
  shot.rooms = std::exchange(aimed_, {});
  flown_ = shot.rooms;  // drawn until the next key
  apply(shot);
}

}  // namespace wumpus::ui
