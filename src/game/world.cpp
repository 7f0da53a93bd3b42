// World: the cave, the rules' properties of every owner, the messages and
// events of the current command and the preset's parameters (things and
// players are in world_things.cpp and world_players.cpp).
#include "game/world.hpp"

#include <algorithm>

namespace wumpus::game {
namespace {

const PropertyBag kNoProperties;

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

const PropertyBag& World::properties_of(Owner owner) const {
  switch (owner.kind) {
    case Owner::Kind::World:
      return variables_;
    case Owner::Kind::Room: {
      const auto found = room_properties_.find(owner.id);
      return found == room_properties_.end() ? kNoProperties : found->second;
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
      bag = &variables_;
      break;
    case Owner::Kind::Room: {
      if (!is_room(owner.id)) return false;
      if (value) {
        room_properties_[owner.id].set(key, std::move(value));
        return true;
      }
      const auto found = room_properties_.find(owner.id);
      if (found == room_properties_.end()) return true;
      found->second.set(key, std::nullopt);
      if (found->second.empty()) room_properties_.erase(found);
      return true;
    }
    case Owner::Kind::Thing: {
      const auto found = things_.find(owner.id);
      if (found != things_.end()) bag = &found->second.properties;
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
                          std::map<RoomId, PropertyBag> room_properties,
                          std::map<PlayerId, Player> players,
                          PropertyBag variables, std::uint32_t turn) {
  things_ = std::move(things);
  next_thing_ = next_thing;
  room_properties_ = std::move(room_properties);
  players_ = std::move(players);
  variables_ = std::move(variables);
  turn_ = turn;
}

}  // namespace wumpus::game
