#include "game/saves/journal_resume.hpp"

#include "game/saves/world_json.hpp"
#include "game_api/command.hpp"

#include <string>

namespace wumpus::game {
namespace {

// The game as the journal's checkpoint had it, under `rules`.
std::unique_ptr<Game> game_at_journal_start(const Checkpoint& checkpoint,
                                            std::shared_ptr<Rules> rules,
                                            std::string* error) {
  rules->stop_mods(checkpoint.stopped_mods);
  if (!checkpoint.world) return Game::create(checkpoint.settings, rules, error);
  auto game =
      std::make_unique<Game>(checkpoint.settings, rules, *checkpoint.world);
  return game;
}

}  // namespace

// The game `record`'s journal gives under `rules`, whose Lua state is
// fresh; null with *error when its start cannot be laid out again.
std::unique_ptr<Game> JournalResume::replay_journal(
    const Game& game, const std::shared_ptr<Rules>& rules, std::string* error) {
  const GameRecord& record = game.record_;
  const Game::JournalReader& reader = game.journal_reader_;
  std::vector<LogEntry> forgotten;
  if (record.forgotten() > 0 &&
      (!reader ||
       !reader(record.id(), record.forgotten(), &forgotten, error))) {
    if (!reader) *error = "its first entries are in a file out of reach";
    return nullptr;
  }
  rules->set_replaying(true);
  const Checkpoint& checkpoint = record.checkpoint();
  auto again = game_at_journal_start(checkpoint, rules, error);
  if (again) {
    again->replaying_journal_ = true;
    if (checkpoint.world) {
      again->initial_ = checkpoint.initial.value_or(*checkpoint.world);
      for (const game_api::PlayerId id : again->players()) again->streams_[id];
    }
    for (const LogEntry& entry : forgotten) replay(*again, entry);
    for (const LogEntry& entry : record.log()) replay(*again, entry);
  }
  rules->set_replaying(false);
  return again;
}

void JournalResume::resume(Game& game, const SavedJournal& saved,
                           const Game::RulesFor& rules_for) {
  std::string why_not = saved.unusable.value_or("");
  if (!saved.unusable) {
    std::string error;
    const auto again = replay_journal(game, game.rules_, &error);
    if (!again)
      why_not = "its journal did not replay: " + error;
    else if (world_to_json(again->world_) != *saved.world ||
             world_to_json(again->initial_) != *saved.initial)
      why_not =
          "its journal replayed to another world than the one saved (a mod "
          "read something outside the game, such as game.stored)";
    else
      return;  // the rules' Lua state is the saved game's
    // The replay ran the rules: the snapshot needs them afresh.
    std::string ignored;
    std::shared_ptr<Rules> fresh = game.rules_->reload(&ignored);
    if (!fresh) fresh = rules_for(game.settings_, &ignored);
    if (fresh) game.rules_ = std::move(fresh);
  }
  game.rules_->stop_mods(saved.stopped_mods);
  game.record_.restart_at(game.settings_, game.world_, game.initial_,
                          game.rules_->stopped_mods());
  if (why_not.empty()) return;
  game.resume_warning_ =
      "This game goes on from its snapshot, not replayed from its start: " +
      why_not + ". What mods keep in Lua starts afresh.";
  game.world_.message_all("error", game.resume_warning_);
  game.deliver();
}

void JournalResume::rebuild(Game& game) {
  if (game.replaying_journal_ || !game.record_.checkpoint().fresh) return;
  std::string ignored;
  std::shared_ptr<Rules> fresh = game.rules_->reload(&ignored);
  if (!fresh || fresh->fingerprint() != game.rules_->fingerprint()) return;
  const auto again = replay_journal(game, fresh, &ignored);
  if (again && world_to_json(again->world_) == world_to_json(game.world_))
    game.rules_ = std::move(fresh);
}

void replay(Game& game, const LogEntry& entry) {
  // A failed entry's effects were undone, all but a joining player.
  if (entry.failed) {
    game.rules_->stop_mods(entry.stopped_mods);
    if (entry.kind == LogEntry::Kind::Join) game.join(entry.text, false);
    return;
  }
  std::string ignored;
  switch (entry.kind) {
    case LogEntry::Kind::Join:
      game.add_player(entry.text);
      return;
    case LogEntry::Kind::Tick:
      game.tick(entry.text);
      return;
    case LogEntry::Kind::Restart:
      game.restart(entry.player, &ignored);
      return;
    case LogEntry::Kind::New:
      game.start_new(entry.player, entry.text, &ignored);
      return;
    case LogEntry::Kind::Say:
      game.chat(entry.text);
      return;
    case LogEntry::Kind::Advised:
      game.mark_advised(entry.player);
      return;
    case LogEntry::Kind::Leave:
      game.leave(entry.player, entry.text);
      return;
    case LogEntry::Kind::Line:
      if (const auto command = parse_command(entry.text, nullptr, game.verbs()))
        game.act(entry.player, *command, entry.ticked);
      else
        game.apply_line(entry.player, entry.text);
      return;
  }
}

}  // namespace wumpus::game
