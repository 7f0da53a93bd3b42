// What `wumpus mod check` tries beyond the agent's games: every verb the
// mods add, a save, and a save loaded again (with the rules loaded
// afresh, as a resumed game has them), which must play on exactly as the
// game never interrupted does.
#pragma once

#include "game/settings/settings.hpp"
#include "game_api/command.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace wumpus::app {

// Runs each verb the mods add once, in a fresh game of `settings`; a line
// per verb whose hook failed ("verb 'pray': webs/webs.lua:3: in pray:
// ..."). False with *error when the game does not start.
bool probe_verbs(const game::Settings& settings,
                 std::vector<std::string>* failures, std::string* error);

// Plays `commands` in a game of `settings` twice: through, and saved to
// `save_path` and loaded again after the first `at` of them. A line
// saying what went wrong (the save refused, the load refused, the first
// command after the load whose outcome differs); "" when the two agree.
std::string probe_resume(const game::Settings& settings,
                         const std::vector<game_api::Command>& commands,
                         std::size_t at, const std::string& save_path);

}  // namespace wumpus::app
