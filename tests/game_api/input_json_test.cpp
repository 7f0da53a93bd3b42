// The wire form of parsed input (protocol 6): whatever a player can type
// survives JSON and the server's check unchanged, and a structure no
// typing makes is refused, naming what is wrong.
#include "game_api/input_json.hpp"
#include "game_api/input_check.hpp"

#include <catch2/catch.hpp>

#include <random>

using namespace wumpus;
using nlohmann::json;

namespace {

const game_api::VerbSpecs kModVerbs = {
    {"knock", "", game_api::VerbArgs::None},
    {"pray", "", game_api::VerbArgs::Word},
    {"chant", "", game_api::VerbArgs::Room},
    {"inscribe", "", game_api::VerbArgs::Text}};

// Lines from the words players type, right and wrong, in every mix.
std::string random_line(std::mt19937& random) {
  static const char* const words[] = {"n",
                                      "north",
                                      "NE",
                                      "up",
                                      "go",
                                      "m",
                                      "12",
                                      "0",
                                      "turn",
                                      "90",
                                      "-90",
                                      "45",
                                      "face",
                                      "w",
                                      "shoot",
                                      "e",
                                      "7",
                                      "use",
                                      "Torch",
                                      "drop",
                                      "rope",
                                      "take",
                                      "wait",
                                      "look",
                                      "i",
                                      "help",
                                      "?",
                                      "save",
                                      "new",
                                      "10x6",
                                      "say",
                                      "hello",
                                      "there!",
                                      "invite",
                                      "Bob",
                                      "watch",
                                      "who",
                                      "reload",
                                      "advisor",
                                      "knock",
                                      "pray",
                                      "LOUD",
                                      "chant",
                                      "3",
                                      "inscribe",
                                      "Here lies Bob",
                                      "\xc3\xa9t\xc3\xa9",
                                      "restart",
                                      "direction",
                                      "inventory"};
  std::uniform_int_distribution<std::size_t> word(0, std::size(words) - 1);
  std::uniform_int_distribution<int> count(1, 4);
  std::string line;
  for (int i = count(random); i > 0; --i) {
    if (!line.empty()) line += random() % 4 == 0 ? "   " : " ";
    line += words[word(random)];
  }
  return line;
}

}  // namespace

TEST_CASE("every line a player can type survives the wire unchanged",
          "[game_api][protocol]") {
  std::mt19937 random(20261126);
  int parsed = 0;
  for (int i = 0; i < 4000; ++i) {
    const std::string line = random_line(random);
    const auto input = game_api::parse_input(line, nullptr, kModVerbs);
    if (!input) continue;
    ++parsed;
    INFO(line);
    std::string error;
    CHECK(game_api::check_input(*input, &error));
    if (const auto* command = std::get_if<game_api::Command>(&*input))
      CHECK(game_api::check_verb_use(*command, kModVerbs, &error));
    const json wire = json::parse(game_api::input_to_json(*input).dump());
    const auto back = game_api::input_from_json(wire, &error);
    INFO(wire.dump() << " " << error);
    REQUIRE(back);
    CHECK(*back == *input);
  }
  CHECK(parsed > 500);  // the mix is not all mistakes
}

TEST_CASE("what passes the check parses back from its canonical text",
          "[game_api][protocol]") {
  const json accepted[] = {
      {{"type", "command"}, {"verb", "move"}, {"direction", "northeast"}},
      {{"type", "command"}, {"verb", "go"}, {"rooms", {12}}},
      {{"type", "command"}, {"verb", "turn"}, {"degrees", -90}},
      {{"type", "command"}, {"verb", "shoot"}, {"path", {"n", "e", "up"}}},
      {{"type", "command"}, {"verb", "shoot"}, {"rooms", {3, 4}}},
      {{"type", "command"}, {"verb", "use"}, {"argument", "torch"}},
      {{"type", "command"}, {"verb", "chant"}, {"argument", "12"}},
      {{"type", "command"}, {"verb", "inscribe"}, {"argument", "here  lies"}},
      {{"type", "request"}, {"request", "say"}, {"argument", "hi there"}},
      {{"type", "request"}, {"request", "watch"}, {"argument", "Bob"}},
      {{"type", "request"}, {"request", "new"}, {"argument", "10x6"}},
  };
  for (const json& message : accepted) {
    std::string error;
    const auto input = game_api::input_from_json(message, &error);
    INFO(message.dump() << " " << error);
    REQUIRE(input);
    CHECK(game_api::parse_input(game_api::format_input(*input), &error,
                                kModVerbs) == input);
  }
}

