// The prompt line's editor: insert, backspace, delete, cursor moves and a
// history of submitted lines (up/down), driven by ncurses key codes. The
// line is UTF-8 and edited by character: a terminal's keys arrive as the
// bytes of each character, put together here.
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
  // Inserts pasted text at the cursor, keeping its printable ASCII and
  // whole, drawable UTF-8 characters only: nothing in a paste can submit
  // or cancel the line, or hide or reorder text.
  void insert(const std::string& text);

  const std::string& text() const { return text_; }
  // The cursor as a byte offset into text(), and as the characters before
  // it (where it shows).
  std::size_t cursor() const { return cursor_; }
  std::size_t cursor_column() const;
  const std::vector<std::string>& history() const { return history_; }

 private:
  void recall(std::size_t index);
  void byte(unsigned char b);
  // The byte offsets of the characters before and after `at`.
  std::size_t previous(std::size_t at) const;
  std::size_t next(std::size_t at) const;

  std::string text_;
  std::string partial_;  // a character's first bytes, waiting for the rest
  std::size_t cursor_ = 0;
  std::vector<std::string> history_;
  std::size_t history_index_ = 0;  // == history_.size(): the draft
  std::string draft_;
};

}  // namespace wumpus::ui
