// CaveMap: what mods write on the cave at play time or as it is carved:
// rooms' names and descriptions, and passages opened or closed on top of
// the carve.
#include "game/world/cave_map.hpp"

#include <algorithm>

namespace wumpus::game {
namespace {

const std::string kNone;

std::pair<RoomId, RoomId> ordered(RoomId a, RoomId b) {
  return a < b ? std::pair{a, b} : std::pair{b, a};
}

}  // namespace

const std::string& CaveMap::room_name(RoomId room) const {
  if (const auto text = room_texts_.find(room);
      text != room_texts_.end() && !text->second.name.empty())
    return text->second.name;
  const maze::RoomGraph* graph = maze_->topology().room_graph();
  return graph && room < graph->names.size() ? graph->names[room] : kNone;
}

const std::string& CaveMap::room_description(RoomId room) const {
  const auto text = room_texts_.find(room);
  return text == room_texts_.end() ? kNone : text->second.description;
}

void CaveMap::set_room_name(RoomId room, std::string name) {
  if (!is_room(room)) return;
  RoomText& text = room_texts_[room];
  text.name = std::move(name);
  if (text == RoomText{}) room_texts_.erase(room);
}

void CaveMap::set_room_description(RoomId room, std::string description) {
  if (!is_room(room)) return;
  RoomText& text = room_texts_[room];
  text.description = std::move(description);
  if (text == RoomText{}) room_texts_.erase(room);
}

bool CaveMap::set_passage(RoomId a, RoomId b, bool open, std::string* error) {
  const auto fail = [&](const std::string& why) {
    *error = why;
    return false;
  };
  if (!is_room(a) || !is_room(b) || a == b)
    return fail("rooms " + std::to_string(a) + " and " + std::to_string(b) +
                " are not two rooms of this cave");
  maze::Neighbor all[maze::Maze::kMaxNeighbors];
  const int n = maze_->topology().neighbors(a, all);
  const auto next = std::find_if(
      all, all + n, [&](const maze::Neighbor& x) { return x.room == b; });
  if (next == all + n)
    return fail("rooms " + std::to_string(a) + " and " + std::to_string(b) +
                " are not neighbours");
  const maze::EdgeId edge = next->edge;
  if (maze_->is_open(edge) == open) return true;
  auto changed = std::make_shared<maze::Maze>(*maze_);
  if (open) {
    if (!changed->may_open(edge))
      return fail("the cave's shape lets no passage open between rooms " +
                  std::to_string(a) + " and " + std::to_string(b));
    changed->open(edge);
  } else {
    changed->close(edge);
  }
  maze_ = std::move(changed);
  ++passages_revision_;
  if (carved_->is_open(edge) == open)
    passage_edits_.erase(ordered(a, b));
  else
    passage_edits_[ordered(a, b)] = open;
  solution_ = path(maze_->entrance, maze_->exit);
  return true;
}

std::vector<PassageEdit> CaveMap::passage_edits() const {
  std::vector<PassageEdit> edits;
  for (const auto& [rooms, open] : passage_edits_)
    edits.push_back({rooms.first, rooms.second, open});
  return edits;
}

bool CaveMap::restore_passage_edits(const std::vector<PassageEdit>& edits,
                                    std::string* error) {
  maze_ = carved_;
  ++passages_revision_;
  passage_edits_.clear();
  for (const PassageEdit& edit : edits)
    if (!set_passage(edit.a, edit.b, edit.open, error)) return false;
  return true;
}

}  // namespace wumpus::game
