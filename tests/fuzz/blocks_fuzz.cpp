// Block grids (maze/files/block_file.hpp), as `wumpus maze --blocks` reads
// them.
#include "maze/files/block_file.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  std::string error;
  wumpus::maze::parse_blocks(
      std::string_view(reinterpret_cast<const char*>(data), size), "fuzz",
      &error);
  return 0;
}
