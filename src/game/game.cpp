#include "game/game.hpp"

#include "game/cave.hpp"
#include "game/placement.hpp"
#include "game/sight.hpp"

#include <charconv>

namespace wumpus::game {
namespace {

// Setup draws again this many times before the rule set is declared
// unable to lay out a valid game.
inline constexpr int kMaxSetupTries = 100;

// Each player's log keeps this many messages: enough scrollback for any
// screen, while saves and the per-command snapshot stay small in long games.
inline constexpr std::size_t kMaxLogMessages = 1000;

std::uint64_t draw_seed(maze::Random& random) {
  const std::uint64_t high = random.next();
  return (high << 32) | random.next();
}

const char* welcome(const World& world) {
  return world.maze().topology().is_grid() ? "You enter the cave, facing east."
                                           : "You enter the cave.";
}

}  // namespace

Game::Game(Settings settings, std::shared_ptr<Rules> rules, World world)
    : settings_(std::move(settings)),
      rules_(std::move(rules)),
      world_(world),
      initial_(std::move(world)) {}

std::optional<World> Game::lay_out(const Settings& settings, Rules& rules,
                                   std::string* error) {
  maze::Random random(settings.seed);
  const auto cave = build_cave(settings, random, error);
  if (!cave) return std::nullopt;
  std::string problem;
  for (int attempt = 0; attempt < kMaxSetupTries; ++attempt) {
    World world(cave, random, settings.parameters);
    RuleError failure;
    if (!rules.setup(world, &failure)) {
      *error = "the rule set \"" + rules.name() +
               "\" failed to set up the game: " + failure.describe();
      return std::nullopt;
    }
    if (check_placement(world, &problem)) return world;
    random = world.random();  // fresh draws for the next try
  }
  *error = "the rule set \"" + rules.name() +
           "\" could not lay out a valid game in " +
           std::to_string(kMaxSetupTries) + " tries (last problem: " + problem +
           ")";
  return std::nullopt;
}

std::unique_ptr<Game> Game::create(const Settings& settings,
                                   std::shared_ptr<Rules> rules,
                                   std::string* error) {
  if (!rules) {
    *error = "no rules were given";
    return nullptr;
  }
  auto world = lay_out(settings, *rules, error);
  if (!world) return nullptr;
  return std::make_unique<Game>(settings, std::move(rules), std::move(*world));
}

PlayerId Game::resume_player(const std::string& name) {
  const auto ids = world_.player_ids();
  return ids.empty() ? add_player(name) : ids.front();
}

PlayerId Game::add_player(const std::string& name) {
  const PlayerId id = world_.add_player(name);
  log_.push_back({id, name, true});
  world_.message(id, "info", welcome(world_));
  World before = world_;
  RuleError failure;
  if (!sense(id, &failure)) {
    world_ = std::move(before);
    world_.message(id, "error", "The rules failed: " + failure.describe());
  }
  update_knowledge(world_, id);
  return id;
}

std::vector<Message> Game::apply(PlayerId player, const Command& command) {
  const Player* p = world_.player(player);
  if (!p) return {{"error", "There is no such player.", world_.turn()}};
  world_.trim_messages(kMaxLogMessages);
  const std::size_t before = p->messages.size();
  if (command.verb != Verb::Save)
    log_.push_back({player, format_command(command)});
  World snapshot = world_;
  // Only restart and new replace the whole game; keep them undoable too.
  const bool whole_game =
      command.verb == Verb::Restart || command.verb == Verb::New;
  std::optional<std::pair<Settings, World>> game_before;
  if (whole_game) game_before.emplace(settings_, initial_);
  RuleError failure;
  if (!run(player, command, &failure)) {
    world_ = std::move(snapshot);
    if (game_before) {
      settings_ = std::move(game_before->first);
      initial_ = std::move(game_before->second);
    }
    world_.message(player, "error",
                   "The rules failed: " + failure.describe() +
                       " (the command was undone)");
  }
  for (PlayerId id : world_.player_ids()) update_knowledge(world_, id);
  const auto& log = world_.player(player)->messages;
  return {log.begin() + static_cast<std::ptrdiff_t>(before), log.end()};
}

std::vector<Message> Game::apply_line(PlayerId player, std::string_view line) {
  std::string error;
  const auto command = parse_command(line, &error);
  if (command) return apply(player, *command);
  if (!world_.player(player))
    return {{"error", "There is no such player.", world_.turn()}};
  log_.push_back(
      {player, std::string(line)});  // replayed, it is answered the same
  world_.message(player, "error", error);
  return {world_.player(player)->messages.back()};
}

bool Game::begin(World world, RuleError* error) {
  const auto old_players = world_.players();
  world_ = world;
  initial_ = std::move(world);
  for (const auto& [id, old] : old_players) {
    const PlayerId again = world_.add_player(old.name);
    world_.player(again)->messages = old.messages;
    world_.message(again, "info", welcome(world_));
    if (!sense(again, error)) return false;
  }
  return true;
}

bool Game::restart(PlayerId player, RuleError* error) {
  if (!begin(initial_, error)) return false;
  world_.message_all(
      "info", world_.player(player)->name + " starts again in the same cave.");
  return true;
}

bool Game::start_new(PlayerId player, const std::string& size,
                     RuleError* error) {
  Settings next = settings_;
  next.seed = draw_seed(world_.random());
  if (!size.empty()) {
    const auto x = size.find('x');
    const std::string width = size.substr(0, x);
    const std::string height =
        x == std::string::npos ? width : size.substr(x + 1);
    std::from_chars(width.data(), width.data() + width.size(), next.width);
    std::from_chars(height.data(), height.data() + height.size(), next.height);
  }
  std::string problem;
  auto world = lay_out(next, *rules_, &problem);
  if (!world) {
    world_.message(player, "error", "No new cave: " + problem);
    return true;
  }
  settings_ = next;
  if (!begin(std::move(*world), error)) return false;
  world_.message_all("info", "A new cave, " + std::to_string(next.width) + "x" +
                                 std::to_string(next.height) + ", seed " +
                                 std::to_string(next.seed) + ".");
  return true;
}

void Game::save_command(PlayerId player, const std::string& file) {
  const std::string path = file.empty() ? settings_.save_path : file;
  if (path.empty()) {
    world_.message(player, "error", "Save where? Type save FILE.");
    return;
  }
  std::string error;
  if (save(path, &error))
    world_.message(player, "info", "Game saved to " + path + ".");
  else
    world_.message(player, "error", "Could not save: " + error);
}

}  // namespace wumpus::game
