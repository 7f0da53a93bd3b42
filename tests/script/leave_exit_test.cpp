// on_leave and on_exit: a player leaving a shared cave raises on_leave
// (logged, so a replay leaves again), and a win in the exit room raises
// on_exit after on_win; a win anywhere else does not.
#include "game/saves/log_json.hpp"
#include "game/saves/world_json.hpp"
#include "game/table/table.hpp"
#include "mod_fixture.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdint>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;

namespace {

// Crowns a player who spends a turn in room `crown` (4 for none).
std::string watcher(int crown = 4) {
  return "game.register('watcher', {\n"
         "  on_leave = function(player, how)\n"
         "    game.message_all('info', game.player_name(player) .. ' ' .. "
         "how)\n"
         "    game.set_variable('watcher:left',\n"
         "      (game.variable('watcher:left') or 0) + 1)\n"
         "  end,\n"
         "  on_win = function(player) game.message(player, 'info', 'crowned "
         "now') end,\n"
         "  on_exit = function(player)\n"
         "    game.message(player, 'info', 'out through the exit')\n"
         "  end,\n"
         "  on_turn = function(player)\n"
         "    if game.player_room(player) == " +
         std::to_string(crown) +
         " then game.win(player) end\n"
         "  end,\n"
         "})\n";
}

std::unique_ptr<game::Game> watched_game(const TempMods& mods) {
  const auto rules = rules_of(mods);
  return std::make_unique<game::Game>(
      game::Settings{}, rules, with_default_settings(open_cave(4), *rules));
}

bool told(const game::Game& game, game_api::PlayerId player,
          const std::string& text) {
  for (const auto& message : game.view(player).messages)
    if (message.text.find(text) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("leaving a shared cave raises on_leave, and a replay leaves again",
          "[script][mods][events]") {
  TempMods mods;
  mods.add("watcher.lua", watcher());
  game::TableOptions options;
  options.local = false;
  game::Table table(watched_game(mods), options);
  const game::Time t0{};
  std::string error;
  const game_api::PlayerId ann = *table.sit("ann", t0, &error);
  const game_api::PlayerId bob = *table.sit("bob", t0, &error);
  table.stand(bob, t0, game::Table::Departure::Left);
  CHECK(told(table.game(), ann, "bob left"));
  REQUIRE(table.sit("bob", t0, &error) == bob);
  table.stand(bob, t0, game::Table::Departure::Dropped);
  CHECK(told(table.game(), ann, "bob dropped"));
  const game::Value* left = table.game()
                                .world()
                                .properties_of(game::Owner::world())
                                .get("watcher:left");
  REQUIRE(left);
  CHECK(*left == game::Value(std::int64_t{2}));

  auto copy = watched_game(mods);
  for (const auto& entry : table.game().log()) {
    // Each entry survives the save's codec, the new kind included.
    game::LogEntry read;
    REQUIRE(game::log_entry_from_json(game::log_entry_to_json(entry), 2, &read,
                                      &error, "entry"));
    game::replay(*copy, read);
  }
  CHECK(game::world_to_json(copy->world()) ==
        game::world_to_json(table.game().world()));
}

TEST_CASE("alone, leaving raises nothing", "[script][mods][events]") {
  TempMods mods;
  mods.add("watcher.lua", watcher());
  game::Table table(watched_game(mods), game::TableOptions{});
  std::string error;
  const game_api::PlayerId ann = *table.sit("ann", {}, &error);
  table.stand(ann, {}, game::Table::Departure::Left);
  CHECK(table.game()
            .world()
            .properties_of(game::Owner::world())
            .get("watcher:left") == nullptr);
}

// The index of the first message holding `text`, or -1.
int said_at(const game::Game& game, game_api::PlayerId player,
            const std::string& text) {
  const auto messages = game.view(player).messages;
  for (std::size_t i = 0; i < messages.size(); ++i)
    if (messages[i].text.find(text) != std::string::npos)
      return static_cast<int>(i);
  return -1;
}

TEST_CASE("a win in the exit room raises on_exit after on_win",
          "[script][mods][events]") {
  TempMods mods;
  mods.add("watcher.lua", watcher(3));  // room 3 is the exit
  auto game = watched_game(mods);
  const game_api::PlayerId ann = game->add_player("ann");
  for (int step = 0; step < 3; ++step) game->apply_line(ann, "east");
  REQUIRE(game->world().player(ann)->won);
  CHECK(said_at(*game, ann, "crowned now") >= 0);
  CHECK(said_at(*game, ann, "out through the exit") >
        said_at(*game, ann, "crowned now"));
}

TEST_CASE("a win elsewhere raises no on_exit", "[script][mods][events]") {
  TempMods mods;
  mods.add("watcher.lua", watcher(1));
  auto game = watched_game(mods);
  const game_api::PlayerId ann = game->add_player("ann");
  game->apply_line(ann, "east");
  REQUIRE(game->world().player(ann)->won);
  CHECK(said_at(*game, ann, "crowned now") >= 0);
  CHECK(said_at(*game, ann, "out through the exit") == -1);
}
