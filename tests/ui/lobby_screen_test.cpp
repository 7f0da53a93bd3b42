#include "ui/screens/lobby_screen.hpp"

#include <curses.h>
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <string>

using namespace wumpus;

namespace {

net::CaveSummary lobby_cave(std::uint32_t id) {
  net::CaveSummary cave;
  cave.id = id;
  cave.owner = "owner" + std::to_string(id);
  cave.players = {cave.owner};
  cave.state = "playing";
  cave.idle_seconds = 1000 - id;
  return cave;
}

std::vector<net::CaveSummary> numbered_caves(std::uint32_t count) {
  std::vector<net::CaveSummary> caves;
  for (std::uint32_t id = 1; id <= count; ++id) caves.push_back(lobby_cave(id));
  return caves;
}

// The ids of the caves the overlay lists, in its order.
std::vector<std::uint32_t> listed(const ui::LobbyScreen& lobby) {
  std::vector<std::uint32_t> ids;
  for (const auto& [text, style] : lobby.overlay().lines)
    if (text.size() > 6 && (text[0] == '>' || text[0] == ' ') &&
        text[1] == ' ' && text[5] == ' ' &&
        std::isdigit(static_cast<unsigned char>(text[4])))
      ids.push_back(static_cast<std::uint32_t>(std::stoul(text.substr(1, 4))));
  return ids;
}

bool says(const ui::LobbyScreen& lobby, const std::string& words) {
  const auto lines = lobby.overlay().lines;
  return std::any_of(lines.begin(), lines.end(), [&](const auto& line) {
    return line.first.find(words) != std::string::npos;
  });
}

}  // namespace

TEST_CASE("a lobby longer than the screen scrolls with the cursor",
          "[ui][lobby]") {
  ui::LobbyScreen lobby("alice");
  lobby.set_height(24);
  lobby.set_caves(numbered_caves(40));
  // The box, its header, the count, the keys: 17 caves on 24 rows.
  CHECK(listed(lobby).size() == 17);
  CHECK(lobby.overlay().lines.size() <= 22);
  CHECK(says(lobby, "1-17 of 40 caves"));
  lobby.key(KEY_END);
  REQUIRE(lobby.selected());
  CHECK(lobby.selected()->id == 40);
  CHECK(listed(lobby).back() == 40);
  CHECK(says(lobby, "24-40 of 40 caves"));
  lobby.key(KEY_PPAGE);
  CHECK(lobby.selected()->id == 23);
  CHECK(listed(lobby).front() == 23);
  lobby.key(KEY_HOME);
  CHECK(lobby.selected()->id == 1);
  lobby.key('G');
  CHECK(lobby.selected()->id == 40);
  lobby.key('g');
  CHECK(lobby.selected()->id == 1);
  lobby.key(KEY_NPAGE);
  CHECK(lobby.selected()->id == 18);
  for (int i = 0; i < 100; ++i) lobby.key(KEY_DOWN);
  CHECK(lobby.selected()->id == 40);
  // Every line fits an 80-column box, one row each.
  for (const auto& [text, style] : lobby.overlay().lines)
    CHECK(text.size() <= 76);
}

TEST_CASE("the chosen cave stays chosen when the list refreshes",
          "[ui][lobby]") {
  ui::LobbyScreen lobby("alice");
  lobby.set_caves(numbered_caves(10));
  for (int i = 0; i < 6; ++i) lobby.key('j');
  REQUIRE(lobby.selected()->id == 7);
  auto fewer = numbered_caves(10);
  fewer.erase(fewer.begin(), fewer.begin() + 3);  // caves 1-3 closed
  lobby.set_caves(fewer);
  CHECK(lobby.selected()->id == 7);
  lobby.set_caves({});
  CHECK(lobby.selected() == nullptr);
  CHECK(lobby.key('\n') == ui::LobbyAction::None);
}

