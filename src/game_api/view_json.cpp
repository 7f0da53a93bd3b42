// The whole view to JSON and back, and the log's messages; the parts'
// codecs are in view_parts.cpp and kind_looks_json.cpp, the field list in
// view_fields.cpp.
#include "game_api/view_json.hpp"
#include "game_api/view_json_parts.hpp"

#include "game_api/arrow_flight.hpp"

namespace wumpus::game_api {
namespace {

using json = nlohmann::json;
using namespace detail;

// "shape", "wrap" and "weave", which views before protocol 5 lacked.
bool tiling_from(JsonReader& r, const json& j, PlayerView* v,
                 const std::string& where) {
  std::string shape = "square", wrap;
  if ((j.contains("shape") && !r.text(j, "shape", 16, &shape, where)) ||
      (j.contains("wrap") && !r.text(j, "wrap", 2, &wrap, where)) ||
      (j.contains("weave") && !r.boolean(j, "weave", &v->weave, where)))
    return false;
  const auto known = maze::parse_shape(shape);
  const auto sides = wrap.empty() ? std::optional<unsigned>(maze::kWrapNone)
                                  : maze::parse_wrap(wrap);
  if (!known) return r.fail(where + ".shape", "is no known shape") != nullptr;
  if (!sides) return r.fail(where + ".wrap", "must be x, y or xy") != nullptr;
  v->shape = *known;
  v->wrap = *sides;
  return true;
}

}  // namespace

std::optional<std::vector<RoomView>> room_views_from_json(
    const json& list, const std::string& where, std::string* error) {
  JsonReader r(error);
  std::vector<RoomView> rooms;
  if (!room_views_from(r, list, &rooms, where)) return std::nullopt;
  return rooms;
}

json message_to_json(const Message& m) {
  return {{"kind", m.kind}, {"text", m.text}, {"turn", m.turn}, {"seq", m.seq}};
}

std::optional<Message> message_from_json(const json& j, std::string* error) {
  JsonReader r(error);
  Message m;
  const json* seq = nullptr;
  if (!r.text(j, "kind", 32, &m.kind, "message") ||
      !r.text(j, "text", kMaxViewText, &m.text, "message") ||
      !r.number(j, "turn", 0, kMaxIdOrNone, &m.turn, "message") ||
      !(seq = r.field(j, "seq", json::value_t::number_unsigned, "message")))
    return std::nullopt;
  m.seq = seq->get<std::uint64_t>();
  return m;
}

json view_to_json(const PlayerView& v, bool with_messages) {
  json out = view_fields_to_json(v);
  json rooms = json::array();
  for (const RoomView& room : v.rooms) rooms.push_back(room_to_json(room));
  out["rooms"] = std::move(rooms);
  if (with_messages) {
    json messages = json::array();
    for (const Message& m : v.messages) messages.push_back(message_to_json(m));
    out["messages"] = messages;
  }
  return out;
}

std::optional<PlayerView> view_from_json(const json& j, std::string* error) {
  JsonReader r(error);
  PlayerView v;
  const std::string where = "view";
  const json *cave = nullptr, *table = nullptr, *items = nullptr,
             *rooms = nullptr, *others = nullptr, *solution = nullptr,
             *reveal = nullptr, *goals = nullptr;
  if (!j.is_object()) {
    *error = "a view must be an object";
    return std::nullopt;
  }
  if (!r.number(j, "id", 0, kMaxIdOrNone, &v.id, where) ||
      !r.text(j, "name", 64, &v.name, where) ||
      !(cave = r.object(j, "cave", where)) ||
      !cave_from_json(r, *cave, &v.cave) ||
      !(table = r.object(j, "table", where)) ||
      !table_from_json(r, *table, &v.table) ||
      !r.boolean(j, "grid", &v.grid, where) ||
      !r.number(j, "width", 0, kMaxIdOrNone, &v.width, where) ||
      !r.number(j, "height", 0, kMaxIdOrNone, &v.height, where) ||
      !r.number(j, "levels", 0, kMaxIdOrNone, &v.levels, where) ||
      !r.number(j, "room_count", 0, kMaxIdOrNone, &v.room_count, where) ||
      !r.number(j, "entrance", 0, kMaxIdOrNone, &v.entrance, where) ||
      !r.number(j, "exit", 0, kMaxIdOrNone, &v.exit, where) ||
      !r.number(j, "room", 0, kMaxIdOrNone, &v.room, where) ||
      !r.number(j, "x", 0, kMaxIdOrNone, &v.x, where) ||
      !r.number(j, "y", 0, kMaxIdOrNone, &v.y, where) ||
      !r.number(j, "z", 0, kMaxIdOrNone, &v.z, where) ||
      !direction_from(r, j, "facing", &v.facing, where) ||
      !r.number(j, "turn", 0, kMaxIdOrNone, &v.turn, where) ||
      !r.number(j, "arrows", 0, kMaxCount, &v.arrows, where) ||
      !r.number(j, "gold", 0, kMaxCount, &v.gold, where) ||
      !(items = r.object(j, "items", where)) ||
      !r.boolean(j, "torch_lit", &v.torch_lit, where) ||
      !r.strings(j, "percepts", kMaxViewStrings, 64, &v.percepts, where) ||
      !(goals = r.object(j, "goals", where)) ||
      !r.boolean(*goals, "gold", &v.goals.gold, where + ".goals") ||
      !(rooms = r.array(j, "rooms", where)) ||
      !(others = r.array(j, "others", where)) ||
      !r.boolean(j, "wumpus_dead", &v.wumpus_dead, where) ||
      !outcome_from(r, j, "outcome", &v.outcome, where) ||
      !r.text(j, "cause", 256, &v.cause, where) ||
      !r.number(j, "score", 0, kMaxCount, &v.score, where) ||
      !(reveal = r.object(j, "reveal", where)) ||
      !reveal_from_json(r, *reveal, &v.reveal) ||
      !r.boolean(j, "cheating", &v.cheating, where) ||
      !(solution = r.array(j, "solution", where)))
    return std::nullopt;
  if (!tiling_from(r, j, &v, where)) return std::nullopt;
  // Servers from before these facts were typed do not send them.
  if ((j.contains("wumpus_awake") &&
       !r.boolean(j, "wumpus_awake", &v.wumpus_awake, where)) ||
      (j.contains("killed_by") &&
       !r.text(j, "killed_by", 256, &v.killed_by, where)))
    return std::nullopt;
  // A server from before the range was a rule does not say it.
  v.arrow_range = kArrowRangeBeforeRule;
  if (j.contains("arrow_range") &&
      !r.number(j, "arrow_range", 0, kMaxArrowRange, &v.arrow_range, where))
    return std::nullopt;
  if ((j.contains("arrow_straight") &&
       !r.boolean(j, "arrow_straight", &v.arrow_rules.straight, where)) ||
      (j.contains("arrow_hits_shooter") &&
       !r.boolean(j, "arrow_hits_shooter", &v.arrow_rules.hits_shooter, where)))
    return std::nullopt;
  if (items->size() > kMaxViewStrings) {
    r.fail(where + ".items", "is too long");
    return std::nullopt;
  }
  for (const auto& [item, count] : items->items()) {
    if (item.size() > 64 || !count.is_number_integer() ||
        count.get<std::int64_t>() < 0 ||
        count.get<std::int64_t>() > kMaxCount) {
      r.fail(where + ".items", "must map names to counts");
      return std::nullopt;
    }
    v.items[item] = count.get<int>();
  }
  if (!room_views_from(r, *rooms, &v.rooms, where + ".rooms"))
    return std::nullopt;
  if (!rooms_from_json(r, *solution, &v.solution, where + ".solution"))
    return std::nullopt;
  if (!others_from_json(r, *others, &v.others)) return std::nullopt;
  const json* kinds = r.object(j, "kinds", where);
  if (!kinds || !kinds_from_json(r, *kinds, &v.kinds)) return std::nullopt;
  // A server from before mods added verbs does not say them.
  if (j.contains("verbs")) {
    const json* verbs = r.array(j, "verbs", where);
    if (!verbs || !verbs_from_json(r, *verbs, &v.verbs)) return std::nullopt;
  }
  if (j.contains("messages")) {
    const json* messages = r.array(j, "messages", where);
    if (!messages) return std::nullopt;
    for (const auto& m : *messages) {
      auto message = message_from_json(m, error);
      if (!message) return std::nullopt;
      v.messages.push_back(std::move(*message));
    }
  }
  return v;
}

}  // namespace wumpus::game_api
