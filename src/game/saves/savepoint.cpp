#include "game/saves/savepoint.hpp"

#include <cassert>
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
