// A world to go back to when the rules fail in a command. Copying a whole
// world before every command cost about a tenth of the engine's time,
// most of it the players' knowledge (every room each has seen), so that
// is not copied: the world journals each change to it while the
// savepoint lives, and rolling back undoes them newest first.
#pragma once

#include "game/world.hpp"

#include <optional>

namespace wumpus::game {

class Savepoint {
 public:
  // One at a time: a command's savepoint ends before the next is taken.
  explicit Savepoint(World& world);
  ~Savepoint();
  Savepoint(const Savepoint&) = delete;
  Savepoint& operator=(const Savepoint&) = delete;

  // The world as it was when the savepoint was taken, knowledge included.
  // Once: the savepoint is spent.
  void roll_back();

 private:
  World& world_;
  std::optional<World> before_;  // without knowledge
};

}  // namespace wumpus::game
