#include "game/savepoint.hpp"

#include <cassert>
#include <utility>

namespace wumpus::game {
namespace {

// Moves every player's knowledge out of `world` (cheap: maps move).
std::map<PlayerId, std::map<RoomId, RoomMemory>> take_knowledge(World& world) {
  std::map<PlayerId, std::map<RoomId, RoomMemory>> knowledge;
  for (PlayerId id : world.player_ids())
    knowledge[id] = std::move(world.player(id)->knowledge);
  return knowledge;
}

void give_knowledge(
    World& world, std::map<PlayerId, std::map<RoomId, RoomMemory>> knowledge) {
  for (auto& [id, rooms] : knowledge)
    if (Player* player = world.player(id)) player->knowledge = std::move(rooms);
}

}  // namespace

Savepoint::Savepoint(World& world) : world_(world) {
  assert(!world_.journaling_);
  auto knowledge = take_knowledge(world_);
  before_.emplace(world_);
  give_knowledge(world_, std::move(knowledge));
  world_.journal_.clear();
  world_.journaling_ = true;
}

Savepoint::~Savepoint() {
  world_.journaling_ = false;
  world_.journal_.clear();
}

void Savepoint::roll_back() {
  assert(before_);
  world_.journaling_ = false;
  for (auto change = world_.journal_.rbegin(); change != world_.journal_.rend();
       ++change) {
    Player* player = world_.player(change->player);
    if (!player) continue;
    if (change->before)
      player->knowledge[change->room] = std::move(*change->before);
    else
      player->knowledge.erase(change->room);
  }
  world_.journal_.clear();
  auto knowledge = take_knowledge(world_);
  world_ = std::move(*before_);
  before_.reset();
  give_knowledge(world_, std::move(knowledge));
}

}  // namespace wumpus::game
