#include "game/table/local_link.hpp"

#include <algorithm>

namespace wumpus::game {

LocalLink::LocalLink(std::shared_ptr<Table> table, game_api::PlayerId player,
                     std::string suspend_path)
    : table_(std::move(table)),
      player_(player),
      suspend_path_(std::move(suspend_path)) {
  update();
}

void LocalLink::send(std::string_view line) {
  table_->submit(player_, line, Clock::now());
  update();
}

void LocalLink::send(const game_api::Input& input) {
  table_->submit(player_, input, Clock::now());
  update();
}

bool LocalLink::update() {
  table_->advance(Clock::now());
  if (table_->version() == seen_version_) return false;
  seen_version_ = table_->version();
  table_->view_into(player_, view_);
  return true;
}

int LocalLink::wait_ms() const {
  const auto deadline = table_->next_deadline();
  if (!deadline) return -1;
  const auto left =
      std::chrono::ceil<std::chrono::milliseconds>(*deadline - Clock::now());
  return static_cast<int>(std::max<long long>(0, left.count()));
}

bool LocalLink::suspend(std::string* error) {
  if (suspend_path_.empty()) {
    *error = "there is nowhere to save this game";
    return false;
  }
  return table_->save(suspend_path_, error);
}

std::unique_ptr<LocalLink> seat_alone(std::unique_ptr<Game> game,
                                      const std::string& player,
                                      TableOptions options,
                                      std::string suspend_path) {
  // A loaded game continues with its first player.
  const auto players = game->players();
  const std::string name =
      players.empty() ? player : game->world().player(players.front())->name;
  auto table = std::make_shared<Table>(std::move(game), std::move(options));
  std::string error;
  const auto seat = table->sit(name, Clock::now(), &error);
  return std::make_unique<LocalLink>(table, *seat, std::move(suspend_path));
}

}  // namespace wumpus::game