TEST_CASE("input no typing makes is refused, naming what is wrong",
          "[game_api][protocol]") {
  const std::pair<json, const char*> refused[] = {
      {json::array(), "not a command"},
      {{{"type", "command"}}, "command.verb"},
      {{{"type", "command"}, {"verb", "move"}}, "one direction"},
      {{{"type", "command"}, {"verb", "move"}, {"direction", "left"}},
       "command.direction"},
      {{{"type", "command"}, {"verb", "wait"}, {"argument", "x"}},
       "no argument"},
      {{{"type", "command"}, {"verb", "turn"}, {"degrees", 45}}, "90"},
      {{{"type", "command"}, {"verb", "face"}, {"direction", "up"}}, "compass"},
      {{{"type", "command"},
        {"verb", "shoot"},
        {"path", {"n"}},
        {"rooms", {3}}},
       "shoot"},
      {{{"type", "command"}, {"verb", "shoot"}, {"path", json(40, "n")}},
       "command.path"},
      {{{"type", "command"}, {"verb", "go"}, {"rooms", {4294967295u}}},
       "command.rooms[]"},
      {{{"type", "command"}, {"verb", "go"}, {"rooms", {1, 2}}}, "one room"},
      {{{"type", "command"}, {"verb", "use"}, {"argument", "Torch"}},
       "lowercase"},
      {{{"type", "command"}, {"verb", "use"}, {"argument", "two words"}},
       "lowercase"},
      {{{"type", "command"}, {"verb", "north"}}, "a mod's verb"},
      {{{"type", "command"}, {"verb", "Knock"}}, "a mod's verb"},
      {{{"type", "command"}, {"verb", "knock"}, {"argument", "\x1b[2J"}},
       "a mod's verb"},
      {{{"type", "command"}, {"verb", "move"}, {"colour", "red"}}, "colour"},
      {{{"type", "request"}, {"request", "dance"}}, "request.request"},
      {{{"type", "request"}, {"request", "say"}}, "printable"},
      {{{"type", "request"}, {"request", "say"}, {"argument", " padded"}},
       "printable"},
      {{{"type", "request"}, {"request", "say"}, {"argument", "\x07"}},
       "printable"},
      {{{"type", "request"},
        {"request", "say"},
        {"argument", std::string(300, 'x')}},
       "printable"},
      {{{"type", "request"}, {"request", "new"}, {"argument", "huge"}}, "size"},
      {{{"type", "request"}, {"request", "who"}, {"argument", "me"}},
       "no argument"},
      {{{"type", "request"}, {"request", "watch"}}, "name"},
  };
  for (const auto& [message, what] : refused) {
    std::string error;
    INFO(message.dump());
    CHECK_FALSE(game_api::input_from_json(message, &error));
    INFO(error);
    CHECK(error.find(what) != std::string::npos);
  }
}

TEST_CASE("a mod's verb is checked against the game's verbs",
          "[game_api][protocol]") {
  const auto verb = [](std::string name, std::string argument) {
    game_api::Command command;
    command.verb = game_api::Verb::Custom;
    command.name = std::move(name);
    command.argument = std::move(argument);
    return command;
  };
  std::string error;
  CHECK(game_api::check_verb_use(verb("knock", ""), kModVerbs, &error));
  CHECK(game_api::check_verb_use(verb("chant", "12"), kModVerbs, &error));
  CHECK_FALSE(
      game_api::check_verb_use(verb("knock", "twice"), kModVerbs, &error));
  CHECK(error == "Type knock.");
  CHECK_FALSE(
      game_api::check_verb_use(verb("chant", "012"), kModVerbs, &error));
  CHECK_FALSE(
      game_api::check_verb_use(verb("chant", "hall"), kModVerbs, &error));
  CHECK_FALSE(
      game_api::check_verb_use(verb("pray", "LOUD"), kModVerbs, &error));
  CHECK_FALSE(game_api::check_verb_use(verb("dance", ""), kModVerbs, &error));
  CHECK(error.find("I don't know \"dance\"") != std::string::npos);
}
