// The canonical text of a command or request: what the log, saves and
// recordings keep, and what parse_input reads back to the same value.
#include "game_api/command.hpp"

namespace wumpus::game_api {

std::string format_command(const Command& command) {
  const auto direction = [&] {
    return std::string(maze::direction_name(
        command.direction.value_or(maze::Direction::North)));
  };
  const auto with_argument = [&](std::string verb) {
    return command.argument.empty() ? verb : verb + " " + command.argument;
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
    case Verb::Direction:
      return "direction";
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
    case Verb::Take:
      return "take";
    case Verb::Use:
      return with_argument("use");
    case Verb::Wait:
      return "wait";
    case Verb::Look:
      return "look";
    case Verb::Inventory:
      return "inventory";
    case Verb::Help:
      return "help";
    case Verb::Drop:
      return with_argument("drop");
    case Verb::Custom:
      return with_argument(command.name);
  }
  return "help";
}

std::string format_request(const Request& request) {
  const auto with_argument = [&](std::string verb) {
    return request.argument.empty() ? verb : verb + " " + request.argument;
  };
  switch (request.kind) {
    case RequestKind::Save:
      return with_argument("save");
    case RequestKind::Restart:
      return "restart";
    case RequestKind::New:
      return with_argument("new");
    case RequestKind::Who:
      return "who";
    case RequestKind::Say:
      return with_argument("say");
    case RequestKind::Reload:
      return "reload";
    case RequestKind::Invite:
      return with_argument("invite");
    case RequestKind::Advisor:
      return "advisor";
    case RequestKind::Watch:
      return with_argument("watch");
  }
  return "who";
}

std::string format_input(const Input& input) {
  if (const auto* command = std::get_if<Command>(&input))
    return format_command(*command);
  return format_request(std::get<Request>(input));
}

}  // namespace wumpus::game_api
