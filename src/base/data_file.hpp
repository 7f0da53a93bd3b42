// Reading the text files mazes and games are made from (masks, room
// graphs, keymaps, presets, saves): regular files only, so a FIFO cannot
// block the reader and a device cannot feed it forever; bounded in bytes;
// one-line errors that name the file.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace wumpus::base {

// The whole of the file at `path`, or nullopt with `*error` set to
// "<path>: <why>", where `what` names the kind of file ("mask file").
std::optional<std::string> read_data_file(const std::string& path,
                                          std::string_view what,
                                          std::size_t max_bytes,
                                          std::string* error);

// Removes the first line from `rest` and returns it without its "\n" or
// "\r\n". Call while `rest` is not empty.
std::string_view next_line(std::string_view& rest);

}  // namespace wumpus::base
