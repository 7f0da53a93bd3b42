#include "ui/text/message_log.hpp"

#include "base/utf8.hpp"
#include "ui/terminal/char_grid.hpp"
#include "ui/text/chat_mentions.hpp"

#include <algorithm>

namespace wumpus::ui {

std::vector<std::string> wrap_text(const std::string& text, int width) {
  std::vector<std::string> lines;
  if (width <= 0) return lines;
  const std::u32string chars = base::from_utf8(text);
  std::size_t start = 0;
  while (start < chars.size()) {
    std::size_t end = std::min(chars.size(), start + width);
    if (end < chars.size()) {
      const std::size_t space = chars.rfind(U' ', end);
      if (space != std::u32string::npos && space > start) end = space;
    }
    std::string line;
    for (std::size_t i = start; i < end; ++i) line += base::to_utf8(chars[i]);
    lines.push_back(line);
    start = end;
    while (start < chars.size() && chars[start] == U' ') ++start;
  }
  if (lines.empty()) lines.emplace_back();
  return lines;
}

namespace {

// Whether `older` folds into the line of `newer`: the same words said
// again in the same turn (bumping a wall), or a plain note repeated on a
// walk ("It is dark here." in room after room). A percept sensed again
// in another turn was sensed in another room: a line of its own.
bool same_line(const game_api::Message& older, const game_api::Message& newer) {
  if (older.kind != newer.kind || older.text != newer.text) return false;
  return older.turn == newer.turn || older.kind == "info";
}

}  // namespace

std::vector<LogLine> MessageLog::visible(
    const std::vector<game_api::Message>& messages, int width, int height,
    bool unicode, std::string_view reader) {
  if (height <= 0) return {};
  // Wrap from the newest message back, only as far as the view needs.
  const std::size_t wanted = static_cast<std::size_t>(offset_) + height;
  std::vector<LogLine> newest_first;
  for (auto m = messages.rbegin();
       m != messages.rend() && newest_first.size() < wanted;) {
    auto run = m;
    int repeats = 0;  // said again in the same turn
    for (; run != messages.rend() && same_line(*run, *m); ++run)
      if (run->turn == m->turn) ++repeats;
    std::string text = m->text;
    if (repeats > 1) text += (unicode ? " ×" : " x") + std::to_string(repeats);
    std::vector<std::string> lines = wrap_text(text, width);
    const bool mention =
        m->kind == "chat" && !reader.empty() && mentions(m->text, reader);
    for (auto line = lines.rbegin(); line != lines.rend(); ++line)
      newest_first.push_back({m->kind, *line, mention});
    m = run;
  }
  const int available = static_cast<int>(newest_first.size());
  offset_ = std::clamp(offset_, 0, std::max(0, available - height));
  const int first = offset_, last = std::min(available, offset_ + height);
  std::vector<LogLine> shown(newest_first.begin() + first,
                             newest_first.begin() + last);
  std::reverse(shown.begin(), shown.end());
  return shown;
}

}  // namespace wumpus::ui
