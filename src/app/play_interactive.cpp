// The interactive branch of `wumpus play` until the terminal UI takes it
// over: it says so and fails, rather than pretending to play.
#include "app/commands.hpp"
#include "app/play_options.hpp"

#include <fmt/core.h>

namespace wumpus::app {

int run_interactive(const PlayOptions&) {
  fmt::print(stderr,
             "wumpus play: the terminal game is not built yet; "
             "use wumpus play --headless\n");
  return kExitFailure;
}

}  // namespace wumpus::app
