#include "maze/files/block_file.hpp"

#include "base/data_file.hpp"
#include "base/escaped.hpp"
#include "maze/files/block_outline.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <vector>

namespace wumpus::maze {
namespace {

// The lines of the text, each checked for its length and its characters.
std::optional<std::vector<std::string_view>> block_lines(
    std::string_view text, const std::string& file, std::string* error) {
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
    const std::size_t bad = line.find_first_not_of("@# IO");
    if (bad != std::string_view::npos) {
      *error = fmt::format(
          "{}:{}: bad character '{}' in column {} (blocks are @, #, space, "
          "and I and O for the entrance and exit)",
          file, lines.size() + 1, base::escaped(line.substr(bad, 1)), bad + 1);
      return std::nullopt;
    }
    lines.push_back(line);
  }
  return lines;
}

// Reads the rooms and the ends; false with *error set on a block that
// cannot be where it stands.
bool read_rooms(const BlockSheet& sheet, const std::string& file,
                BlockGrid& grid, std::string* error) {
  Mask& mask = grid.mask;
  mask.width = static_cast<std::uint32_t>((sheet.width() - 1) / 2);
  mask.height = static_cast<std::uint32_t>((sheet.height() - 1) / 2);
  mask.rooms.assign(std::size_t{mask.width} * mask.height, false);
  for (std::size_t by = 0; by < sheet.height(); ++by)
    for (std::size_t bx = 0; bx < sheet.width(); ++bx) {
      const char c = sheet.at(bx, by);
      const bool room_block = bx % 2 == 1 && by % 2 == 1 &&
                              bx / 2 < mask.width && by / 2 < mask.height;
      if (!room_block && (c == 'I' || c == 'O')) {
        *error = fmt::format(
            "{}:{}: the {} in column {} marks a room, and stands only where "
            "one goes (room [x,y] is block [2x+1,2y+1])",
            file, by + 1, c, bx + 1);
        return false;
      }
      if (!room_block || c == '@' || sheet.outside(bx, by)) continue;
      if (c == '#') {
        *error = fmt::format(
            "{}:{}: the # in column {} stands where a room goes (room [x,y] "
            "is block [2x+1,2y+1], counting from 0): is the grid shifted by "
            "a block?",
            file, by + 1, bx + 1);
        return false;
      }
      const auto room = static_cast<RoomId>((by / 2) * mask.width + bx / 2);
      mask.rooms[room] = true;
      std::optional<RoomId>& end = c == 'I' ? grid.entrance : grid.exit;
      if (c == ' ') continue;
      if (end) {
        *error =
            fmt::format("{}:{}: a second {} in column {} (one {} only)", file,
                        by + 1, c, bx + 1, c == 'I' ? "entrance" : "exit");
        return false;
      }
      end = room;
    }
  return true;
}

// The walls between two rooms: sealed (`@`), open (a space) or not.
void read_walls(const BlockSheet& sheet, BlockGrid& grid) {
  const Mask& mask = grid.mask;
  SealedWalls& sealed = grid.sealed;
  const std::size_t cells = mask.rooms.size();
  sealed.east.assign(cells, false);
  sealed.south.assign(cells, false);
  grid.open_east.assign(cells, false);
  grid.open_south.assign(cells, false);
  bool any_sealed = false;
  for (std::uint32_t y = 0; y < mask.height; ++y)
    for (std::uint32_t x = 0; x < mask.width; ++x) {
      const std::size_t i = std::size_t{y} * mask.width + x;
      if (!mask.rooms[i]) continue;
      if (x + 1 < mask.width && mask.rooms[i + 1]) {
        const char c = sheet.at(2 * x + 2, 2 * y + 1);
        sealed.east[i] = c == '@';
        grid.open_east[i] = c == ' ';
      }
      if (y + 1 < mask.height && mask.rooms[i + mask.width]) {
        const char c = sheet.at(2 * x + 1, 2 * y + 2);
        sealed.south[i] = c == '@';
        grid.open_south[i] = c == ' ';
      }
      any_sealed = any_sealed || sealed.east[i] || sealed.south[i];
    }
  if (!any_sealed) {  // no sealed walls: the plain mask's fast paths
    sealed.east.clear();
    sealed.south.clear();
  }
}

// The first room in scan order that walls nothing opens keep from the
// first room, as a cell index; nullopt when every room is reachable.
std::optional<std::size_t> walled_off_room(const Mask& mask,
                                           const SealedWalls& walls) {
  const std::size_t w = mask.width;
  const auto first = std::find(mask.rooms.begin(), mask.rooms.end(), true);
  std::vector<bool> seen(mask.rooms.size(), false);
  std::vector<std::size_t> stack{
      static_cast<std::size_t>(first - mask.rooms.begin())};
  seen[stack.back()] = true;
  const auto sealed = [](const std::vector<bool>& side, std::size_t i) {
    return !side.empty() && side[i];
  };
  const auto reach = [&](std::size_t i, bool joined) {
    if (!joined || !mask.rooms[i] || seen[i]) return;
    seen[i] = true;
    stack.push_back(i);
  };
  while (!stack.empty()) {
    const std::size_t i = stack.back(), x = i % w;
    stack.pop_back();
    if (x + 1 < w) reach(i + 1, !sealed(walls.east, i));
    if (x > 0) reach(i - 1, !sealed(walls.east, i - 1));
    if (i + w < mask.rooms.size()) reach(i + w, !sealed(walls.south, i));
    if (i >= w) reach(i - w, !sealed(walls.south, i - w));
  }
  for (std::size_t i = 0; i < mask.rooms.size(); ++i)
    if (mask.rooms[i] && !seen[i]) return i;
  return std::nullopt;
}

}  // namespace

