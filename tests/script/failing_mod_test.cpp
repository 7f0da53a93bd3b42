// A mod whose hooks keep failing: each failure undoes its command and
// replays the game so far, so a mod that fails on every turn froze the
// game and made each command cost a replay, without end. Past
// LuaRules::kFailuresBeforeStop failures it is stopped, as at its memory
// cap, and stays stopped in its saves.
#include "mod_fixture.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace wumpus;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;

namespace {

// Fails on every turn, after counting it in the world.
constexpr const char* kBrokenTurn =
    "game.register('broken', { on_turn = function(player)\n"
    "  game.set_variable('broken:turns', 1)\n"
    "  error('broken every turn')\n"
    "end })\n";

bool said(const std::vector<game_api::Message>& messages,
          const std::string& text) {
  for (const auto& message : messages)
    if (message.text.find(text) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE(
    "failing mod: a mod failing on every turn is stopped after its "
    "20th failure, and the game goes on",
    "[script][hostile]") {
  TempMods mods;
  mods.add("broken.lua", kBrokenTurn).add("tally.lua", kTallyMod);
  auto game = classic_game(6, rules_of(mods));
  const auto ann = game->add_player("ann");
  const std::uint32_t start = game->world().turn();
  for (int i = 1; i < script::LuaRules::kFailuresBeforeStop; ++i) {
    const auto messages = game->apply_line(ann, "wait");
    REQUIRE(said(messages, "the command was undone"));
    REQUIRE_FALSE(said(messages, "is stopped"));
  }
  CHECK(game->world().turn() == start);  // every turn undone
  const auto last = game->apply_line(ann, "wait");
  CHECK(said(last,
             "mod 'broken' failed 20 times and is stopped for the "
             "rest of this session"));
  CHECK(game->rules().stopped_mods() == std::vector<std::string>{"broken"});

  // The game goes on, the other mods too.
  const auto after = game->apply_line(ann, "wait");
  CHECK_FALSE(said(after, "the command was undone"));
  CHECK(game->world().turn() == start + 1);
  REQUIRE(tally_of(*game));
  CHECK(*tally_of(*game) == game::Value(std::int64_t{1}));

  std::string error;
  auto resumed = game::Game::load_text(game->save_text(), "failing",
                                       rules_of(mods), &error);
  INFO(error);
  REQUIRE(resumed);
  CHECK(resumed->resume_warning().empty());
  CHECK(resumed->rules().stopped_mods() == std::vector<std::string>{"broken"});
  const auto ann_again = resumed->resume_player("ann");
  CHECK_FALSE(
      said(resumed->apply_line(ann_again, "wait"), "the command was undone"));
  CHECK(*tally_of(*resumed) == game::Value(std::int64_t{2}));
}

TEST_CASE(
    "failing mod: a verb failing again and again stops its mod, and "
    "says so when typed",
    "[script][hostile]") {
  TempMods mods;
  mods.add("tally.lua", kTallyMod);
  auto game = classic_game(6, rules_of(mods));
  const auto ann = game->add_player("ann");
  for (int i = 1; i < script::LuaRules::kFailuresBeforeStop; ++i)
    REQUIRE_FALSE(said(game->apply_line(ann, "spoil"), "is stopped"));
  CHECK(said(game->apply_line(ann, "spoil"),
             "mod 'tally' failed 20 times and is stopped"));
  CHECK(said(game->apply_line(ann, "spoil"),
             "The mod behind \"spoil\" is stopped"));
}
