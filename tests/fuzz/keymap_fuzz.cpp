// Keymap files (ui/play/keymap.hpp): the shipped one and the player's own.
#include "ui/play/keymap.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  wumpus::ui::Keymap keymap;
  std::vector<std::string> errors;
  keymap.parse(std::string_view(reinterpret_cast<const char*>(data), size),
               "fuzz", &errors);
  return 0;
}
