#include "maze/files/block_outline.hpp"

#include <algorithm>
#include <limits>

namespace wumpus::maze {
namespace {

bool is_wall(char c) {
  return c == '@' || c == '#';
}

}  // namespace

BlockSheet::BlockSheet(const std::vector<std::string_view>& lines,
                       std::size_t width)
    : width_(width), height_(lines.size()), at_(width * lines.size(), ' ') {
  for (std::size_t y = 0; y < lines.size(); ++y)
    std::copy(lines[y].begin(), lines[y].end(),
              at_.begin() + static_cast<std::ptrdiff_t>(y * width_));
  find_outside();
}

void BlockSheet::find_outside() {
  outside_.assign(at_.size(), false);
  std::vector<std::size_t> stack;
  const auto reach = [&](std::size_t x, std::size_t y) {
    const std::size_t i = y * width_ + x;
    if (at_[i] != ' ' || outside_[i]) return;
    outside_[i] = true;
    stack.push_back(i);
  };
  for (std::size_t x = 0; x < width_; ++x) reach(x, 0), reach(x, height_ - 1);
  for (std::size_t y = 0; y < height_; ++y) reach(0, y), reach(width_ - 1, y);
  while (!stack.empty()) {
    const std::size_t i = stack.back();
    stack.pop_back();
    const std::size_t x = i % width_, y = i / width_;
    if (x > 0) reach(x - 1, y);
    if (x + 1 < width_) reach(x + 1, y);
    if (y > 0) reach(x, y - 1);
    if (y + 1 < height_) reach(x, y + 1);
  }
}

bool BlockSheet::is_gap(std::size_t x, std::size_t y) const {
  // Walls and corners only: a room block is no part of a wall line.
  if (!outside(x, y) || (x % 2 == 1 && y % 2 == 1)) return false;
  // Between two @, or two walls of a border along the grid's edge: an open
  // passage inside has # beside it instead.
  const auto closes = [&](char a, char b, bool edge) {
    return (a == '@' && b == '@') || (edge && is_wall(a) && is_wall(b));
  };
  const bool across =
      x > 0 && x + 1 < width_ &&
      closes(at(x - 1, y), at(x + 1, y), y == 0 || y + 1 == height_);
  const bool down =
      y > 0 && y + 1 < height_ &&
      closes(at(x, y - 1), at(x, y + 1), x == 0 || x + 1 == width_);
  return across || down;
}

std::optional<BlockAt> BlockSheet::find_leak(bool no_rooms) const {
  // A room block the outside reached with a `#` beside it: a maze's inside
  // the outline should have kept out.
  std::optional<BlockAt> reached;
  for (std::size_t y = 1; y < height_ && !reached; y += 2)
    for (std::size_t x = 1; x < width_ && !reached; x += 2) {
      if (!outside(x, y)) continue;
      if ((x > 0 && at(x - 1, y) == '#') ||
          (x + 1 < width_ && at(x + 1, y) == '#') ||
          (y > 0 && at(x, y - 1) == '#') ||
          (y + 1 < height_ && at(x, y + 1) == '#'))
        reached = BlockAt{x, y};
    }
  if (!reached && !no_rooms) return std::nullopt;
  std::optional<BlockAt> gap;
  std::size_t best = std::numeric_limits<std::size_t>::max();
  for (std::size_t y = 0; y < height_; ++y)
    for (std::size_t x = 0; x < width_; ++x) {
      if (!is_gap(x, y)) continue;
      const std::size_t distance =
          reached ? std::max(x, reached->x) - std::min(x, reached->x) +
                        std::max(y, reached->y) - std::min(y, reached->y)
                  : 0;
      if (distance < best) {
        best = distance;
        gap = BlockAt{x, y};
      }
    }
  return gap ? gap : reached;
}

}  // namespace wumpus::maze
