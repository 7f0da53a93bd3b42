// A rectangle of styled characters: what the screen shows, built without
// ncurses so that drawing code can be unit-tested.
#pragma once

#include "base/printable.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace wumpus::ui {

// What a cell shows; the terminal maps each style to a colour (or to bold
// and reverse video in monochrome). `dim` marks what the player only
// remembers.
enum class Style : unsigned char {
  Blank,
  Wall,
  Floor,
  Player,
  Other,   // another player (shared play)
  Danger,  // wumpus, pit
  Gold,
  Item,
  Exit,
  Breeze,
  Stench,
  Flapping,
  Path,    // the --show-path cheat
  Shade,   // a dark room's floor
  Flight,  // an arrow's path: aimed, or flown (the end screen)
  Cursor,  // the travel cursor
  Text,
  Bar,         // title and status bars (reverse video)
  BarDone,     // on a bar: a player who has acted this round
  BarAwaited,  // on a bar: a player the round waits for
};

inline constexpr int kStyleCount = static_cast<int>(Style::BarAwaited) + 1;

struct Cell {
  char32_t glyph = U' ';
  Style style = Style::Blank;
  bool dim = false;
  bool operator==(const Cell&) const = default;
};

class CharGrid {
 public:
  CharGrid() = default;
  CharGrid(int width, int height) { resize(width, height); }

  void resize(int width, int height);
  void clear();
  int width() const { return width_; }
  int height() const { return height_; }
  bool contains(int x, int y) const {
    return x >= 0 && y >= 0 && x < width_ && y < height_;
  }

  const Cell& at(int x, int y) const { return cells_[y * width_ + x]; }
  // Writes a cell; positions outside the grid are ignored (clipping). A
  // glyph a terminal must not be sent (a control, a bidi control: from
  // a name, a chat line, a recording) shows as '?': whatever the screen
  // or a cast is drawn from, nothing raw reaches a terminal.
  void put(int x, int y, Cell cell) {
    if (!contains(x, y)) return;
    const bool ascii = cell.glyph >= 0x20 && cell.glyph < 0x7f;  // most
    if (!ascii && !base::drawable(cell.glyph)) cell.glyph = U'?';
    cells_[y * width_ + x] = cell;
  }
  // Writes ASCII or UTF-8 text from (x, y) on, clipped at the right edge.
  void write(int x, int y, std::string_view text, Style style,
             bool dim = false);

  // One row as UTF-8, trailing blanks kept (tests compare whole rows).
  std::string row_text(int y) const;

 private:
  int width_ = 0;
  int height_ = 0;
  std::vector<Cell> cells_;
};

}  // namespace wumpus::ui
