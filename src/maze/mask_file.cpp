#include "maze/mask_file.hpp"

#include "maze/data_file.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <vector>

namespace wumpus::maze {
namespace {

// One row of the mask and the file line it came from, for messages.
struct Row {
  std::string cells;  // true rooms as 'X', holes as '.'
  int line = 0;
};

bool is_room_char(char c) {
  return c == 'X' || c == '#' || c == '*';
}
bool is_hole_char(char c) {
  return c == '.' || c == ' ';
}

// Finds a room that the flood fill from the first room did not reach.
std::optional<std::pair<std::uint32_t, std::uint32_t>> unreachable_room(
    const Mask& mask) {
  const std::uint32_t w = mask.width, h = mask.height;
  const auto first = std::find(mask.rooms.begin(), mask.rooms.end(), true);
  std::vector<bool> seen(mask.rooms.size(), false);
  std::vector<std::uint32_t> stack{
      static_cast<std::uint32_t>(first - mask.rooms.begin())};
  seen[stack.back()] = true;
  while (!stack.empty()) {
    const std::uint32_t cell = stack.back();
    stack.pop_back();
    const std::uint32_t x = cell % w, y = cell / w;
    const auto visit = [&](std::uint32_t next) {
      if (mask.rooms[next] && !seen[next]) {
        seen[next] = true;
        stack.push_back(next);
      }
    };
    if (x > 0) visit(cell - 1);
    if (x + 1 < w) visit(cell + 1);
    if (y > 0) visit(cell - w);
    if (y + 1 < h) visit(cell + w);
  }
  for (std::uint32_t i = 0; i < mask.rooms.size(); ++i)
    if (mask.rooms[i] && !seen[i]) return std::pair{i % w, i / w};
  return std::nullopt;
}

}  // namespace

std::optional<Mask> parse_mask(std::istream& in, const std::string& name,
                               std::string* error) {
  std::vector<Row> rows;
  std::string text;
  int line = 0;
  std::size_t width = 0;
  while (std::getline(in, text)) {
    ++line;
    if (!text.empty() && text.back() == '\r') text.pop_back();
    if (!text.empty() && text.front() == ';') continue;
    Row row{std::string(text.size(), '.'), line};
    for (std::size_t i = 0; i < text.size(); ++i) {
      if (is_room_char(text[i])) {
        row.cells[i] = 'X';
      } else if (!is_hole_char(text[i])) {
        *error = fmt::format(
            "{}:{}: bad character '{}' in column {} (rooms are X, # or *; "
            "holes are . or space)",
            name, line, text[i], i + 1);
        return std::nullopt;
      }
    }
    // Trailing holes only pad; the width is set by the rightmost room.
    const auto last = row.cells.find_last_of('X');
    row.cells.resize(last == std::string::npos ? 0 : last + 1);
    width = std::max(width, row.cells.size());
    rows.push_back(std::move(row));
  }
  if (in.bad()) {
    *error = fmt::format("{}: read error", name);
    return std::nullopt;
  }
  while (!rows.empty() && rows.back().cells.empty()) rows.pop_back();
  if (width == 0) {
    *error =
        fmt::format("{}: the mask has no rooms (rooms are X, # or *)", name);
    return std::nullopt;
  }
  if (width > 0xffffu || rows.size() > 0xffffu) {
    *error = fmt::format("{}: the mask is too large ({}x{})", name, width,
                         rows.size());
    return std::nullopt;
  }
  Mask mask;
  mask.width = static_cast<std::uint32_t>(width);
  mask.height = static_cast<std::uint32_t>(rows.size());
  mask.rooms.assign(width * rows.size(), false);
  for (std::size_t y = 0; y < rows.size(); ++y)
    for (std::size_t x = 0; x < rows[y].cells.size(); ++x)
      mask.rooms[y * width + x] = rows[y].cells[x] == 'X';
  if (const auto stray = unreachable_room(mask)) {
    *error = fmt::format(
        "{}:{}: the room in column {} is not connected to the others "
        "(a maze must reach every room)",
        name, rows[stray->second].line, stray->first + 1);
    return std::nullopt;
  }
  return mask;
}

std::optional<Mask> read_mask_file(const std::string& path,
                                   std::string* error) {
  std::ifstream in;
  if (!open_data_file(path, "mask file", in, error)) return std::nullopt;
  return parse_mask(in, path, error);
}

}  // namespace wumpus::maze
