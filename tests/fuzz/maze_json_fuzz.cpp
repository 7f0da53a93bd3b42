// Maze JSON (maze/files/json_file.hpp), as `wumpus maze --load` reads it.
#include "maze/files/json_file.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  std::string error;
  wumpus::maze::parse_maze_json(
      std::string_view(reinterpret_cast<const char*>(data), size), "fuzz",
      &error);
  return 0;
}
