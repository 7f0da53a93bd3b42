#include "ui/line_editor.hpp"

#include <curses.h>

namespace wumpus::ui {

void LineEditor::start(const std::string& initial) {
  text_ = initial;
  cursor_ = text_.size();
  history_index_ = history_.size();
  draft_.clear();
}

void LineEditor::recall(std::size_t index) {
  if (history_index_ == history_.size()) draft_ = text_;
  history_index_ = index;
  text_ = index == history_.size() ? draft_ : history_[index];
  cursor_ = text_.size();
}

void LineEditor::insert(const std::string& text) {
  for (const char c : text)
    if (c >= ' ' && c < 127) text_.insert(cursor_++, 1, c);
}

LineEditor::Result LineEditor::key(int key) {
  switch (key) {
    case '\n':
    case '\r':
    case KEY_ENTER:
      if (text_.find_first_not_of(' ') != std::string::npos &&
          (history_.empty() || history_.back() != text_))
        history_.push_back(text_);
      return Result::Submitted;
    case 27:
    case 7:  // Esc, Ctrl-G
      return Result::Cancelled;
    case KEY_BACKSPACE:
    case 127:
    case 8:
      if (cursor_ == 0) {
        if (text_.empty()) return Result::Cancelled;
        break;
      }
      text_.erase(--cursor_, 1);
      break;
    case KEY_DC:
    case 4:  // Delete, Ctrl-D
      if (cursor_ < text_.size()) text_.erase(cursor_, 1);
      break;
    case KEY_LEFT:
    case 2:  // Ctrl-B
      if (cursor_ > 0) --cursor_;
      break;
    case KEY_RIGHT:
    case 6:  // Ctrl-F
      if (cursor_ < text_.size()) ++cursor_;
      break;
    case KEY_HOME:
    case 1:  // Ctrl-A
      cursor_ = 0;
      break;
    case KEY_END:
    case 5:  // Ctrl-E
      cursor_ = text_.size();
      break;
    case 21:  // Ctrl-U
      text_.erase(0, cursor_);
      cursor_ = 0;
      break;
    case KEY_UP:
      if (history_index_ > 0) recall(history_index_ - 1);
      break;
    case KEY_DOWN:
      if (history_index_ < history_.size()) recall(history_index_ + 1);
      break;
    default:
      if (key >= ' ' && key < 127)
        text_.insert(cursor_++, 1, static_cast<char>(key));
      break;
  }
  return Result::Editing;
}

}  // namespace wumpus::ui
