#include "maze/files/mask_file.hpp"

#include "base/data_file.hpp"
#include "base/escaped.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <vector>

namespace wumpus::maze {
namespace {

bool is_room_char(char c) {
  return c == 'X' || c == '#' || c == '*';
}
bool is_hole_char(char c) {
  return c == '.' || c == ' ';
}

}  // namespace

std::optional<std::pair<std::uint32_t, std::uint32_t>> disconnected_room(
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

std::optional<Mask> parse_mask(std::string_view text, const std::string& name,
                               std::string* error) {
  const std::string file = base::escaped(name);
  // First pass: check every line and find the size, remembering the file
  // line of each row for messages.
  std::vector<int> row_lines;
  std::size_t width = 0, height = 0, rows = 0;
  int line = 0;
  for (std::string_view rest = text; !rest.empty();) {
    const std::string_view row = base::next_line(rest);
    ++line;
    if (row.size() > static_cast<std::size_t>(kMaxSide)) {
      *error = fmt::format(
          "{}:{}: the line is longer than {} characters (a mask is at most "
          "{} rooms wide)",
          file, line, kMaxSide, kMaxSide);
      return std::nullopt;
    }
    if (!row.empty() && row.front() == ';') continue;
    std::size_t extent = 0;  // trailing holes only pad
    for (std::size_t i = 0; i < row.size(); ++i) {
      if (is_room_char(row[i])) {
        extent = i + 1;
      } else if (!is_hole_char(row[i])) {
        *error = fmt::format(
            "{}:{}: bad character '{}' in column {} (rooms are X, # or *; "
            "holes are . or space)",
            file, line, base::escaped(row.substr(i, 1)), i + 1);
        return std::nullopt;
      }
    }
    if (++rows <= static_cast<std::size_t>(kMaxSide)) row_lines.push_back(line);
    if (extent == 0) continue;
    if (rows > static_cast<std::size_t>(kMaxSide)) {
      *error = fmt::format("{}:{}: the mask is taller than {} rows", file, line,
                           kMaxSide);
      return std::nullopt;
    }
    width = std::max(width, extent);
    height = rows;
  }
  if (width == 0) {
    *error =
        fmt::format("{}: the mask has no rooms (rooms are X, # or *)", file);
    return std::nullopt;
  }
  Mask mask;
  mask.width = static_cast<std::uint32_t>(width);
  mask.height = static_cast<std::uint32_t>(height);
  mask.rooms.assign(width * height, false);
  std::size_t y = 0;
  for (std::string_view rest = text; !rest.empty() && y < height;) {
    const std::string_view row = base::next_line(rest);
    if (!row.empty() && row.front() == ';') continue;
    for (std::size_t x = 0; x < row.size() && x < width; ++x)
      mask.rooms[y * width + x] = is_room_char(row[x]);
    ++y;
  }
  if (const auto stray = disconnected_room(mask)) {
    *error = fmt::format(
        "{}:{}: the room in column {} is not connected to the others "
        "(a maze must reach every room)",
        file, row_lines[stray->second], stray->first + 1);
    return std::nullopt;
  }
  return mask;
}

std::optional<Mask> read_mask_file(const std::string& path,
                                   std::string* error) {
  const auto text =
      base::read_data_file(path, "mask file", kMaxMaskFileBytes, error);
  if (!text) return std::nullopt;
  return parse_mask(*text, path, error);
}

}  // namespace wumpus::maze
