// The blocks of a block grid (maze/files/block_file.hpp) padded to a rectangle,
// and which of them lie outside its outline: those the grid's edge reaches
// through spaces alone, so that an `@` outline, or a `#` border at the
// grid's edge, keeps the outside out. A gap in the outline lets it in, and
// `find_leak` says where.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace wumpus::maze {

// A block's column and line, counted from 0.
struct BlockAt {
  std::size_t x = 0, y = 0;
};

class BlockSheet {
 public:
  // `lines` must all be at most `width` long; the rest is spaces.
  BlockSheet(const std::vector<std::string_view>& lines, std::size_t width);

  std::size_t width() const { return width_; }
  std::size_t height() const { return height_; }
  char at(std::size_t x, std::size_t y) const { return at_[y * width_ + x]; }
  bool outside(std::size_t x, std::size_t y) const {
    return outside_[y * width_ + x];
  }

  // Where the outside gets in, when it does: the one-block gap in a wall
  // line nearest a room the outside reached (a room block beside a `#`),
  // or that room when no gap is one block wide. `no_rooms` asks for any
  // gap: nothing is inside, so the outline must be open somewhere.
  std::optional<BlockAt> find_leak(bool no_rooms) const;

 private:
  void find_outside();
  // An outside wall or corner block between two @ (or two walls of a
  // border at the grid's edge), along a line or down a column: a one-block
  // gap in the outline.
  bool is_gap(std::size_t x, std::size_t y) const;

  std::size_t width_, height_;
  std::vector<char> at_;
  std::vector<bool> outside_;
};

}  // namespace wumpus::maze
