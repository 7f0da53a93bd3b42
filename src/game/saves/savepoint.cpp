#include "game/saves/savepoint.hpp"

#include <cassert>
#include <set>
#include <utility>

namespace wumpus::game {
namespace {

// The players without their knowledge (moved aside and back: maps move
// without allocating).
std::map<game_api::PlayerId, Player> players_without_knowledge(
    std::map<game_api::PlayerId, Player>& players) {
  std::map<game_api::PlayerId, Player> copy;
  for (auto& [id, player] : players) {
    auto knowledge = std::move(player.knowledge);
    player.knowledge.clear();
    copy.emplace_hint(copy.end(), id, player);
    player.knowledge = std::move(knowledge);
  }
  return copy;
}

// What others see of a player besides where they stand and face: their
// name and state in sight, their seat at the table, the team's gold.
bool seen_otherwise(const Player& now, const Player& before) {
  return now.name != before.name || now.alive != before.alive ||
         now.won != before.won || now.gold != before.gold;
}

// The player as the savepoint copied them (without their knowledge),
// compared field by field as Player's own == does.
bool same_but_knowledge(Player& now, const Player& before) {
  auto knowledge = std::move(now.knowledge);
  now.knowledge.clear();
  const bool same = now == before;
  now.knowledge = std::move(knowledge);
  return same;
}

}  // namespace

Savepoint::Savepoint(World& world) : world_(world) {
  assert(!world_.journaling_);
  World& w = world_;
  before_.emplace(Before{w.cave_, w.random_, w.things_, w.next_thing_,
                         w.room_properties_,
                         players_without_knowledge(w.players_), w.variables_,
                         w.variable_owners_, w.turn_, w.timers_, w.arrow_range_,
                         w.arrow_rules_, w.outbox_, std::nullopt});
  if (!w.events_.empty()) before_->events = w.events_;
  world_.journal_.clear();
  world_.journaling_ = true;
}

Savepoint::~Savepoint() {
  world_.journaling_ = false;
  world_.journal_.clear();
}

WorldChanges Savepoint::changes() {
  WorldChanges changes;
  World& w = world_;
  changes.shared = !before_;
  if (changes.shared) return changes;
  const Before& b = *before_;
  changes.shared =
      !(w.cave_ == b.cave) || !w.things_.shares(b.things) ||
      w.next_thing_ != b.next_thing ||
      !w.room_properties_.shares(b.room_properties) ||
      !w.variables_.shares(b.variables) ||
      !w.variable_owners_.shares(b.variable_owners) || w.turn_ != b.turn ||
      !(w.timers_ == b.timers) || w.arrow_range_ != b.arrow_range ||
      !(w.arrow_rules_ == b.arrow_rules) || !w.events_.empty() ||
      b.events.has_value() || w.players_.size() != b.players.size();
  if (changes.shared) return changes;
  // The players whose remembered rooms differ from what the journal says
  // they were (a room remembered again unchanged is no change).
  std::set<game_api::PlayerId> learned;
  for (const auto& change : w.journal_) {
    const Player* player = w.player(change.player);
    if (!player) continue;
    const auto now = player->knowledge.find(change.room);
    const bool same = change.before ? now != player->knowledge.end() &&
                                          now->second == *change.before
                                    : now == player->knowledge.end();
    if (!same) learned.insert(change.player);
  }
  for (auto& [id, player] : w.players_) {
    const auto before = b.players.find(id);
    if (before == b.players.end() || seen_otherwise(player, before->second)) {
      changes.shared = true;
      return changes;
    }
    const bool moved = player.room != before->second.room ||
                       player.facing != before->second.facing;
    if (moved) changes.moved.push_back({id, before->second.room, player.room});
    if (moved || learned.count(id) ||
        !same_but_knowledge(player, before->second))
      changes.players.push_back(id);
  }
  return changes;
}

void Savepoint::roll_back() {
  assert(before_);
  World& w = world_;
  w.journaling_ = false;
  for (auto change = w.journal_.rbegin(); change != w.journal_.rend();
       ++change) {
    Player* player = w.player(change->player);
    if (!player) continue;
    if (change->before)
      player->knowledge[change->room] = std::move(*change->before);
    else
      player->knowledge.erase(change->room);
  }
  w.journal_.clear();
  Before& b = *before_;
  w.cave_ = std::move(b.cave);
  for (auto& [id, player] : b.players)
    if (Player* now = w.player(id))
      player.knowledge = std::move(now->knowledge);
  w.random_ = std::move(b.random);
  w.things_ = std::move(b.things);
  ++w.things_revision_;
  w.next_thing_ = b.next_thing;
  w.room_properties_ = std::move(b.room_properties);
  w.players_ = std::move(b.players);
  w.variables_ = std::move(b.variables);
  w.variable_owners_ = std::move(b.variable_owners);
  w.turn_ = b.turn;
  w.timers_ = std::move(b.timers);
  w.arrow_range_ = b.arrow_range;
  w.arrow_rules_ = b.arrow_rules;
  w.outbox_ = std::move(b.outbox);
  if (b.events)
    w.events_ = std::move(*b.events);
  else
    w.events_.clear();
  before_.reset();
}

}  // namespace wumpus::game
