// The engine speaks the front ends' language (game_api: views, commands,
// the kinds' names) as its own. Within wumpus::game those names need no
// prefix, and code that sees the engine (the Lua host, the server, the
// app, tests) may call them game::PlayerView as well. Front ends see
// game_api alone, by its own name.
#pragma once

namespace wumpus::game_api {}

namespace wumpus::game {
using namespace wumpus::game_api;
}  // namespace wumpus::game
