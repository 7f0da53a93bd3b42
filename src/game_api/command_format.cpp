// The canonical text of a command or request: what the log, saves and
// recordings keep, and what parse_input reads back to the same value.
#include "game_api/command.hpp"
#include "game_api/word_table.hpp"

#include <array>
#include <utility>

namespace wumpus::game_api {

namespace {

// Each built-in verb's word, as the wire names it ("move" only there: a
// typed move is its direction) and as canonical text begins.
constexpr std::array<std::pair<Verb, std::string_view>, 13> kVerbWords = {{
    {Verb::Move, "move"},
    {Verb::Go, "go"},
    {Verb::Turn, "turn"},
    {Verb::Face, "face"},
    {Verb::Direction, "direction"},
    {Verb::Shoot, "shoot"},
    {Verb::Take, "take"},
    {Verb::Use, "use"},
    {Verb::Wait, "wait"},
    {Verb::Look, "look"},
    {Verb::Inventory, "inventory"},
    {Verb::Help, "help"},
    {Verb::Drop, "drop"},
}};

constexpr std::array<std::pair<RequestKind, std::string_view>, 9>
    kRequestWords = {{
        {RequestKind::Save, "save"},
        {RequestKind::Restart, "restart"},
        {RequestKind::New, "new"},
        {RequestKind::Who, "who"},
        {RequestKind::Say, "say"},
        {RequestKind::Reload, "reload"},
        {RequestKind::Invite, "invite"},
        {RequestKind::Advisor, "advisor"},
        {RequestKind::Watch, "watch"},
    }};

}  // namespace

std::string_view verb_word(Verb verb) {
  return word_in(kVerbWords, verb, std::string_view());
}

std::optional<Verb> verb_of_word(std::string_view word) {
  return value_in(kVerbWords, word);
}

std::string_view request_word(RequestKind kind) {
  return word_in(kRequestWords, kind, std::string_view());
}

std::optional<RequestKind> request_of_word(std::string_view word) {
  return value_in(kRequestWords, word);
}

std::string format_command(const Command& command) {
  const auto direction = [&] {
    return std::string(maze::direction_name(
        command.direction.value_or(maze::Direction::North)));
  };
  const auto with_argument = [&](std::string_view verb) {
    std::string text(verb);
    return command.argument.empty() ? text : text + " " + command.argument;
  };
  switch (command.verb) {
    case Verb::Move:
      return direction();
    case Verb::Go:
      return command.rooms.empty()
                 ? "go"
                 : "go " + std::to_string(command.rooms.front());
    case Verb::Turn:
      return "turn " + std::to_string(command.degrees);
    case Verb::Face:
      return "face " + direction();
    case Verb::Shoot: {
      std::string text = "shoot";
      for (auto d : command.path) {
        text += ' ';
        text += maze::direction_name(d);
      }
      for (auto room : command.rooms) {
        text += ' ';
        text += std::to_string(room);
      }
      return text;
    }
    case Verb::Use:
    case Verb::Drop:
      return with_argument(verb_word(command.verb));
    case Verb::Custom:
      return with_argument(command.name);
    default:
      return std::string(verb_word(command.verb));
  }
}

std::string format_request(const Request& request) {
  std::string text(request_word(request.kind));
  return request.argument.empty() ? text : text + " " + request.argument;
}

std::string format_input(const Input& input) {
  if (const auto* command = std::get_if<Command>(&input))
    return format_command(*command);
  return format_request(std::get<Request>(input));
}

}  // namespace wumpus::game_api
