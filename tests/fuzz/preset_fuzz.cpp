// Preset files (game/settings/settings.hpp): parsed, then checked as a game
// would.
#include "game/settings/settings.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  wumpus::game::Settings settings;
  std::string error;
  if (wumpus::game::parse_preset(
          std::string_view(reinterpret_cast<const char*>(data), size), "fuzz",
          &settings, &error))
    wumpus::game::validate_settings(settings, &error);
  return 0;
}
