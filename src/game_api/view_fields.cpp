// A view as its list of fields (rooms and messages apart), and the merge
// patch between two views' fields that a view delta carries: each field
// is compared as a value, so a patch encodes only the fields that changed.
#include "game_api/view_json.hpp"
#include "game_api/view_json_parts.hpp"

#include <array>
#include <set>
#include <string_view>

namespace wumpus::game_api {
namespace {

using json = nlohmann::json;
using namespace detail;

// One field of a view (rooms and messages apart): its key, its JSON form,
// and whether two views hold the same value, compared as values so that a
// patch encodes only the fields that changed.
struct ViewField {
  const char* key;
  json (*encode)(const PlayerView&);
  bool (*same)(const PlayerView&, const PlayerView&);
};

template <auto Member, auto Encode>
ViewField field(const char* key) {
  return {key, [](const PlayerView& v) { return json(Encode(v.*Member)); },
          [](const PlayerView& a, const PlayerView& b) {
            return a.*Member == b.*Member;
          }};
}

template <auto Member>
ViewField field(const char* key) {
  return field<Member, [](const auto& value) { return json(value); }>(key);
}

bool arrow_straight(const ArrowRules& rules) {
  return rules.straight;
}
bool arrow_hits_shooter(const ArrowRules& rules) {
  return rules.hits_shooter;
}

const std::array<ViewField, 41>& view_fields() {
  using V = PlayerView;
  static const std::array<ViewField, 41> fields = {
      field<&V::id>("id"),
      field<&V::name>("name"),
      field<&V::cave, cave_to_json>("cave"),
      field<&V::table, table_to_json>("table"),
      field<&V::grid>("grid"),
      field<&V::width>("width"),
      field<&V::height>("height"),
      field<&V::levels>("levels"),
      field<&V::shape, maze::shape_name>("shape"),
      field<&V::wrap, maze::wrap_name>("wrap"),
      field<&V::weave>("weave"),
      field<&V::room_count>("room_count"),
      field<&V::entrance>("entrance"),
      field<&V::exit>("exit"),
      field<&V::room>("room"),
      field<&V::x>("x"),
      field<&V::y>("y"),
      field<&V::z>("z"),
      field<&V::facing, direction_to_json>("facing"),
      field<&V::turn>("turn"),
      field<&V::arrows>("arrows"),
      field<&V::arrow_range>("arrow_range"),
      field<&V::arrow_rules, arrow_straight>("arrow_straight"),
      field<&V::arrow_rules, arrow_hits_shooter>("arrow_hits_shooter"),
      field<&V::gold>("gold"),
      field<&V::items>("items"),
      field<&V::kinds, kinds_to_json>("kinds"),
      field<&V::verbs, verbs_to_json>("verbs"),
      field<&V::torch_lit>("torch_lit"),
      field<&V::percepts>("percepts"),
      field<&V::goals, goals_to_json>("goals"),
      field<&V::others, others_to_json>("others"),
      field<&V::wumpus_dead>("wumpus_dead"),
      field<&V::wumpus_awake>("wumpus_awake"),
      field<&V::outcome, outcome_name>("outcome"),
      field<&V::cause>("cause"),
      field<&V::killed_by>("killed_by"),
      field<&V::score>("score"),
      field<&V::reveal, reveal_to_json>("reveal"),
      field<&V::cheating>("cheating"),
      field<&V::solution>("solution")};
  return fields;
}

// RFC 7396: objects are patched key by key (null removes a key), anything
// else is replaced whole.
json merge_patch_between(const json& from, const json& to) {
  if (!from.is_object() || !to.is_object()) return to;
  json patch = json::object();
  for (const auto& [key, value] : to.items()) {
    const auto old = from.find(key);
    if (old == from.end())
      patch[key] = value;
    else if (*old != value)
      patch[key] = merge_patch_between(*old, value);
  }
  for (const auto& [key, value] : from.items())
    if (!to.contains(key)) patch[key] = nullptr;
  return patch;
}

}  // namespace

json view_fields_to_json(const PlayerView& v) {
  json out = json::object();
  for (const ViewField& f : view_fields()) out[f.key] = f.encode(v);
  return out;
}

const json* FieldPatchMemo::find(std::size_t field, const PlayerView& from,
                                 const PlayerView& to) const {
  const ViewField& f = view_fields()[field];
  for (const Kept& kept : kept_)
    if (kept.field == field && f.same(*kept.from, from) && f.same(*kept.to, to))
      return &kept.patch;
  return nullptr;
}

void FieldPatchMemo::keep(std::size_t field, const PlayerView& from,
                          const PlayerView& to, const json& patch) {
  kept_.push_back({field, &from, &to, patch});
}

json view_fields_patch(const PlayerView& from, const PlayerView& to,
                       FieldPatchMemo* memo) {
  json patch = json::object();
  const auto& fields = view_fields();
  for (std::size_t i = 0; i < fields.size(); ++i) {
    const ViewField& f = fields[i];
    if (f.same(from, to)) continue;
    if (const json* known = memo ? memo->find(i, from, to) : nullptr) {
      patch[f.key] = *known;
      continue;
    }
    // Only an object is patched key by key: anything else is sent whole,
    // and the old value need not be encoded at all.
    json now = f.encode(to);
    if (!now.is_object()) {
      patch[f.key] = std::move(now);
      continue;
    }
    json changed = merge_patch_between(f.encode(from), now);
    if (memo) memo->keep(i, from, to, changed);
    patch[f.key] = std::move(changed);
  }
  return patch;
}

json player_state_to_json(const PlayerView& v) {
  static const std::set<std::string_view> state = {
      "room",     "x",           "y",       "z",     "facing",
      "turn",     "arrows",      "gold",    "items", "torch_lit",
      "percepts", "wumpus_dead", "outcome", "score"};
  json out = json::object();
  for (const ViewField& f : view_fields())
    if (state.count(f.key)) out[f.key] = f.encode(v);
  return out;
}

}  // namespace wumpus::game_api
