// The hooks the engine calls so the rules (Lua scripts in the script
// layer, a small C++ fake in tests) decide what every object does. Each
// hook gets the world for the duration of the call and may fail; on a
// failure the engine rolls the world back to before the command.
#pragma once

#include "game/world.hpp"

#include <string>
#include <vector>

namespace wumpus::game {

// A hook that failed: which script, which hook, where, and why.
struct RuleError {
  std::string file;       // "scripts/wumpus.lua", or the mod's file
  std::string hook;       // "on_enter", "setup", ...
  int line = 0;           // 0 when unknown
  std::string traceback;  // may be empty
  std::string message;

  // "scripts/wumpus.lua:12: in on_enter: attempt to index a nil value"
  std::string describe() const;
};

// Something a player senses in a room: kind is "breeze", "stench",
// "flapping", "glitter" or a mod's own; text is shown to the player.
struct Percept {
  std::string kind;
  std::string text;
};

// The names the engine's placement checks and the omniscient solver rely
// on, whatever rules are loaded: things of kind "wumpus", "pit", "bats",
// "gold", "torch" and "rope"; a Wumpus is dead when its property "dead" is
// true (or it is removed); a dark room has the room property "dark" true.
// Picking up gold adds to Player::gold; a torch or rope taken goes into
// Player::items ("torch", "rope").
class Rules {
 public:
  virtual ~Rules() = default;

  // Which rule set this is, for messages: "built-in rules + mods/ladder".
  virtual std::string name() const = 0;
  // Identifies the rules' exact content (file names and a content hash),
  // stored in saves so a save is not resumed under different rules.
  virtual std::string fingerprint() const = 0;

  // Every hook returns false and fills *error when it fails.

  // Places the things of a fresh game (players are not added yet). The
  // engine checks the placement guarantees afterwards and calls setup
  // again on a fresh world when they fail.
  virtual bool setup(World& world, RuleError* error) = 0;

  // The player has just entered `room` (by moving, or being carried
  // there). If the hook moves the player again, the engine calls it once
  // more for the new room (a bounded number of times).
  virtual bool on_enter(World& world, PlayerId player, RoomId room,
                        RuleError* error) = 0;

  // What the player senses in `room` (called after every command for the
  // player's room). Must not change the world.
  virtual bool percepts(World& world, PlayerId player, RoomId room,
                        std::vector<Percept>* out, RuleError* error) = 0;

  // The player shoots; `flight` lists the rooms the arrow enters, in
  // order (the engine follows open passages, up to 5 rooms, stopping at a
  // wall; it may be empty when the player faces a wall). The rules handle
  // arrows, hits, misses and waking.
  virtual bool shoot(World& world, PlayerId player,
                     const std::vector<RoomId>& flight, RuleError* error) = 0;

  // The player takes what lies in their room (the `take` command).
  virtual bool take(World& world, PlayerId player, RoomId room,
                    RuleError* error) = 0;

  // The player uses an item; *handled is false when no rule knows it
  // (the engine then says so, and the command costs no turn).
  virtual bool use(World& world, PlayerId player, const std::string& item,
                   bool* handled, RuleError* error) = 0;

  // The player stands in the exit room (after entering it, or waiting
  // there): the rules decide whether they win or what is missing.
  virtual bool reach_exit(World& world, PlayerId player, RuleError* error) = 0;

  // After every turn-costing command of `player` (a hunger counter).
  virtual bool on_turn(World& world, PlayerId player, RuleError* error) = 0;

  // The world's own turn, once per tick however many players there are
  // (the Wumpus moving): after each turn in single-player, after each
  // round in shared play.
  virtual bool on_tick(World& world, RuleError* error) = 0;
};

}  // namespace wumpus::game
