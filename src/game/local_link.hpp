// A seat at a table in the same process: single-player (the terminal
// game, headless play, the agent's batches) and tests.
#pragma once

#include "game/api.hpp"
#include "game/table.hpp"
#include "game_api/table_link.hpp"

#include <memory>
#include <string>

namespace wumpus::game {

class LocalLink : public TableLink {
 public:
  // `suspend_path`: where suspend() saves ("" refuses).
  LocalLink(std::shared_ptr<Table> table, PlayerId player,
            std::string suspend_path = "");

  void send(std::string_view line) override;
  void send(const Input& input) override;
  bool update() override;
  const PlayerView& view() const override { return view_; }
  int wait_ms() const override;
  bool suspend(std::string* error) override;

  Table& table() { return *table_; }
  PlayerId player() const { return player_; }

 private:
  std::shared_ptr<Table> table_;
  PlayerId player_;
  std::string suspend_path_;
  PlayerView view_;
  std::uint64_t seen_version_ = 0;
};

// A table for one player with a fresh or loaded game, and that player's
// link: what every single-player front end starts from.
std::unique_ptr<LocalLink> seat_alone(std::unique_ptr<Game> game,
                                      const std::string& player,
                                      TableOptions options,
                                      std::string suspend_path = "");

}  // namespace wumpus::game
