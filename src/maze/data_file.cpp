#include "maze/data_file.hpp"

#include <fmt/core.h>

#include <filesystem>

namespace wumpus::maze {

bool open_data_file(const std::string& path, std::string_view what,
                    std::ifstream& in, std::string* error) {
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored)) {
    *error = fmt::format("{}: is a directory, not a {}", path, what);
    return false;
  }
  in.open(path);
  if (!in) {
    *error = fmt::format("{}: cannot open the {}", path, what);
    return false;
  }
  return true;
}

}  // namespace wumpus::maze