std::optional<BlockGrid> parse_blocks(std::string_view text,
                                      const std::string& name,
                                      std::string* error) {
  const std::string file = base::escaped(name);
  const auto lines = block_lines(text, file, error);
  if (!lines) return std::nullopt;
  std::size_t width = 0;
  for (std::string_view line : *lines) width = std::max(width, line.size());
  if (width < 3 || lines->size() < 3) {
    *error = fmt::format(
        "{}: no rooms: a room needs an outline of @ around it (room [x,y] "
        "is block [2x+1,2y+1])",
        file);
    return std::nullopt;
  }
  const BlockSheet sheet(*lines, width);
  BlockGrid grid;
  if (!read_rooms(sheet, file, grid, error)) return std::nullopt;
  const bool no_rooms =
      std::find(grid.mask.rooms.begin(), grid.mask.rooms.end(), true) ==
      grid.mask.rooms.end();
  if (const auto leak = sheet.find_leak(no_rooms)) {
    *error = fmt::format(
        "{}:{}: the outline is open at column {}: the outside gets in (close "
        "it with @; I and O mark the entrance and exit)",
        file, leak->y + 1, leak->x + 1);
    return std::nullopt;
  }
  if (no_rooms) {
    *error = fmt::format(
        "{}: no rooms inside the outline (room [x,y] is block [2x+1,2y+1])",
        file);
    return std::nullopt;
  }
  read_walls(sheet, grid);
  if (const auto stray = walled_off_room(grid.mask, grid.sealed)) {
    const std::size_t x = *stray % grid.mask.width,
                      y = *stray / grid.mask.width;
    *error = fmt::format(
        "{}:{}: the room in column {} is walled off from the others (a maze "
        "must reach every room)",
        file, 2 * y + 2, 2 * x + 2);
    return std::nullopt;
  }
  return grid;
}

std::optional<BlockGrid> read_block_file(const std::string& path,
                                         std::string* error) {
  const auto text =
      base::read_data_file(path, "block file", kMaxBlockFileBytes, error);
  if (!text) return std::nullopt;
  return parse_blocks(*text, path, error);
}

Maze drawn_maze(const BlockGrid& grid,
                std::shared_ptr<const Topology> topology) {
  Maze maze(std::move(topology));
  const Topology& t = maze.topology();
  for (RoomId room = 0; room < grid.open_east.size(); ++room) {
    if (grid.open_east[room]) maze.open(t.grid_edge(room, Direction::East));
    if (grid.open_south[room]) maze.open(t.grid_edge(room, Direction::South));
  }
  if (grid.entrance) maze.entrance = *grid.entrance;
  if (grid.exit) maze.exit = *grid.exit;
  return maze;
}

}  // namespace wumpus::maze
