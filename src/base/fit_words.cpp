#include "base/fit_words.hpp"

#include "base/utf8.hpp"

#include <algorithm>

namespace wumpus::base {
namespace {

std::string encode_utf8(const std::u32string& chars) {
  std::string text;
  for (char32_t c : chars) text += to_utf8(c);
  return text;
}

}  // namespace

std::string fit_words(const std::string& text, int width, bool unicode) {
  const std::u32string chars = from_utf8(text);
  if (static_cast<int>(chars.size()) <= width) return text;
  const std::u32string ellipsis = unicode ? U"…" : U"...";
  const int room = width - static_cast<int>(ellipsis.size());
  if (room <= 0) return encode_utf8(chars.substr(0, std::max(width, 0)));
  // The last space at or before the room left: the words before it fit.
  std::size_t cut = chars.find_last_of(U' ', static_cast<std::size_t>(room));
  if (cut == std::u32string::npos || cut == 0) cut = room;
  std::u32string kept = chars.substr(0, cut);
  // Nor does a cut end on a separator: "room 3 |…" reads as "room 3…".
  while (!kept.empty() && (kept.back() == U' ' || kept.back() == U'|' ||
                           kept.back() == U',' || kept.back() == U':'))
    kept.pop_back();
  return encode_utf8(kept + ellipsis);
}

}  // namespace wumpus::base
