#include "game/saves/game_record.hpp"

namespace wumpus::game {

namespace {

std::size_t journal_bytes(const LogEntry& entry) {
  return entry.text.size() + GameRecord::kEntryOverhead;
}

}  // namespace

void GameRecord::add(LogEntry entry, const Settings& settings,
                     const World& world, const World& initial) {
  if (bytes_ + journal_bytes(entry) > kJournalBytes) {
    const std::size_t entries = log_.size();
    restart_at(settings, world, initial);
    checkpoint_.fresh = false;
    checkpoint_.outgrown = "its journal outgrew its bound of " +
                           std::to_string(kJournalBytes >> 20) + " MiB after " +
                           std::to_string(entries) + " entries, on turn " +
                           std::to_string(world.turn());
  }
  if (recorder_) recorder_(entry);
  bytes_ += journal_bytes(entry);
  log_.push_back(std::move(entry));
}

void GameRecord::restart_at(const Settings& settings, const World& world,
                            const World& initial,
                            std::vector<std::string> stopped_mods) {
  checkpoint_ = {settings, world, initial, std::move(stopped_mods), true, ""};
  log_.clear();
  bytes_ = 0;
}

void GameRecord::restore(Checkpoint checkpoint, std::vector<LogEntry> log) {
  checkpoint_ = std::move(checkpoint);
  log_ = std::move(log);
  bytes_ = 0;
  for (const LogEntry& entry : log_) bytes_ += journal_bytes(entry);
}

}  // namespace wumpus::game
