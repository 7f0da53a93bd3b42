// World: the cave and its rooms' properties, the messages and events
// of the current command, the rules' variables and the preset's parameters
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
    : maze_(std::move(maze)),
      carved_(maze_),
      random_(std::move(random)),
      parameters_(std::move(parameters)) {
  solution_ = path(maze_->entrance, maze_->exit);
}

std::vector<RoomId> World::rooms() const {
  std::vector<RoomId> out;
  const auto& topology = maze_->topology();
  out.reserve(topology.room_count());
  for (RoomId r = 0; r < topology.cell_count(); ++r)
    if (topology.is_room(r)) out.push_back(r);
  return out;
}

bool World::is_room(RoomId room) const {
  return maze_->topology().is_room(room);
}

std::vector<RoomId> World::neighbours(RoomId room) const {
  std::vector<RoomId> out;
  if (!is_room(room)) return out;
  maze::Neighbor all[maze::Maze::kMaxNeighbors];
  const int n = maze_->topology().neighbors(room, all);
  for (int i = 0; i < n; ++i) out.push_back(all[i].room);
  return out;
}

std::vector<RoomId> World::open_neighbours(RoomId room) const {
  std::vector<RoomId> out;
  if (!is_room(room)) return out;
  maze::Neighbor open[maze::Maze::kMaxNeighbors];
  const int n = maze_->open_neighbors(room, open);
  for (int i = 0; i < n; ++i) out.push_back(open[i].room);
  return out;
}

bool World::is_open(RoomId a, RoomId b) const {
  const auto open = open_neighbours(a);
  return std::find(open.begin(), open.end(), b) != open.end();
}

RoomId World::step(RoomId room, maze::Direction d) const {
  const auto& topology = maze_->topology();
  if (!is_room(room) || !maze::has_compass(topology)) return kNoRoom;
  if (topology.is_plain_grid())
    return maze_->is_open(room, d) ? topology.step(room, d) : kNoRoom;
  maze::Neighbor open[maze::Maze::kMaxNeighbors];
  const int n = maze_->open_neighbors(room, open);
  for (int i = 0; i < n; ++i)
    if (maze::neighbor_direction(topology, room, open[i]) == d)
      return open[i].room;
  return kNoRoom;
}

bool World::has_side(RoomId room, maze::Direction d) const {
  const auto& topology = maze_->topology();
  if (!is_room(room) || !maze::has_compass(topology)) return false;
  maze::Neighbor all[maze::Maze::kMaxNeighbors];
  const int n = topology.neighbors(room, all);
  for (int i = 0; i < n; ++i)
    if (maze::neighbor_direction(topology, room, all[i]) == d) return true;
  return false;
}

std::vector<RoomId> World::path(RoomId from, RoomId to,
                                const std::set<RoomId>& avoid) const {
  if (!is_room(from) || !is_room(to)) return {};
  // Breadth first over flat arrays: the solver asks this every step.
  std::vector<RoomId> came_from(maze_->topology().cell_count(), kNoRoom);
  std::vector<RoomId> frontier{from};
  frontier.reserve(came_from.size());
  came_from[from] = from;
  maze::Neighbor open[maze::Maze::kMaxNeighbors];
  for (std::size_t head = 0; head < frontier.size(); ++head) {
    const RoomId room = frontier[head];
    if (room == to) break;
    const int n = maze_->open_neighbors(room, open);
    for (int i = 0; i < n; ++i) {
      const RoomId next = open[i].room;
      if (came_from[next] != kNoRoom) continue;
      if (next != to && avoid.count(next)) continue;
      came_from[next] = room;
      frontier.push_back(next);
    }
  }
  if (came_from[to] == kNoRoom) return {};
  std::vector<RoomId> out{to};
  while (out.back() != from) out.push_back(came_from[out.back()]);
  std::reverse(out.begin(), out.end());
  return out;
}

const Value* World::room_property(RoomId room, const std::string& key) const {
  const auto found = room_properties_.find(room);
  if (found == room_properties_.end()) return nullptr;
  const auto value = found->second.find(key);
  return value == found->second.end() ? nullptr : &value->second;
}

void World::set_room_property(RoomId room, const std::string& key,
                              Value value) {
  if (is_room(room)) room_properties_[room][key] = std::move(value);
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
