#include "maze/block_file.hpp"

#include "base/data_file.hpp"
#include "base/escaped.hpp"
#include "maze/mask_file.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <vector>

namespace wumpus::maze {
namespace {

// The blocks, padded with spaces to a rectangle, and which of them lie
// outside the outline: reached from beyond the grid's edge without
// crossing an `@`.
struct Blocks {
  std::size_t width = 0, height = 0;
  std::vector<char> at;
  std::vector<bool> outside;

  char get(std::size_t x, std::size_t y) const { return at[y * width + x]; }

  void find_outside() {
    outside.assign(at.size(), false);
    std::vector<std::size_t> stack;
    const auto reach = [&](std::size_t x, std::size_t y) {
      const std::size_t i = y * width + x;
      if (at[i] == '@' || outside[i]) return;
      outside[i] = true;
      stack.push_back(i);
    };
    for (std::size_t x = 0; x < width; ++x) reach(x, 0), reach(x, height - 1);
    for (std::size_t y = 0; y < height; ++y) reach(0, y), reach(width - 1, y);
    while (!stack.empty()) {
      const std::size_t i = stack.back();
      stack.pop_back();
      const std::size_t x = i % width, y = i / width;
      if (x > 0) reach(x - 1, y);
      if (x + 1 < width) reach(x + 1, y);
      if (y > 0) reach(x, y - 1);
      if (y + 1 < height) reach(x, y + 1);
    }
  }
};

}  // namespace

std::optional<Mask> parse_blocks(std::string_view text, const std::string& name,
                                 std::string* error) {
  const std::string file = base::escaped(name);
  Blocks blocks;
  std::vector<std::string_view> lines;
  for (std::string_view rest = text; !rest.empty();) {
    const std::string_view line = base::next_line(rest);
    if (line.size() > kMaxBlockLine || lines.size() >= kMaxBlockLine) {
      *error = fmt::format(
          "{}:{}: a block grid is at most {} characters wide and {} lines "
          "tall (8,191 rooms)",
          file, lines.size() + 1, kMaxBlockLine, kMaxBlockLine);
      return std::nullopt;
    }
    const std::size_t bad = line.find_first_not_of("@# ");
    if (bad != std::string_view::npos) {
      *error = fmt::format(
          "{}:{}: bad character '{}' in column {} (blocks are @, # or space)",
          file, lines.size() + 1, base::escaped(line.substr(bad, 1)), bad + 1);
      return std::nullopt;
    }
    lines.push_back(line);
    blocks.width = std::max(blocks.width, line.size());
  }
  blocks.height = lines.size();
  if (blocks.width < 3 || blocks.height < 3) {
    *error = fmt::format(
        "{}: no rooms: a room needs an outline of @ around "
        "it (room [x,y] is block [2x+1,2y+1])",
        file);
    return std::nullopt;
  }
  blocks.at.assign(blocks.width * blocks.height, ' ');
  for (std::size_t y = 0; y < lines.size(); ++y)
    std::copy(
        lines[y].begin(), lines[y].end(),
        blocks.at.begin() + static_cast<std::ptrdiff_t>(y * blocks.width));
  blocks.find_outside();

  Mask mask;
  mask.width = static_cast<std::uint32_t>((blocks.width - 1) / 2);
  mask.height = static_cast<std::uint32_t>((blocks.height - 1) / 2);
  mask.rooms.assign(std::size_t{mask.width} * mask.height, false);
  const auto room_block = [&](std::size_t bx, std::size_t by) {
    return blocks.get(bx, by) != '@' && !blocks.outside[by * blocks.width + bx];
  };
  bool any = false;
  for (std::uint32_t y = 0; y < mask.height; ++y)
    for (std::uint32_t x = 0; x < mask.width; ++x) {
      const bool room = room_block(2 * x + 1, 2 * y + 1);
      mask.rooms[std::size_t{y} * mask.width + x] = room;
      any = any || room;
    }
  if (!any) {
    *error = fmt::format(
        "{}: no rooms inside the @ outline (room [x,y] is "
        "block [2x+1,2y+1])",
        file);
    return std::nullopt;
  }
  // A mask cannot hold a wall that may never open between two rooms.
  for (std::uint32_t y = 0; y < mask.height; ++y)
    for (std::uint32_t x = 0; x < mask.width; ++x) {
      const std::size_t i = std::size_t{y} * mask.width + x;
      const bool east = x + 1 < mask.width && mask.rooms[i] &&
                        mask.rooms[i + 1] &&
                        blocks.get(2 * x + 2, 2 * y + 1) == '@';
      const bool south = y + 1 < mask.height && mask.rooms[i] &&
                         mask.rooms[i + mask.width] &&
                         blocks.get(2 * x + 1, 2 * y + 2) == '@';
      if (east || south) {
        *error = fmt::format(
            "{}:{}: the @ in column {} stands between two rooms; only the "
            "outline and holes may be @ (use # for a wall)",
            file, east ? 2 * y + 2 : 2 * y + 3, east ? 2 * x + 3 : 2 * x + 2);
        return std::nullopt;
      }
    }
  if (const auto stray = disconnected_room(mask)) {
    *error = fmt::format(
        "{}:{}: the room in column {} is walled off from the others (a maze "
        "must reach every room)",
        file, 2 * stray->second + 2, 2 * stray->first + 2);
    return std::nullopt;
  }
  return mask;
}

std::optional<Mask> read_block_file(const std::string& path,
                                    std::string* error) {
  const auto text =
      base::read_data_file(path, "block file", kMaxBlockFileBytes, error);
  if (!text) return std::nullopt;
  return parse_blocks(*text, path, error);
}

}  // namespace wumpus::maze
