// Text mask files: which cells of a grid are rooms, drawn as characters.
// `X`, `#` or `*` is a room, `.` or a space a hole; lines starting with `;`
// are comments; short lines are padded with holes. The rooms must all be
// connected, since a maze must reach every room.
#pragma once

#include "maze/limits.hpp"
#include "maze/topology.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace wumpus::maze {

// The largest mask file read: the largest mask (kMaxSide rooms a side,
// "\r\n" line ends), with a mebibyte to spare for comments. A line may be
// at most kMaxSide characters, comments included.
inline constexpr std::size_t kMaxMaskFileBytes =
    (kMaxSide + 2) * kMaxSide + (std::size_t{1} << 20);

// A room [x,y] that the flood fill from the first room does not reach, or
// nullopt when the mask's rooms are connected (it must have one).
std::optional<std::pair<std::uint32_t, std::uint32_t>> disconnected_room(
    const Mask& mask);

// Reads the mask file at `path`; on failure returns nullopt and sets
// `*error` to one line naming the file (and the line where it applies).
std::optional<Mask> read_mask_file(const std::string& path, std::string* error);

// The same from the file's text; `name` is what error messages call it.
std::optional<Mask> parse_mask(std::string_view text, const std::string& name,
                               std::string* error);

}  // namespace wumpus::maze
