// The hooks the engine calls so the rules (Lua scripts in the script
// layer, a small C++ fake in tests) decide what every object does. Each
// hook gets the world for the duration of the call and may fail; on a
// failure the engine rolls the world back to before the command.
#pragma once

#include "game/world/world.hpp"
#include "game_api/command.hpp"

#include <map>
#include <memory>
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

// One file of a rule set, as saves record it: which mod it belongs to
// ("" for the built-in rules), the mod's version and the oldest version
// whose saves it still loads, the file ("scripts/pit.lua", or the mod's
// name and file: "ghosts/ghost.lua") and a hash of its bytes.
struct RuleSource {
  std::string mod;
  std::string version;
  std::string save_compatible;
  std::string file;
  std::string hash;
  friend bool operator==(const RuleSource&, const RuleSource&) = default;
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
// Picking up gold adds to Player::gold; a torch or rope taken is carried
// (a thing whose holder is the player): the inventory is the things a
// player carries.
class Rules {
 public:
  virtual ~Rules() = default;

  // Which rule set this is, for messages: "built-in rules + mods/ladder".
  virtual std::string name() const = 0;
  // Identifies the rules' exact content (file names and a content hash),
  // stored in saves so a save is not resumed under different rules.
  virtual std::string fingerprint() const = 0;
  // Whether a save or recording made under rules of `fingerprint` plays
  // on the same under these: their own, or (Lua rules) an earlier release
  // of the built-in rules whose play these repeat exactly.
  virtual bool plays_as(const std::string& fingerprint) const {
    return fingerprint == this->fingerprint();
  }
  // Which version of the built-in rules these are (scripts/rules.conf):
  // games name it, and are resumed and replayed under it. Rules without
  // versions (tests' fakes) are version 1, as every game before versions.
  virtual int version() const { return 1; }

  // Every hook returns false and fills *error when it fails.

  // Places the things of a fresh game (players are not added yet). The
  // engine checks the placement guarantees afterwards and calls setup
  // again on a fresh world when they fail.
  virtual bool setup(World& world, RuleError* error) = 0;
  // Before setup, on the bare carve: mods carve vaults (open and close
  // passages, name rooms, place things of their own). The placement
  // guarantees are checked after setup, as for any layout.
  virtual bool generate(World&, RuleError*) { return true; }

  // The player has just entered `room` (by moving, or being carried
  // there). If the hook moves the player again, the engine calls it once
  // more for the new room (a bounded number of times).
  virtual bool on_enter(World& world, game_api::PlayerId player, RoomId room,
                        RuleError* error) = 0;

  // The player is about to walk from `from` into `to` by their own
  // command (being carried never asks): *refusal set refuses the move,
  // saying why to the player. A refused move leaves the player where they
  // stand, facing as before, knowing nothing new of `to`, and costs the
  // turn (they struggled).
  virtual bool before_move(World&, game_api::PlayerId, RoomId /*from*/,
                           RoomId /*to*/, std::string* /*refusal*/,
                           RuleError*) {
    return true;
  }

  // What the player senses in `room` (called after every command for the
  // player's room). Must not change the world.
  virtual bool percepts(World& world, game_api::PlayerId player, RoomId room,
                        std::vector<Percept>* out, RuleError* error) = 0;

  // The player shoots; `flight` lists the rooms the arrow enters, in
  // order (the engine follows open passages, up to World::arrow_range
  // rooms, stopping at a wall; it may be empty when the player faces a
  // wall). The rules handle arrows, hits, misses and waking.
  virtual bool shoot(World& world, game_api::PlayerId player,
                     const std::vector<RoomId>& flight, RuleError* error) = 0;

  // The player takes what lies in their room (the `take` command).
  virtual bool take(World& world, game_api::PlayerId player, RoomId room,
                    RuleError* error) = 0;

  // The player uses an item; *handled is false when no rule knows it
  // (the engine then says so, and the command costs no turn).
  virtual bool use(World& world, game_api::PlayerId player,
                   const std::string& item, bool* handled,
                   RuleError* error) = 0;

  // The player stands in the exit room (after entering it, or waiting
  // there): the rules decide whether they win or what is missing.
  virtual bool reach_exit(World& world, game_api::PlayerId player,
                          RuleError* error) = 0;

  // After every turn-costing command of `player` (a hunger counter).
  virtual bool on_turn(World& world, game_api::PlayerId player,
                       RuleError* error) = 0;

  // The world's own turn, once per tick however many players there are
  // (the Wumpus moving): after each turn in single-player, after each
  // round in shared play.
  virtual bool on_tick(World& world, RuleError* error) = 0;

