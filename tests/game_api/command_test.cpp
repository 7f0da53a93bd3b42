#include "game_api/command.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using game_api::costs_turn;
using game_api::parse_command;
using game_api::parse_input;
using game_api::parse_room;
using game_api::Request;
using game_api::Verb;

TEST_CASE("moves parse by full name and one letter", "[game][command]") {
  const std::pair<const char*, maze::Direction> cases[] = {
      {"north", maze::Direction::North}, {"n", maze::Direction::North},
      {"EAST", maze::Direction::East},   {"e", maze::Direction::East},
      {"south", maze::Direction::South}, {"s", maze::Direction::South},
      {"west", maze::Direction::West},   {"w", maze::Direction::West},
      {"up", maze::Direction::Up},       {"u", maze::Direction::Up},
      {"down", maze::Direction::Down},   {"  d  ", maze::Direction::Down}};
  for (const auto& [text, direction] : cases) {
    std::string error;
    const auto command = parse_command(text, &error);
    INFO(text);
    REQUIRE(command);
    CHECK(command->verb == Verb::Move);
    CHECK(command->direction == direction);
  }
}

TEST_CASE("every command parses and round-trips", "[game][command]") {
  const char* lines[] = {
      "go",        "turn 90",   "turn -90",  "turn 180",
      "turn 270",  "face n",    "face west", "face 0",
      "face 270",  "direction", "shoot",     "shoot n e s w n",
      "take",      "use torch", "wait",      "look",
      "inventory", "i",         "restart",   "new",
      "new 12",    "new 10x6",  "save",      "save game.json",
      "help",      "up",        "who",       "say hello  there"};
  for (const char* line : lines) {
    std::string error;
    const auto input = parse_input(line, &error);
    INFO(line << ": " << error);
    REQUIRE(input);
    const auto again = parse_input(game_api::format_input(*input), &error);
    REQUIRE(again);
    CHECK(*again == *input);
  }
  std::string error;
  CHECK(parse_command("face 180", &error)->direction == maze::Direction::South);
  CHECK(parse_command("turn -90", &error)->degrees == -90);
  CHECK(parse_command("shoot n e", &error)->path ==
        std::vector{maze::Direction::North, maze::Direction::East});
  const auto save = parse_input("save My.json", &error);
  CHECK(std::get<Request>(*save).argument == "My.json");
  CHECK(std::get<Request>(*parse_input("say  hi\tthere ", &error)).argument ==
        "hi\tthere");
}

TEST_CASE("a long chat line is cut with a mark, not refused",
          "[game][command]") {
  std::string error;
  const auto said = [&](const std::string& text) {
    const auto input = parse_input("say " + text, &error);
    REQUIRE(input);
    return std::get<Request>(*input).argument;
  };
  CHECK(said(std::string(200, 'x')) == std::string(200, 'x'));
  CHECK(said(std::string(300, 'x')) == std::string(197, 'x') + "...");
  // 196 bytes, then "é" (two bytes) across the cut: kept whole or dropped.
  const std::string cut =
      said(std::string(196, 'a') + "\u00e9\u00e9" + std::string(50, 'b'));
  CHECK(cut == std::string(196, 'a') + "...");
}

TEST_CASE("requests are for the table, not world verbs", "[game][command]") {
  for (const char* line :
       {"restart", "new 8", "save x.json", "who", "say hi", "invite bob"}) {
    std::string error;
    INFO(line);
    CHECK(std::holds_alternative<Request>(*parse_input(line, &error)));
    CHECK_FALSE(parse_command(line, &error));
    CHECK(error.find("not a move") != std::string::npos);
  }
  std::string error;
  const auto invite = parse_input("invite Bob", &error);
  REQUIRE(invite);
  CHECK(std::get<Request>(*invite) ==
        Request{game_api::RequestKind::Invite, "Bob"});
  CHECK(format_input(*invite) == "invite Bob");
  CHECK_FALSE(parse_input("invite", &error));
  CHECK(error.find("invite bob") != std::string::npos);
  CHECK_FALSE(parse_input("invite bob carol", &error));
  CHECK(costs_turn(Verb::Move));
  CHECK(costs_turn(Verb::Shoot));
  CHECK_FALSE(costs_turn(Verb::Look));
  CHECK_FALSE(costs_turn(Verb::Face));
}

TEST_CASE("malformed commands are refused with a message", "[game][command]") {
  const char* lines[] = {"",
                         "   ",
                         "dance",
                         "turn",
                         "turn 45",
                         "turn 90 90",
                         "face",
                         "face up",
                         "face 45",
                         "shoot sideways",
                         "use",
                         "use a b",
                         "new big",
                         "new 10x",
                         "new 99999",
                         "save a b",
                         "north now",
                         "look around",
                         "say",
                         "say   ",
                         "who is there"};
  for (const char* line : lines) {
    std::string error;
    INFO("\"" << line << "\"");
    CHECK_FALSE(parse_input(line, &error));
    CHECK_FALSE(error.empty());
  }
  std::string past_any_range = "shoot";
  for (int room = 0; room < 33; ++room) past_any_range += " e";
  std::string error;
  CHECK_FALSE(parse_input(past_any_range, &error));
  CHECK_FALSE(error.empty());
}

TEST_CASE("a room number is digits and nothing else", "[game_api][command]") {
  CHECK(parse_room("12") == maze::RoomId{12});
  CHECK(parse_room("0") == maze::RoomId{0});
  for (const char* typed : {"12abc", " 12", "12 ", "-1", "+3", "", "0x1f",
                            "4294967295", "99999999999"}) {
    INFO("\"" << typed << "\"");
    CHECK_FALSE(parse_room(typed));
  }
}
