// Opening the text data files mazes are read from (masks, room graphs),
// with one-line errors that name the file.
#pragma once

#include <fstream>
#include <string>
#include <string_view>

namespace wumpus::maze {

// Opens `path` into `in`; on failure returns false and sets `*error` to
// "<path>: cannot open the <what>" (or says it is a directory).
bool open_data_file(const std::string& path, std::string_view what,
                    std::ifstream& in, std::string* error);

}  // namespace wumpus::maze
