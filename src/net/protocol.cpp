#include "net/protocol.hpp"

#include "game_api/input_json.hpp"
#include "game_api/json_reader.hpp"
#include "game_api/view_json.hpp"
#include "net/mod_settings_json.hpp"
#include "net/protocol_lists.hpp"

namespace wumpus::net {
namespace {

using game_api::JsonReader;
using json = nlohmann::json;
using namespace detail;

inline constexpr std::size_t kMaxListed = 4096;

template <class... Ts>
struct Overloaded : Ts... {
  using Ts::operator()...;
};
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

json options_to_json(const CaveOptions& o) {
  json out = {{"preset", o.preset},
              {"size", o.size},
              {"levels", o.levels},
              {"algorithm", o.algorithm},
              {"mask", o.mask},
              {"graph", o.graph},
              {"braid", o.braid},
              {"private", o.is_private},
              {"deadline_seconds", o.deadline_seconds}};
  if (o.mods) out["mods"] = *o.mods;
  if (!o.shape.empty()) out["shape"] = o.shape;
  if (!o.wrap.empty()) out["wrap"] = o.wrap;
  if (o.weave) out["weave"] = true;
  if (!o.settings.empty()) out["settings"] = o.settings;
  return out;
}

bool options_from_json(JsonReader& r, const json& j, CaveOptions* o) {
  const std::string where = "create.options";
  const json* braid = nullptr;
  if (!r.text(j, "preset", kMaxName, &o->preset, where) ||
      !r.number(j, "size", 0, 1024, &o->size, where) ||
      !r.number(j, "levels", 0, 16, &o->levels, where) ||
      !r.text(j, "algorithm", kMaxName, &o->algorithm, where) ||
      !r.text(j, "graph", kMaxName, &o->graph, where) ||
      !(braid = r.field(j, "braid", json::value_t::number_float, where)) ||
      !r.boolean(j, "private", &o->is_private, where) ||
      !r.number(j, "deadline_seconds", 1, 3600, &o->deadline_seconds, where))
    return false;
  o->braid = braid->get<double>();
  if (!(o->braid == -1 || (o->braid >= 0 && o->braid <= 1)))
    return r.fail(where + ".braid", "is out of range") != nullptr;
  // Both came with protocol 4: a server's records of older caves have
  // neither.
  if (j.contains("mask") && !r.text(j, "mask", kMaxName, &o->mask, where))
    return false;
  // The tiling came with protocol 5; the server checks the names.
  if ((j.contains("shape") &&
       !r.text(j, "shape", kMaxName, &o->shape, where)) ||
      (j.contains("wrap") && !r.text(j, "wrap", 2, &o->wrap, where)) ||
      (j.contains("weave") && !r.boolean(j, "weave", &o->weave, where)))
    return false;
  if (j.contains("mods")) {
    o->mods.emplace();
    if (!r.strings(j, "mods", kMaxMods, kMaxName, &*o->mods, where))
      return false;
  }
  return !j.contains("settings") ||
         chosen_settings_from_json(r, j, &o->settings, where);
}

json catalog_to_json(const ModCatalog& c) {
  json offered = json::array();
  for (const ModOffer& mod : c.offered) {
    json item = {{"name", mod.name}, {"description", mod.description}};
    if (!mod.settings.empty())
      item["settings"] = offered_settings_to_json(mod.settings);
    offered.push_back(std::move(item));
  }
  return {{"offered", std::move(offered)}, {"defaults", c.defaults}};
}

bool catalog_from_json(JsonReader& r, const json& j, ModCatalog* c) {
  const std::string where = "welcome.mods";
  const json* offered = r.array(j, "offered", where);
  if (!offered) return false;
  if (offered->size() > kMaxMods)
    return r.fail(where + ".offered", "is too long") != nullptr;
  for (const json& item : *offered) {
    ModOffer mod;
    if (!r.text(item, "name", kMaxName, &mod.name, where + ".offered[]") ||
        !r.text(item, "description", kMaxModDescription, &mod.description,
                where + ".offered[]") ||
        (item.contains("settings") &&
         !offered_settings_from_json(r, item, &mod.settings,
                                     where + ".offered[]")))
      return false;
    c->offered.push_back(std::move(mod));
  }
  return r.strings(j, "defaults", kMaxMods, kMaxName, &c->defaults, where);
}

// The message's "type" names which alternative it is.
bool type_of(JsonReader& r, const json& j, std::string* type) {
  if (!j.is_object()) return r.fail("message", "must be an object") != nullptr;
  return r.text(j, "type", 16, type, "message");
}

std::optional<ClientMessage> client_body(JsonReader& r, const json& j,
                                         const std::string& type) {
  if (type == "hello") {
    Hello h;
    const json* seq = nullptr;
    if (!r.number(j, "version", 0, 1'000'000, &h.version, "hello") ||
        !r.text(j, "name", kMaxName, &h.name, "hello") ||
        !r.text(j, "token", kMaxName, &h.token, "hello") ||
        !(seq =
              r.field(j, "last_seq", json::value_t::number_unsigned, "hello")))
      return std::nullopt;
    h.last_seq = seq->get<std::uint64_t>();
    return h;
  }
  if (type == "list") return ListCaves{};
  if (type == "leave") return Leave{};
  if (type == "scores") {
    AskScores ask;
    if (j.contains("daily") && !r.text(j, "daily", 16, &ask.daily, "scores"))
      return std::nullopt;
    return ask;
  }
  if (type == "create") {
    CreateCave c;
    const json* options = r.object(j, "options", "create");
    if (!options || !options_from_json(r, *options, &c.options))
      return std::nullopt;
    return c;
  }
  if (type == "join") {
    JoinCave c;
    if (!r.number(j, "cave", 0, kMaxIdOrNone, &c.cave, "join"))
      return std::nullopt;
    return c;
  }
  if (type == "watch") {
    WatchCave c;
    if (!r.number(j, "cave", 0, kMaxIdOrNone, &c.cave, "watch") ||
        !r.text(j, "player", kMaxName, &c.player, "watch"))
      return std::nullopt;
    return c;
  }
  if (type == "command" || type == "request") {
    auto input = game_api::input_from_json(j, r.error());
    if (!input) return std::nullopt;
    return Act{std::move(*input)};
  }
  r.fail("message.type", "is unknown: \"" + type + "\"");
  return std::nullopt;
}

template <class T, class Read>
bool list_from_json(JsonReader& r, const json& j, const std::string& key,
                    const std::string& where, std::vector<T>* out, Read read) {
  const json* list = r.array(j, key, where);
  if (!list) return false;
  if (list->size() > kMaxListed)
    return r.fail(where + "." + key, "is too long") != nullptr;
  for (const auto& item : *list) {
    T value;
    if (!read(r, item, &value)) return false;
    out->push_back(std::move(value));
  }
  return true;
}

std::optional<ServerMessage> server_body(JsonReader& r, const json& j,
                                         const std::string& type) {
  if (type == "welcome") {
    Welcome w;
    const json* mods = nullptr;
    if (!r.text(j, "name", kMaxName, &w.name, "welcome") ||
        !r.text(j, "token", kMaxName, &w.token, "welcome") ||
        !(mods = r.object(j, "mods", "welcome")) ||
        !catalog_from_json(r, *mods, &w.mods))
      return std::nullopt;
    return w;
  }
  if (type == "lobby") {
    Lobby l;
    if (!list_from_json(r, j, "caves", "lobby", &l.caves, summary_from_json))
      return std::nullopt;
    return l;
  }
  if (type == "scores") {
    Scores s;
    if (!list_from_json(r, j, "best", "scores", &s.best, score_from_json))
      return std::nullopt;
    return s;
  }
  if (type == "seated") {
    Seated s;
    if (!r.number(j, "cave", 0, kMaxIdOrNone, &s.cave, "seated") ||
        !r.boolean(j, "watching", &s.watching, "seated"))
      return std::nullopt;
    return s;
  }
  if (type == "view") {
    const json* view = r.object(j, "view", "view");
    if (!view) return std::nullopt;
    auto decoded = game_api::view_from_json(*view, r.error());
    if (!decoded) return std::nullopt;
    return ViewUpdate{std::move(*decoded)};
  }
  if (type == "delta") {
    const json* changed = r.object(j, "changed", "delta");
    const json* rooms = r.array(j, "rooms", "delta");
    const json* gone = r.array(j, "gone", "delta");
    if (!changed || !rooms || !gone) return std::nullopt;
    auto fresh =
        game_api::room_views_from_json(*rooms, "delta.rooms", r.error());
    if (!fresh) return std::nullopt;
    if (gone->size() > game_api::kMaxViewRooms)
      return r.fail("delta.gone", "is too long"), std::nullopt;
    ViewDelta delta{*changed, std::move(*fresh), {}};
    for (const auto& room : *gone) {
      if (!room.is_number_unsigned() ||
          room.get<std::uint64_t>() >= static_cast<std::uint64_t>(kMaxIdOrNone))
        return r.fail("delta.gone", "must hold room numbers"), std::nullopt;
      delta.gone.push_back(room.get<maze::RoomId>());
    }
    return delta;
  }
  if (type == "messages") {
    NewMessages m;
    const json* list = r.array(j, "messages", "messages");
    if (!list) return std::nullopt;
    if (list->size() > kMaxListed)
      return r.fail("messages.messages", "is too long"), std::nullopt;
    for (const auto& item : *list) {
      auto message = game_api::message_from_json(item, r.error());
      if (!message) return std::nullopt;
      m.messages.push_back(std::move(*message));
    }
    return m;
  }
  if (type == "problem" || type == "bye") {
    std::string text, code;
    if (!r.text(j, "text", game_api::kMaxViewText, &text, type) ||
        (j.contains("code") && !r.text(j, "code", kMaxName, &code, type)))
      return std::nullopt;
    if (type == "bye") return Bye{text, code};
    return Problem{text, code};
  }
  r.fail("message.type", "is unknown: \"" + type + "\"");
  return std::nullopt;
}

}  // namespace

json encode(const ClientMessage& message) {
  return std::visit(
      Overloaded{
          [](const Hello& h) -> json {
            return {{"type", "hello"},
                    {"version", h.version},
                    {"name", h.name},
                    {"token", h.token},
                    {"last_seq", h.last_seq}};
          },
          [](const ListCaves&) -> json {
            return {{"type", "list"}};
          },
          [](const CreateCave& c) -> json {
            return {{"type", "create"},
                    {"options", options_to_json(c.options)}};
          },
          [](const JoinCave& c) -> json {
            return {{"type", "join"}, {"cave", c.cave}};
          },
          [](const WatchCave& c) -> json {
            return {{"type", "watch"}, {"cave", c.cave}, {"player", c.player}};
          },
          [](const Act& act) -> json {
            return game_api::input_to_json(act.input);
          },
          [](const Leave&) -> json {
            return {{"type", "leave"}};
          },
          [](const AskScores& ask) -> json {
            json out = {{"type", "scores"}};
            if (!ask.daily.empty()) out["daily"] = ask.daily;
            return out;
          },
      },
      message);
}

std::optional<ClientMessage> decode_client(const json& j, std::string* error) {
  JsonReader r(error);
  std::string type;
  if (!type_of(r, j, &type)) return std::nullopt;
  return client_body(r, j, type);
}

json encode_view(const game_api::PlayerView& view) {
  return {{"type", "view"}, {"view", game_api::view_to_json(view, false)}};
}

json encode(const ServerMessage& message) {
  return std::visit(
      Overloaded{
          [](const Welcome& w) -> json {
            return {{"type", "welcome"},
                    {"version", kProtocolVersion},
                    {"name", w.name},
                    {"token", w.token},
                    {"mods", catalog_to_json(w.mods)}};
          },
          [](const Lobby& l) -> json {
            json caves = json::array();
            for (const auto& c : l.caves) caves.push_back(summary_to_json(c));
            return {{"type", "lobby"}, {"caves", caves}};
          },
          [](const Scores& s) -> json {
            json best = json::array();
            for (const auto& e : s.best) best.push_back(score_to_json(e));
            return {{"type", "scores"}, {"best", best}};
          },
          [](const Seated& s) -> json {
            return {
                {"type", "seated"}, {"cave", s.cave}, {"watching", s.watching}};
          },
          [](const ViewUpdate& v) -> json { return encode_view(v.view); },
          [](const ViewDelta& d) -> json {
            json rooms = json::array();
            for (const auto& room : d.rooms)
              rooms.push_back(game_api::room_to_json(room));
            return {{"type", "delta"},
                    {"changed", d.changed},
                    {"rooms", std::move(rooms)},
                    {"gone", d.gone}};
          },
          [](const NewMessages& m) -> json {
            json list = json::array();
            for (const auto& message : m.messages)
              list.push_back(game_api::message_to_json(message));
            return {{"type", "messages"}, {"messages", list}};
          },
          [](const Problem& p) -> json {
            return {{"type", "problem"}, {"text", p.text}, {"code", p.code}};
          },
          [](const Bye& b) -> json {
            return {{"type", "bye"}, {"text", b.reason}, {"code", b.code}};
          },
      },
      message);
}

std::string shown(const std::string& text, const std::string& code) {
  return code.empty() ? text : text + " (" + code + ")";
}

std::optional<ServerMessage> decode_server(const json& j, std::string* error) {
  JsonReader r(error);
  std::string type;
  if (!type_of(r, j, &type)) return std::nullopt;
  return server_body(r, j, type);
}

}  // namespace wumpus::net
