// The cave as the players walk it: the carve, the passages mods opened or
// closed on top of it (kept as edits, so a save re-carves from its seed
// and applies them), the rooms' names and descriptions mods gave, and the
// way from the entrance to the exit, worked out again whenever a passage
// changes. Part of the World (World::cave()).
#pragma once

#include "maze/compass.hpp"
#include "maze/maze.hpp"

#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace wumpus::game {

using maze::kNoRoom;
using maze::RoomId;

// What a mod wrote on a room (game.name_room, game.describe_room), shown
// to players who know the room. Bounded and made printable on the way in.
struct RoomText {
  std::string name;         // "the armoury"; "": the room graph's name
  std::string description;  // a sentence or two `look` reads out
  friend bool operator==(const RoomText&, const RoomText&) = default;
};
inline constexpr std::size_t kMaxRoomNameBytes = 40;
inline constexpr std::size_t kMaxRoomDescriptionBytes = 400;

// A passage a mod opened or closed (a door, a collapse) where the carve
// had it the other way. `a` < `b`.
struct PassageEdit {
  RoomId a = kNoRoom, b = kNoRoom;
  bool open = false;
  friend bool operator==(const PassageEdit&, const PassageEdit&) = default;
};

class CaveMap {
 public:
  explicit CaveMap(std::shared_ptr<const maze::Maze> maze);

  // --- the carve, with the mods' passage edits applied ---
  const maze::Maze& maze() const { return *maze_; }
  // The cave as carved from the seed, before any passage edit.
  const maze::Maze& carved_maze() const { return *carved_; }
  std::shared_ptr<const maze::Maze> shared_maze() const { return maze_; }
  // Counts the passage edits: which rooms are open to which holds while
  // this stays the same.
  std::uint64_t passages_revision() const { return passages_revision_; }
  std::vector<RoomId> rooms() const;  // every room id, ascending
  bool is_room(RoomId room) const;
  RoomId entrance() const { return maze_->entrance; }
  RoomId exit() const { return maze_->exit; }
  // Adjacent rooms whether or not a passage is open, and only open ones.
  std::vector<RoomId> neighbours(RoomId room) const;
  std::vector<RoomId> open_neighbours(RoomId room) const;
  bool is_open(RoomId a, RoomId b) const;
  // The room through the open passage in direction d, or kNoRoom (a wall,
  // the edge of the grid, or a room graph or polar cave, which have no
  // directions; see maze/compass.hpp).
  RoomId step(RoomId room, maze::Direction d) const;
  // Whether `room` has a neighbour in direction d, open or walled off.
  bool has_side(RoomId room, maze::Direction d) const;
  // The shortest path entrance -> exit through open passages, both ends
  // included (empty when the exit cannot be reached).
  const std::vector<RoomId>& solution() const { return solution_; }
  // Shortest path from `from` to `to` through open passages avoiding the
  // rooms in `avoid` (`to` itself may be avoided-listed); empty if none.
  std::vector<RoomId> path(RoomId from, RoomId to,
                           const std::set<RoomId>& avoid = {}) const;

  // --- what mods write on the cave (cave_map_edits.cpp) ---
  // The mod's name for the room, else the room graph's, else "".
  const std::string& room_name(RoomId room) const;
  const std::string& room_description(RoomId room) const;
  // Set as given ("" clears); the caller bounds and cleans the text.
  void set_room_name(RoomId room, std::string name);
  void set_room_description(RoomId room, std::string description);
  const std::map<RoomId, RoomText>& room_texts() const { return room_texts_; }
  void restore_room_texts(std::map<RoomId, RoomText> texts) {
    room_texts_ = std::move(texts);
  }
  // Opens or closes the passage between two neighbouring rooms; false,
  // with *error saying why, for rooms that are not neighbours or a
  // passage the cave's shape forbids (a woven crossing). The solution
  // path follows. No winnability check here: see game/world/passage_change.hpp.
  bool set_passage(RoomId a, RoomId b, bool open, std::string* error);
  // The edits in force, ordered by room pair, each differing from the carve.
  std::vector<PassageEdit> passage_edits() const;
  // Applies a save's edits on top of the carve (the cave must hold none).
  bool restore_passage_edits(const std::vector<PassageEdit>& edits,
                             std::string* error);

  // Equal when they share the carve and hold the same edits and texts.
  friend bool operator==(const CaveMap&, const CaveMap&) = default;

 private:
  std::shared_ptr<const maze::Maze> maze_;
  std::shared_ptr<const maze::Maze> carved_;  // maze_ before the edits
  std::uint64_t passages_revision_ = 0;
  std::map<std::pair<RoomId, RoomId>, bool> passage_edits_;
  std::map<RoomId, RoomText> room_texts_;
  std::vector<RoomId> solution_;
};

}  // namespace wumpus::game
