#include "game_api/command.hpp"

#include "base/ascii.hpp"
#include "base/utf8.hpp"
#include "game_api/arrow_flight.hpp"
#include "game_api/mod_verbs.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cctype>
#include <charconv>

namespace wumpus::game_api {
namespace {

std::vector<std::string> split_words(std::string_view line) {
  std::vector<std::string> words;
  std::string word;
  for (char c : line) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      if (!word.empty()) words.push_back(std::move(word));
      word.clear();
    } else {
      word += c;
    }
  }
  if (!word.empty()) words.push_back(std::move(word));
  return words;
}

std::optional<maze::Direction> parse_facing(std::string_view word) {
  if (word == "0") return maze::Direction::North;
  if (word == "90") return maze::Direction::East;
  if (word == "180") return maze::Direction::South;
  if (word == "270") return maze::Direction::West;
  const auto d = maze::parse_direction(word);
  if (d && (*d == maze::Direction::Up || *d == maze::Direction::Down))
    return std::nullopt;
  return d;
}

}  // namespace

bool is_cave_size(std::string_view text) {
  // std::find, not text.find: inlined into parse_input, the latter trips
  // GCC 12's false -Wstringop-overread at -O3.
  const auto x = static_cast<std::size_t>(
      std::find(text.begin(), text.end(), 'x') - text.begin());
  const auto all_digits = [](std::string_view part) {
    return !part.empty() && part.size() <= 4 &&
           std::all_of(part.begin(), part.end(),
                       [](unsigned char c) { return std::isdigit(c); });
  };
  if (x == text.size()) return all_digits(text);
  return all_digits(text.substr(0, x)) && all_digits(text.substr(x + 1));
}

namespace {

// A word of the player's quoted back in an error: short, so a long line
// is not copied into every view and recording of their message log.
std::string echoed(std::string_view word) {
  constexpr std::size_t kMaxEchoed = 32;
  const std::size_t cut = base::utf8_cut(word, kMaxEchoed);
  // Appended piece by piece: "\"" + std::string trips GCC 12's false
  // -Wrestrict at -O3.
  std::string out(1, '"');
  out.append(word.substr(0, cut));
  if (cut < word.size()) out += "...";
  out += '"';
  return out;
}

std::nullopt_t fail(std::string* error, std::string message) {
  if (error) *error = std::move(message);
  return std::nullopt;
}

// The text after the first word, as typed (chat keeps its spaces).
std::string rest_of_line(std::string_view line) {
  std::size_t start = line.find_first_not_of(" \t");
  start = line.find_first_of(" \t", start);
  if (start == std::string_view::npos) return "";
  start = line.find_first_not_of(" \t", start);
  if (start == std::string_view::npos) return "";
  const std::size_t end = line.find_last_not_of(" \t\r\n");
  return std::string(line.substr(start, end - start + 1));
}

std::optional<Request> parse_request(std::string_view line,
                                     const std::vector<std::string>& words,
                                     std::string* error, bool* matched) {
  const std::string verb = base::ascii_lower(words[0]);
  const RequestEntry* entry = find_request(verb);
  *matched = entry != nullptr;
  if (!entry) return std::nullopt;
  const std::size_t args = words.size() - 1;
  Request request;
  request.kind = entry->kind;
  switch (entry->shape) {
    case RequestShape::None:
      if (args) return fail(error, "\"" + verb + "\" takes no argument.");
      break;
    case RequestShape::CaveSize:
      if (args > 1 || (args == 1 && !is_cave_size(base::ascii_lower(words[1]))))
        return fail(error, "new takes an optional size: new 8 or new 10x6.");
      if (args) request.argument = base::ascii_lower(words[1]);
      break;
    case RequestShape::FileName:
      if (args > 1) return fail(error, "save takes one file name (no spaces).");
      if (args) request.argument = words[1];
      break;
    case RequestShape::PlayerName:
      if (args != 1)
        return fail(error, verb + " takes a player's name: " + verb + " bob.");
      request.argument = words[1];
      break;
    case RequestShape::Text:
      request.argument = rest_of_line(line);
      if (request.argument.empty()) return fail(error, "Say what? say TEXT.");
      cut_to_say(request.argument);
      break;
  }
  return request;
}

// *unknown: the first word is no built-in verb (a mod's verb may be).
std::optional<Command> parse_verb(const std::vector<std::string>& words,
                                  std::string* error, bool* unknown) {
  const std::string verb = base::ascii_lower(words[0]);
  const std::size_t args = words.size() - 1;
  Command command;

  if (const auto d = maze::parse_direction(verb)) {
    if (args)
      return fail(error,
                  "A move takes no argument: try just \"" + verb + "\".");
    command.verb = Verb::Move;
    command.direction = d;
    return command;
  }
  const VerbEntry* entry = find_verb(verb);
  // On room graphs, as in the original game: "m 12", or just "12".
  if (const auto room = parse_room(verb); !entry && room && !args) {
    command.verb = Verb::Go;
    command.rooms.push_back(*room);
    return command;
  }
  if (!entry || entry->shape == VerbShape::Direction) {
    *unknown = true;
    return fail(error, "I don't know " + echoed(words[0]) +
                           ": type help for the commands.");
  }
  command.verb = entry->verb;
  switch (entry->shape) {
    case VerbShape::None:
      if (args) return fail(error, "\"" + verb + "\" takes no argument.");
      return command;
    case VerbShape::OptionalRoom:
      if (verb == entry->alias && args != 1)
        return fail(error, "Move to which room? m ROOM, e.g. m 12.");
      if (args > 1) return fail(error, std::string(entry->refusal));
      if (args == 1) {
        const auto room = parse_room(words[1]);
        if (!room)
          return fail(error, echoed(words[1]) + " is not a room number.");
        command.rooms.push_back(*room);
      }
      return command;
    case VerbShape::Degrees: {
      const std::string amount = args == 1 ? words[1] : "";
      if (amount != "90" && amount != "-90" && amount != "180" &&
          amount != "270")
        return fail(error, std::string(entry->refusal));
      std::from_chars(amount.data(), amount.data() + amount.size(),
                      command.degrees);
      return command;
    }
    case VerbShape::Facing: {
      const auto d =
          args == 1 ? parse_facing(base::ascii_lower(words[1])) : std::nullopt;
      if (!d) return fail(error, std::string(entry->refusal));
      command.direction = d;
      return command;
    }
    case VerbShape::Flight:
      // How far this game's arrows fly is the engine's to say; no game's
      // fly further than this.
      if (args > static_cast<std::size_t>(kMaxArrowRange))
        return fail(error,
                    fmt::format("An arrow flies through at most {} rooms.",
                                kMaxArrowRange));
      for (std::size_t i = 1; i <= args; ++i) {
        if (const auto room = parse_room(words[i]);
            room && command.path.empty()) {
          command.rooms.push_back(*room);
          continue;
        }
        const auto d = maze::parse_direction(base::ascii_lower(words[i]));
        if (!d || !command.rooms.empty())
          return fail(error,
                      echoed(words[i]) +
                          " is not a direction to shoot"
                          " (or give only room numbers on a room graph).");
        command.path.push_back(*d);
      }
      return command;
    case VerbShape::Item:
      if (args != 1) return fail(error, std::string(entry->refusal));
      command.argument = base::ascii_lower(words[1]);
      return command;
    case VerbShape::Direction:
    case VerbShape::Mod:
      break;
  }
  *unknown = true;
  return std::nullopt;
}

}  // namespace

