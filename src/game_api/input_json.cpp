#include "game_api/input_json.hpp"

#include "base/printable.hpp"
#include "game_api/arrow_flight.hpp"
#include "game_api/input_check.hpp"
#include "game_api/json_reader.hpp"

#include <utility>

namespace wumpus::game_api {
namespace {

using nlohmann::json;

constexpr std::size_t kMaxWireArgument = 1024;

bool only_fields(const json& j, std::initializer_list<const char*> known,
                 std::string* error) {
  for (const auto& [key, value] : j.items()) {
    bool found = false;
    for (const char* name : known) found = found || key == name;
    if (!found) {
      *error =
          "field " + base::printable(key.substr(0, 32)) + " is not known here";
      return false;
    }
  }
  return true;
}

bool read_direction(JsonReader& r, const json& value, maze::Direction* out,
                    const std::string& where) {
  const auto d =
      value.is_string()
          ? maze::parse_direction(value.get_ref<const std::string&>())
          : std::nullopt;
  if (!d) return r.fail(where, "is not a direction") != nullptr;
  *out = *d;
  return true;
}

bool read_moves(JsonReader& r, const json& j, Command* c) {
  const auto too_many = static_cast<std::size_t>(kMaxArrowRange);
  if (j.contains("path")) {
    const json* path = r.array(j, "path", "command");
    if (!path) return false;
    if (path->size() > too_many)
      return r.fail("command.path", "is too long") != nullptr;
    for (const json& step : *path)
      if (!read_direction(r, step, &c->path.emplace_back(), "command.path[]"))
        return false;
  }
  if (j.contains("rooms")) {
    const json* rooms = r.array(j, "rooms", "command");
    if (!rooms) return false;
    if (rooms->size() > too_many)
      return r.fail("command.rooms", "is too long") != nullptr;
    for (const json& room : *rooms) {
      if (!room.is_number_integer() || room.get<std::int64_t>() < 0 ||
          room.get<std::int64_t>() >= std::int64_t{maze::kNoRoom})
        return r.fail("command.rooms[]", "is not a room number") != nullptr;
      c->rooms.push_back(room.get<maze::RoomId>());
    }
  }
  return true;
}

std::optional<Command> command_from_json(const json& j, std::string* error) {
  JsonReader r(error);
  if (!only_fields(
          j,
          {"type", "verb", "direction", "degrees", "path", "rooms", "argument"},
          error))
    return std::nullopt;
  Command c;
  std::string verb;
  if (!r.text(j, "verb", 32, &verb, "command")) return std::nullopt;
  if (const auto known = verb_of_word(verb)) {
    c.verb = *known;
  } else {
    c.verb = Verb::Custom;
    c.name = verb;
  }
  if (j.contains("direction") &&
      !read_direction(r, j["direction"], &c.direction.emplace(),
                      "command.direction"))
    return std::nullopt;
  if (j.contains("degrees") &&
      !r.number(j, "degrees", -360, 360, &c.degrees, "command"))
    return std::nullopt;
  if (!read_moves(r, j, &c)) return std::nullopt;
  if (j.contains("argument") &&
      !r.text(j, "argument", kMaxWireArgument, &c.argument, "command"))
    return std::nullopt;
  return c;
}

std::optional<Request> request_from_json(const json& j, std::string* error) {
  JsonReader r(error);
  if (!only_fields(j, {"type", "request", "argument"}, error))
    return std::nullopt;
  std::string kind;
  if (!r.text(j, "request", 32, &kind, "request")) return std::nullopt;
  Request request;
  if (const auto known = request_of_word(kind)) {
    request.kind = *known;
  } else {
    r.fail("request.request", "is not a request");
    return std::nullopt;
  }
  if (j.contains("argument") &&
      !r.text(j, "argument", kMaxWireArgument, &request.argument, "request"))
    return std::nullopt;
  return request;
}

}  // namespace

json input_to_json(const Input& input) {
  if (const auto* request = std::get_if<Request>(&input)) {
    json j = {{"type", "request"}, {"request", request_word(request->kind)}};
    if (!request->argument.empty()) j["argument"] = request->argument;
    return j;
  }
  const Command& c = std::get<Command>(input);
  json j = {{"type", "command"},
            {"verb", c.verb == Verb::Custom ? std::string_view(c.name)
                                            : verb_word(c.verb)}};
  if (c.direction) j["direction"] = maze::direction_name(*c.direction);
  if (c.degrees != 0) j["degrees"] = c.degrees;
  if (!c.path.empty()) {
    json& path = j["path"] = json::array();
    for (maze::Direction d : c.path) path.push_back(maze::direction_name(d));
  }
  if (!c.rooms.empty()) j["rooms"] = c.rooms;
  if (!c.argument.empty()) j["argument"] = c.argument;
  return j;
}

std::optional<Input> input_from_json(const json& json, std::string* error) {
  std::optional<Input> input;
  const auto* type = json.is_object() && json.contains("type")
                         ? json["type"].get_ptr<const std::string*>()
                         : nullptr;
  if (type && *type == "command") {
    if (auto command = command_from_json(json, error)) input = *command;
  } else if (type && *type == "request") {
    if (auto request = request_from_json(json, error)) input = *request;
  } else {
    *error = "not a command or request";
  }
  if (input && !check_input(*input, error)) return std::nullopt;
  return input;
}

}  // namespace wumpus::game_api
