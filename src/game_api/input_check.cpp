#include "game_api/input_check.hpp"

#include "base/printable.hpp"
#include "game_api/arrow_flight.hpp"
#include "game_api/mod_verbs.hpp"
#include "game_api/verb_table.hpp"

#include <algorithm>
#include <cctype>

namespace wumpus::game_api {
namespace {

// As long as a line a server takes, less the verb.
constexpr std::size_t kMaxArgument = 1000;

bool refused(std::string* error, std::string message) {
  if (error) *error = std::move(message);
  return false;
}

// Printable as it stands and no longer than `limit`.
bool clean_text(const std::string& text, std::size_t limit) {
  return !text.empty() && text.size() <= limit && base::printable(text) == text;
}

bool has_space(const std::string& text) {
  return std::any_of(text.begin(), text.end(),
                     [](unsigned char c) { return std::isspace(c); });
}

bool has_upper(const std::string& text) {
  return std::any_of(text.begin(), text.end(),
                     [](unsigned char c) { return std::isupper(c); });
}

// One word as the parser leaves it (lowercased when `lowered`).
bool clean_word(const std::string& word, bool lowered) {
  return clean_text(word, kMaxArgument) && !has_space(word) &&
         !(lowered && has_upper(word));
}

// What chat and a mod verb's text keep: no space at either end.
bool clean_sentence(const std::string& text) {
  return clean_text(text, kMaxSayBytes) &&
         !std::isspace(static_cast<unsigned char>(text.front())) &&
         !std::isspace(static_cast<unsigned char>(text.back()));
}

bool fields_empty(const Command& c, bool direction, bool degrees, bool moves,
                  bool argument) {
  return (direction || !c.direction) && (degrees || c.degrees == 0) &&
         (moves || (c.path.empty() && c.rooms.empty())) &&
         (argument || c.argument.empty()) && c.name.empty();
}

bool check_command(const Command& c, std::string* error) {
  const auto bad = [&](const char* what) { return refused(error, what); };
  switch (verb_entry(c.verb).shape) {
    case VerbShape::Direction:
      if (!c.direction || !fields_empty(c, true, false, false, false))
        return bad("a move names one direction and nothing else");
      return true;
    case VerbShape::OptionalRoom:
      if (c.rooms.size() > 1 || !c.path.empty() ||
          !fields_empty(c, false, false, true, false))
        return bad("go takes at most one room");
      return true;
    case VerbShape::Degrees:
      if ((c.degrees != 90 && c.degrees != -90 && c.degrees != 180 &&
           c.degrees != 270) ||
          !fields_empty(c, false, true, false, false))
        return bad("turn takes 90, -90, 180 or 270 degrees");
      return true;
    case VerbShape::Facing:
      if (!c.direction || *c.direction == maze::Direction::Up ||
          *c.direction == maze::Direction::Down ||
          !fields_empty(c, true, false, false, false))
        return bad("face takes one compass direction");
      return true;
    case VerbShape::Flight:
      if ((!c.path.empty() && !c.rooms.empty()) ||
          c.path.size() + c.rooms.size() >
              static_cast<std::size_t>(kMaxArrowRange) ||
          !fields_empty(c, false, false, true, false))
        return bad("shoot takes up to 32 directions or up to 32 rooms");
      return true;
    case VerbShape::Item:
      if (!clean_word(c.argument, true) ||
          !fields_empty(c, false, false, false, true))
        return bad("use and drop take one lowercase word");
      return true;
    case VerbShape::Mod:
      if (!is_verb_name(c.name) || is_builtin_word(c.name) || c.direction ||
          c.degrees != 0 || !c.path.empty() || !c.rooms.empty() ||
          (!c.argument.empty() && !clean_sentence(c.argument)))
        return bad("a mod's verb is its name and at most a short argument");
      return true;
    case VerbShape::None:
      if (!fields_empty(c, false, false, false, false))
        return bad("this verb takes no argument");
      return true;
  }
  return bad("an unknown verb");
}

bool check_request(const Request& r, std::string* error) {
  const std::string& a = r.argument;
  switch (request_entry(r.kind).shape) {
    case RequestShape::None:
      return a.empty() || refused(error, "this request takes no argument");
    case RequestShape::CaveSize:
      return a.empty() || (is_cave_size(a) && !has_upper(a)) ||
             refused(error, "new takes a size such as 8 or 10x6");
    case RequestShape::FileName:
      return a.empty() || clean_word(a, false) ||
             refused(error, "save takes one file name");
    case RequestShape::PlayerName:
      return clean_word(a, false) || refused(error, "a player's name is due");
    case RequestShape::Text:
      return clean_sentence(a) ||
             refused(error, "say takes printable text of up to 200 bytes");
  }
  return refused(error, "an unknown request");
}

}  // namespace

bool check_input(const Input& input, std::string* error) {
  if (const auto* command = std::get_if<Command>(&input))
    return check_command(*command, error);
  return check_request(std::get<Request>(input), error);
}

bool check_verb_use(const Command& command, const VerbSpecs& verbs,
                    std::string* error) {
  if (command.verb != Verb::Custom) return true;
  const auto spec =
      std::find_if(verbs.begin(), verbs.end(),
                   [&](const VerbSpec& v) { return v.name == command.name; });
  if (spec == verbs.end())
    return refused(error, "I don't know \"" + command.name +
                              "\": type help for the commands.");
  const std::string& a = command.argument;
  const bool fits =
      spec->args == VerbArgs::None ? a.empty()
      : spec->args == VerbArgs::Word
          ? clean_word(a, true) && a.size() <= kMaxWordBytes
      : spec->args == VerbArgs::Room
          ? parse_room(a).has_value() && std::to_string(*parse_room(a)) == a
          : !a.empty();
  return fits || refused(error, "Type " + verb_usage(*spec) + ".");
}

}  // namespace wumpus::game_api
