// Engine::run and the steps of one command: moving, entering rooms (and
// being carried on), shooting, spending a turn, sensing (what is said
// in words is in game_words.cpp).
#include "game/engine.hpp"

#include "game_api/kind_names.hpp"

#include "game/world/sight.hpp"

#include <fmt/core.h>

#include <algorithm>

namespace wumpus::game {
namespace {

// A chain of rooms a player is carried through in one move (bats dropping
// them on a teleporter, ...) is cut off here, so rules cannot loop forever.
inline constexpr int kMaxCarries = 8;
// Events answered after one hook (arrivals, walk-ins, pick-ups, drops)
// that raise more events: past this many the rest are dropped, so rules
// cannot bounce a thing between two rooms forever.
inline constexpr int kMaxEvents = 64;

const char* const kHelp =
    "Commands: north east south west up down (n e s w u d; ne nw se sw "
    "where rooms have diagonals), go, "
    "turn 90|-90|180|270, face n|e|s|w, direction, shoot [dirs...], take, "
    "use ITEM, drop ITEM, wait, look, inventory, help; and to the table: "
    "restart, new [SIZE], save [FILE], who, say TEXT, reload; and a "
    "server's moderators: kick NAME, mute NAME [MINUTES].";

// Turns through the directions a room of the cave's tiling has: a right
// angle is one step of four (squares, triangles), two of eight (upsilon,
// zeta) and one of six (hexagons, whose right angle falls between two
// sides); a half turn faces the opposite way.
maze::Direction rotate(const maze::Topology& topology, maze::Direction facing,
                       int degrees) {
  const auto rose = maze::compass_rose(topology);
  const int n = static_cast<int>(rose.size());
  int index = 0;
  while (index < n && rose[index] != facing) ++index;
  const int quarter = std::max(1, n / 4);
  const int steps = degrees == 180 ? n / 2 : degrees == 90 ? quarter : -quarter;
  return rose[((index % n + steps) % n + n) % n];
}

// Whether rooms of the cave's tiling have a side facing d.
bool has_side(const maze::Topology& topology, maze::Direction d) {
  const auto rose = maze::compass_rose(topology);
  return std::find(rose.begin(), rose.end(), d) != rose.end();
}

// "The mods add: pray (ask the gods), chant ROOM (...)."
std::string mod_verbs_help(const game_api::VerbSpecs& verbs) {
  std::string text = "The mods add: ";
  for (const game_api::VerbSpec& verb : verbs) {
    if (&verb != &verbs.front()) text += ", ";
    text += verb_usage(verb) + " (" + verb.help + ")";
  }
  return text + ".";
}

std::string name_of(maze::Direction d) {
  return std::string(maze::direction_name(d));
}

}  // namespace

bool Engine::run(game_api::PlayerId player, const game_api::Command& command,
                 bool tick, RuleError* error) {
  Player* p = world_.player(player);
  switch (command.verb) {
    case game_api::Verb::Help:
      world_.message(player, "info", kHelp);
      if (!rules_.verbs().empty())
        world_.message(player, "info", mod_verbs_help(rules_.verbs()));
      return true;
    case game_api::Verb::Direction:
      if (!compass(player)) return true;
      world_.message(player, "info", "You face " + name_of(p->facing) + ".");
      return true;
    case game_api::Verb::Look:
      describe_room(player);
      return sense(player, false, error);
    case game_api::Verb::Inventory:
      tell_inventory(player);
      return true;
    default:
      break;
  }
  if (!p->alive || p->won) {
    world_.message(player, "info",
                   "This game is over for you: type restart or new.");
    return true;
  }
  switch (command.verb) {
    case game_api::Verb::Turn:
    case game_api::Verb::Face:
      if (!compass(player)) return true;
      if (command.verb == game_api::Verb::Face &&
          !has_side(world_.cave().maze().topology(), *command.direction)) {
        world_.message(player, "info",
                       "The rooms of this cave have no side " +
                           name_of(*command.direction) + ".");
        return true;
      }
      p->facing = command.verb == game_api::Verb::Turn
                      ? rotate(world_.cave().maze().topology(), p->facing,
                               command.degrees)
                      : *command.direction;
      world_.message(player, "info", "You face " + name_of(p->facing) + ".");
      return true;
    case game_api::Verb::Move:
      return move(player, *command.direction, tick, error);
    case game_api::Verb::Go:
      return command.rooms.empty()
                 ? move(player, p->facing, tick, error)
                 : move_to(player, command.rooms.front(), tick, error);
    case game_api::Verb::Shoot:
      return shoot(player, command, tick, error);
    case game_api::Verb::Take:
      return rules_.take(world_, player, p->room, error) && settle(error) &&
             spend_turn(player, tick, error);
    case game_api::Verb::Drop:
      return drop(player, command.argument, tick, error);
    case game_api::Verb::Use: {
      bool handled = false;
      if (!rules_.use(world_, player, command.argument, &handled, error) ||
          !settle(error))
        return false;
      if (handled) return spend_turn(player, tick, error);
      world_.message(player, "info",
                     "You cannot use \"" + command.argument + "\" here.");
      return true;
    }
    case game_api::Verb::Custom: {
      bool spent = false;
      if (!rules_.verb(world_, player, command, &spent, error) ||
          !settle(error))
        return false;
      return !spent || spend_turn(player, tick, error);
    }
    case game_api::Verb::Wait:
      world_.message(player, "info", "You wait.");
      if (p->room == world_.cave().exit() &&
          !(rules_.reach_exit(world_, player, error) && settle(error)))
        return false;
      return spend_turn(player, tick, error);
    default:
      return true;
  }
}

bool Engine::move(game_api::PlayerId player, maze::Direction d, bool tick,
                  RuleError* error) {
  const Player* p = world_.player(player);
  if (!compass(player)) return true;
  const RoomId target = world_.cave().step(p->room, d);
  if (target == kNoRoom) {
    const bool edge = !world_.cave().has_side(p->room, d);
    world_.message(player, "info",
                   edge ? "You cannot go " + name_of(d) + " from here."
                        : "A wall blocks the way " + name_of(d) + ".");
    return true;
  }
  return move_to(player, target, tick, error);
}

bool Engine::move_to(game_api::PlayerId player, RoomId target, bool tick,
                     RuleError* error) {
  Player* p = world_.player(player);
  if (!world_.cave().is_open(p->room, target)) {
    world_.message(
        player, "info",
        "No passage leads from here to room " + std::to_string(target) + ".");
    return true;
  }
  std::string refusal;
  if (!rules_.before_move(world_, player, p->room, target, &refusal, error) ||
      !settle(error))
    return false;
  if (!refusal.empty()) {
    world_.message(player, "info", refusal);
    return spend_turn(player, tick, error);
  }
  p = world_.player(player);  // the hook may have added players
  const auto d =
      maze::direction_to(world_.cave().maze().topology(), p->room, target);
  if (d && *d != maze::Direction::Up && *d != maze::Direction::Down)
    p->facing = *d;
  world_.move_player(player, target);
  return enter(player, error) && settle(error) &&
         spend_turn(player, tick, error);
}

// Room entry for the player's room, then for every room a hook carries
// them on to (bats, a teleporter), then the exit check.
bool Engine::enter(game_api::PlayerId player, RuleError* error) {
  world_.take_arrival(player);
  bool carried_on = true;
  for (int i = 0; i < kMaxCarries && carried_on; ++i) {
    const RoomId room = world_.player(player)->room;
    // Remembered before its rules act: bats carry the player off before
    // they see the room again.
    note_entry(world_, player, room);
    if (!rules_.on_enter(world_, player, room, error)) return false;
    const Player* p = world_.player(player);
    carried_on = p->alive && !p->won && world_.take_arrival(player);
  }
  world_.take_arrival(player);  // one a dead or crowned player left
  // Carried too often: this room it is, without its on_enter, said where
  // a modder looks.
  if (carried_on)
    world_.message(player, "error",
                   "Warning: the rules moved you on " +
                       std::to_string(kMaxCarries) +
                       " times in one move (on_enter moving the player "
                       "again); you stop here, and this room's on_enter did "
                       "not run.");
  const Player* p = world_.player(player);
  if (p->alive &&
      world_.properties_of(Owner::room(p->room))
          .flag(game_api::builtin::kDark) &&
      !p->torch_lit)
    world_.message(player, "info", "It is dark here.");
  if (p->alive && !p->won && p->room == world_.cave().exit())
    return rules_.reach_exit(world_, player, error);
  return true;
}

bool Engine::settle(RuleError* error) {
  for (int i = 0; i < kMaxEvents; ++i) {
    const std::optional<WorldEvent> event = world_.take_event();
    if (!event) return true;
    const auto playing = [&](game_api::PlayerId id) {
      const Player* p = world_.player(id);
      return p && p->alive && !p->won;
    };
    const Thing* thing = world_.thing(event->thing);
    bool ok = true;
    switch (event->kind) {
      case WorldEvent::Kind::Arrival:
        ok = !playing(event->player) || enter(event->player, error);
        break;
      case WorldEvent::Kind::WalkIn:
        for (game_api::PlayerId id : world_.players_in(event->room)) {
          thing = world_.thing(event->thing);
          if (ok && thing && thing->room == event->room && playing(id))
            ok = rules_.on_walk_in(world_, event->thing, id, error);
        }
        break;
      case WorldEvent::Kind::PickUp:
        ok = !thing || thing->holder != event->player ||
             rules_.on_pick_up(world_, event->player, event->thing, error);
        break;
      case WorldEvent::Kind::Drop:
        ok = !thing || thing->room == kNoRoom ||
             rules_.on_drop(world_, event->player, event->thing, error);
        break;
      case WorldEvent::Kind::Death:
        ok = rules_.on_death(world_, event->player, error);
        break;
      case WorldEvent::Kind::Win:
        ok = rules_.on_win(world_, event->player, error) &&
             (event->room != world_.cave().exit() ||
              rules_.on_exit(world_, event->player, error));
        break;
    }
    if (!ok) return false;
  }
  world_.clear_events();
  return true;
}

// drop ITEM: the newest carried thing of that kind (or display name)
// goes down in the player's room.
bool Engine::drop(game_api::PlayerId player, const std::string& item, bool tick,
                  RuleError* error) {
  ThingId chosen = kNoThing;
  for (ThingId id : world_.things_held(player))
    if (kind_matches(world_.thing(id)->kind, item)) chosen = id;
  if (chosen == kNoThing) {
    world_.message(player, "info", "You carry no " + item + ".");
    return true;
  }
  const std::string name = display_name(world_.thing(chosen)->kind);
  world_.move_thing(chosen, world_.player(player)->room);
  world_.message(player, "info", "You drop the " + name + ".");
  return settle(error) && spend_turn(player, tick, error);
}

bool Engine::shoot(game_api::PlayerId player, const game_api::Command& command,
                   bool tick, RuleError* error) {
  const Player* p = world_.player(player);
  const int range = world_.arrow_range();
  if (range == 0) {
    world_.message(player, "info", "No rule of this game lets arrows fly.");
    return true;
  }
  if (std::max(command.rooms.size(), command.path.size()) >
      static_cast<std::size_t>(range)) {
    world_.message(
        player, "info",
        fmt::format("An arrow flies through at most {} {} in this game.", range,
                    range == 1 ? "room" : "rooms"));
    return true;
  }
  game_api::ArrowFlight flight;
  if (!command.rooms.empty()) {
    flight = game_api::arrow_flight_through(
        p->room, command.rooms, world_.arrow_rules(),
        [this](RoomId a, RoomId b) { return world_.cave().is_open(a, b); });
  } else if (!maze::has_compass(world_.cave().maze().topology())) {
    world_.message(player, "info",
                   "Shoot into which rooms? shoot ROOM [ROOM...]");
    return true;
  } else {
    flight = game_api::arrow_flight(p->room, p->facing, command.path, range,
                                    world_.arrow_rules(),
                                    [this](RoomId room, maze::Direction d) {
                                      return world_.cave().step(room, d);
                                    });
  }
  if (flight.crooked) {
    world_.message(player, "info", game_api::kCrookedShot);
    return true;
  }
  if (world_.player(player)->arrows > 0) remember_flight(player, flight.rooms);
  return rules_.shoot(world_, player, flight.rooms, error) && settle(error) &&
         spend_turn(player, tick, error);
}

void Engine::remember_flight(game_api::PlayerId player,
                             std::vector<RoomId> flight) {
  auto& flights = world_.player(player)->flights;
  flights.push_back(std::move(flight));
  if (flights.size() > Player::kMaxFlights) flights.erase(flights.begin());
}

// With `tick` (single-player) the world's turn follows the player's at
// once, and the player senses their room after it; otherwise the player
// senses now and the table ticks when the round is over.
bool Engine::spend_turn(game_api::PlayerId player, bool tick,
                        RuleError* error) {
  ++world_.player(player)->turns;
  if (tick) world_.advance_turn();
  if (!rules_.on_turn(world_, player, error) || !settle(error)) return false;
  if (tick) {
    if (!rules_.on_tick(world_, error) || !settle(error)) return false;
    for (game_api::PlayerId other : world_.player_ids()) {
      const Player* p = world_.player(other);
      if (other != player && p->alive && !p->won && !sense(other, true, error))
        return false;
    }
  }
  return world_.player(player)->alive ? sense(player, false, error) : true;
}

bool Engine::world_tick(RuleError* error) {
  world_.advance_turn();
  if (!rules_.on_tick(world_, error) || !settle(error)) return false;
  for (game_api::PlayerId id : world_.player_ids()) {
    const Player* p = world_.player(id);
    if (p->alive && !p->won && !sense(id, true, error)) return false;
  }
  return true;
}

bool Engine::sense(game_api::PlayerId player, bool quiet, RuleError* error) {
  const RoomId room = world_.player(player)->room;
  std::vector<Percept> percepts;
  if (!rules_.percepts(world_, player, room, &percepts, error)) return false;
  RoomMemory& memory = world_.remember(player, room);
  const bool changed =
      !std::equal(percepts.begin(), percepts.end(), memory.percepts.begin(),
                  memory.percepts.end(),
                  [](const Percept& percept, const std::string& kind) {
                    return percept.kind == kind;
                  });
  if (changed) {
    memory.percepts.clear();
    for (const auto& percept : percepts)
      memory.percepts.push_back(percept.kind);
  }
  if (quiet && !changed) return true;
  for (const auto& percept : percepts)
    world_.message(player, percept.kind, percept.text);
  return true;
}

}  // namespace wumpus::game
