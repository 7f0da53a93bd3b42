// A world to go back to when the rules fail in a command. Copying a whole
// world before every command cost about a tenth of the engine's time, so
// a savepoint copies only what a command can change: the cave map (its
// maze a shared pointer: a mod's passage edit makes a new one), not the
// preset's parameters or the mods' settings, and not the
// players' knowledge (every room each has seen), which the world journals
// while the savepoint lives so that rolling back undoes it newest first.
// The things and the properties of rooms and of the world it shares with
// the world until the command changes them (base::CopyOnWrite).
#pragma once

#include "game/world/world.hpp"

#include <optional>
#include <vector>

namespace wumpus::game {

// What a command changed of what views show (Savepoint::changes), so
// that only the views it can reach are built again (game/view_reach.hpp).
struct WorldChanges {
  // Something not one player's own, or a change not told apart (a roll
  // back, a player come or gone): every view may show it.
  bool shared = false;
  // Players whose own state changed (their knowledge included): their
  // own views show it.
  std::vector<game_api::PlayerId> players;
  // Of those, the ones who moved or turned and nothing else others see
  // of them changed: the views that see the room left or the room
  // entered show it.
  struct Moved {
    game_api::PlayerId player = kNoPlayer;
    RoomId from = kNoRoom, to = kNoRoom;
  };
  std::vector<Moved> moved;
};

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
  // What changed since the savepoint was taken, as WorldChanges sorts it;
  // all of it (shared) once rolled back. Messages waiting in the outbox
  // and draws from the random stream are left out: no view shows them.
  WorldChanges changes();

 private:
  // The fields of World a command may change (keep in step with it).
  struct Before {
    CaveMap cave;
    maze::Random random;
    base::CopyOnWrite<std::map<ThingId, Thing>> things;
    ThingId next_thing = kNoThing;
    base::CopyOnWrite<std::map<RoomId, PropertyBag>> room_properties;
    std::map<game_api::PlayerId, Player> players;  // without knowledge
    base::CopyOnWrite<PropertyBag> variables;
    base::CopyOnWrite<VariableOwners> variable_owners;
    std::uint32_t turn = 0;
    Timers timers;
    int arrow_range = 0;
    game_api::ArrowRules arrow_rules;
    std::vector<Addressed> outbox;
    // Empty when no event was pending (an empty deque allocates).
    std::optional<std::deque<WorldEvent>> events;
  };

  World& world_;
  std::optional<Before> before_;
};

}  // namespace wumpus::game
