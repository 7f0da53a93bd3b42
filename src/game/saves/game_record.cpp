#include "game/saves/game_record.hpp"

namespace wumpus::game {

void GameRecord::add(LogEntry entry, const Settings& settings,
                     const World& world, const World& initial) {
  if (log_.size() >= kCheckpointEvery) restart_at(settings, world, initial);
  if (recorder_) recorder_(entry);
  log_.push_back(std::move(entry));
}

void GameRecord::restart_at(const Settings& settings, const World& world,
                            const World& initial) {
  checkpoint_ = {settings, world, initial};
  log_.clear();
}

void GameRecord::restore(Checkpoint checkpoint, std::vector<LogEntry> log) {
  checkpoint_ = std::move(checkpoint);
  log_ = std::move(log);
}

}  // namespace wumpus::game
