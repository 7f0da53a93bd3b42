// The verbs mods add, as the parser and the view codec see them: a word no
// built-in verb takes is a mod's verb when the game has one by that name,
// with the argument it declares; any other unknown word is still an
// error; a built-in word is never a mod's.
#include "game_api/command.hpp"
#include "game_api/view_json.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace wumpus::game_api;
using nlohmann::json;

namespace {

const VerbSpecs kVerbs = {{"pray", "ask the gods", VerbArgs::None},
                          {"cast", "cast a spell", VerbArgs::Word},
                          {"chant", "chant at a room", VerbArgs::Room},
                          {"inscribe", "write on the wall", VerbArgs::Text}};

Command parsed_line(const std::string& line) {
  std::string error;
  const auto command = parse_command(line, &error, kVerbs);
  INFO(line << ": " << error);
  REQUIRE(command);
  return *command;
}

std::string refused(const std::string& line, const VerbSpecs& verbs = kVerbs) {
  std::string error;
  CHECK_FALSE(parse_input(line, &error, verbs));
  return error;
}

}  // namespace

TEST_CASE("a mod's verb parses with the argument it declares",
          "[game_api][command][verbs]") {
  const Command pray = parsed_line("Pray");
  CHECK(pray.verb == Verb::Custom);
  CHECK(pray.name == "pray");
  CHECK(pray.argument.empty());
  CHECK(parsed_line("cast FIREBALL").argument == "fireball");
  CHECK(parsed_line("chant 12").argument == "12");
  CHECK(parsed_line("inscribe Here lies  Bob ").argument == "Here lies  Bob");
  CHECK(costs_turn(Verb::Custom));
}

TEST_CASE("a mod's verb round-trips through its canonical text",
          "[game_api][command][verbs]") {
  for (const char* line :
       {"pray", "cast fireball", "chant 7", "inscribe a  b c"}) {
    const Command command = parsed_line(line);
    CHECK(format_command(command) == line);
    CHECK(parsed_line(format_command(command)) == command);
  }
}

TEST_CASE("a mod's verb refuses arguments it does not take",
          "[game_api][command][verbs]") {
  CHECK(refused("pray now") == "\"pray\" takes no argument.");
  CHECK(refused("cast") == "Type cast WORD (one word).");
  CHECK(refused("cast two words") == "Type cast WORD (one word).");
  CHECK(refused("chant north") == "Type chant ROOM (a room number).");
  CHECK(refused("inscribe") == "Type inscribe TEXT.");
}

TEST_CASE("unknown words are still errors, with or without mods' verbs",
          "[game_api][command][verbs]") {
  CHECK(refused("dance") ==
        "I don't know \"dance\": type help for the commands.");
  CHECK(refused("pray", {}) ==
        "I don't know \"pray\": type help for the commands.");
}

TEST_CASE("built-in words stay the parser's", "[game_api][command][verbs]") {
  for (const char* word :
       {"north", "n", "go", "m", "take", "use", "drop", "shoot", "say", "save",
        "who", "help", "?", "i", "12", "quit", "exit", "advisor", "TAKE"})
    CHECK(is_builtin_word(word));
  for (const char* word : {"pray", "cast", "dance", "call"})
    CHECK_FALSE(is_builtin_word(word));
  // A game whose list somehow names a built-in word still parses it the
  // built-in way.
  const auto input = parse_input("take", nullptr, {{"take", "mine", {}}});
  REQUIRE(input);
  CHECK(std::get<Command>(*input).verb == Verb::Take);
}

TEST_CASE("the view carries the mods' verbs; old views have none",
          "[game_api][view_json][verbs]") {
  PlayerView view;
  view.verbs = kVerbs;
  const json encoded = view_to_json(view);
  CHECK(
      encoded["verbs"][2] ==
      json({{"name", "chant"}, {"help", "chant at a room"}, {"args", "room"}}));
  std::string error;
  const auto back = view_from_json(encoded, &error);
  INFO(error);
  REQUIRE(back);
  CHECK(back->verbs == kVerbs);
  json old = encoded;
  old.erase("verbs");
  const auto before = view_from_json(old, &error);
  REQUIRE(before);
  CHECK(before->verbs.empty());
}

TEST_CASE("hostile verbs in a view are refused naming the field",
          "[game_api][view_json][verbs]") {
  PlayerView view;
  view.verbs = kVerbs;
  const json good = view_to_json(view);
  const auto spoilt = [&](const char* field, json value) {
    json bad = good;
    bad["verbs"][0][field] = std::move(value);
    std::string error;
    CHECK_FALSE(view_from_json(bad, &error));
    return error;
  };
  CHECK_THAT(spoilt("name", "Pray"), Catch::Contains("view.verbs.name"));
  CHECK_THAT(spoilt("name", ""), Catch::Contains("view.verbs.name"));
  CHECK_THAT(spoilt("help", "\x1b]0;owned\x07"),
             Catch::Contains("view.verbs.help"));
  CHECK_THAT(spoilt("help", std::string(201, 'a')),
             Catch::Contains("view.verbs.help"));
  CHECK_THAT(spoilt("args", "number"), Catch::Contains("view.verbs.args"));
  json too_many = good;
  for (std::size_t i = 0; i <= kMaxViewStrings; ++i)
    too_many["verbs"].push_back(good["verbs"][0]);
  std::string error;
  CHECK_FALSE(view_from_json(too_many, &error));
  CHECK_THAT(error, Catch::Contains("view.verbs"));
}
