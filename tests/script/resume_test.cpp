// Resumes that are exact whatever a mod keeps in Lua: a save carries the
// journal since the game's start and a load replays it under fresh
// rules, checked against the snapshot; a failed hook leaves nothing in
// Lua; a mod stopped at its memory cap stays stopped; and a load that
// cannot replay says why.
#include "mod_fixture.hpp"

#include "game/saves/save_checksum.hpp"
#include "game/saves/world_json.hpp"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

using namespace wumpus;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;
using nlohmann::json;

namespace {

// Runs after every turn; its second run eats memory past the cap.
constexpr const char* kGreedy =
    "local runs = 0\n"
    "game.register('greedy', { on_turn = function(player)\n"
    "  runs = runs + 1\n"
    "  game.message(player, 'info', 'greedy ran')\n"
    "  if runs == 2 then\n"
    "    local t = {}\n"
    "    while true do t[#t + 1] = string.rep('x', 60000) .. #t end\n"
    "  end\n"
    "end })\n";

void play_resumed(game::Game& game, game_api::PlayerId player,
                  const std::vector<std::string>& lines) {
  for (const std::string& line : lines) game.apply_line(player, line);
}

std::unique_ptr<game::Game> load(const std::string& text,
                                 std::shared_ptr<game::Rules> rules) {
  std::string error;
  auto loaded = game::Game::load_text(text, "resume", std::move(rules), &error);
  INFO(error);
  REQUIRE(loaded);
  return loaded;
}

bool heard(const std::vector<game_api::Message>& messages,
           const std::string& text) {
  for (const auto& message : messages)
    if (message.text.find(text) != std::string::npos) return true;
  return false;
}

// A save's text with its checkpoint marked as past the journal's bound.
std::string outgrown(const std::string& text) {
  json document = json::parse(text);
  document["game"]["checkpoint"]["fresh"] = false;
  document["game"]["checkpoint"]["outgrown"] = "a test said so";
  document["checksum"] = game::save_checksum(document["game"]);
  return document.dump();
}

}  // namespace

TEST_CASE("resume: a mod's upvalue goes on as in the game never saved",
          "[script][resume]") {
  TempMods mods;
  mods.add("tally.lua", kTallyMod);
  const std::vector<std::string> before = {"wait", "look", "wait", "wait"};
  const std::vector<std::string> after = {"wait", "wait", "look", "wait"};
  for (const std::uint64_t seed : {1, 2, 3, 4, 5, 6}) {
    INFO("seed " << seed);
    auto whole = classic_game(seed, rules_of(mods));
    const auto ann = whole->add_player("ann");
    play_resumed(*whole, ann, before);
    play_resumed(*whole, ann, after);

    auto first = classic_game(seed, rules_of(mods));
    play_resumed(*first, first->add_player("ann"), before);
    auto resumed = load(first->save_text(), rules_of(mods));
    CHECK(resumed->resume_warning().empty());
    play_resumed(*resumed, resumed->resume_player("ann"), after);
    CHECK(game::world_to_json(resumed->world()) ==
          game::world_to_json(whole->world()));
    REQUIRE(tally_of(*whole));
    CHECK(*tally_of(*resumed) == *tally_of(*whole));
  }
}

TEST_CASE("resume: a failed hook leaves nothing in Lua, saved or not",
          "[script][resume]") {
  TempMods mods;
  mods.add("tally.lua", kTallyMod);
  auto whole = classic_game(3, rules_of(mods));
  const auto ann = whole->add_player("ann");
  play_resumed(*whole, ann, {"wait", "wait"});
  const auto spoiled = whole->apply_line(ann, "spoil");
  CHECK(heard(spoiled, "spoiled"));
  CHECK(heard(spoiled, "the command was undone"));
  play_resumed(*whole, ann, {"wait"});
  REQUIRE(tally_of(*whole));
  // The count the failed verb added is gone with the command.
  CHECK(*tally_of(*whole) == game::Value(std::int64_t{3}));

  auto first = classic_game(3, rules_of(mods));
  const auto bob = first->add_player("ann");
  play_resumed(*first, bob, {"wait", "wait", "spoil"});
  auto resumed = load(first->save_text(), rules_of(mods));
  CHECK(resumed->resume_warning().empty());
  play_resumed(*resumed, resumed->resume_player("ann"), {"wait"});
  CHECK(game::world_to_json(resumed->world()) ==
        game::world_to_json(whole->world()));
}

