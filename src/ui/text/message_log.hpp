// The message log pane: messages word-wrapped to the pane's width, the
// newest at the bottom, with a scrollback position (PgUp/PgDn). The same
// message said several times in a row in one turn is one line: "A wall
// blocks the way east. ×3"; a plain note repeated turn after turn ("It
// is dark here.") is one line without a count; a percept sensed again in
// a later turn keeps its own line (another room).
#pragma once

#include "game_api/player_view.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace wumpus::ui {

struct LogLine {
  std::string kind;  // the message's kind, which picks the colour
  std::string text;
  bool mention = false;  // a chat line that names the reader
};

// Splits text at spaces into lines of at most `width` characters (UTF-8
// aware); a word longer than the width is cut.
std::vector<std::string> wrap_text(const std::string& text, int width);

class MessageLog {
 public:
  void scroll_older(int lines) { offset_ += lines; }
  void scroll_newer(int lines) {
    offset_ = offset_ > lines ? offset_ - lines : 0;
  }
  void to_newest() { offset_ = 0; }
  int offset() const { return offset_; }

  // The `height` wrapped lines to show, oldest first, `offset()` lines
  // back from the newest. Clamps the offset to the oldest message.
  // Repeats are counted with "×" (ASCII: "x"). Chat lines naming
  // `reader` are marked.
  std::vector<LogLine> visible(const std::vector<game_api::Message>& messages,
                               int width, int height, bool unicode = true,
                               std::string_view reader = {});

 private:
  int offset_ = 0;  // wrapped lines scrolled back from the newest
};

}  // namespace wumpus::ui
