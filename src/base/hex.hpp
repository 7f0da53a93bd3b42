// 64-bit values as the files the game writes spell them: 16 lowercase
// hex digits (hashes, fingerprints, journal ids, tokens).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace wumpus::base {

std::string hex64(std::uint64_t value);
// Exactly 16 hex digits, or nothing.
std::optional<std::uint64_t> parse_hex64(std::string_view text);

}  // namespace wumpus::base
