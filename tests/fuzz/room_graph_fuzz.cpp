// Room graph files (maze/files/room_graph_file.hpp), as `--graph` reads them.
#include "maze/files/room_graph_file.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  std::string error;
  wumpus::maze::parse_room_graph(
      std::string_view(reinterpret_cast<const char*>(data), size), "fuzz",
      &error);
  return 0;
}
