// The hidden state of one game: the cave (game/world/cave_map.hpp), the things
// in it, the players, the seeded random stream and the rules' variables,
// with the invariants that bind them (a thing lies in a room of the cave
// or is carried, never both). Everything the rules may read or change
// goes through this class (the script layer binds it to Lua). The engine
// takes a Savepoint (game/saves/savepoint.hpp) before every command and rolls
// back to it when a rule hook fails.
#pragma once

#include "base/copy_on_write.hpp"
#include "game/world/cave_map.hpp"
#include "game/world/layout_session.hpp"
#include "game/world/property_bag.hpp"
#include "game/world/timers.hpp"
#include "game/world/variable_owners.hpp"
#include "game_api/arrow_flight.hpp"
#include "game_api/player_view.hpp"
#include "maze/compass.hpp"
#include "maze/maze.hpp"
#include "maze/random.hpp"

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace wumpus::game {

using maze::kNoRoom;
using maze::RoomId;

using ThingId = std::uint32_t;
inline constexpr ThingId kNoThing = 0;
inline constexpr game_api::PlayerId kNoPlayer = 0xffffffffu;

// Whose properties (World::properties_of): the world's own, which are the
// rules' per-game variables, or a room's, a thing's or a player's.
struct Owner {
  enum class Kind : std::uint8_t { World, Room, Thing, Player };
  Kind kind = Kind::World;
  std::uint32_t id = 0;  // the room's, thing's or player's

  static constexpr Owner world() { return {}; }
  static constexpr Owner room(RoomId room) { return {Kind::Room, room}; }
  static constexpr Owner thing(ThingId thing) { return {Kind::Thing, thing}; }
  static constexpr Owner player(game_api::PlayerId player) {
    return {Kind::Player, player};
  }
};

inline constexpr std::size_t kMaxMarkLabelBytes = 40;

// The preset's numbers the rules read: "pits", "gold", "bats", "dark",
// "arrows", "wumpus_move_chance", "torch_sight", ...
using Parameters = std::map<std::string, double>;

// An object in the cave. It lies in a room or is carried by a player
// (exactly one of room / holder is set). Rules keep all their state in
// `properties` (never in Lua globals) so a turn can be rolled back.
// A thing whose property "hidden" is true cannot be seen from another
// room, however far sight reaches: from afar only the rules' percepts
// betray it (a pit's breeze); a player standing in its room sees it.
struct Thing {
  ThingId id = kNoThing;
  std::string kind;
  RoomId room = kNoRoom;
  game_api::PlayerId holder = kNoPlayer;
  PropertyBag properties;
};

// What a player remembers of one room.
struct RoomMemory {
  bool visited = false;
  bool dark = false;                  // known to be dark
  std::vector<std::string> things;    // kinds seen there, last time seen
  std::vector<std::string> percepts;  // sensed there, last time visited
  // Hidden things met by entering the room (a pit fallen into, bats that
  // carried the player off), dark or not, or that the rules told the
  // player of (World::learn: an arrow heard falling into a pit). Sight
  // from afar cannot check them, so they stay remembered until the player
  // is in the room again.
  std::vector<std::string> felt;
  // Kinds the rules told the player are not there (World::learn: a pit
  // an arrow flew through without falling), for things that stay put.
  std::vector<std::string> absent;
  // The most kinds World::learn tells of one room, present or absent:
  // well within what a view may carry (game_api::kMaxViewStrings).
  static constexpr std::size_t kMaxToldKinds = 16;
  friend bool operator==(const RoomMemory&, const RoomMemory&) = default;
};

// A player. What they carry is not here: carried things are Things whose
// holder is the player (World::things_held, World::item_count).
struct Player {
  game_api::PlayerId id = kNoPlayer;
  std::string name;
  RoomId room = kNoRoom;
  maze::Direction facing = maze::Direction::East;
  int arrows = 0;
  int gold = 0;
  bool torch_lit = false;  // widens sight and lights dark rooms
  PropertyBag properties;  // the rules' per-player state (hunger, ...)
  bool alive = true;
  bool won = false;
  std::string cause;  // how the game ended for this player
  // The kind whose rule killed the player ("wumpus", "pit", a mod's
  // kind); "" while alive, or when no kind's hook did. Not saved: a
  // recording's checkpoints compare the saved state of older releases,
  // and a replay kills again.
  std::string killed_by;
  std::uint32_t turns = 0;  // turn-costing commands applied
  // Every room seen. Changed through World::remember and World::reveal
  // only, which journal the change for a savepoint.
  std::map<RoomId, RoomMemory> knowledge;
  // The rooms each arrow's flight passed (the newest kMaxFlights), shown
  // when the game is over.
  std::vector<std::vector<RoomId>> flights;
  static constexpr std::size_t kMaxFlights = 16;
  // The mods' marks on this player's map (game.mark_room), shown once the
  // player knows the room; the player's own notes share the model.
  std::map<RoomId, game_api::MapMark> marks;
  // The mod that set each mark ("" for the built-in rules, absent too):
  // each mod's marks are counted against its own quota.
  std::map<RoomId, std::string> mark_owners;
  friend bool operator==(const Player&, const Player&) = default;
};

// A message the rules sent during the current command, for one player.
struct Addressed {
  game_api::PlayerId player = kNoPlayer;
  game_api::Message message;
  std::string sender;  // the mod that sent it ("" for the engine's rules)
};

// Something the rules did that the engine answers once the hook that did
// it has returned: room entry for a player moved anywhere (pits, bats,
// the exit), and the pick-up, drop and walk-in hooks.
struct WorldEvent {
  enum class Kind : std::uint8_t {
    Arrival,  // `player` was moved to another room
    WalkIn,   // `thing` was moved from another room into `room`
    PickUp,   // `player` now carries `thing`
    Drop,     // `player` no longer carries `thing`, which lies in a room
    Death,    // `player` died
    Win,      // `player` won
  };
  Kind kind = Kind::Arrival;
  game_api::PlayerId player = kNoPlayer;
  ThingId thing = kNoThing;
  RoomId room = kNoRoom;
};

class World {
 public:
  World(std::shared_ptr<const maze::Maze> maze, maze::Random random,
        Parameters parameters);

  // The cave as the players walk it: passages (the mods' edits on top of
  // the carve), room names and descriptions, the way to the exit.
  const CaveMap& cave() const { return cave_; }
  CaveMap& cave() { return cave_; }

  // --- the rules' properties: the world's variables, a room's ("dark"),
  // a thing's ("dead", "hidden") or a player's (hunger, ...) ---
  // An owner that does not exist has none.
  const PropertyBag& properties_of(Owner owner) const;
  // Sets or (no value) clears a property; false, and nothing changes, for
  // an owner that does not exist. A room whose last property is cleared
  // holds none (saves list only rooms with properties).
  bool set_property(Owner owner, const std::string& key,
                    std::optional<Value> value);

  // A mark on a player's map ("" glyph: clears it); false for no player.
  // `owner`: the mod setting it ("" for the built-in rules).
  bool mark_room(game_api::PlayerId id, RoomId room, game_api::MapMark mark,
                 const std::string& owner = {});
  // How many marks on that player's map `owner` set.
  std::size_t marks_of(game_api::PlayerId id, const std::string& owner) const;

  // --- things ---
  ThingId place(const std::string& kind, RoomId room);
  // A new thing, carried already (no pick-up event).
  ThingId give(const std::string& kind, game_api::PlayerId player);
  // Puts a thing in a room: a drop when it was carried, a walk-in when
  // it lay in another room where a player now is.
  bool move_thing(ThingId id, RoomId room);
  // A player takes a thing (a pick-up event unless they held it already).
  bool carry(ThingId id, game_api::PlayerId player);
  bool remove_thing(ThingId id);
  const Thing* thing(ThingId id) const;
  std::vector<ThingId> things_in(RoomId room) const;  // ascending ids
  std::vector<ThingId> things_of(const std::string& kind) const;
  std::vector<ThingId> things_held(game_api::PlayerId player) const;
  const std::map<ThingId, Thing>& things() const { return *things_; }
  // Counts changes to where things are (placed, moved, carried, gone):
  // what was worked out from them holds while this stays the same.
  std::uint64_t things_revision() const { return things_revision_; }

  // --- players ---
  game_api::PlayerId add_player(
      const std::string& name);  // at the entrance, facing east
  std::vector<game_api::PlayerId> player_ids() const;
  const Player* player(game_api::PlayerId id) const;
  Player* player(game_api::PlayerId id);
  std::vector<game_api::PlayerId> players_in(RoomId room) const;
  // Moves a player; to another room, an arrival the engine answers with
  // room entry.
  bool move_player(game_api::PlayerId id, RoomId room);
  bool set_facing(game_api::PlayerId id, maze::Direction facing);
  // Items are carried things counted by kind. add_item gives `delta` new
  // things of that kind, or removes -delta of them (newest first; never
  // below 0). Returns the new count.
  int add_item(game_api::PlayerId id, const std::string& item, int delta);
  int item_count(game_api::PlayerId id, const std::string& item) const;
  std::map<std::string, int> items(game_api::PlayerId id) const;
  // Shows a player a room (a map): remembered as seen, not visited.
  bool reveal(game_api::PlayerId id, RoomId room);
  // The player learns that a `kind` lies in `room` (`present`) or not,
  // without seeing it: kept with the room on their map. False when the
  // room already has RoomMemory::kMaxToldKinds other kinds told of.
  bool learn(game_api::PlayerId id, RoomId room, const std::string& kind,
             bool present);
  // What a player remembers of a room, to change (a new memory when the
  // room was unknown); `id` must be a player's.
  RoomMemory& remember(game_api::PlayerId id, RoomId room);
  bool set_arrows(game_api::PlayerId id, int arrows);
  bool add_gold(game_api::PlayerId id, int delta);
  bool set_torch_lit(game_api::PlayerId id, bool lit);
  bool kill(game_api::PlayerId id, const std::string& cause,
            const std::string& killed_by = {});
  bool win(game_api::PlayerId id);
  // Sends a player a message; kind as in Message ("breeze", "death", ...).
  // Messages wait in an outbox the engine empties into the players' logs
  // after each command, so a snapshot copies only this command's messages.
  // `sender`: the mod sending ("" for the built-in rules and the engine).
  void message(game_api::PlayerId id, const std::string& kind,
               const std::string& text, const std::string& sender = {});
  void message_all(const std::string& kind, const std::string& text,
                   const std::string& sender = {});
  // What `sender` has waiting in the outbox, for each player it wrote to.
  struct OutboxUse {
    std::size_t messages = 0;
    std::size_t bytes = 0;
  };
  std::map<game_api::PlayerId, OutboxUse> outbox_use(
      const std::string& sender) const;
  std::vector<Addressed> take_outbox() { return std::exchange(outbox_, {}); }

  // --- events for the engine (see WorldEvent), oldest first ---
  std::optional<WorldEvent> take_event();
  // Takes the player's pending arrival, if any (room entry runs now).
  bool take_arrival(game_api::PlayerId id);
  void clear_events() { events_.clear(); }

  // --- randomness: the only source the rules get ---
  maze::Random& random() { return random_; }
  const maze::Random& random() const { return random_; }

  // --- the preset's parameters and the mods' settings ---
  std::optional<double> parameter(const std::string& key) const;
  // Arrows each player starts with (scripts/arrow.lua spends them): the
  // preset's "arrows", 3 when it names none.
  int starting_arrows() const;
  // The mods' settings in force ("mod.key"), set as the world is made.
  const Value* mod_setting(const std::string& key) const {
    const auto found = mod_settings_.find(key);
    return found == mod_settings_.end() ? nullptr : &found->second;
  }
  void set_mod_settings(std::map<std::string, Value> settings) {
    mod_settings_ = std::move(settings);
  }
  const Parameters& parameters() const { return parameters_; }

  // --- the layout: what the placement guarantees read (the roles the
  // rules give their kinds, set as the world is made or loaded), and a
  // rejection while on_generate and setup draw it ---
  LayoutSession& layout() { return layout_; }
  const LayoutSession& layout() const { return layout_; }

  // --- how many rooms an arrow flies: a rule, set by the rules from the
  // preset's "arrow_range" (scripts/arrow.lua) and changed by mods; 0
  // until a rule sets it, when no arrow flies ---
  int arrow_range() const { return arrow_range_; }
  // False, and nothing changes, outside 1..kMaxArrowRange.
  bool set_arrow_range(std::int64_t rooms);
  // How an arrow may turn (scripts/arrow.lua sets it from the preset's
  // "arrow_straight" and "arrow_hits_shooter"; all off until a rule does).
  const game_api::ArrowRules& arrow_rules() const { return arrow_rules_; }
  void set_arrow_rules(game_api::ArrowRules rules) { arrow_rules_ = rules; }

  std::uint32_t turn() const { return turn_; }
  void advance_turn() { ++turn_; }

  // Sets game variable `key` for mod `owner` (variable_owners.hpp);
  // false, and nothing changes, when it would hold more than its quota.
  bool set_variable(const std::string& key, std::optional<Value> value,
                    const std::string& owner);
  const VariableOwners& variable_owners() const { return *variable_owners_; }
  void restore_variable_owners(const std::map<std::string, std::string>& of);

  // --- the rules' timers, in the order they were set ---
  Timers& timers() { return timers_; }
  const Timers& timers() const { return timers_; }

  // Raw access for saves: the engine rebuilds a world field by field.
  const std::map<RoomId, PropertyBag>& room_properties() const {
    return *room_properties_;
  }
  const std::map<game_api::PlayerId, Player>& players() const {
    return players_;
  }
  ThingId next_thing_id() const { return next_thing_; }
  void restore_state(std::map<ThingId, Thing> things, ThingId next_thing,
                     std::map<RoomId, PropertyBag> room_properties,
                     std::map<game_api::PlayerId, Player> players,
                     PropertyBag variables, std::uint32_t turn);

 private:
  // A Savepoint copies the fields a command may change (all but the
  // parameters and the mods' settings): a new one that a command can
  // change goes into Savepoint::Before too.
  CaveMap cave_;
  maze::Random random_;
  Parameters parameters_;
  // Shared with the savepoint until a command changes them.
  base::CopyOnWrite<std::map<ThingId, Thing>> things_;
  std::uint64_t things_revision_ = 0;
  ThingId next_thing_ = 1;
  base::CopyOnWrite<std::map<RoomId, PropertyBag>> room_properties_;
  std::map<game_api::PlayerId, Player> players_;
  base::CopyOnWrite<PropertyBag> variables_;
  base::CopyOnWrite<VariableOwners> variable_owners_;
  std::map<std::string, Value> mod_settings_;
  LayoutSession layout_;
  std::uint32_t turn_ = 0;
  Timers timers_;
  int arrow_range_ = 0;
  game_api::ArrowRules arrow_rules_;
  std::vector<Addressed> outbox_;
  std::deque<WorldEvent> events_;

  // A savepoint's record of knowledge changed since it was taken: the
  // memory each room had before (none: unknown), oldest first.
  friend class Savepoint;
  struct KnowledgeChange {
    game_api::PlayerId player = kNoPlayer;
    RoomId room = kNoRoom;
    std::optional<RoomMemory> before;
  };
  bool journaling_ = false;
  std::vector<KnowledgeChange> journal_;
  void journal(const Player& player, RoomId room);
};

}  // namespace wumpus::game
