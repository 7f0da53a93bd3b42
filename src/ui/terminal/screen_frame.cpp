#include "ui/terminal/screen_frame.hpp"

#include "base/fit_words.hpp"
#include "base/utf8.hpp"
#include "game_api/kind_names.hpp"

#include "ui/map/map_scroll.hpp"
#include "ui/terminal/glyphs.hpp"
#include "ui/terminal/layout.hpp"
#include "ui/text/message_log.hpp"
#include "ui/text/status_line.hpp"

#include <fmt/core.h>

#include <algorithm>

namespace wumpus::ui {
namespace {

// A bar's parts from column 1, a column spare at the end; a part that
// does not fit is cut after its last whole word, and the rest left out.
void fill_bar(CharGrid& screen, const Rect& rect,
              const std::vector<BarPart>& parts, bool unicode) {
  for (int x = 0; x < rect.width; ++x)
    screen.put(rect.x + x, rect.y, {U' ', Style::Bar, false});
  int x = rect.x + 1;
  const int end = rect.x + rect.width - 1;
  for (const BarPart& part : parts) {
    const int length = static_cast<int>(base::from_utf8(part.text).size());
    if (x + length > end) {
      screen.write(x, rect.y, base::fit_words(part.text, end - x, unicode),
                   part.style);
      return;
    }
    screen.write(x, rect.y, part.text, part.style);
    x += length;
  }
}

void fill_bar(CharGrid& screen, const Rect& rect, const std::string& text,
              bool unicode) {
  fill_bar(screen, rect, std::vector<BarPart>{{text}}, unicode);
}

// The prompt line: a hint keeps its words whole; text being typed is
// shown as typed (the terminal's cursor stands in it).
void write_prompt(const FrameInput& input, const Layout& layout,
                  CharGrid& screen) {
  screen.write(layout.prompt.x, layout.prompt.y,
               input.prompt_cursor < 0
                   ? base::fit_words(input.prompt, layout.prompt.width,
                                     input.map.unicode)
                   : input.prompt,
               Style::Text);
}

void draw_too_small(CharGrid& screen) {
  const std::string lines[] = {
      "terminal too small",
      fmt::format("{}x{}, need {}x{}", screen.width(), screen.height(),
                  kMinWidth, kMinHeight)};
  for (int i = 0; i < 2; ++i) {
    const int length = static_cast<int>(base::from_utf8(lines[i]).size());
    screen.write(std::max(0, (screen.width() - length) / 2),
                 screen.height() / 2 - 1 + i, lines[i], Style::Danger);
  }
}

}  // namespace

Style message_style(const std::string& kind) {
  static constexpr std::pair<const char*, Style> kStyles[] = {
      {game_api::builtin::kBreeze, Style::Breeze},
      {game_api::builtin::kStench, Style::Stench},
      {game_api::builtin::kFlapping, Style::Flapping},
      {game_api::builtin::kBats, Style::Flapping},
      {game_api::builtin::kGold, Style::Gold},
      {"arrow", Style::Item},
      {"death", Style::Danger},
      {"error", Style::Danger},
      {"victory", Style::Exit},
      {"chat", Style::Other}};
  for (const auto& [name, style] : kStyles)
    if (kind == name) return style;
  return Style::Text;
}

std::vector<std::pair<std::string, Style>> overlay_rows(const Overlay& overlay,
                                                        int width) {
  std::vector<std::pair<std::string, Style>> rows;
  for (const auto& [text, style] : overlay.lines) {
    // A wrapped line keeps its indent, so lists stay lists.
    const std::size_t indent =
        std::min(text.find_first_not_of(' '), text.size());
    const int room = std::max(1, width - static_cast<int>(indent));
    const std::vector<std::string> parts =
        static_cast<int>(base::from_utf8(text).size()) <= width
            ? std::vector<std::string>{text}
            : wrap_text(text.substr(indent), room);
    for (std::size_t i = 0; i < parts.size(); ++i)
      rows.push_back({parts.size() == 1 && i == 0
                          ? parts[i]
                          : std::string(indent, ' ') + parts[i],
                      style});
  }
  return rows;
}

void draw_overlay(const Overlay& overlay, bool unicode, CharGrid& screen) {
  int inner = static_cast<int>(base::from_utf8(overlay.title).size()) + 2;
  for (const auto& line : overlay.lines)
    inner =
        std::max(inner, static_cast<int>(base::from_utf8(line.first).size()));
  inner = std::min(inner + 2, screen.width() - 2);
  const auto rows = overlay_rows(overlay, inner - 2);
  const int shown =
      std::min(static_cast<int>(rows.size()), screen.height() - 2);
  const int left = (screen.width() - inner - 2) / 2,
            top = (screen.height() - shown - 2) / 2;
  const Glyphs& g = unicode ? kUnicodeGlyphs : kAsciiGlyphs;
  // A blank margin round the box, so the map's walls and digits under it
  // never seem to be part of its edge.
  for (int y = -1; y < shown + 3; ++y)
    for (int x = -1; x < inner + 3; ++x)
      screen.put(left + x, top + y, {U' ', Style::Text, false});
  for (int y = 0; y < shown + 2; ++y) {
    const bool edge = y == 0 || y == shown + 1;
    for (int x = 0; x < inner + 2; ++x) {
      const bool side = x == 0 || x == inner + 1;
      char32_t c = U' ';
      if (edge && side)
        c = g.corners[(y == 0 ? 4 : 1) | (x == 0 ? 2 : 8)];
      else if (edge)
        c = g.horizontal;
      else if (side)
        c = g.vertical;
      screen.put(left + x, top + y,
                 {c, edge || side ? Style::Wall : Style::Text, false});
    }
  }
  if (!overlay.title.empty())
    screen.write(left + 2, top, " " + overlay.title + " ", Style::Text);
  const int first =
      std::clamp(overlay.scroll, 0, static_cast<int>(rows.size()) - shown);
  for (int i = 0; i < shown; ++i) {
    const auto& [text, style] = rows[first + i];
    const std::u32string chars = base::from_utf8(text);
    for (int x = 0; x < std::min(inner - 2, static_cast<int>(chars.size()));
         ++x)
      screen.put(left + 2 + x, top + 1 + i, {chars[x], style, false});
  }
}

CursorSpot compose_frame(const FrameInput& input, Origin& origin,
                         MessageLog& log, CharGrid& screen) {
  screen.clear();
  const Layout layout = compute_layout(screen.width(), screen.height());
  if (layout.too_small) {
    draw_too_small(screen);
    return {};
  }
  // What the map draws ("rings unrolled", "level 2 of 3") stays whole;
  // the game's part gives way to it on a narrow terminal.
  std::string title = input.title;
  if (input.view != nullptr) {
    const std::string level = map_title(*input.view, input.map.level);
    const int room = layout.title.width - 2 -
                     static_cast<int>(base::from_utf8(level).size()) - 3;
    if (!level.empty())
      title =
          base::fit_words(input.title, std::max(room, 12), input.map.unicode) +
          " | " + level;
  }
  if (input.view != nullptr && input.overview != nullptr) {
    // The page's place matters more here than the cave's name.
    fill_bar(screen, layout.title,
             "wumpus | " + input.overview->caption(*input.view),
             input.map.unicode);
    CharGrid map(screen.width(), layout.prompt.y - 1);
    input.overview->draw(*input.view, input.map, map);
    for (int y = 0; y < map.height(); ++y)
      for (int x = 0; x < map.width(); ++x) screen.put(x, 1 + y, map.at(x, y));
    write_prompt(input, layout, screen);
    return {};
  }
  fill_bar(screen, layout.title, title, input.map.unicode);
  if (input.view != nullptr) {
    const game_api::PlayerView& view = *input.view;
    CharGrid map(layout.map.width, layout.map.height);
    if (!input.focus)
      origin = follow_player(view, origin, map.width(), map.height());
    else if (input.map.reveal)
      origin = follow_point(view, origin, *input.focus, map.width(),
                            map.height(), true);
    else
      origin =
          follow_cursor(view, origin, *input.focus, map.width(), map.height());
    render_map(view, input.map, origin, map);
    for (int y = 0; y < map.height(); ++y)
      for (int x = 0; x < map.width(); ++x)
        screen.put(layout.map.x + x, layout.map.y + y, map.at(x, y));
    fill_bar(screen, layout.status, status_line(view, layout.status.width - 2),
             input.map.unicode);
    fill_bar(screen, layout.goals, goal_parts(view, input.map.unicode),
             input.map.unicode);
    // Scrolled back, the log's top line says how far, over no message.
    const bool back = log.offset() > 0;
    std::vector<LogLine> lines = log.visible(view.messages, layout.log.width,
                                             layout.log.height - (back ? 1 : 0),
                                             input.map.unicode, view.name);
    // Bottom-aligned, like a terminal: the newest line sits just above the
    // prompt.
    const int first_row =
        layout.log.y + layout.log.height - static_cast<int>(lines.size());
    for (std::size_t i = 0; i < lines.size(); ++i)
      screen.write(
          layout.log.x, first_row + static_cast<int>(i), lines[i].text,
          lines[i].mention ? Style::Player : message_style(lines[i].kind));
    if (log.offset() > 0) {
      const std::string label = fmt::format("[{} lines back]", log.offset());
      screen.write(layout.log.width - static_cast<int>(label.size()) - 1,
                   layout.log.y, label, Style::Bar);
    }
  }
  write_prompt(input, layout, screen);
  if (input.overlay != nullptr) {
    draw_overlay(*input.overlay, input.map.unicode, screen);
    return {};
  }
  if (input.prompt_cursor < 0) return {};
  return {std::min(input.prompt_cursor, layout.prompt.width - 1),
          layout.prompt.y};
}

}  // namespace wumpus::ui
