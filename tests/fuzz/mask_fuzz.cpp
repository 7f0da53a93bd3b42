// Mask files (maze/files/mask_file.hpp), as `wumpus maze --mask` and games read
// them.
#include "maze/files/mask_file.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  std::string error;
  wumpus::maze::parse_mask(
      std::string_view(reinterpret_cast<const char*>(data), size), "fuzz",
      &error);
  return 0;
}
