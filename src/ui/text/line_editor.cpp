#include "ui/text/line_editor.hpp"

#include "base/printable.hpp"
#include "base/utf8.hpp"

#include <curses.h>

namespace wumpus::ui {
namespace {

// The printable ASCII and the whole, drawable UTF-8 characters of `text`:
// a control, a bidi control or a broken sequence never enters the line.
std::string drawable_text(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte < 0x80) {
      if (byte >= ' ' && byte < 127) out += text[i];
      ++i;
      continue;
    }
    const std::size_t length = base::utf8_sequence_length(text, i);
    if (length == 0) {
      ++i;
      continue;
    }
    const std::string_view character = text.substr(i, length);
    if (base::printable(character) == character) out += character;
    i += length;
  }
  return out;
}

}  // namespace

void LineEditor::start(const std::string& initial) {
  text_ = initial;
  cursor_ = text_.size();
  history_index_ = history_.size();
  draft_.clear();
  partial_.clear();
}

void LineEditor::recall(std::size_t index) {
  if (history_index_ == history_.size()) draft_ = text_;
  history_index_ = index;
  text_ = index == history_.size() ? draft_ : history_[index];
  cursor_ = text_.size();
}

void LineEditor::insert(const std::string& text) {
  const std::string kept = drawable_text(text);
  text_.insert(cursor_, kept);
  cursor_ += kept.size();
}

std::size_t LineEditor::cursor_column() const {
  std::size_t column = 0;
  for (std::size_t i = 0; i < cursor_; ++i)
    if (!base::utf8_continuation(text_[i])) ++column;
  return column;
}

std::size_t LineEditor::previous(std::size_t at) const {
  while (at > 0 && base::utf8_continuation(text_[--at])) {
  }
  return at;
}

std::size_t LineEditor::next(std::size_t at) const {
  while (at < text_.size() && base::utf8_continuation(text_[++at])) {
  }
  return at;
}

// A terminal sends a character as its UTF-8 bytes, one key each: they
// wait in partial_ until the character is whole.
void LineEditor::byte(unsigned char b) {
  if (partial_.empty() && base::utf8_lead_length(b) == 0) return;  // stray
  partial_ += static_cast<char>(b);
  if (partial_.size() < base::utf8_lead_length(partial_.front())) return;
  insert(partial_);
  partial_.clear();
}

LineEditor::Result LineEditor::key(int key) {
  if (key >= 0x80 && key <= 0xff) {
    byte(static_cast<unsigned char>(key));
    return Result::Editing;
  }
  partial_.clear();
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
      {
        const std::size_t from = previous(cursor_);
        text_.erase(from, cursor_ - from);
        cursor_ = from;
      }
      break;
    case KEY_DC:
    case 4:  // Delete, Ctrl-D
      if (cursor_ < text_.size()) text_.erase(cursor_, next(cursor_) - cursor_);
      break;
    case KEY_LEFT:
    case 2:  // Ctrl-B
      cursor_ = previous(cursor_);
      break;
    case KEY_RIGHT:
    case 6:  // Ctrl-F
      cursor_ = next(cursor_);
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
