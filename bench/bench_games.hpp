// Games for the benchmarks: the shipped Lua rules (loaded once, shared by
// the benchmarks of one thread) and a fresh game of a shipped preset.
#pragma once

#include "game/game.hpp"

#include <cstdint>
#include <memory>
#include <string>

namespace wumpus::bench {

std::shared_ptr<game::Rules> lua_rules();

// A game of data/presets/<preset>.json with this seed; throws on error.
std::unique_ptr<game::Game> preset_game(const std::string& preset,
                                        std::uint64_t seed);

}  // namespace wumpus::bench
