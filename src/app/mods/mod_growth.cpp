#include "app/mods/mod_growth.hpp"

#include "game/game.hpp"
#include "game/rules/rule_state_size.hpp"
#include "script/lua_rules.hpp"

#include <fmt/core.h>

namespace wumpus::app {
namespace {

// Enough turns for the rules to settle, then many more: state that keeps
// a bound stays within the allowances below over them.
constexpr int kSettleTurns = 20;
constexpr int kProbeTurns = 200;
// What may come and go in that time: a few strings interned, a table
// resized. A mod keeping a line per turn passes these in 200 turns.
constexpr std::size_t kRuleStateAllowance = 2 << 10;
constexpr std::size_t kHeapAllowance = 16 << 10;

struct KeptState {
  std::size_t rule_state = 0;
  game::RuleStatePart largest;
  std::size_t heap = 0;
};

KeptState measure_kept(const game::Game& game, const game::Rules& rules) {
  KeptState kept;
  kept.rule_state = game::rule_state_bytes(game.world(), &kept.largest);
  if (const auto* lua = dynamic_cast<const script::LuaRules*>(&rules))
    kept.heap = lua->kept_heap_bytes();
  return kept;
}

// False once the player's game is over: waiting measures nothing more.
bool wait_turns(game::Game& game, game_api::PlayerId player, int turns) {
  for (int i = 0; i < turns; ++i) {
    const game::Player* me = game.world().player(player);
    if (me == nullptr || !me->alive || me->won) return false;
    game.apply(player, game_api::Command{});
  }
  return true;
}

}  // namespace

std::optional<GrowthReport> probe_growth(
    const game::Settings& settings, const std::shared_ptr<game::Rules>& rules,
    std::string* error) {
  auto game = game::Game::create(settings, rules, error);
  if (!game) return std::nullopt;
  const game_api::PlayerId player = game->add_player("modder");
  GrowthReport report;
  if (!wait_turns(*game, player, kSettleTurns)) return report;
  const KeptState before = measure_kept(*game, *rules);
  if (!wait_turns(*game, player, kProbeTurns)) return report;
  const KeptState after = measure_kept(*game, *rules);
  report.waited = kProbeTurns;
  if (after.rule_state > before.rule_state + kRuleStateAllowance)
    report.growing.push_back(fmt::format(
        "the state it keeps in the world grows while the player waits: {} "
        "bytes after {} turns, {} after {} more (largest: {})",
        before.rule_state, kSettleTurns, after.rule_state, kProbeTurns,
        after.largest.what));
  if (after.heap > before.heap + kHeapAllowance)
    report.growing.push_back(fmt::format(
        "the Lua heap grows while the player waits: {} KiB after {} turns, "
        "{} KiB after {} more (a table a hook keeps adding to?)",
        before.heap >> 10, kSettleTurns, after.heap >> 10, kProbeTurns));
  return report;
}

}  // namespace wumpus::app
