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
  if (!is_room(room) || !maze_->topology().is_grid()) return kNoRoom;
  if (!maze_->is_open(room, d)) return kNoRoom;
  return maze_->topology().step(room, d);
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

ThingId World::place(const std::string& kind, RoomId room) {
  if (!is_room(room) || kind.empty()) return kNoThing;
  const ThingId id = next_thing_++;
  things_[id] = Thing{id, kind, room, kNoPlayer, {}};
  return id;
}

ThingId World::give(const std::string& kind, PlayerId player) {
  if (!players_.count(player) || kind.empty()) return kNoThing;
  const ThingId id = next_thing_++;
  things_[id] = Thing{id, kind, kNoRoom, player, {}};
  return id;
}

bool World::move_thing(ThingId id, RoomId room) {
  const auto found = things_.find(id);
  if (found == things_.end() || !is_room(room)) return false;
  Thing& thing = found->second;
  if (thing.holder != kNoPlayer)
    events_.push_back({WorldEvent::Kind::Drop, thing.holder, id, room});
  else if (thing.room != room && !players_in(room).empty())
    events_.push_back({WorldEvent::Kind::WalkIn, kNoPlayer, id, room});
  thing.room = room;
  thing.holder = kNoPlayer;
  return true;
}

bool World::carry(ThingId id, PlayerId player) {
  const auto found = things_.find(id);
  if (found == things_.end() || !players_.count(player)) return false;
  if (found->second.holder != player)
    events_.push_back({WorldEvent::Kind::PickUp, player, id, kNoRoom});
  found->second.room = kNoRoom;
  found->second.holder = player;
  return true;
}

bool World::remove_thing(ThingId id) {
  return things_.erase(id) > 0;
}

const Thing* World::thing(ThingId id) const {
  const auto found = things_.find(id);
  return found == things_.end() ? nullptr : &found->second;
}

std::vector<ThingId> World::things_in(RoomId room) const {
  std::vector<ThingId> out;
  for (const auto& [id, thing] : things_)
    if (thing.room == room && thing.holder == kNoPlayer) out.push_back(id);
  return out;
}

std::vector<ThingId> World::things_of(const std::string& kind) const {
  std::vector<ThingId> out;
  for (const auto& [id, thing] : things_)
    if (thing.kind == kind) out.push_back(id);
  return out;
}

std::vector<ThingId> World::things_held(PlayerId player) const {
  std::vector<ThingId> out;
  for (const auto& [id, thing] : things_)
    if (thing.holder == player) out.push_back(id);
  return out;
}

const Value* World::property(ThingId id, const std::string& key) const {
  const Thing* found = thing(id);
  if (!found) return nullptr;
  const auto value = found->properties.find(key);
  return value == found->properties.end() ? nullptr : &value->second;
}

bool World::set_property(ThingId id, const std::string& key, Value value) {
  const auto found = things_.find(id);
  if (found == things_.end()) return false;
  found->second.properties[key] = std::move(value);
  return true;
}

bool World::clear_property(ThingId id, const std::string& key) {
  const auto found = things_.find(id);
  if (found == things_.end()) return false;
  found->second.properties.erase(key);
  return true;
}

bool World::thing_flag(ThingId id, const std::string& key) const {
  return is_true(property(id, key));
}

PlayerId World::add_player(const std::string& name) {
  const PlayerId id = players_.empty() ? 1 : players_.rbegin()->first + 1;
  Player player;
  player.id = id;
  player.name = name;
  player.room = entrance();
  player.arrows = static_cast<int>(parameter("arrows").value_or(3));
  players_[id] = std::move(player);
  return id;
}

std::vector<PlayerId> World::player_ids() const {
  std::vector<PlayerId> out;
  for (const auto& entry : players_) out.push_back(entry.first);
  return out;
}

const Player* World::player(PlayerId id) const {
  const auto found = players_.find(id);
  return found == players_.end() ? nullptr : &found->second;
}

