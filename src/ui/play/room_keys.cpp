#include "ui/play/room_keys.hpp"

namespace wumpus::ui {

RoomChoice choose_room(const std::string& digits,
                       const std::vector<maze::RoomId>& joined, bool enter) {
  RoomChoice choice;
  bool exact = false;
  int longer = 0;  // joined rooms whose number goes on after the digits
  for (maze::RoomId room : joined) {
    const std::string number = std::to_string(room);
    if (number == digits) exact = true;
    if (number.size() > digits.size() && number.starts_with(digits)) ++longer;
  }
  if (exact && (enter || longer == 0)) {
    choice.go = static_cast<maze::RoomId>(std::stoul(digits));
    return choice;
  }
  if (longer > 0 && !enter) {
    choice.more = true;
    return choice;
  }
  choice.note = "No passage leads from here to room " + digits + ".";
  return choice;
}

}  // namespace wumpus::ui
