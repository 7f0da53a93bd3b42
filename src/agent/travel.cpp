#include "agent/travel.hpp"

#include <limits>
#include <queue>

namespace wumpus::agent {

Routes::Routes(const inference::CaveMap& map, maze::RoomId start,
               const std::function<double(maze::RoomId)>& step_cost,
               const std::function<bool(maze::RoomId)>& passable,
               maze::RoomId only_first)
    : start_(start),
      cost_(map.size(), std::numeric_limits<double>::infinity()),
      steps_(map.size(), -1),
      parent_(map.size(), maze::kNoRoom) {
  if (start >= map.size()) return;
  using Item = std::pair<double, maze::RoomId>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
  cost_[start] = 0;
  steps_[start] = 0;
  queue.push({0.0, start});
  while (!queue.empty()) {
    const auto [cost, at] = queue.top();
    queue.pop();
    if (cost > cost_[at]) continue;
    order_.push_back(at);
    // Only rooms the agent can stand in safely lead on, and only seen
    // rooms have known passages.
    if (at != start && (!passable(at) || !map.seen(at))) continue;
    for (maze::RoomId next : map.open(at)) {
      if (next >= map.size()) continue;
      if (at == start && only_first != maze::kNoRoom && next != only_first)
        continue;
      const double c = cost + step_cost(next);
      if (c < cost_[next]) {
        cost_[next] = c;
        steps_[next] = steps_[at] + 1;
        parent_[next] = at;
        queue.push({c, next});
      }
    }
  }
}

bool Routes::reaches(maze::RoomId room) const {
  return room < cost_.size() && steps_[room] >= 0;
}

double Routes::cost(maze::RoomId room) const {
  return reaches(room) ? cost_[room] : std::numeric_limits<double>::infinity();
}

int Routes::steps(maze::RoomId room) const {
  return reaches(room) ? steps_[room] : -1;
}

maze::RoomId Routes::first_step(maze::RoomId room) const {
  if (!reaches(room) || room == start_) return maze::kNoRoom;
  while (parent_[room] != start_) room = parent_[room];
  return room;
}

game_api::Command move_command(const inference::CaveMap& map, maze::RoomId from,
                               maze::RoomId to) {
  game_api::Command command;
  if (!map.grid()) {
    command.verb = game_api::Verb::Go;
    command.rooms = {to};
    return command;
  }
  command.verb = game_api::Verb::Move;
  command.direction = map.direction(from, to);
  return command;
}

}  // namespace wumpus::agent