std::optional<maze::RoomId> parse_room(std::string_view word) {
  maze::RoomId room = 0;
  const auto [end, problem] =
      std::from_chars(word.data(), word.data() + word.size(), room);
  if (problem != std::errc() || end != word.data() + word.size() ||
      room == maze::kNoRoom)
    return std::nullopt;
  return room;
}

bool costs_turn(Verb verb) {
  return verb_entry(verb).costs_turn;
}

std::optional<Input> parse_input(std::string_view line, std::string* error,
                                 const VerbSpecs& verbs) {
  const auto words = split_words(line);
  if (words.empty())
    return fail(error, "Say something: type help for the commands.");
  bool matched = false;
  if (auto request = parse_request(line, words, error, &matched))
    return Input(std::move(*request));
  if (matched) return std::nullopt;
  bool unknown = false;
  if (auto command = parse_verb(words, error, &unknown))
    return Input(std::move(*command));
  if (!unknown) return std::nullopt;
  const std::string name = base::ascii_lower(words[0]);
  for (const VerbSpec& verb : verbs) {
    if (verb.name != name) continue;
    std::string rest = rest_of_line(line);
    cut_to_say(rest);
    auto command = parse_mod_verb(verb, words, rest, error);
    if (!command) return std::nullopt;
    return Input(std::move(*command));
  }
  return std::nullopt;
}

std::optional<Command> parse_command(std::string_view line, std::string* error,
                                     const VerbSpecs& verbs) {
  auto input = parse_input(line, error, verbs);
  if (!input) return std::nullopt;
  if (auto* command = std::get_if<Command>(&*input)) return std::move(*command);
  return fail(error, echoed(line) + " is not a move in the cave.");
}

}  // namespace wumpus::game_api
