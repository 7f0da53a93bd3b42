// What drawing a room on the map needs besides the room: shared by the
// grid painter (map_view.cpp) and the tiled one (tile_map.cpp).
#pragma once

#include "game_api/player_view.hpp"
#include "ui/map/map_view.hpp"
#include "ui/map/room_marks.hpp"

#include <unordered_set>
#include <vector>

namespace wumpus::ui {

// The rooms drawn: those the player knows, or the whole cave (reveal).
const std::vector<game_api::RoomView>& drawn_rooms(
    const game_api::PlayerView& view, const MapOptions& options);

// The rooms every arrow's path passes: aimed, or flown (the reveal).
std::unordered_set<maze::RoomId> flight_rooms(const game_api::PlayerView& view,
                                              const MapOptions& options);

// What the cells of a room depend on besides the room itself.
RoomContext context_of(const game_api::PlayerView& view,
                       const MapOptions& options,
                       const std::unordered_set<maze::RoomId>& flight,
                       maze::RoomId room);

// The context of a room never seen: only what the player puts there (the
// cursor, a note, an aimed arrow), never who or what is in it.
RoomContext fog_context(const game_api::PlayerView& view,
                        const MapOptions& options,
                        const std::unordered_set<maze::RoomId>& flight,
                        maze::RoomId room);

// A room never seen, as room_cells takes it: in sight, nothing known.
const game_api::RoomView& fog_room();

}  // namespace wumpus::ui
