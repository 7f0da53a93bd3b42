#include "ui/play/travel.hpp"

#include "game_api/hazard_table.hpp"
#include "game_api/kind_names.hpp"
#include "game_api/view_topology.hpp"
#include "maze/compass.hpp"
#include "maze/maze.hpp"
#include "ui/text/chat_mentions.hpp"

#include <algorithm>
#include <deque>

namespace wumpus::ui {
namespace {

using game_api::PlayerView;
using game_api::RoomView;
using maze::Direction;
using maze::RoomId;

// Message kinds a walk may pass without stopping: plain notes ("It is
// dark here.") and percepts already known where they were sensed.
bool ordinary(const game_api::Message& message, const RoomView* here_before,
              const std::string& walker) {
  if (message.kind == "info") return true;
  // Others talking among themselves never stops a walk; a word to the
  // walker does.
  if (message.kind == "chat") return !mentions(message.text, walker);
  return here_before != nullptr && here_before->visited &&
         here_before->sensed(message.kind);
}

// Why a message stops a walk, in a few words: the message itself is the
// log's line just above the prompt.
std::string stop_reason(const game_api::Message& message) {
  if (const auto* hazard = game_api::hazard_of_percept(message.kind))
    return "You stop: " + std::string(hazard->sensed_here) + ".";
  static const std::pair<const char*, const char*> kReasons[] = {
      {"glitter", "something glitters"},
      {"gold", "gold"},
      {"bats", "bats"},
      {"arrow", "an arrow"},
      {"chat", "someone spoke to you"},
      {"error", "that did not work"}};
  for (const auto& [kind, reason] : kReasons)
    if (message.kind == kind) return std::string("You stop: ") + reason + ".";
  return "You stop: see the log.";
}

// On hexagons, triangles, octagons and wrapped or woven squares: the
// neighbour that way by the tiling's public rules (maze/compass.hpp),
// passage open or not; a woven room's tunnel counts when known open.
RoomId tiled_step(const PlayerView& view, RoomId room, Direction d) {
  const auto topology = game_api::view_topology(view);
  if (!topology || !topology->is_room(room)) return maze::kNoRoom;
  maze::Neighbor all[maze::Maze::kMaxNeighbors];
  const int n = topology->neighbors(room, all);
  const game_api::RoomView* known = game_api::find_room(view, room);
  RoomId found = maze::kNoRoom;
  for (int i = 0; i < n; ++i) {
    if (maze::neighbor_direction(*topology, room, all[i]) != d) continue;
    const bool open =
        known && std::find(known->open_rooms.begin(), known->open_rooms.end(),
                           all[i].room) != known->open_rooms.end();
    if (open) return all[i].room;
    if (found == maze::kNoRoom) found = all[i].room;
  }
  return found;
}

}  // namespace

RoomId grid_step(const PlayerView& view, RoomId room, Direction d) {
  if (game_api::is_tiled(view)) return tiled_step(view, room, d);
  if (!view.grid || view.width == 0 || view.height == 0) return maze::kNoRoom;
  const std::uint32_t level = view.width * view.height;
  std::int64_t x = room % view.width, y = room / view.width % view.height,
               z = room / level;
  switch (d) {
    case Direction::North:
      --y;
      break;
    case Direction::South:
      ++y;
      break;
    case Direction::West:
      --x;
      break;
    case Direction::East:
      ++x;
      break;
    case Direction::Up:
      --z;
      break;
    case Direction::Down:
      ++z;
      break;
    default:  // a square grid has no diagonals
      return maze::kNoRoom;
  }
  if (x < 0 || y < 0 || z < 0 || x >= view.width || y >= view.height ||
      z >= view.levels)
    return maze::kNoRoom;
  return static_cast<RoomId>((z * view.height + y) * view.width + x);
}

void WalkMemory::observe(const PlayerView& view) {
  // A new cave (or the first view of one) starts the memory afresh; a
  // game resumed later knows nothing of its Wumpus's past.
  if (view.turn == 0) *this = {!view.table.shared, {}};
  if (view.wumpus_awake) wumpus_stayed = false;
  if (view.torch_lit) lit_visits.insert(view.room);
}

KnownCave::KnownCave(const PlayerView& view, const WalkMemory* memory)
    : view_(view), memory_(memory), deductions_(view) {
  for (const RoomView& room : view.rooms) rooms_[room.room] = &room;
}

const RoomView* KnownCave::room(RoomId id) const {
  const auto found = rooms_.find(id);
  return found == rooms_.end() ? nullptr : found->second;
}

std::vector<RoomId> KnownCave::joined(RoomId id) const {
  const RoomView* from = room(id);
  std::vector<RoomId> out;
  if (from == nullptr) return out;
  if (!view_.grid) {
    for (RoomId next : from->open_rooms)
      if (room(next) != nullptr) out.push_back(next);
    return out;
  }
  for (Direction d : maze::kAllDirections) {
    if (!from->known_open(d)) continue;
    const RoomId next = grid_step(view_, id, d);
    if (room(next) != nullptr) out.push_back(next);
  }
  return out;
}

// The Wumpus is placed where no pit nor bats are (the placement
// guarantees); one that never walked died there, so its room holds
// nothing unless the percepts prove otherwise.
bool KnownCave::safe(RoomId id) const {
  const RoomView* known = room(id);
  if (known == nullptr) return false;
  if (deductions_.safe(id)) return true;
  return memory_ != nullptr && memory_->wumpus_stayed &&
         known->holds(game_api::builtin::kDeadWumpus) &&
         deductions_.proof(id) == Proof::Unknown;
}

bool KnownCave::unexplored(RoomId id) const {
  const RoomView* known = room(id);
  if (known == nullptr) return false;
  if (!known->visited) return true;
  return known->dark && view_.torch_lit && memory_ != nullptr &&
         memory_->lit_visits.count(id) == 0;
}

// Breadth-first through safe rooms; `to` kNoRoom: to the nearest room not
// stood in.
std::vector<RoomId> KnownCave::search(RoomId from, RoomId to,
                                      RoomId avoid) const {
  const bool any_unvisited = to == maze::kNoRoom;
  if (from == to) return {from};
  std::unordered_map<RoomId, RoomId> parent{{from, from}};
  std::deque<RoomId> queue{from};
  RoomId found = maze::kNoRoom;
  while (!queue.empty() && found == maze::kNoRoom) {
    const RoomId at = queue.front();
    queue.pop_front();
    for (RoomId next : joined(at)) {
      if (parent.count(next) || !safe(next)) continue;
      if (next == avoid && next != to) continue;
      parent[next] = at;
      if (any_unvisited ? unexplored(next) : next == to) {
        found = next;
        break;
      }
      queue.push_back(next);
    }
  }
  std::vector<RoomId> path;
  if (found == maze::kNoRoom) return path;
  for (RoomId at = found; at != from; at = parent[at]) path.push_back(at);
  path.push_back(from);
  std::reverse(path.begin(), path.end());
  return path;
}

std::vector<RoomId> KnownCave::path(RoomId from, RoomId to,
                                    RoomId avoid) const {
  if (room(to) == nullptr || !safe(to)) return {};
  return search(from, to, avoid);
}

std::vector<RoomId> KnownCave::way_to_unexplored(RoomId from,
                                                 RoomId avoid) const {
  return search(from, maze::kNoRoom, avoid);
}

std::optional<RoomId> KnownCave::nearest_unexplored(RoomId from) const {
  const std::vector<RoomId> way = way_to_unexplored(from);
  if (way.empty()) return std::nullopt;
  return way.back();
}

game_api::Command step_command(const PlayerView& view, RoomId from, RoomId to) {
  game_api::Command command;
  if (view.grid) {
    for (Direction d : maze::kAllDirections)
      if (grid_step(view, from, d) == to) {
        command.verb = game_api::Verb::Move;
        command.direction = d;
        return command;
      }
  }
  command.verb = game_api::Verb::Go;
  command.rooms = {to};
  return command;
}

std::optional<std::string> walk_news(const PlayerView& before,
                                     const PlayerView& after, RoomId expected) {
  if (after.outcome != game_api::Outcome::Playing) return "The game is over.";
  if (after.room != expected) return "You are not where you meant to go.";
  const RoomView* was = game_api::find_room(before, after.room);
  const std::uint64_t seen =
      before.messages.empty() ? 0 : before.messages.back().seq;
  for (const game_api::Message& message : after.messages)
    if (message.seq > seen && !ordinary(message, was, after.name))
      return stop_reason(message);
  if (after.gold != before.gold || after.arrows != before.arrows ||
      after.items != before.items)
    return "You stop: you found something.";
  for (const RoomView& room : after.rooms) {
    const RoomView* old = game_api::find_room(before, room.room);
    if (!room.things.empty() && (old == nullptr || old->things != room.things))
      return "You stop: you see something new.";
  }
  return std::nullopt;
}

std::uint64_t last_message_seq(const game_api::PlayerView& view) {
  for (auto it = view.messages.rbegin(); it != view.messages.rend(); ++it)
    if (it->seq != 0) return it->seq;
  return 0;
}

}  // namespace wumpus::ui