TEST_CASE("resume: a mod stopped at its memory cap stays stopped after a load",
          "[script][resume][hostile]") {
  TempMods mods;
  mods.add("greedy.lua", kGreedy);
  auto game = classic_game(2, rules_of(mods));
  const auto ann = game->add_player("ann");
  CHECK(heard(game->apply_line(ann, "wait"), "greedy ran"));
  CHECK(heard(game->apply_line(ann, "wait"), "is stopped"));
  CHECK_FALSE(heard(game->apply_line(ann, "wait"), "greedy ran"));
  const std::string text = game->save_text();
  CHECK(json::parse(text)["game"]["rules"]["stopped_mods"] ==
        json::array({"greedy"}));

  SECTION("replayed from its journal") {
    auto resumed = load(text, rules_of(mods));
    CHECK(resumed->resume_warning().empty());
    const auto messages =
        resumed->apply_line(resumed->resume_player("ann"), "wait");
    CHECK_FALSE(heard(messages, "greedy ran"));
    CHECK(resumed->rules().stopped_mods() ==
          std::vector<std::string>{"greedy"});
  }
  SECTION("from its snapshot") {
    auto resumed = load(outgrown(text), rules_of(mods));
    CHECK_THAT(resumed->resume_warning(), Contains("a test said so"));
    const auto messages =
        resumed->apply_line(resumed->resume_player("ann"), "wait");
    CHECK_FALSE(heard(messages, "greedy ran"));
    // The next save replays from the snapshot, the mod stopped there.
    auto again = load(resumed->save_text(), rules_of(mods));
    CHECK(again->resume_warning().empty());
    CHECK_FALSE(heard(again->apply_line(again->resume_player("ann"), "wait"),
                      "greedy ran"));
  }
}

TEST_CASE("resume: a changed mod file resumes from the snapshot, saying so",
          "[script][resume]") {
  TempMods mods;
  mods.add("tally/mod.conf", "name = tally\nversion = 1.0\n")
      .add("tally/tally.lua", kTallyMod);
  auto game = classic_game(4, rules_of(mods));
  play_resumed(*game, game->add_player("ann"), {"wait", "wait", "wait"});
  const std::string text = game->save_text();

  mods.add("tally/mod.conf",
           "name = tally\nversion = 1.1\nsave_compatible = 1.0\n")
      .add("tally/tally.lua", std::string(kTallyMod) + "-- v1.1\n");
  auto resumed = load(text, rules_of(mods));
  CHECK_THAT(resumed->resume_warning(),
             Contains("the mods changed since the save"));
  CHECK_THAT(resumed->resume_warning(), Contains("tally/tally.lua"));
  CHECK(heard(resumed->view(resumed->resume_player("ann")).messages,
              "not replayed from its start"));
  // The world is the snapshot's; the count in Lua starts afresh.
  CHECK(game::world_to_json(resumed->world()) ==
        game::world_to_json(game->world()));
}

TEST_CASE("resume: a journal past its bound resumes from the snapshot",
          "[script][resume]") {
  auto game = classic_game(5, load_rules());
  const auto ann = game->add_player("ann");
  const std::string line(4000, 'x');
  const std::size_t lines =
      game::GameRecord::kJournalBytes / (line.size() + 32) + 2;
  for (std::size_t i = 0; i < lines; ++i) game->chat(line);
  game->apply_line(ann, "wait");
  CHECK_FALSE(game->checkpoint().fresh);
  auto resumed = load(game->save_text(), load_rules());
  CHECK_THAT(resumed->resume_warning(),
             Contains("its journal outgrew its bound of 4 MiB"));
  CHECK(game::world_to_json(resumed->world()) ==
        game::world_to_json(game->world()));
}