  // The player's score (their game finished or not), into *points: the
  // formula lives with the rules, so presets and mods weigh it. The world
  // is only read. Rules without a formula (tests' fakes) count nothing.
  virtual bool score(const World&, game_api::PlayerId, int* points,
                     RuleError*) {
    *points = 0;
    return true;
  }

  // Events the engine raises once the hook (or command) that caused them
  // has returned; see World::take_event. A thing lying in another room
  // was moved into the room of a living player:
  virtual bool on_walk_in(World&, ThingId, game_api::PlayerId, RuleError*) {
    return true;
  }
  // A player took a thing into their inventory:
  virtual bool on_pick_up(World&, game_api::PlayerId, ThingId, RuleError*) {
    return true;
  }
  // A player's carried thing was put down in a room (the `drop` command,
  // or a rule moving it):
  virtual bool on_drop(World&, game_api::PlayerId, ThingId, RuleError*) {
    return true;
  }
  // A player died (Player::cause says of what):
  virtual bool on_death(World&, game_api::PlayerId, RuleError*) { return true; }
  // A player won:
  virtual bool on_win(World&, game_api::PlayerId, RuleError*) { return true; }
  // A player joined the game (the first, or one more in a shared cave),
  // before their first percepts; a replay joins them again.
  virtual bool on_join(World&, game_api::PlayerId, RuleError*) { return true; }
  // A player left a shared game (`how`: "left" when they walked away,
  // "dropped" when their connection ended); logged, so a replay leaves
  // again. Their seat stays: the player comes back by sitting down.
  virtual bool on_leave(World&, game_api::PlayerId, const std::string& /*how*/,
                        RuleError*) {
    return true;
  }
  // A player walked out through the exit: won while standing in the exit
  // room (after on_win).
  virtual bool on_exit(World&, game_api::PlayerId, RuleError*) { return true; }

  // The verbs the mods add (game.verb), in the order they registered:
  // the parser takes them, the view lists them, help shows them.
  virtual const game_api::VerbSpecs& verbs() const {
    static const game_api::VerbSpecs none;
    return none;
  }
  // A player typed one of verbs() (command.verb is Verb::Custom; its
  // argument parsed as the verb takes it). *spent: whether it costs the
  // player's turn (the handler may decline, and then it does not).
  virtual bool verb(World&, game_api::PlayerId, const game_api::Command&,
                    bool* spent, RuleError*) {
    *spent = false;
    return true;
  }

  // What the rules' kinds are to the placement guarantees (hazards kept
  // off the safe routes, things needed to win kept reachable).
  virtual LayoutRoles layout_roles() const { return {}; }
  // How the rules want kinds shown (mods' "ghosts:ghost" as "ghost").
  virtual std::map<std::string, game_api::KindLook> looks() const { return {}; }
  // The kinds the rules register, and the files they come from.
  virtual std::vector<std::string> kinds() const { return {}; }
  virtual std::vector<RuleSource> sources() const { return {}; }
  // What mods placed in the last setup ("mods/lava.lua placed 12 pit"),
  // so a layout that fails can name the mods that may have broken it;
  // "" when no mod placed anything.
  virtual std::string setup_report() const { return {}; }
  // The settings the mods declare, "mod.key" -> its default
  // (mod_settings.hpp).
  virtual std::map<std::string, Value> declared_settings() const { return {}; }
  // What loading found questionable but not wrong, one line each.
  virtual std::vector<std::string> warnings() const { return {}; }
  // The same rule set read again from disk (`reload`): null with *error
  // when it no longer loads, or these rules cannot be read again.
  virtual std::shared_ptr<Rules> reload(std::string* error) const {
    *error = "these rules cannot be reloaded";
    return nullptr;
  }
  // The mods stopped at their memory cap, whose hooks and verbs no longer
  // run; a save keeps them, and stop_mods stops them again on load.
  virtual std::vector<std::string> stopped_mods() const { return {}; }
  virtual void stop_mods(const std::vector<std::string>&) {}
  // While a resume replays a save's journal (true): the mods' storage is
  // kept in memory, empty, as in any replay (the player's files are
  // neither read nor written again), and failures already reported when
  // they happened are not reported again. False restores both.
  virtual void set_replaying(bool) {}
  // What the rules printed (print, game.log) since the last call, each
  // line tagged with its file and line; the engine shows it as "debug"
  // messages.
  virtual std::vector<std::string> take_log() { return {}; }
};

}  // namespace wumpus::game
