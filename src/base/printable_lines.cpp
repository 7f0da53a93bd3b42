#include "base/printable_lines.hpp"

#include "base/printable.hpp"

#include <algorithm>

namespace wumpus::base {

std::string printable_lines(std::string_view text) {
  std::string out;
  for (std::size_t start = 0;;) {
    const std::size_t end = text.find_first_of("\n\t", start);
    out += printable(text.substr(start, end - std::min(end, start)));
    if (end == std::string_view::npos) return out;
    out += text[end];
    start = end + 1;
  }
}

}  // namespace wumpus::base
