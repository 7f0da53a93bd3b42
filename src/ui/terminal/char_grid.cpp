#include "ui/terminal/char_grid.hpp"

#include "base/utf8.hpp"

namespace wumpus::ui {

void CharGrid::resize(int width, int height) {
  width_ = width > 0 ? width : 0;
  height_ = height > 0 ? height : 0;
  cells_.assign(static_cast<std::size_t>(width_) * height_, Cell{});
}

void CharGrid::clear() {
  cells_.assign(cells_.size(), Cell{});
}

void CharGrid::write(int x, int y, std::string_view text, Style style,
                     bool dim) {
  for (char32_t c : base::from_utf8(text)) put(x++, y, {c, style, dim});
}

std::string CharGrid::row_text(int y) const {
  std::string out;
  for (int x = 0; x < width_; ++x) out += base::to_utf8(at(x, y).glyph);
  return out;
}

}  // namespace wumpus::ui
