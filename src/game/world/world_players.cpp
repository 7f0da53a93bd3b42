// World: the players, what they carry and remember, and how their game
// ends.
#include "game/world/world.hpp"

#include <algorithm>

namespace wumpus::game {

game_api::PlayerId World::add_player(const std::string& name) {
  const game_api::PlayerId id =
      players_.empty() ? 1 : players_.rbegin()->first + 1;
  Player player;
  player.id = id;
  player.name = name;
  player.room = cave_.entrance();
  player.arrows = starting_arrows();
  players_[id] = std::move(player);
  return id;
}

std::vector<game_api::PlayerId> World::player_ids() const {
  std::vector<game_api::PlayerId> out;
  for (const auto& entry : players_) out.push_back(entry.first);
  return out;
}

const Player* World::player(game_api::PlayerId id) const {
  const auto found = players_.find(id);
  return found == players_.end() ? nullptr : &found->second;
}

Player* World::player(game_api::PlayerId id) {
  const auto found = players_.find(id);
  return found == players_.end() ? nullptr : &found->second;
}

std::vector<game_api::PlayerId> World::players_in(RoomId room) const {
  std::vector<game_api::PlayerId> out;
  for (const auto& [id, player] : players_)
    if (player.room == room) out.push_back(id);
  return out;
}

bool World::move_player(game_api::PlayerId id, RoomId room) {
  Player* p = player(id);
  if (!p || !cave_.is_room(room)) return false;
  if (p->room != room)
    events_.push_back({WorldEvent::Kind::Arrival, id, kNoThing, room});
  p->room = room;
  return true;
}

bool World::set_facing(game_api::PlayerId id, maze::Direction facing) {
  Player* p = player(id);
  if (!p) return false;
  p->facing = facing;
  return true;
}

int World::add_item(game_api::PlayerId id, const std::string& item, int delta) {
  if (!player(id) || item.empty()) return 0;
  for (; delta > 0; --delta) give(item, id);
  if (const int held = item_count(id, item); delta == 0 || held == 0)
    return held;
  auto& things = things_.edit();  // only when a thing goes
  for (auto held = things.rbegin(); delta < 0 && held != things.rend();) {
    const Thing& thing = held->second;
    if (thing.holder == id && thing.kind == item) {
      held = std::make_reverse_iterator(things.erase(std::next(held).base()));
      ++things_revision_;
      ++delta;
    } else {
      ++held;
    }
  }
  return item_count(id, item);
}

int World::item_count(game_api::PlayerId id, const std::string& item) const {
  int count = 0;
  for (const auto& [thing_id, thing] : *things_)
    count += thing.holder == id && thing.kind == item ? 1 : 0;
  return count;
}

std::map<std::string, int> World::items(game_api::PlayerId id) const {
  std::map<std::string, int> counts;
  for (const auto& [thing_id, thing] : *things_)
    if (thing.holder == id) ++counts[thing.kind];
  return counts;
}

bool World::reveal(game_api::PlayerId id, RoomId room) {
  Player* p = player(id);
  if (!p || !cave_.is_room(room)) return false;
  journal(*p, room);
  p->knowledge.try_emplace(room);
  return true;
}

bool World::learn(game_api::PlayerId id, RoomId room, const std::string& kind,
                  bool present) {
  if (!reveal(id, room) || kind.empty()) return false;
  RoomMemory& memory = player(id)->knowledge[room];
  auto& into = present ? memory.felt : memory.absent;
  auto& other = present ? memory.absent : memory.felt;
  const auto told = [&kind](const std::vector<std::string>& kinds) {
    return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
  };
  if (!told(into) && !told(other) &&
      memory.felt.size() + memory.absent.size() >= RoomMemory::kMaxToldKinds)
    return false;
  other.erase(std::remove(other.begin(), other.end(), kind), other.end());
  if (!told(into)) {
    into.push_back(kind);
    std::sort(into.begin(), into.end());
  }
  return true;
}

RoomMemory& World::remember(game_api::PlayerId id, RoomId room) {
  Player* p = player(id);
  journal(*p, room);
  return p->knowledge[room];
}

void World::journal(const Player& player, RoomId room) {
  if (!journaling_) return;
  // The first change of a room is the one to undo to: a later one would be
  // undone first, then overwritten by it. A command mostly changes its
  // player's room twice in a row (entry, then percepts), so only the
  // newest few changes are looked at: a map revealing every room stays
  // linear.
  const std::size_t newest = std::min<std::size_t>(journal_.size(), 4);
  for (std::size_t i = journal_.size() - newest; i < journal_.size(); ++i)
    if (journal_[i].player == player.id && journal_[i].room == room) return;
  const auto found = player.knowledge.find(room);
  journal_.push_back({player.id, room,
                      found == player.knowledge.end()
                          ? std::nullopt
                          : std::optional(found->second)});
}

bool World::set_arrows(game_api::PlayerId id, int arrows) {
  Player* p = player(id);
  if (!p) return false;
  p->arrows = std::max(0, arrows);
  return true;
}

bool World::add_gold(game_api::PlayerId id, int delta) {
  Player* p = player(id);
  if (!p) return false;
  p->gold = std::max(0, p->gold + delta);
  return true;
}

bool World::set_torch_lit(game_api::PlayerId id, bool lit) {
  Player* p = player(id);
  if (!p) return false;
  p->torch_lit = lit;
  return true;
}

bool World::kill(game_api::PlayerId id, const std::string& cause,
                 const std::string& killed_by) {
  Player* p = player(id);
  if (!p || !p->alive || p->won) return false;
  p->alive = false;
  p->cause = cause;
  p->killed_by = killed_by;
  events_.push_back({WorldEvent::Kind::Death, id, kNoThing, p->room});
  return true;
}

bool World::win(game_api::PlayerId id) {
  Player* p = player(id);
  if (!p || !p->alive) return false;
  p->won = true;
  events_.push_back({WorldEvent::Kind::Win, id, kNoThing, p->room});
  return true;
}

bool World::mark_room(game_api::PlayerId id, RoomId room,
                      game_api::MapMark mark, const std::string& owner) {
  Player* p = player(id);
  if (!p || !cave_.is_room(room)) return false;
  p->mark_owners.erase(room);
  if (mark.glyph.empty()) {
    p->marks.erase(room);
    return true;
  }
  p->marks[room] = std::move(mark);
  if (!owner.empty()) p->mark_owners[room] = owner;
  return true;
}

std::size_t World::marks_of(game_api::PlayerId id,
                            const std::string& owner) const {
  const Player* p = player(id);
  if (!p) return 0;
  if (!owner.empty())
    return static_cast<std::size_t>(std::count_if(
        p->mark_owners.begin(), p->mark_owners.end(),
        [&](const auto& entry) { return entry.second == owner; }));
  return p->marks.size() - p->mark_owners.size();
}

}  // namespace wumpus::game
