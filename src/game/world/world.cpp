// World: the rules' properties of every owner, the messages and events
// of the current command and the preset's parameters (the cave is
// cave_map.cpp; things and players are in world_things.cpp and
// world_players.cpp).
#include "game/world/world.hpp"

#include "game/rules/mod_quotas.hpp"

#include <algorithm>

namespace wumpus::game {
namespace {

const PropertyBag kNoProperties;

}  // namespace

World::World(std::shared_ptr<const maze::Maze> maze, maze::Random random,
             Parameters parameters)
    : cave_(std::move(maze)),
      random_(std::move(random)),
      parameters_(std::move(parameters)) {}

const PropertyBag& World::properties_of(Owner owner) const {
  switch (owner.kind) {
    case Owner::Kind::World:
      return *variables_;
    case Owner::Kind::Room: {
      const auto found = room_properties_->find(owner.id);
      return found == room_properties_->end() ? kNoProperties : found->second;
    }
    case Owner::Kind::Thing: {
      const Thing* found = thing(owner.id);
      return found ? found->properties : kNoProperties;
    }
    case Owner::Kind::Player: {
      const Player* found = player(owner.id);
      return found ? found->properties : kNoProperties;
    }
  }
  return kNoProperties;
}

bool World::set_property(Owner owner, const std::string& key,
                         std::optional<Value> value) {
  PropertyBag* bag = nullptr;
  switch (owner.kind) {
    case Owner::Kind::World:
      // No mod holds a variable about to change (set_variable claims it).
      if (const Value* old = variables_->get(key);
          old && variable_owners_->of_key().count(key))
        variable_owners_.edit().release(key, stored_bytes(key, *old));
      bag = &variables_.edit();
      break;
    case Owner::Kind::Room: {
      if (!cave_.is_room(owner.id)) return false;
      if (value) {
        room_properties_.edit()[owner.id].set(key, std::move(value));
        return true;
      }
      if (!room_properties_->count(owner.id)) return true;
      auto& rooms = room_properties_.edit();
      const auto found = rooms.find(owner.id);
      found->second.set(key, std::nullopt);
      if (found->second.empty()) rooms.erase(found);
      return true;
    }
    case Owner::Kind::Thing: {
      if (!things_->count(owner.id)) break;
      bag = &things_.edit().at(owner.id).properties;
      break;
    }
    case Owner::Kind::Player: {
      Player* found = player(owner.id);
      if (found) bag = &found->properties;
      break;
    }
  }
  if (!bag) return false;
  bag->set(key, std::move(value));
  return true;
}

void World::message(game_api::PlayerId id, const std::string& kind,
                    const std::string& text, const std::string& sender) {
  if (player(id)) outbox_.push_back({id, {kind, text, turn_}, sender});
}

void World::message_all(const std::string& kind, const std::string& text,
                        const std::string& sender) {
  for (const auto& entry : players_)
    outbox_.push_back({entry.first, {kind, text, turn_}, sender});
}

std::map<game_api::PlayerId, World::OutboxUse> World::outbox_use(
    const std::string& sender) const {
  std::map<game_api::PlayerId, OutboxUse> use;
  for (const Addressed& a : outbox_)
    if (a.sender == sender) {
      ++use[a.player].messages;
      use[a.player].bytes += a.message.text.size();
    }
  return use;
}

std::optional<WorldEvent> World::take_event() {
  if (events_.empty()) return std::nullopt;
  WorldEvent event = events_.front();
  events_.pop_front();
  return event;
}

bool World::take_arrival(game_api::PlayerId id) {
  const auto found =
      std::find_if(events_.begin(), events_.end(), [id](const WorldEvent& e) {
        return e.kind == WorldEvent::Kind::Arrival && e.player == id;
      });
  if (found == events_.end()) return false;
  events_.erase(found);
  return true;
}

std::optional<double> World::parameter(const std::string& key) const {
  const auto found = parameters_.find(key);
  if (found == parameters_.end()) return std::nullopt;
  return found->second;
}

int World::starting_arrows() const {
  return static_cast<int>(parameter("arrows").value_or(3));
}

bool World::set_arrow_range(std::int64_t rooms) {
  if (rooms < 1 || rooms > game_api::kMaxArrowRange) return false;
  arrow_range_ = static_cast<int>(rooms);
  return true;
}

bool World::set_variable(const std::string& key, std::optional<Value> value,
                         const std::string& owner) {
  const std::size_t bytes = value ? stored_bytes(key, *value) : 0;
  const Value* old = variables_->get(key);
  if (!owner.empty() && bytes > 0 &&
      variable_owners_->held_after(owner, key,
                                   old ? stored_bytes(key, *old) : 0,
                                   bytes) > quota::kVariableBytesPerMod)
    return false;
  set_property(Owner::world(), key, std::move(value));
  if (!owner.empty() && bytes > 0)
    variable_owners_.edit().claim(key, owner, bytes);
  return true;
}

void World::restore_variable_owners(
    const std::map<std::string, std::string>& of) {
  VariableOwners restored;
  for (const auto& [key, owner] : of)
    if (const Value* value = variables_->get(key))
      restored.claim(key, owner, stored_bytes(key, *value));
  variable_owners_ = std::move(restored);
}

void World::restore_state(std::map<ThingId, Thing> things, ThingId next_thing,
                          std::map<RoomId, PropertyBag> room_properties,
                          std::map<game_api::PlayerId, Player> players,
                          PropertyBag variables, std::uint32_t turn) {
  things_ = std::move(things);
  ++things_revision_;
  next_thing_ = next_thing;
  room_properties_ = std::move(room_properties);
  players_ = std::move(players);
  variables_ = std::move(variables);
  turn_ = turn;
}

}  // namespace wumpus::game
