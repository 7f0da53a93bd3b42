#include "game/world/sight.hpp"

#include "game_api/kind_names.hpp"

#include <algorithm>

namespace wumpus::game {
namespace {

inline constexpr int kDefaultTorchSight = 3;

int sight_range(const World& world, const Player& player) {
  if (!player.torch_lit) return 1;
  const double range =
      world.parameter("torch_sight").value_or(kDefaultTorchSight);
  return std::clamp(static_cast<int>(range), 1, 64);
}

// Hidden things act on whoever enters their room, so they are known there
// even in the dark.
std::vector<std::string> felt_things(const World& world, RoomId room) {
  std::vector<std::string> kinds;
  for (ThingId thing : world.things_in(room))
    if (world.properties_of(Owner::thing(thing))
            .flag(game_api::builtin::kHidden))
      kinds.push_back(seen_as(world, thing));
  std::sort(kinds.begin(), kinds.end());
  return kinds;
}

}  // namespace

std::vector<RoomId> rooms_in_sight(const World& world, game_api::PlayerId id) {
  const Player* player = world.player(id);
  if (!player || !world.cave().is_room(player->room)) return {};
  std::vector<RoomId> rooms{player->room};
  const int range = sight_range(world, *player);
  const auto seen = [&rooms](RoomId room) {
    return std::find(rooms.begin(), rooms.end(), room) != rooms.end();
  };
  if (!maze::has_compass(world.cave().maze().topology())) {
    // A room graph or polar cave has no straight corridors: sight spreads
    // `range` rooms through open passages.
    std::size_t ring_begin = 0;
    for (int i = 0; i < range; ++i) {
      const std::size_t ring_end = rooms.size();
      for (std::size_t k = ring_begin; k < ring_end; ++k)
        for (RoomId next : world.cave().open_neighbours(rooms[k]))
          if (!seen(next)) rooms.push_back(next);
      ring_begin = ring_end;
    }
    return rooms;
  }
  for (maze::Direction d : maze::kEveryDirection) {
    RoomId room = player->room;
    for (int i = 0; i < range; ++i) {
      room = world.cave().step(room, d);
      if (room == kNoRoom) break;
      if (!seen(room)) rooms.push_back(room);
    }
  }
  return rooms;
}

std::string seen_as(const World& world, ThingId id) {
  const Thing* thing = world.thing(id);
  if (!thing) return {};
  return world.properties_of(Owner::thing(id)).flag(game_api::builtin::kDead)
             ? "dead " + thing->kind
             : thing->kind;
}

std::vector<std::string> visible_things(const World& world,
                                        game_api::PlayerId id, RoomId room) {
  const Player* player = world.player(id);
  std::vector<std::string> kinds;
  if (!player ||
      (world.properties_of(Owner::room(room)).flag(game_api::builtin::kDark) &&
       !player->torch_lit))
    return kinds;
  const bool here = room == player->room;
  for (ThingId thing : world.things_in(room))
    if (here || !world.properties_of(Owner::thing(thing))
                     .flag(game_api::builtin::kHidden))
      kinds.push_back(seen_as(world, thing));
  std::sort(kinds.begin(), kinds.end());
  return kinds;
}

std::vector<std::string> remembered_things(const RoomMemory& memory) {
  std::vector<std::string> kinds = memory.things;
  kinds.insert(kinds.end(), memory.felt.begin(), memory.felt.end());
  std::sort(kinds.begin(), kinds.end());
  kinds.erase(std::unique(kinds.begin(), kinds.end()), kinds.end());
  return kinds;
}

void update_knowledge(World& world, game_api::PlayerId id) {
  const auto rooms = rooms_in_sight(world, id);
  Player* player = world.player(id);
  if (!player) return;
  for (RoomId room : rooms) {
    RoomMemory& memory = world.remember(id, room);
    const bool here = room == player->room;
    if (here) {
      memory.visited = true;
      memory.felt = felt_things(world, room);
    }
    const bool dark =
        world.properties_of(Owner::room(room)).flag(game_api::builtin::kDark);
    if (dark && (here || player->torch_lit)) memory.dark = true;
    if (!dark || player->torch_lit)
      memory.things = visible_things(world, id, room);
  }
}

void note_entry(World& world, game_api::PlayerId id, RoomId room) {
  Player* player = world.player(id);
  if (!player || !world.cave().is_room(room)) return;
  RoomMemory& memory = world.remember(id, room);
  memory.visited = true;
  memory.felt = felt_things(world, room);
  const bool dark =
      world.properties_of(Owner::room(room)).flag(game_api::builtin::kDark);
  if (dark) memory.dark = true;
  if (!dark || player->torch_lit)
    memory.things = visible_things(world, id, room);
}

}  // namespace wumpus::game
