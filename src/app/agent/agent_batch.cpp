#include "app/agent/agent_batch.hpp"

#include "app/mods/mods.hpp"
#include "game/layout/solver.hpp"
#include "game/table/local_link.hpp"

#include <atomic>
#include <mutex>
#include <thread>

namespace wumpus::app {
namespace {

GameResult play_seed(const BatchOptions& options, game::Settings settings,
                     std::uint64_t seed,
                     const std::shared_ptr<game::Rules>& rules) {
  GameResult result;
  result.seed = seed;
  settings.seed = seed;
  auto game = game::Game::create(settings, rules, &result.error);
  if (!game) return result;
  if (options.solver) {
    // The same layout, without laying it out again.
    game::Game copy(game->settings(), rules, game->world());
    const game_api::PlayerId solver = copy.add_player("solver");
    result.solver_won = game::solve_game(copy, solver).won;
    result.solver_turns = copy.world().player(solver)->turns;
  }
  game::TableOptions table;
  auto link = game::seat_alone(std::move(game), "agent", table);
  agent::Agent player;
  agent::DriveOptions drive;
  if (options.trace)
    drive.on_step = [&](const agent::Decision& d,
                        const game_api::PlayerView& v) {
      options.trace(seed, d, v);
    };
  if (options.oracle)
    drive.on_decision = [&](const agent::Decision& d,
                            const game_api::PlayerView& before,
                            const agent::Agent& agent) {
      check_guessed_step(d, before, agent, result.oracle);
    };
  result.agent = agent::play_game(*link, player, drive);
  return result;
}

}  // namespace

std::vector<GameResult> run_batch(const BatchOptions& options,
                                  const std::function<void(int)>& progress) {
  std::vector<GameResult> results(std::size_t(std::max(0, options.games)));
  std::atomic<std::size_t> next{0};
  std::mutex report;
  int done = 0;
  // Only the seed differs from game to game: the preset and cave files
  // are read once.
  PlayOptions cave = options.cave;
  cave.shape.seed = std::to_string(options.seed_from);
  std::string settings_error;
  const auto settings = make_settings(cave, &settings_error);
  const auto work = [&] {
    std::string error = settings_error;
    // A Lua state is not shared between threads: one rule set a worker.
    const auto rules =
        settings ? load_rules(*settings, false, &error) : nullptr;
    for (std::size_t i = next++; i < results.size(); i = next++) {
      if (!rules) {
        results[i].seed = options.seed_from + i;
        results[i].error = error;
      } else {
        results[i] =
            play_seed(options, *settings, options.seed_from + i, rules);
      }
      const std::lock_guard lock(report);
      if (progress) progress(++done);
    }
  };
  const int jobs = std::max(1, std::min(options.jobs, options.games));
  std::vector<std::thread> workers;
  for (int j = 1; j < jobs; ++j) workers.emplace_back(work);
  work();
  for (auto& worker : workers) worker.join();
  return results;
}

}  // namespace wumpus::app
