#include "ui/char_grid.hpp"

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
  for (char32_t c : from_utf8(text)) put(x++, y, {c, style, dim});
}

std::string CharGrid::row_text(int y) const {
  std::string out;
  for (int x = 0; x < width_; ++x) out += to_utf8(at(x, y).glyph);
  return out;
}

std::string to_utf8(char32_t c) {
  std::string out;
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xc0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3f));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xe0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
    out += static_cast<char>(0x80 | (c & 0x3f));
  } else {
    out += static_cast<char>(0xf0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3f));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
    out += static_cast<char>(0x80 | (c & 0x3f));
  }
  return out;
}

std::u32string from_utf8(std::string_view text) {
  std::u32string out;
  for (std::size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    int extra = lead < 0x80       ? 0
                : lead >> 5 == 6  ? 1
                : lead >> 4 == 14 ? 2
                : lead >> 3 == 30 ? 3
                                  : -1;
    if (extra < 0 || text.size() - i <= static_cast<std::size_t>(extra)) {
      out += U'\ufffd';
      ++i;
      continue;
    }
    char32_t c = extra == 0 ? lead : lead & (0x3f >> extra);
    bool valid = true;
    for (int k = 1; k <= extra; ++k) {
      const auto next = static_cast<unsigned char>(text[i + k]);
      if (next >> 6 != 2) valid = false;
      c = c << 6 | (next & 0x3f);
    }
    out += valid ? c : U'\ufffd';
    i += valid ? extra + 1 : 1;
  }
  return out;
}

}  // namespace wumpus::ui
