// Text mask files: which cells of a grid are rooms, drawn as characters.
// `X`, `#` or `*` is a room, `.` or a space a hole; lines starting with `;`
// are comments; short lines are padded with holes. The rooms must all be
// connected, since a maze must reach every room.
#pragma once

#include "maze/topology.hpp"

#include <istream>
#include <optional>
#include <string>

namespace wumpus::maze {

// Reads the mask file at `path`; on failure returns nullopt and sets
// `*error` to one line naming the file (and the line where it applies).
std::optional<Mask> read_mask_file(const std::string& path, std::string* error);

// The same from a stream; `name` is what error messages call it.
std::optional<Mask> parse_mask(std::istream& in, const std::string& name,
                               std::string* error);

}  // namespace wumpus::maze
