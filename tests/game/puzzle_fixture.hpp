// The settings of a shipped puzzle preset (data/presets), for the tests
// of puzzle caves and their grades.
#pragma once

#include "game/settings/settings.hpp"

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>

namespace wumpus::game::testing {

inline Settings puzzle_preset(std::uint64_t seed,
                              const std::string& preset = "puzzle") {
  Settings settings;
  std::string error;
  const bool read = apply_preset(
      WUMPUS_SOURCE_DIR "/data/presets/" + preset + ".json", &settings, &error);
  INFO(error);
  REQUIRE(read);
  settings.preset = preset;
  settings.seed = seed;
  return settings;
}

}  // namespace wumpus::game::testing
