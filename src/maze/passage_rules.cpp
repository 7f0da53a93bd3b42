// The two shapes whose passages depend on each other. Zeta: the diagonal
// from [x,y] to [x+1,y+1] and the one from [x+1,y] to [x,y+1] cross, so
// at most one of them opens. Weave: a tunnel joins two rooms two apart in
// a line, under the room between them, which must then be a straight
// corridor across the tunnel and nothing else, for good: it joins its two
// neighbours on the other axis only.
//
// Why generators stay perfect under these rules: an ordinary (orthogonal)
// passage is refused only at a crossed room, and every neighbour of a
// crossed room is already joined to it, so no room is ever cut off.
#include "maze/maze.hpp"

namespace wumpus::maze {
namespace {

constexpr int kEast = 0, kSouth = 1, kTunnelEast = 2, kTunnelSouth = 3;

}  // namespace

bool Maze::is_crossed(RoomId room) const {
  const Topology& t = *topology_;
  if (!t.weave()) return false;
  const std::uint32_t w = t.width(), x = room % w, y = room / w;
  const int slots = t.slots_per_room();
  return (x > 0 && t.edge_exists((room - 1) * slots + kTunnelEast) &&
          is_open((room - 1) * slots + kTunnelEast)) ||
         (y > 0 && t.edge_exists((room - w) * slots + kTunnelSouth) &&
          is_open((room - w) * slots + kTunnelSouth));
}

bool Maze::weave_allows(EdgeId edge) const {
  const Topology& t = *topology_;
  const int slots = t.slots_per_room();
  const RoomId room = edge / slots;
  const int slot = static_cast<int>(edge % slots);
  const std::uint32_t w = t.width();
  const auto [a, b] = t.edge_rooms(edge);
  if (is_crossed(a) || is_crossed(b)) return false;
  if (slot == kEast || slot == kSouth) return true;
  // A tunnel: the room between must be a straight corridor across it,
  // with no other passage yet.
  const RoomId middle = slot == kTunnelEast ? room + 1 : room + w;
  const RoomId side_a = slot == kTunnelEast ? middle - w : middle - 1;
  const RoomId side_b = slot == kTunnelEast ? middle + w : middle + 1;
  if (is_crossed(middle)) return false;
  Neighbor open[kMaxNeighbors];
  const int n = open_neighbors(middle, open);
  if (n != 2) return false;
  return (open[0].room == side_a && open[1].room == side_b) ||
         (open[0].room == side_b && open[1].room == side_a);
}

}  // namespace wumpus::maze
