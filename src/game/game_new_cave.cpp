// Game: the session actions that replace the cave, restart (the same
// layout again) and start_new (another cave, carved here or elsewhere).
#include "game/game.hpp"
#include "game/world/sight.hpp"

#include <charconv>

namespace wumpus::game {
namespace {

std::uint64_t draw_seed(maze::Random& random) {
  const std::uint64_t high = random.next();
  return (high << 32) | random.next();
}

// What start_new(size) carves, its seed drawn from `random`.
Settings next_cave_settings(Settings next, const std::string& size,
                            maze::Random& random) {
  next.seed = draw_seed(random);
  next.replay = false;
  // A new cave is drawn fresh: no longer the day's, nor chosen or resumed.
  next.daily.clear();
  next.seed_chosen = next.resumed = false;
  next.advised = false;
  if (!size.empty()) {
    const auto x = size.find('x');
    const std::string width = size.substr(0, x);
    const std::string height =
        x == std::string::npos ? width : size.substr(x + 1);
    std::from_chars(width.data(), width.data() + width.size(), next.width);
    std::from_chars(height.data(), height.data() + height.size(), next.height);
  }
  return next;
}

}  // namespace

bool Game::restart(game_api::PlayerId by, std::string* error) {
  const Player* p = world_.player(by);
  const std::string name = p ? p->name : "The table";
  record({LogEntry::Kind::Restart, by, ""});
  World before = world_;
  RuleError failure;
  if (!begin(initial_, &failure)) {
    world_ = std::move(before);
    *error = "the rules failed: " + failure.describe();
    return false;
  }
  settings_.replay = true;  // the layout is known now
  cave_changed();
  world_.message_all("info", name + " starts again in the same cave.");
  for (game_api::PlayerId id : world_.player_ids())
    update_knowledge(world_, id);
  deliver();
  return true;
}

Settings Game::new_cave_settings(const std::string& size) const {
  maze::Random copy = world_.random();
  return next_cave_settings(settings_, size, copy);
}

bool Game::start_new(game_api::PlayerId by, const std::string& size,
                     std::string* error) {
  return replace_cave(by, size, nullptr, error);
}

bool Game::start_new(game_api::PlayerId by, const std::string& size,
                     CarvedCave carved, std::string* error) {
  return replace_cave(by, size, &carved, error);
}

bool Game::replace_cave(game_api::PlayerId by, const std::string& size,
                        CarvedCave* carved, std::string* error) {
  record({LogEntry::Kind::New, by, size});
  const Settings next = next_cave_settings(settings_, size, world_.random());
  std::optional<World> world;
  if (carved && carved->settings.seed == next.seed &&
      carved->settings.width == next.width &&
      carved->settings.height == next.height)
    world = std::move(carved->world);
  else
    world = lay_out(next, *rules_, error);
  if (!world) return false;
  const Settings before_settings = settings_;
  World before = world_, before_initial = initial_;
  settings_ = next;
  RuleError failure;
  if (!begin(std::move(*world), &failure)) {
    settings_ = before_settings;
    world_ = std::move(before);
    initial_ = std::move(before_initial);
    cave_changed();
    *error = "the rules failed: " + failure.describe();
    return false;
  }
  world_.message_all("info", "A new cave, " + std::to_string(next.width) + "x" +
                                 std::to_string(next.height) + ".");
  for (game_api::PlayerId id : world_.player_ids())
    update_knowledge(world_, id);
  deliver();
  return true;
}

}  // namespace wumpus::game
