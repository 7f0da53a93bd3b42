// A seat at a table in the same process: single-player (the terminal
// game, headless play, the agent's batches) and tests.
#pragma once

#include "game/table/table.hpp"
#include "game_api/table_link.hpp"

#include <memory>
#include <string>

namespace wumpus::game {

class LocalLink : public game_api::TableLink {
 public:
  // `suspend_path`: where suspend() saves ("" refuses).
  LocalLink(std::shared_ptr<Table> table, game_api::PlayerId player,
            std::string suspend_path = "");

  void send(std::string_view line) override;
  void send(const game_api::Input& input) override;
  bool update() override;
  const game_api::PlayerView& view() const override { return view_; }
  int wait_ms() const override;
  bool suspend(std::string* error) override;

  Table& table() { return *table_; }
  game_api::PlayerId player() const { return player_; }

 private:
  std::shared_ptr<Table> table_;
  game_api::PlayerId player_;
  std::string suspend_path_;
  game_api::PlayerView view_;
  std::uint64_t seen_version_ = 0;
};

// A table for one player with a fresh or loaded game, and that player's
// link: what every single-player front end starts from.
std::unique_ptr<LocalLink> seat_alone(std::unique_ptr<Game> game,
                                      const std::string& player,
                                      TableOptions options,
                                      std::string suspend_path = "");

}  // namespace wumpus::game
