#include "game/sight.hpp"

#include <algorithm>

namespace wumpus::game {
namespace {

inline constexpr int kDefaultTorchSight = 3;

int sight_range(const World& world, const Player& player) {
  if (!player.torch_lit) return 1;
  const double range = world.parameter("torch_sight").value_or(kDefaultTorchSight);
  return std::clamp(static_cast<int>(range), 1, 64);
}

}  // namespace

std::vector<RoomId> rooms_in_sight(const World& world, PlayerId id) {
  const Player* player = world.player(id);
  if (!player || !world.is_room(player->room)) return {};
  std::vector<RoomId> rooms{player->room};
  const int range = sight_range(world, *player);
  for (maze::Direction d : maze::kAllDirections) {
    RoomId room = player->room;
    for (int i = 0; i < range; ++i) {
      room = world.step(room, d);
      if (room == kNoRoom) break;
      if (std::find(rooms.begin(), rooms.end(), room) == rooms.end())
        rooms.push_back(room);
    }
  }
  return rooms;
}

std::vector<std::string> visible_things(const World& world, PlayerId id,
                                        RoomId room) {
  const Player* player = world.player(id);
  std::vector<std::string> kinds;
  if (!player || (world.room_flag(room, "dark") && !player->torch_lit)) return kinds;
  for (ThingId thing : world.things_in(room))
    if (!world.thing_flag(thing, "hidden")) kinds.push_back(world.thing(thing)->kind);
  std::sort(kinds.begin(), kinds.end());
  return kinds;
}

void update_knowledge(World& world, PlayerId id) {
  const auto rooms = rooms_in_sight(world, id);
  Player* player = world.player(id);
  if (!player) return;
  for (RoomId room : rooms) {
    RoomMemory& memory = player->knowledge[room];
    const bool here = room == player->room;
    if (here) memory.visited = true;
    const bool dark = world.room_flag(room, "dark");
    if (dark && (here || player->torch_lit)) memory.dark = true;
    if (!dark || player->torch_lit) memory.things = visible_things(world, id, room);
  }
}

}  // namespace wumpus::game
