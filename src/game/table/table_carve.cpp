// Table: a `new` cave carved elsewhere (TableOptions::carve). The world
// waits while it is carved: what the players would do meanwhile would
// happen in a cave about to be replaced, and its random stream, which
// draws the new cave's seed, must still draw the one carved.
#include "game/table/table.hpp"

namespace wumpus::game {

void Table::start_carving(game_api::PlayerId player, const std::string& size) {
  carving_ = Carving{player, size, game_->new_cave_settings(size)};
  post_all("info", "A new cave is being carved; wait a moment.");
  options_.carve(carving_->settings);
}

void Table::carved(std::optional<World> world, const std::string& error) {
  if (!carving_) return;
  Carving done = std::move(*carving_);
  carving_.reset();
  ++version_;
  if (!world) {
    post_all("error", "No new cave: " + error);
    return;
  }
  if (game_->new_cave_settings(done.size).seed != done.settings.seed)
    return start_carving(done.by, done.size);
  std::string failure;
  if (!game_->start_new(done.by, done.size,
                        Game::CarvedCave{done.settings, std::move(*world)},
                        &failure)) {
    post_all("error", "No new cave: " + failure);
    return;
  }
  first_round();
}

void Table::first_round() {
  acted_.clear();
  round_started_.reset();
  round_ = 1;
}

}  // namespace wumpus::game
