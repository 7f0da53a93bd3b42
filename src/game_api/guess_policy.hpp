// A preset's guess policy: whether a game may need a guess, or every game
// is solvable by deduction alone (proven at generation, see
// inference/puzzle_checker.hpp). Presets, saves, views, the wire and the
// score tables write it as a word; everything else switches on the enum.
#pragma once

#include <optional>
#include <string_view>

namespace wumpus::game_api {

enum class GuessPolicy { Guess, Deduce };

// "guess" or "deduce".
inline const char* guess_policy_name(GuessPolicy policy) {
  return policy == GuessPolicy::Deduce ? "deduce" : "guess";
}

inline std::optional<GuessPolicy> guess_policy_from_name(
    std::string_view name) {
  if (name == "guess") return GuessPolicy::Guess;
  if (name == "deduce") return GuessPolicy::Deduce;
  return std::nullopt;
}

}  // namespace wumpus::game_api
