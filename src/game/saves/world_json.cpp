#include "game/saves/world_json.hpp"

#include "game/rules/mod_quotas.hpp"
#include "game/saves/world_json_parts.hpp"

#include <cmath>
#include <limits>
#include <map>

namespace wumpus::game {

namespace {

using json = nlohmann::json;
using namespace detail;

// JSON has no NaN or infinities, which Lua arithmetic can produce: those
// are written as {"float": "nan"|"inf"|"-inf"}.
json value_to_json(const Value& value) {
  if (const double* number = std::get_if<double>(&value);
      number && !std::isfinite(*number))
    return {{"float", std::isnan(*number) ? "nan"
                      : *number > 0       ? "inf"
                                          : "-inf"}};
  return std::visit([](const auto& v) { return json(v); }, value);
}

bool value_from_json(const json& j, Value* out) {
  if (j.is_boolean())
    *out = j.get<bool>();
  else if (j.is_number_integer())
    *out = j.get<std::int64_t>();
  else if (j.is_number_float() && std::isfinite(j.get<double>()))
    *out = j.get<double>();
  else if (j.is_string())
    *out = j.get<std::string>();
  else if (j.is_object() && j.size() == 1 && j.contains("float") &&
           j["float"].is_string()) {
    const auto text = j["float"].get<std::string>();
    constexpr double kInfinity = std::numeric_limits<double>::infinity();
    if (text == "nan")
      *out = std::numeric_limits<double>::quiet_NaN();
    else if (text == "inf")
      *out = kInfinity;
    else if (text == "-inf")
      *out = -kInfinity;
    else
      return false;
  } else {
    return false;
  }
  return true;
}

json properties_to_json(const PropertyBag& properties) {
  json out = json::object();
  for (const auto& [key, value] : properties) out[key] = value_to_json(value);
  return out;
}

bool properties_from_json(game_api::JsonReader& r, const json& j,
                          PropertyBag* out, const std::string& where) {
  if (!j.is_object()) return r.fail(where, "must be an object") != nullptr;
  for (const auto& [key, value] : j.items()) {
    Value read;
    if (!value_from_json(value, &read))
      return r.fail(where + "." + key, "is not a bool, number or string") !=
             nullptr;
    out->set(key, std::move(read));
  }
  return true;
}

json timers_to_json(const std::vector<Timer>& timers) {
  json out = json::array();
  for (const Timer& timer : timers) {
    json args = json::array();
    for (const Value& value : timer.args) args.push_back(value_to_json(value));
    json entry = {{"due", timer.due}, {"event", timer.event}, {"args", args}};
    // Absent for the built-in rules: their saves read as before.
    if (!timer.owner.empty()) entry["mod"] = timer.owner;
    out.push_back(std::move(entry));
  }
  return out;
}

bool timers_from_json(game_api::JsonReader& r, const json& j,
                      std::vector<Timer>* out, const std::string& where) {
  constexpr std::size_t most = quota::kTimersPerMod * quota::kMaxOwners;
  if (!j.is_array() || j.size() > most)
    return r.fail(where, "must be a list of at most " + std::to_string(most) +
                             " timers") != nullptr;
  std::map<std::string, std::size_t> per_owner;
  for (std::size_t i = 0; i < j.size(); ++i) {
    const std::string at = where + "[" + std::to_string(i) + "]";
    Timer timer;
    const json* args = nullptr;
    if (!r.number(j[i], "due", 0, kMaxCount, &timer.due, at) ||
        !r.string(j[i], "event", &timer.event, at) ||
        !(args = r.array(j[i], "args", at)))
      return false;
    if (!timer.event.starts_with("on_") || args->size() > kMaxTimerArgs)
      return r.fail(at, "must name an event (on_...) with at most 8 values") !=
             nullptr;
    if (j[i].contains("mod") && !r.string(j[i], "mod", &timer.owner, at))
      return false;
    if (++per_owner[timer.owner] > quota::kTimersPerMod ||
        per_owner.size() > quota::kMaxOwners)
      return r.fail(at, "is past the timers one mod may have pending") !=
             nullptr;
    for (const json& arg : *args)
      if (!value_from_json(arg, &timer.args.emplace_back()))
        return r.fail(at + ".args", "is not a bool, number or string") !=
               nullptr;
    out->push_back(std::move(timer));
  }
  return true;
}

bool flights_from_json(game_api::JsonReader& r, const World& world,
                       const json& j, Player* p, const std::string& where) {
  if (!j.is_array() || j.size() > Player::kMaxFlights)
    return r.fail(where, "must be a short list of flights") != nullptr;
  for (const auto& flight : j) {
    if (!flight.is_array())
      return r.fail(where, "must hold lists of rooms") != nullptr;
    std::vector<RoomId> rooms;
    for (const auto& room : flight) {
      const std::uint64_t id =
          room.is_number_unsigned() ? room.get<std::uint64_t>() : kNoRoom;
      if (id > kMaxId || !world.cave().is_room(static_cast<RoomId>(id)))
        return r.fail(where, "must hold rooms") != nullptr;
      rooms.push_back(static_cast<RoomId>(id));
    }
    p->flights.push_back(std::move(rooms));
  }
  return true;
}

json player_to_json(const Player& p) {
  json out = {{"id", p.id},
              {"name", p.name},
              {"room", p.room},
              {"facing", std::string(maze::direction_name(p.facing))},
              {"arrows", p.arrows},
              {"gold", p.gold},
              {"torch_lit", p.torch_lit},
              {"properties", properties_to_json(p.properties)},
              {"alive", p.alive},
              {"won", p.won},
              {"cause", p.cause},
              {"turns", p.turns},
              {"knowledge", knowledge_to_json(p)},
              {"flights", p.flights}};
  marks_to_json(p, &out);
  return out;
}

// Saves before version 3 counted items apart from carried things: those
// come out in *old_items, to be given as things.
bool player_from_json(game_api::JsonReader& r, const World& world,
                      const json& j, Player* p,
                      std::vector<game_api::Message>* old_messages,
                      std::map<std::string, int>* old_items,
                      const std::string& where) {
  std::string facing;
  const json* knowledge = nullptr;
  if (!r.number(j, "id", 0, kMaxId, &p->id, where) ||
      !r.string(j, "name", &p->name, where) ||
      !r.number(j, "room", 0, kMaxId, &p->room, where) ||
      !r.string(j, "facing", &facing, where) ||
      !r.number(j, "arrows", 0, kMaxCount, &p->arrows, where) ||
      !r.number(j, "gold", 0, kMaxCount, &p->gold, where) ||
      !r.boolean(j, "torch_lit", &p->torch_lit, where) ||
      !r.boolean(j, "alive", &p->alive, where) ||
      !r.boolean(j, "won", &p->won, where) ||
      !r.string(j, "cause", &p->cause, where) ||
      !r.number(j, "turns", 0, kMaxCount, &p->turns, where) ||
      !(knowledge = r.array(j, "knowledge", where)))
    return false;
  if (!world.cave().is_room(p->room))
    return r.fail(where + ".room", "is not a room") != nullptr;
  const auto d = maze::parse_direction(facing);
  if (!d || *d == maze::Direction::Up || *d == maze::Direction::Down)
    return r.fail(where + ".facing", "is not a compass direction") != nullptr;
  p->facing = *d;
  if (j.contains("properties")) {
    const json* properties = r.object(j, "properties", where);
    if (!properties || !properties_from_json(r, *properties, &p->properties,
                                             where + ".properties"))
      return false;
  }
  if (j.contains("items")) {
    const json* items = r.object(j, "items", where);
    if (!items) return false;
    for (const auto& [item, count] : items->items()) {
      // A few hundred things a player: more is a damaged save.
      if (item.empty() || !count.is_number_integer() ||
          count.get<std::int64_t>() < 1 || count.get<std::int64_t>() > 1000)
        return r.fail(where + ".items." + item,
                      "must be a count from 1 to 1000") != nullptr;
      (*old_items)[item] = count.get<int>();
    }
  }
  if (!knowledge_from_json(r, world, *knowledge, p, where + ".knowledge"))
    return false;
  if (j.contains("flights") &&
      !flights_from_json(r, world, j["flights"], p, where + ".flights"))
    return false;
  if (!marks_from_json(r, world, j, p, where)) return false;
  // Saves of version 1 kept each player's log inside the world.
  if (j.contains("messages")) {
    const json* messages = r.array(j, "messages", where);
    return messages && messages_from_json(*messages, old_messages, r.error(),
                                          where + ".messages");
  }
  return true;
}

bool thing_from_json(game_api::JsonReader& r, const World& world, const json& j,
                     Thing* t, const std::string& where) {
  const json* properties = nullptr;
  std::int64_t room = -1, holder = -1;
  if (!r.number(j, "id", 1, kMaxId, &t->id, where) ||
      !r.string(j, "kind", &t->kind, where) ||
      !r.integer(j, "room", -1, kMaxId, &room, where) ||
      !r.integer(j, "holder", -1, kMaxId, &holder, where) ||
      !(properties = r.object(j, "properties", where)) ||
      !properties_from_json(r, *properties, &t->properties,
                            where + ".properties"))
    return false;
  if (t->kind.empty()) return r.fail(where + ".kind", "is empty") != nullptr;
  if ((room < 0) == (holder < 0))
    return r.fail(where, "must lie in a room or be held, not both") != nullptr;
  t->room = room < 0 ? kNoRoom : static_cast<RoomId>(room);
  t->holder = holder < 0 ? kNoPlayer : static_cast<game_api::PlayerId>(holder);
  if (room >= 0 && !world.cave().is_room(t->room))
    return r.fail(where + ".room", "is not a room") != nullptr;
  return true;
}

}  // namespace

json world_to_json(const World& world) {
  json things = json::array();
  for (const auto& [id, t] : world.things())
    things.push_back(
        {{"id", id},
         {"kind", t.kind},
         {"room", t.room == kNoRoom ? -1 : std::int64_t(t.room)},
         {"holder", t.holder == kNoPlayer ? -1 : std::int64_t(t.holder)},
         {"properties", properties_to_json(t.properties)}});
  json rooms = json::array();
  for (const auto& [room, properties] : world.room_properties())
    rooms.push_back(
        {{"room", room}, {"properties", properties_to_json(properties)}});
  json players = json::array();
  for (const auto& entry : world.players())
    players.push_back(player_to_json(entry.second));
  json out = {
      {"random", world.random().state()},
      {"turn", world.turn()},
      {"next_thing", world.next_thing_id()},
      {"things", things},
      {"room_properties", rooms},
      {"variables", properties_to_json(world.properties_of(Owner::world()))},
      {"arrow_range", world.arrow_range()},
      {"players", players}};
  // Only when some are set: saves stay as they were for rules without.
  if (!world.timers().empty())
    out["timers"] = timers_to_json(world.timers().all());
  if (!world.variable_owners().of_key().empty())
    out["variable_owners"] = world.variable_owners().of_key();
  if (world.arrow_rules().straight) out["arrow_straight"] = true;
  if (world.arrow_rules().hits_shooter) out["arrow_hits_shooter"] = true;
  cave_edits_to_json(world, &out);
  return out;
}

bool world_from_json(const json& j, World* world, std::string* error,
                     std::map<game_api::PlayerId,
                              std::vector<game_api::Message>>* old_messages) {
  game_api::JsonReader r(error);
  const std::string where = "world";
  std::string random;
  std::uint32_t turn = 0;
  ThingId next_thing = 1;
  const json *things = nullptr, *rooms = nullptr, *variables = nullptr,
             *players = nullptr;
  if (!r.string(j, "random", &random, where) ||
      !r.number(j, "turn", 0, kMaxCount, &turn, where) ||
      !r.number(j, "next_thing", 1, kMaxId, &next_thing, where) ||
      !(things = r.array(j, "things", where)) ||
      !(rooms = r.array(j, "room_properties", where)) ||
      !(variables = r.object(j, "variables", where)) ||
      !(players = r.array(j, "players", where)))
    return false;
  if (!world->random().restore(random))
    return r.fail(where + ".random", "is malformed") != nullptr;
  // 0: the rules set no range. Saves from before the range was a rule
  // have none: their arrows flew as far as arrows did then.
  int arrow_range = game_api::kArrowRangeBeforeRule;
  if (j.contains("arrow_range") &&
      !r.number(j, "arrow_range", 0, game_api::kMaxArrowRange, &arrow_range,
                where))
    return false;
  // Saves from before these were rules (and games whose rules never set
  // them) have none: their arrows turned back and passed the shooter.
  game_api::ArrowRules arrow_rules;
  if ((j.contains("arrow_straight") &&
       !r.boolean(j, "arrow_straight", &arrow_rules.straight, where)) ||
      (j.contains("arrow_hits_shooter") &&
       !r.boolean(j, "arrow_hits_shooter", &arrow_rules.hits_shooter, where)))
    return false;

  // Before the players: their rooms and marks are checked against it.
  if (!cave_edits_from_json(r, j, world, where)) return false;
  std::vector<Timer> timers;
  if (j.contains("timers") &&
      !timers_from_json(r, j["timers"], &timers, where + ".timers"))
    return false;

  std::map<game_api::PlayerId, Player> player_map;
  std::map<game_api::PlayerId, std::map<std::string, int>> old_items;
  for (std::size_t i = 0; i < players->size(); ++i) {
    Player p;
    const std::string at = where + ".players[" + std::to_string(i) + "]";
    std::vector<game_api::Message> messages;
    std::map<std::string, int> items;
    if (!player_from_json(r, *world, (*players)[i], &p, &messages, &items, at))
      return false;
    if (!items.empty()) old_items[p.id] = std::move(items);
    if (old_messages && !messages.empty())
      (*old_messages)[p.id] = std::move(messages);
    if (player_map.count(p.id))
      return r.fail(at + ".id", "is repeated") != nullptr;
    player_map[p.id] = std::move(p);
  }
  std::map<ThingId, Thing> thing_map;
  for (std::size_t i = 0; i < things->size(); ++i) {
    Thing t;
    const std::string at = where + ".things[" + std::to_string(i) + "]";
    if (!thing_from_json(r, *world, (*things)[i], &t, at)) return false;
    if (thing_map.count(t.id) || t.id >= next_thing)
      return r.fail(at + ".id", "is repeated or beyond next_thing") != nullptr;
    if (t.holder != kNoPlayer && !player_map.count(t.holder))
      return r.fail(at + ".holder", "is not a player") != nullptr;
    thing_map[t.id] = std::move(t);
  }
  std::map<RoomId, PropertyBag> room_map;
  for (std::size_t i = 0; i < rooms->size(); ++i) {
    const std::string at =
        where + ".room_properties[" + std::to_string(i) + "]";
    RoomId room = 0;
    const json* properties = nullptr;
    if (!r.number((*rooms)[i], "room", 0, kMaxId, &room, at) ||
        !(properties = r.object((*rooms)[i], "properties", at)) ||
        !properties_from_json(r, *properties, &room_map[room],
                              at + ".properties"))
      return false;
    if (!world->cave().is_room(room))
      return r.fail(at + ".room", "is not a room") != nullptr;
  }
  PropertyBag variable_map;
  if (!properties_from_json(r, *variables, &variable_map, where + ".variables"))
    return false;
  world->restore_state(std::move(thing_map), next_thing, std::move(room_map),
                       std::move(player_map), std::move(variable_map), turn);
  world->set_arrow_range(arrow_range);
  world->set_arrow_rules(arrow_rules);
  world->timers().restore(std::move(timers));
  std::map<std::string, std::string> variable_owners;
  if (j.contains("variable_owners")) {
    const json* owners = r.object(j, "variable_owners", where);
    if (!owners) return false;
    for (const auto& [key, owner] : owners->items()) {
      if (!owner.is_string())
        return r.fail(where + ".variable_owners", "must name mods") != nullptr;
      variable_owners[key] = owner.get<std::string>();
    }
  }
  world->restore_variable_owners(variable_owners);
  for (const auto& [player, items] : old_items)
    for (const auto& [item, count] : items)
      world->add_item(player, item, count);
  return true;
}

}  // namespace wumpus::game
