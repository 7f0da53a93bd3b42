// The canonical text of a command or request: what the log, saves and
// recordings keep, and what parse_input reads back to the same value.
#include "game_api/command.hpp"
#include "game_api/verb_table.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace wumpus::game_api {

std::string_view verb_word(Verb verb) {
  return verb_entry(verb).word;
}

std::optional<Verb> verb_of_word(std::string_view word) {
  // The wire's names: each verb's word, not its alias.
  for (const VerbEntry& entry : kVerbTable)
    if (!word.empty() && entry.word == word) return entry.verb;
  return std::nullopt;
}

std::string_view request_word(RequestKind kind) {
  return request_entry(kind).word;
}

std::optional<RequestKind> request_of_word(std::string_view word) {
  const RequestEntry* entry = find_request(word);
  return entry ? std::optional(entry->kind) : std::nullopt;
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
  const std::string_view word = verb_word(command.verb);
  switch (verb_entry(command.verb).shape) {
    case VerbShape::Direction:
      return direction();
    case VerbShape::OptionalRoom:
      return command.rooms.empty() ? std::string(word)
                                   : std::string(word) + " " +
                                         std::to_string(command.rooms.front());
    case VerbShape::Degrees:
      return std::string(word) + " " + std::to_string(command.degrees);
    case VerbShape::Facing:
      return std::string(word) + " " + direction();
    case VerbShape::Flight: {
      std::string text(word);
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
    case VerbShape::Item:
      return with_argument(word);
    case VerbShape::Mod:
      return with_argument(command.name);
    case VerbShape::None:
      break;
  }
  return std::string(word);
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