TEST_CASE("the lobby filters caves and orders them", "[ui][lobby]") {
  auto caves = numbered_caves(5);
  caves[0].is_private = true;           // 1
  caves[1].state = "won";               // 2
  caves[2].players = {"bob", "ALICE"};  // 3: alice has a seat
  caves[3].owner = "Alice";             // 4: alice made it
  caves[4].spectators = 2;              // 5
  caves[4].players = {"a", "b", "c"};
  ui::LobbyScreen lobby("alice");
  lobby.set_caves(caves);
  CHECK(listed(lobby) == std::vector<std::uint32_t>{1, 2, 3, 4, 5});
  CHECK(says(lobby, "f: show all caves"));
  lobby.key('f');
  CHECK(listed(lobby) == std::vector<std::uint32_t>{3, 4, 5});
  CHECK(says(lobby, "f: show open caves"));
  lobby.key('f');
  CHECK(listed(lobby) == std::vector<std::uint32_t>{3, 4});
  lobby.key('f');
  CHECK(listed(lobby) == std::vector<std::uint32_t>{5});
  REQUIRE(lobby.selected());
  CHECK(lobby.selected()->id == 5);
  lobby.set_caves(numbered_caves(2));  // nobody watches any more
  CHECK(listed(lobby).empty());
  CHECK(lobby.selected() == nullptr);
  CHECK(says(lobby, "No cave passes the filter"));
  lobby.key('f');  // all again
  lobby.set_caves(caves);
  lobby.key('o');
  CHECK(says(lobby, "o: order by newest"));
  CHECK(listed(lobby) == std::vector<std::uint32_t>{5, 4, 3, 2, 1});
  lobby.key('o');
  CHECK(listed(lobby).front() == 5);  // three players
  CHECK(listed(lobby)[1] == 3);       // two
  lobby.key('o');
  CHECK(listed(lobby) == std::vector<std::uint32_t>{5, 4, 3, 2, 1});  // idle
  lobby.key('o');
  CHECK(listed(lobby) == std::vector<std::uint32_t>{1, 2, 3, 4, 5});
}

TEST_CASE(
    "the chosen cave's line says who plays, who watches, and an "
    "invitation",
    "[ui][lobby]") {
  ui::LobbyScreen lobby("bob");
  auto open = lobby_cave(1);
  open.round = 5;
  open.players = {"alice", "carol"};
  open.watchers = {"eve"};
  auto closed = lobby_cave(2);
  closed.owner = "alice";
  closed.is_private = true;
  closed.invited = true;
  lobby.set_caves({open, closed});
  CHECK(says(lobby, "cave 1, round 5: alice, carol play; eve watches"));
  lobby.key(KEY_DOWN);
  CHECK(says(lobby, "cave 2: alice invites you, Enter joins; round 0"));
  CHECK(says(lobby, " invited "));  // the state column, for every row
  for (const auto& [text, style] : lobby.overlay().lines)
    CHECK(text.size() <= 76);
  lobby.key('f');  // open caves: the invitation is not open
  lobby.key('f');  // mine: it is
  CHECK(listed(lobby) == std::vector<std::uint32_t>{2});
}

TEST_CASE("the chosen cave's line says its preset's guess policy",
          "[ui][lobby][policy]") {
  ui::LobbyScreen lobby("ann");
  lobby.set_presets(
      {{"classic", "", 8, 1, 0, "backtracker", game_api::GuessPolicy::Guess},
       {"puzzle", "", 7, 1, 0.6, "backtracker",
        game_api::GuessPolicy::Deduce}});
  auto caves = numbered_caves(2);
  caves[0].preset = "puzzle";
  caves[1].preset = "classic";
  lobby.set_caves(caves);
  const auto has = [&](const std::string& part) {
    for (const auto& [text, style] : lobby.overlay().lines)
      if (text.find(part) != std::string::npos) return true;
    return false;
  };
  CHECK(has("nobody watches; no guess needed"));
  lobby.key(KEY_DOWN);
  CHECK(has("nobody watches; may need a guess"));
}