Player* World::player(PlayerId id) {
  const auto found = players_.find(id);
  return found == players_.end() ? nullptr : &found->second;
}

std::vector<PlayerId> World::players_in(RoomId room) const {
  std::vector<PlayerId> out;
  for (const auto& [id, player] : players_)
    if (player.room == room) out.push_back(id);
  return out;
}

bool World::move_player(PlayerId id, RoomId room) {
  Player* p = player(id);
  if (!p || !is_room(room)) return false;
  if (p->room != room)
    events_.push_back({WorldEvent::Kind::Arrival, id, kNoThing, room});
  p->room = room;
  return true;
}

bool World::set_facing(PlayerId id, maze::Direction facing) {
  Player* p = player(id);
  if (!p) return false;
  p->facing = facing;
  return true;
}

int World::add_item(PlayerId id, const std::string& item, int delta) {
  if (!player(id) || item.empty()) return 0;
  for (; delta > 0; --delta) give(item, id);
  for (auto held = things_.rbegin(); delta < 0 && held != things_.rend();) {
    const Thing& thing = held->second;
    if (thing.holder == id && thing.kind == item) {
      held = std::make_reverse_iterator(things_.erase(std::next(held).base()));
      ++delta;
    } else {
      ++held;
    }
  }
  return item_count(id, item);
}

int World::item_count(PlayerId id, const std::string& item) const {
  int count = 0;
  for (const auto& [thing_id, thing] : things_)
    count += thing.holder == id && thing.kind == item ? 1 : 0;
  return count;
}

std::map<std::string, int> World::items(PlayerId id) const {
  std::map<std::string, int> counts;
  for (const auto& [thing_id, thing] : things_)
    if (thing.holder == id) ++counts[thing.kind];
  return counts;
}

const Value* World::player_property(PlayerId id, const std::string& key) const {
  const Player* p = player(id);
  if (!p) return nullptr;
  const auto value = p->properties.find(key);
  return value == p->properties.end() ? nullptr : &value->second;
}

bool World::set_player_property(PlayerId id, const std::string& key,
                                Value value) {
  Player* p = player(id);
  if (!p) return false;
  p->properties[key] = std::move(value);
  return true;
}

bool World::clear_player_property(PlayerId id, const std::string& key) {
  Player* p = player(id);
  if (!p) return false;
  p->properties.erase(key);
  return true;
}

bool World::reveal(PlayerId id, RoomId room) {
  Player* p = player(id);
  if (!p || !is_room(room)) return false;
  journal(*p, room);
  p->knowledge.try_emplace(room);
  return true;
}

RoomMemory& World::remember(PlayerId id, RoomId room) {
  Player* p = player(id);
  journal(*p, room);
  return p->knowledge[room];
}

void World::journal(const Player& player, RoomId room) {
  if (!journaling_) return;
  const auto found = player.knowledge.find(room);
  journal_.push_back({player.id, room,
                      found == player.knowledge.end()
                          ? std::nullopt
                          : std::optional(found->second)});
}

bool World::set_arrows(PlayerId id, int arrows) {
  Player* p = player(id);
  if (!p) return false;
  p->arrows = std::max(0, arrows);
  return true;
}

bool World::add_gold(PlayerId id, int delta) {
  Player* p = player(id);
  if (!p) return false;
  p->gold = std::max(0, p->gold + delta);
  return true;
}

bool World::set_torch_lit(PlayerId id, bool lit) {
  Player* p = player(id);
  if (!p) return false;
  p->torch_lit = lit;
  return true;
}

bool World::kill(PlayerId id, const std::string& cause) {
  Player* p = player(id);
  if (!p || !p->alive || p->won) return false;
  p->alive = false;
  p->cause = cause;
  return true;
}

bool World::win(PlayerId id) {
  Player* p = player(id);
  if (!p || !p->alive) return false;
  p->won = true;
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
