// Each subcommand of the `wumpus` binary registers its options on the root
// CLI11 app and leaves the action to run once parsing has succeeded.
#pragma once

#include "app/cli_fwd.hpp"

#include <functional>

namespace wumpus::app {

// Exit statuses shared by every subcommand.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;
inline constexpr int kExitUsage = 2;

using Action = std::function<int()>;

void add_maze_command(CLI::App& root, Action& action);
void add_play_command(CLI::App& root, Action& action);
void add_serve_command(CLI::App& root, Action& action);
void add_connect_command(CLI::App& root, Action& action);
void add_admin_command(CLI::App& root, Action& action);
// The admin subcommands that ask a running server (admin_server_command).
void add_admin_server_commands(CLI::App* admin, Action& action);
void add_replay_command(CLI::App& root, Action& action);
void add_agent_command(CLI::App& root, Action& action);
void add_solve_command(CLI::App& root, Action& action);
void add_mod_command(CLI::App& root, Action& action);
// `wumpus mod list` (mod_list_command.cpp), under the `mod` command.
void add_mod_list_command(CLI::App* mod, Action& action);
void add_scores_command(CLI::App& root, Action& action);

// `wumpus` with no arguments: the terminal game, from its start menu.
int run_default_game();

}  // namespace wumpus::app
