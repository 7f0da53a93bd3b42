// World: the things in the cave, lying in rooms or carried.
#include "game/world/world.hpp"

namespace wumpus::game {

ThingId World::place(const std::string& kind, RoomId room) {
  if (!cave_.is_room(room) || kind.empty()) return kNoThing;
  const ThingId id = next_thing_++;
  things_.edit()[id] = Thing{id, kind, room, kNoPlayer, {}};
  ++things_revision_;
  return id;
}

ThingId World::give(const std::string& kind, game_api::PlayerId player) {
  if (!players_.count(player) || kind.empty()) return kNoThing;
  const ThingId id = next_thing_++;
  things_.edit()[id] = Thing{id, kind, kNoRoom, player, {}};
  ++things_revision_;
  return id;
}

bool World::move_thing(ThingId id, RoomId room) {
  if (!things_->count(id) || !cave_.is_room(room)) return false;
  Thing& thing = things_.edit().at(id);
  if (thing.holder != kNoPlayer)
    events_.push_back({WorldEvent::Kind::Drop, thing.holder, id, room});
  else if (thing.room != room && !players_in(room).empty())
    events_.push_back({WorldEvent::Kind::WalkIn, kNoPlayer, id, room});
  thing.room = room;
  thing.holder = kNoPlayer;
  ++things_revision_;
  return true;
}

bool World::carry(ThingId id, game_api::PlayerId player) {
  if (!things_->count(id) || !players_.count(player)) return false;
  Thing& thing = things_.edit().at(id);
  if (thing.holder != player)
    events_.push_back({WorldEvent::Kind::PickUp, player, id, kNoRoom});
  thing.room = kNoRoom;
  thing.holder = player;
  ++things_revision_;
  return true;
}

bool World::remove_thing(ThingId id) {
  if (!things_->count(id)) return false;
  ++things_revision_;
  return things_.edit().erase(id) > 0;
}

const Thing* World::thing(ThingId id) const {
  const auto found = things_->find(id);
  return found == things_->end() ? nullptr : &found->second;
}

std::vector<ThingId> World::things_in(RoomId room) const {
  std::vector<ThingId> out;
  for (const auto& [id, thing] : *things_)
    if (thing.room == room && thing.holder == kNoPlayer) out.push_back(id);
  return out;
}

std::vector<ThingId> World::things_of(const std::string& kind) const {
  std::vector<ThingId> out;
  for (const auto& [id, thing] : *things_)
    if (thing.kind == kind) out.push_back(id);
  return out;
}

std::vector<ThingId> World::things_held(game_api::PlayerId player) const {
  std::vector<ThingId> out;
  for (const auto& [id, thing] : *things_)
    if (thing.holder == player) out.push_back(id);
  return out;
}

}  // namespace wumpus::game
