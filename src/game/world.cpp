// World: its rooms' properties, the messages and events of the current
// command, the rules' variables and the preset's parameters
// (things and players are in world_things.cpp and world_players.cpp).
#include "game/world.hpp"

#include <algorithm>

namespace wumpus::game {
namespace {

bool is_true(const Value* value) {
  const bool* flag = value ? std::get_if<bool>(value) : nullptr;
  return flag && *flag;
}

}  // namespace

World::World(std::shared_ptr<const maze::Maze> maze, maze::Random random,
             Parameters parameters)
    : cave_(std::move(maze)),
      random_(std::move(random)),
      parameters_(std::move(parameters)) {}

const Value* World::room_property(RoomId room, const std::string& key) const {
  const auto found = room_properties_.find(room);
  if (found == room_properties_.end()) return nullptr;
  const auto value = found->second.find(key);
  return value == found->second.end() ? nullptr : &value->second;
}

void World::set_room_property(RoomId room, const std::string& key,
                              Value value) {
  if (cave_.is_room(room)) room_properties_[room][key] = std::move(value);
}

void World::clear_room_property(RoomId room, const std::string& key) {
  const auto found = room_properties_.find(room);
  if (found == room_properties_.end()) return;
  found->second.erase(key);
  if (found->second.empty()) room_properties_.erase(found);
}

bool World::room_flag(RoomId room, const std::string& key) const {
  return is_true(room_property(room, key));
}

void World::message(PlayerId id, const std::string& kind,
                    const std::string& text) {
  if (player(id)) outbox_.push_back({id, {kind, text, turn_}});
}

void World::message_all(const std::string& kind, const std::string& text) {
  for (const auto& entry : players_)
    outbox_.push_back({entry.first, {kind, text, turn_}});
}

std::optional<WorldEvent> World::take_event() {
  if (events_.empty()) return std::nullopt;
  WorldEvent event = events_.front();
  events_.pop_front();
  return event;
}

bool World::take_arrival(PlayerId id) {
  const auto found =
      std::find_if(events_.begin(), events_.end(), [id](const WorldEvent& e) {
        return e.kind == WorldEvent::Kind::Arrival && e.player == id;
      });
  if (found == events_.end()) return false;
  events_.erase(found);
  return true;
}

const Value* World::variable(const std::string& key) const {
  const auto found = variables_.find(key);
  return found == variables_.end() ? nullptr : &found->second;
}

void World::set_variable(const std::string& key, Value value) {
  variables_[key] = std::move(value);
}

void World::clear_variable(const std::string& key) {
  variables_.erase(key);
}

std::optional<double> World::parameter(const std::string& key) const {
  const auto found = parameters_.find(key);
  if (found == parameters_.end()) return std::nullopt;
  return found->second;
}

bool World::set_arrow_range(std::int64_t rooms) {
  if (rooms < 1 || rooms > kMaxArrowRange) return false;
  arrow_range_ = static_cast<int>(rooms);
  return true;
}

bool World::add_timer(Timer timer) {
  if (timers_.size() >= kMaxTimers) return false;
  timers_.push_back(std::move(timer));
  return true;
}

std::vector<Timer> World::take_due_timers() {
  std::vector<Timer> due, later;
  for (Timer& timer : timers_)
    (timer.due <= turn_ ? due : later).push_back(std::move(timer));
  timers_ = std::move(later);
  return due;
}

void World::restore_state(std::map<ThingId, Thing> things, ThingId next_thing,
                          std::map<RoomId, Properties> room_properties,
                          std::map<PlayerId, Player> players,
                          std::map<std::string, Value> variables,
                          std::uint32_t turn) {
  things_ = std::move(things);
  next_thing_ = next_thing;
  room_properties_ = std::move(room_properties);
  players_ = std::move(players);
  variables_ = std::move(variables);
  turn_ = turn;
}

}  // namespace wumpus::game
