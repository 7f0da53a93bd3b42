// The JSON form of each part of a view (rooms, the cave, the table, the
// reveal, other players; the kinds' looks are in kind_looks_json.cpp): an
// encoder and a decoder that refuses hostile input naming the field, each
// pair side by side.
#include "game_api/view_json.hpp"
#include "game_api/view_json_parts.hpp"

#include "game_api/placement_rules.hpp"

#include <type_traits>

namespace wumpus::game_api {
namespace {

using json = nlohmann::json;
using detail::kMaxCount;

// Every direction's bit set (maze::kEveryDirectionCount of them).
constexpr int kMaxOpenBits = (1 << maze::kEveryDirectionCount) - 1;

std::optional<Outcome> outcome_named(const std::string& name) {
  for (Outcome o : {Outcome::Playing, Outcome::Won, Outcome::Dead})
    if (name == outcome_name(o)) return o;
  return std::nullopt;
}

bool room_from_json(JsonReader& r, const json& j, RoomView* room,
                    const std::string& where) {
  bool visible = false;
  const json* open_rooms = nullptr;
  if (!r.number(j, "room", 0, kMaxIdOrNone, &room->room, where) ||
      !r.number(j, "x", 0, kMaxIdOrNone, &room->x, where) ||
      !r.number(j, "y", 0, kMaxIdOrNone, &room->y, where) ||
      !r.number(j, "z", 0, kMaxIdOrNone, &room->z, where) ||
      !r.boolean(j, "visible", &visible, where) ||
      !r.boolean(j, "visited", &room->visited, where) ||
      !r.boolean(j, "dark", &room->dark, where) ||
      !r.number(j, "open", 0, kMaxOpenBits, &room->open, where) ||
      !(open_rooms = r.array(j, "open_rooms", where)) ||
      !r.strings(j, "things", kMaxViewStrings, 64, &room->things, where) ||
      !r.strings(j, "percepts", kMaxViewStrings, 64, &room->percepts, where))
    return false;
  if (j.contains("absent") &&
      !r.strings(j, "absent", kMaxViewStrings, 64, &room->absent, where))
    return false;
  if (j.contains("name") && !r.text(j, "name", 256, &room->name, where))
    return false;
  if (j.contains("description") &&
      !r.text(j, "description", 1024, &room->description, where))
    return false;
  if (j.contains("mark")) {
    const json* mark = r.object(j, "mark", where);
    if (!mark || !r.text(*mark, "glyph", 8, &room->mark.glyph, where) ||
        !r.text(*mark, "label", 256, &room->mark.label, where))
      return false;
  }
  room->sight = visible ? Sight::Visible : Sight::Remembered;
  if (open_rooms->size() > kMaxViewStrings)
    return r.fail(where + ".open_rooms", "is too long") != nullptr;
  for (const auto& next : *open_rooms) {
    if (!next.is_number_unsigned() || next.get<std::uint64_t>() >= kMaxIdOrNone)
      return r.fail(where + ".open_rooms", "must hold room numbers") != nullptr;
    room->open_rooms.push_back(next.get<maze::RoomId>());
  }
  return true;
}

// A name -> number object of at most kMaxViewStrings short names, each
// number within [low, high].
template <class T>
bool named_numbers(JsonReader& r, const json& j, const std::string& key,
                   double low, double high, SharedMap<std::string, T>* out,
                   const std::string& where) {
  const json* object = r.object(j, key, where);
  if (!object) return false;
  if (object->size() > kMaxViewStrings)
    return r.fail(where + "." + key, "is too long") != nullptr;
  std::map<std::string, T> read;
  for (const auto& item : object->items()) {
    const std::string& name = item.key();
    const json& value = item.value();
    const bool whole =
        std::is_integral_v<T> ? value.is_number_integer() : value.is_number();
    if (name.size() > 64 || !whole || value.get<double>() < low ||
        value.get<double>() > high)
      return r.fail(where + "." + key, "must map names to numbers") != nullptr;
    read[name] = value.get<T>();
  }
  *out = std::move(read);
  return true;
}

}  // namespace

json cave_to_json(const CaveInfo& cave) {
  json out = {
      {"preset", cave.preset},       {"shape", cave.shape},
      {"algorithm", cave.algorithm}, {"braid", cave.braid},
      {"rules", cave.rules},         {"replay", cave.replay},
      {"advised", cave.advised},     {"policy", guess_policy_name(cave.policy)},
      {"daily", cave.daily},         {"seed_chosen", cave.seed_chosen},
      {"resumed", cave.resumed},     {"parameters", cave.parameters.get()},
      {"counts", cave.counts.get()}};
  if (cave.seed_known) out["seed"] = cave.seed;
  if (cave.rules_version > 0) out["rules_version"] = cave.rules_version;
  // Derived from the parameters, for bots: a reader need not parse it.
  const PlacementGuarantees kept = placement_guarantees(cave.parameters.get());
  out["guarantees"] = {
      {"entrance_empty", kept.entrance_empty},
      {"no_pit_next_to_entrance", kept.no_pit_next_to_entrance},
      {"reachable_avoiding_pits_and_bats",
       kept.reachable_avoiding_pits_and_bats},
      {"wumpus_distance", kept.wumpus_distance},
      {"fair_first_moves", kept.fair_first_moves}};
  return out;
}

json room_to_json(const RoomView& room) {
  json out = {{"room", room.room},
              {"x", room.x},
              {"y", room.y},
              {"z", room.z},
              {"visible", room.sight == Sight::Visible},
              {"visited", room.visited},
              {"dark", room.dark},
              {"open", room.open},
              {"open_rooms", room.open_rooms},
              {"things", room.things},
              {"percepts", room.percepts}};
  // Only when the rules told of some: other rooms' JSON stays as it was.
  if (!room.absent.empty()) out["absent"] = room.absent;
  // Only rooms a graph names: grid rooms' JSON stays as it was.
  if (!room.name.empty()) out["name"] = room.name;
  // Likewise only when a mod wrote them.
  if (!room.description.empty()) out["description"] = room.description;
  if (!room.mark.glyph.empty())
    out["mark"] = {{"glyph", room.mark.glyph}, {"label", room.mark.label}};
  return out;
}

const char* outcome_name(Outcome outcome) {
  switch (outcome) {
    case Outcome::Won:
      return "won";
    case Outcome::Dead:
      return "dead";
    case Outcome::Playing:
      break;
  }
  return "playing";
}

namespace detail {

bool outcome_from(JsonReader& r, const json& j, const std::string& key,
                  Outcome* out, const std::string& where) {
  std::string name;
  if (!r.string(j, key, &name, where)) return false;
  const auto outcome = outcome_named(name);
  if (!outcome) return r.fail(where + "." + key, "is unknown") != nullptr;
  *out = *outcome;
  return true;
}

bool direction_from(JsonReader& r, const json& j, const std::string& key,
                    maze::Direction* out, const std::string& where) {
  std::string name;
  if (!r.string(j, key, &name, where)) return false;
  const auto d = maze::parse_direction(name);
  if (!d) return r.fail(where + "." + key, "is not a direction") != nullptr;
  *out = *d;
  return true;
}

json direction_to_json(maze::Direction direction) {
  return std::string(maze::direction_name(direction));
}

bool room_views_from(JsonReader& r, const json& list,
                     std::vector<RoomView>* rooms, const std::string& where) {
  if (!list.is_array() || list.size() > kMaxViewRooms)
    return r.fail(where, "must be a list of at most " +
                             std::to_string(kMaxViewRooms) + " rooms") !=
           nullptr;
  rooms->reserve(list.size());
  for (std::size_t i = 0; i < list.size(); ++i) {
    RoomView room;
    if (!room_from_json(r, list[i], &room,
                        where + "[" + std::to_string(i) + "]"))
      return false;
    rooms->push_back(std::move(room));
  }
  return true;
}

bool rooms_from_json(JsonReader& r, const json& list,
                     std::vector<maze::RoomId>* out, const std::string& where) {
  if (!list.is_array() || list.size() > kMaxViewRooms)
    return r.fail(where, "must be a list of rooms") != nullptr;
  for (const auto& room : list) {
    if (!room.is_number_unsigned() || room.get<std::uint64_t>() >= kMaxIdOrNone)
      return r.fail(where, "must hold room numbers") != nullptr;
    out->push_back(room.get<maze::RoomId>());
  }
  return true;
}

json reveal_to_json(const Reveal& reveal) {
  json rooms = json::array();
  for (const RoomView& room : reveal.rooms) rooms.push_back(room_to_json(room));
  return {{"rooms", rooms}, {"flights", reveal.flights}};
}

bool reveal_from_json(JsonReader& r, const json& j, Reveal* reveal) {
  const std::string where = "view.reveal";
  const json *rooms = nullptr, *flights = nullptr;
  if (!(rooms = r.array(j, "rooms", where)) ||
      !(flights = r.array(j, "flights", where)))
    return false;
  if (flights->size() > kMaxViewStrings)
    return r.fail(where, "is too long") != nullptr;
  if (!room_views_from(r, *rooms, &reveal->rooms, where + ".rooms"))
    return false;
  for (std::size_t i = 0; i < flights->size(); ++i) {
    std::vector<maze::RoomId> flight;
    if (!rooms_from_json(r, (*flights)[i], &flight,
                         where + ".flights[" + std::to_string(i) + "]"))
      return false;
    reveal->flights.push_back(std::move(flight));
  }
  return true;
}

bool cave_from_json(JsonReader& r, const json& j, CaveInfo* cave) {
  const std::string where = "view.cave";
  if (!r.text(j, "preset", 256, &cave->preset, where) ||
      !r.text(j, "shape", 256, &cave->shape, where) ||
      !r.text(j, "algorithm", 64, &cave->algorithm, where) ||
      !r.text(j, "rules", kMaxViewText, &cave->rules, where) ||
      !r.boolean(j, "replay", &cave->replay, where) ||
      // Servers from before policies and daily caves do not say.
      (j.contains("policy") && !r.guess_policy(j, &cave->policy, where)) ||
      (j.contains("daily") && !r.text(j, "daily", 16, &cave->daily, where)) ||
      (j.contains("seed_chosen") &&
       !r.boolean(j, "seed_chosen", &cave->seed_chosen, where)) ||
      (j.contains("resumed") &&
       !r.boolean(j, "resumed", &cave->resumed, where)) ||
      (j.contains("advised") &&
       !r.boolean(j, "advised", &cave->advised, where)) ||
      // Nor those from before scores kept the rules version.
      (j.contains("rules_version") &&
       !r.number(j, "rules_version", 1, kMaxRulesVersion, &cave->rules_version,
                 where)) ||
      !named_numbers(r, j, "parameters", -1e12, 1e12, &cave->parameters,
                     where) ||
      !named_numbers(r, j, "counts", 0, kMaxCount, &cave->counts, where))
    return false;
  if (!j.contains("braid") || !j["braid"].is_number() ||
      !(j["braid"].get<double>() >= 0 && j["braid"].get<double>() <= 1))
    return r.fail(where + ".braid", "must be a number from 0 to 1") != nullptr;
  cave->braid = j["braid"].get<double>();
  cave->seed_known = j.contains("seed");
  if (cave->seed_known) {
    const json* seed =
        r.field(j, "seed", json::value_t::number_unsigned, where);
    if (!seed) return false;
    cave->seed = seed->get<std::uint64_t>();
  }
  return true;
}

json table_to_json(const TableView& table) {
  json seats = json::array();
  for (const SeatView& s : table.seats)
    seats.push_back({{"name", s.name},
                     {"connected", s.connected},
                     {"away", s.away},
                     {"acted", s.acted},
                     {"outcome", outcome_name(s.outcome)},
                     {"score", s.score}});
  return {{"shared", table.shared},
          {"owner", table.owner},
          {"seats", seats},
          {"waiting_for", table.waiting_for},
          {"round", table.round},
          {"deadline_seconds", table.deadline_seconds},
          {"spectators", table.spectators},
          {"team", outcome_name(table.team)}};
}

bool table_from_json(JsonReader& r, const json& j, TableView* table) {
  const std::string where = "view.table";
  const json* seats = nullptr;
  if (!r.boolean(j, "shared", &table->shared, where) ||
      !r.text(j, "owner", 64, &table->owner, where) ||
      !(seats = r.array(j, "seats", where)) ||
      !r.strings(j, "waiting_for", kMaxViewStrings, 64, &table->waiting_for,
                 where) ||
      !r.number(j, "round", 0, kMaxIdOrNone, &table->round, where) ||
      !r.number(j, "deadline_seconds", 0, kMaxIdOrNone,
                &table->deadline_seconds, where) ||
      !r.number(j, "spectators", 0, kMaxIdOrNone, &table->spectators, where) ||
      !outcome_from(r, j, "team", &table->team, where))
    return false;
  if (seats->size() > kMaxViewStrings)
    return r.fail(where + ".seats", "is too long") != nullptr;
  for (std::size_t i = 0; i < seats->size(); ++i) {
    const std::string at = where + ".seats[" + std::to_string(i) + "]";
    SeatView s;
    if (!r.text((*seats)[i], "name", 64, &s.name, at) ||
        !r.boolean((*seats)[i], "connected", &s.connected, at) ||
        !r.boolean((*seats)[i], "away", &s.away, at) ||
        !r.boolean((*seats)[i], "acted", &s.acted, at) ||
        !outcome_from(r, (*seats)[i], "outcome", &s.outcome, at) ||
        // Added after protocol 4 came out: optional.
        ((*seats)[i].contains("score") &&
         !r.number((*seats)[i], "score", 0, kMaxCount, &s.score, at)))
      return false;
    table->seats.push_back(std::move(s));
  }
  return true;
}

json goals_to_json(const PlayerView::Goals& goals) {
  return {{"gold", goals.gold}};
}

json others_to_json(const std::vector<OtherPlayer>& others) {
  json list = json::array();
  for (const OtherPlayer& o : others)
    list.push_back({{"name", o.name},
                    {"room", o.room},
                    {"facing", direction_to_json(o.facing)},
                    {"alive", o.alive}});
  return list;
}

bool others_from_json(JsonReader& r, const json& list,
                      std::vector<OtherPlayer>* others) {
  if (list.size() > kMaxViewStrings)
    return r.fail("view.others", "is too long") != nullptr;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string at = "view.others[" + std::to_string(i) + "]";
    OtherPlayer other;
    if (!r.text(list[i], "name", 64, &other.name, at) ||
        !r.number(list[i], "room", 0, kMaxIdOrNone, &other.room, at) ||
        !direction_from(r, list[i], "facing", &other.facing, at) ||
        !r.boolean(list[i], "alive", &other.alive, at))
      return false;
    others->push_back(std::move(other));
  }
  return true;
}

}  // namespace detail
}  // namespace wumpus::game_api
