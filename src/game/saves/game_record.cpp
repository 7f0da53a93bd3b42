#include "game/saves/game_record.hpp"

#include <algorithm>
#include <random>

namespace wumpus::game {

namespace {

std::size_t journal_bytes(const LogEntry& entry) {
  return entry.text.size() + GameRecord::kEntryOverhead;
}

// Unique in practice, never 0: a journal file left by another run, or by
// another game's journal, is never taken for this one's.
std::uint64_t new_journal_id() {
  thread_local std::mt19937_64 random{std::random_device{}()};
  std::uint64_t id = 0;
  while (id == 0) id = random();
  return id;
}

}  // namespace

GameRecord::GameRecord(const Settings& settings) : id_(new_journal_id()) {
  checkpoint_.settings = settings;
}

void GameRecord::add(LogEntry entry, const Settings& settings,
                     const World& world, const World& initial) {
  if (bytes_ + journal_bytes(entry) > kJournalBytes) {
    const std::uint64_t entries = forgotten_ + log_.size();
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
  forgotten_ = 0;
  id_ = new_journal_id();
  bytes_ = 0;
}

void GameRecord::restore(Checkpoint checkpoint, std::vector<LogEntry> log,
                         std::uint64_t id) {
  checkpoint_ = std::move(checkpoint);
  log_ = std::move(log);
  forgotten_ = 0;
  id_ = id != 0 ? id : new_journal_id();
  bytes_ = 0;
  for (const LogEntry& entry : log_) bytes_ += journal_bytes(entry);
}

void GameRecord::forget(std::uint64_t id, std::uint64_t count) {
  if (id != id_ || count <= forgotten_) return;
  const auto drop = std::min<std::uint64_t>(count - forgotten_, log_.size());
  log_.erase(log_.begin(), log_.begin() + static_cast<std::ptrdiff_t>(drop));
  forgotten_ += drop;
}

}  // namespace wumpus::game
