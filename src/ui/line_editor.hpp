// The prompt line's editor: insert, backspace, delete, cursor moves and a
// history of submitted lines (up/down), driven by ncurses key codes.
#pragma once

#include <string>
#include <vector>

namespace wumpus::ui {

class LineEditor {
 public:
  enum class Result { Editing, Submitted, Cancelled };

  // Opens the line with `initial` text, the cursor at its end.
  void start(const std::string& initial = "");
  // Handles one key; on Submitted, text() holds the line (also recorded
  // in the history when not blank).
  Result key(int key);
  // Inserts pasted text at the cursor, keeping its printable ASCII only:
  // nothing in a paste can submit or cancel the line.
  void insert(const std::string& text);

  const std::string& text() const { return text_; }
  std::size_t cursor() const { return cursor_; }
  const std::vector<std::string>& history() const { return history_; }

 private:
  void recall(std::size_t index);

  std::string text_;
  std::size_t cursor_ = 0;
  std::vector<std::string> history_;
  std::size_t history_index_ = 0;  // == history_.size(): the draft
  std::string draft_;
};

}  // namespace wumpus::ui
