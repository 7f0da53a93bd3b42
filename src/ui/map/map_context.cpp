#include "ui/map/map_context.hpp"

#include "game_api/view_topology.hpp"

namespace wumpus::ui {

using game_api::PlayerView;
using game_api::RoomView;

const std::vector<RoomView>& drawn_rooms(const PlayerView& view,
                                         const MapOptions& options) {
  return options.reveal ? view.reveal.rooms : view.rooms;
}

std::unordered_set<maze::RoomId> flight_rooms(const PlayerView& view,
                                              const MapOptions& options) {
  std::unordered_set<maze::RoomId> rooms(options.flight.begin(),
                                         options.flight.end());
  if (options.reveal)
    for (const auto& flight : view.reveal.flights)
      rooms.insert(flight.begin(), flight.end());
  return rooms;
}

RoomContext context_of(const PlayerView& view, const MapOptions& options,
                       const std::unordered_set<maze::RoomId>& flight,
                       maze::RoomId room) {
  RoomContext context;
  context.player = room == view.room;
  context.facing = view.facing;
  context.compass = game_api::walks_by_compass(view);
  if (!options.reveal)
    for (const game_api::OtherPlayer& other : view.others)
      if (other.room == room) context.other = &other;
  context.exit = room == view.exit;
  context.flight = flight.count(room) != 0;
  context.cursor = room == options.cursor;
  context.looks = &view.kinds;
  if (options.deduced && !options.reveal)
    if (const auto it = options.deduced->find(room);
        it != options.deduced->end())
      context.deduced = it->second;
  if (options.aside && !options.reveal)
    if (const auto it = options.aside->find(room); it != options.aside->end())
      context.aside = it->second;
  if (options.marks && !options.reveal)
    if (const auto it = options.marks->find(room); it != options.marks->end())
      context.marked = it->second;
  return context;
}

RoomContext fog_context(const PlayerView& view, const MapOptions& options,
                        const std::unordered_set<maze::RoomId>& flight,
                        maze::RoomId room) {
  RoomContext context = context_of(view, options, flight, room);
  context.player = context.exit = false;
  context.other = nullptr;
  return context;
}

const RoomView& fog_room() {
  static const RoomView fog = [] {
    RoomView room;
    room.sight = game_api::Sight::Visible;
    return room;
  }();
  return fog;
}

}  // namespace wumpus::ui
