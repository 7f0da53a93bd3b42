// The verbs mods add to the parser: what each takes after its name, how
// it is typed, and which words stay the built-in parser's.
#include "game_api/mod_verbs.hpp"

#include "base/ascii.hpp"
#include "base/utf8.hpp"
#include "game_api/word_table.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>
#include <variant>

namespace wumpus::game_api {
namespace {

inline constexpr std::string_view kCutMark = "...";

constexpr std::array<std::pair<VerbArgs, const char*>, 4> kArgsNames = {{
    {VerbArgs::None, "none"},
    {VerbArgs::Word, "word"},
    {VerbArgs::Room, "room"},
    {VerbArgs::Text, "text"},
}};

std::nullopt_t refuse_verb(std::string* error, std::string message) {
  if (error) *error = std::move(message);
  return std::nullopt;
}

}  // namespace

void cut_to_say(std::string& text) {
  if (text.size() <= kMaxSayBytes) return;
  text.resize(base::utf8_cut(text, kMaxSayBytes - kCutMark.size()));
  text += kCutMark;
}

bool is_verb_name(std::string_view name) {
  constexpr std::size_t kMaxVerbName = 24;
  return !name.empty() && name.size() <= kMaxVerbName && name[0] >= 'a' &&
         name[0] <= 'z' &&
         name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_") ==
             std::string_view::npos;
}

const char* verb_args_name(VerbArgs args) {
  return word_in(kArgsNames, args, "none");
}

std::optional<VerbArgs> parse_verb_args(std::string_view name) {
  return value_in(kArgsNames, name);
}

std::string verb_usage(const VerbSpec& verb) {
  switch (verb.args) {
    case VerbArgs::None:
      return verb.name;
    case VerbArgs::Word:
      return verb.name + " WORD";
    case VerbArgs::Room:
      return verb.name + " ROOM";
    case VerbArgs::Text:
      return verb.name + " TEXT";
  }
  return verb.name;
}

bool is_builtin_word(std::string_view word) {
  // The terminal's own words, which never reach the table.
  if (word == "quit" || word == "q" || word == "exit") return true;
  // Offered as a mod's verb, the word comes back as one only when no
  // built-in verb or request answers it first.
  const std::string name = base::ascii_lower(std::string(word));
  const auto input = parse_input(word, nullptr, {VerbSpec{name, "", {}}});
  const auto* command = input ? std::get_if<Command>(&*input) : nullptr;
  return !command || command->verb != Verb::Custom;
}

std::optional<Command> parse_mod_verb(const VerbSpec& verb,
                                      const std::vector<std::string>& words,
                                      const std::string& rest,
                                      std::string* error) {
  const std::size_t args = words.size() - 1;
  Command command;
  command.verb = Verb::Custom;
  command.name = verb.name;
  const std::string usage = verb_usage(verb);
  switch (verb.args) {
    case VerbArgs::None:
      if (args)
        return refuse_verb(error, "\"" + verb.name + "\" takes no argument.");
      return command;
    case VerbArgs::Word:
      if (args != 1 || words[1].size() > kMaxWordBytes)
        return refuse_verb(error, "Type " + usage + " (one word).");
      command.argument = base::ascii_lower(words[1]);
      return command;
    case VerbArgs::Room:
      if (args != 1 || !parse_room(words[1]))
        return refuse_verb(error, "Type " + usage + " (a room number).");
      command.argument = std::to_string(*parse_room(words[1]));
      return command;
    case VerbArgs::Text:
      if (rest.empty()) return refuse_verb(error, "Type " + usage + ".");
      command.argument = rest;
      return command;
  }
  return std::nullopt;
}

}  // namespace wumpus::game_api
