// The verb and request table (game_api/verb_table.hpp) against its users:
// every row's word and alias parse to its verb with an argument of its
// shape, the canonical text parses back, the checks of a parsed input
// accept it, and costs_turn says what the row says.
#include "game_api/verb_table.hpp"
#include "game_api/command.hpp"
#include "game_api/input_check.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <variant>

using namespace wumpus::game_api;

namespace {

// A line typing `word` with an argument of `shape`.
std::string typed(std::string_view word, VerbShape shape) {
  const std::string w(word);
  switch (shape) {
    case VerbShape::Direction:
      return "north";  // a move is typed as its direction alone
    case VerbShape::OptionalRoom:
      return w + " 3";
    case VerbShape::Degrees:
      return w + " 90";
    case VerbShape::Facing:
      return w + " east";
    case VerbShape::Flight:
      return w + " north east";
    case VerbShape::Item:
      return w + " torch";
    case VerbShape::None:
    case VerbShape::Mod:
      break;
  }
  return w;
}

std::string typed(std::string_view word, RequestShape shape) {
  const std::string w(word);
  switch (shape) {
    case RequestShape::CaveSize:
      return w + " 10x6";
    case RequestShape::FileName:
      return w + " game.json";
    case RequestShape::PlayerName:
      return w + " bob";
    case RequestShape::Text:
      return w + " hello there";
    case RequestShape::None:
      break;
  }
  return w;
}

}  // namespace

TEST_CASE("every verb of the table parses, formats back and passes the checks",
          "[game_api][verbs]") {
  for (const VerbEntry& entry : kVerbTable) {
    INFO(entry.word);
    CHECK(costs_turn(entry.verb) == entry.costs_turn);
    CHECK(verb_word(entry.verb) == entry.word);
    if (entry.shape == VerbShape::Mod) {
      CHECK_FALSE(verb_of_word(entry.word));
      continue;
    }
    CHECK(verb_of_word(entry.word) == entry.verb);
    for (const std::string_view word : {entry.word, entry.alias}) {
      if (word.empty()) continue;
      const std::string line = typed(word, entry.shape);
      INFO(line);
      std::string error;
      const auto command = parse_command(line, &error);
      REQUIRE(command);
      CHECK(command->verb == entry.verb);
      CHECK(check_input(*command, &error));
      const std::string text = format_command(*command);
      CHECK(parse_command(text, &error) == command);
      if (word == entry.word) CHECK(text == line);
    }
    // A verb's own words are never a mod's.
    if (entry.shape != VerbShape::Direction) {
      CHECK(is_builtin_word(entry.word));
      if (!entry.alias.empty()) CHECK(is_builtin_word(entry.alias));
    }
  }
}

TEST_CASE(
    "every request of the table parses, formats back and passes the "
    "checks",
    "[game_api][verbs]") {
  for (const RequestEntry& entry : kRequestTable) {
    INFO(entry.word);
    CHECK(request_word(entry.kind) == entry.word);
    CHECK(request_of_word(entry.word) == entry.kind);
    CHECK(is_builtin_word(entry.word));
    const std::string line = typed(entry.word, entry.shape);
    std::string error;
    const auto input = parse_input(line, &error);
    REQUIRE(input);
    const auto* request = std::get_if<Request>(&*input);
    REQUIRE(request);
    CHECK(request->kind == entry.kind);
    CHECK(check_input(*input, &error));
    CHECK(format_input(*input) == line);
  }
}
