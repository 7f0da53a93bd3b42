#include "game/game.hpp"

#include "game/layout/cave.hpp"
#include "game/layout/deducible.hpp"
#include "game/layout/placement.hpp"
#include "game/rules/mod_settings.hpp"
#include "game/saves/journal_resume.hpp"
#include "game/saves/savepoint.hpp"
#include "game/world/sight.hpp"
#include "inference/puzzle_checker.hpp"
#include "inference/puzzle_grade.hpp"

#include <utility>

namespace wumpus::game {
namespace {

// Setup draws again this many times before the rule set is declared
// unable to lay out a valid game.
inline constexpr int kMaxSetupTries = 100;
// A "deduce" preset draws layouts until one is proven solvable without a
// guess; on a small braided cave most are, on a perfect maze few.
inline constexpr int kMaxPuzzleTries = 2000;
// A puzzle cave none of whose layouts is proven solvable (its passages
// force a guess) is carved again from the same stream, so every seed that
// laid out on its first cave still makes the same game.
inline constexpr int kMaxPuzzleCarvings = 8;
// A layout whose on_generate or setup fails is drawn again (the failure
// may hang on the draw: a mod finding no room for its vault), but a rule
// that fails this many times in a row fails whatever the draw.
inline constexpr int kMaxFailedLayouts = 8;

// Names the mods that placed things before setup failed: when a mod's
// pits leave no room for the Wumpus, wumpus.lua fails, but the mod is
// what to fix.
std::string mods_placed(const Rules& rules) {
  const std::string report = rules.setup_report();
  return report.empty() ? "" : "; before that, " + report;
}

// Says that the mods' on_generate changed passages: a vault that breaks
// the guarantees is what fails every try then.
std::string carved_by_mods(std::size_t edits) {
  return edits == 0 ? ""
                    : "; on_generate had opened or closed " +
                          std::to_string(edits) + " passages";
}

const char* welcome(const World& world) {
  return maze::has_compass(world.cave().maze().topology())
             ? "You enter the cave, facing east."
             : "You enter the cave.";
}

// The settings as played: the rules' own version, whatever was asked for
// (0, the newest, in a new game), so saves name the version played.
Settings played_under(Settings settings, const Rules& rules) {
  settings.rules_version = rules.version();
  return settings;
}

}  // namespace

Game::Game(Settings settings, std::shared_ptr<Rules> rules, World world)
    : settings_(played_under(std::move(settings), *rules)),
      rules_(std::move(rules)),
      world_(world),
      initial_(std::move(world)),
      record_(settings_) {
  // A loaded world learns the roles from the rules it resumes under.
  world_.layout().set_roles(rules_->layout_roles());
  initial_.layout().set_roles(rules_->layout_roles());
  // A world laid out elsewhere is where the journal starts (create()
  // starts it at the game as created instead).
  record_.restart_at(settings_, world_, initial_);
}

std::optional<World> Game::lay_out(const Settings& settings, Rules& rules,
                                   std::string* error, int* tries_taken) {
  std::map<std::string, Value> mod_settings;
  if (!settings_in_force(settings, rules, &mod_settings, error))
    return std::nullopt;
  const bool puzzle = settings.policy == game_api::GuessPolicy::Deduce;
  if (puzzle && settings.checker_version != inference::kCheckerVersion) {
    *error = "this puzzle was proven by deduction checker version " +
             std::to_string(settings.checker_version) +
             ", but this wumpus has version " +
             std::to_string(inference::kCheckerVersion) +
             ": it cannot make the same cave again";
    return std::nullopt;
  }
  if (puzzle && settings.puzzle_grade == game_api::PuzzleGrade::Hard &&
      settings.grade_version != inference::kHardGradeVersion) {
    *error = "this hard puzzle was proven by hard grade version " +
             std::to_string(settings.grade_version) +
             ", but this wumpus has version " +
             std::to_string(inference::kHardGradeVersion) +
             ": it cannot make the same cave again";
    return std::nullopt;
  }
  // The checker proves deductions from pits, bats and the Wumpus: a
  // mod's hazard would be a guess it never saw.
  if (puzzle)
    for (const auto& [kind, role] : rules.layout_roles())
      if (role == LayoutRole::Hazard) {
        *error =
            "a puzzle preset promises every game is won by deduction, "
            "but the checker knows only pits, bats and the Wumpus, not "
            "the mods' hazard \"" +
            kind + "\": play this preset without that mod";
        return std::nullopt;
      }
  maze::Random random(settings.seed);
  std::string problem;
  std::size_t last_edits = 0;
  int failed_in_a_row = 0;
  const int tries = puzzle ? kMaxPuzzleTries : kMaxSetupTries;
  const int carvings = puzzle ? kMaxPuzzleCarvings : 1;
  for (int carving = 0; carving < carvings; ++carving) {
    const auto cave = build_cave(settings, random, error);
    if (!cave) return std::nullopt;
    for (int attempt = 0; attempt < tries; ++attempt) {
      if (tries_taken) ++*tries_taken;
      World world(cave, random, settings.parameters);
      world.set_mod_settings(mod_settings);
      world.layout().set_roles(rules.layout_roles());
      world.layout().begin();
      RuleError failure;
      const bool carved = rules.generate(world, &failure);
      if (!carved || !rules.setup(world, &failure)) {
        problem = (carved ? "setup failed: " : "on_generate failed: ") +
                  failure.describe();
        if (++failed_in_a_row == kMaxFailedLayouts) {
          *error = "the rule set \"" + rules.name() + "\" failed " +
                   std::to_string(kMaxFailedLayouts) +
                   " layouts in a row; the last: " + problem +
                   mods_placed(rules);
          return std::nullopt;
        }
        random = world.random();
        continue;
      }
      failed_in_a_row = 0;
      world.layout().end();
      if (!world.layout().rejection().empty()) {
        problem = "rejected by " + world.layout().rejection();
      } else if (check_placement(world, &problem) &&
                 (!puzzle ||
                  deducible(world, &problem, settings.puzzle_grade))) {
        world.take_outbox();  // setup speaks to no one
        world.clear_events();
        return world;
      }
      last_edits = world.cave().passage_edits().size();
      random = world.random();  // fresh draws for the next try
    }
  }
  *error = "the rule set \"" + rules.name() +
           "\" could not lay out a valid game in " + std::to_string(tries) +
           " tries" +
           (carvings > 1 ? " on each of " + std::to_string(carvings) + " caves"
                         : "") +
           " (last problem: " + problem + ")" + mods_placed(rules) +
           carved_by_mods(last_edits);
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
  auto game =
      std::make_unique<Game>(settings, std::move(rules), std::move(*world));
  // A replay of the journal lays the game out again, as here.
  game->record_ = GameRecord(game->settings_);
  return game;
}

game_api::PlayerId Game::resume_player(const std::string& name) {
  const auto ids = world_.player_ids();
  return ids.empty() ? add_player(name) : ids.front();
}

game_api::PlayerId Game::add_player(const std::string& name) {
  return join(name, true);
}

game_api::PlayerId Game::join(const std::string& name, bool hooks) {
  // Recorded before the world changes, like every entry: a recording's
  // checkpoint is the world the entry is applied to.
  record({LogEntry::Kind::Join, kNoPlayer, name});
  const game_api::PlayerId id = world_.add_player(name);
  world_.message(id, "info", welcome(world_));
  for (const std::string& warning : rules_->warnings())
    world_.message(id, "info", "Mod warning: " + warning);
  if (!hooks) record_.mark_last_failed(rules_->stopped_mods());
  if (hooks) {
    Savepoint before(world_);
    RuleError failure;
    Engine engine = this->engine();
    if (!(rules_->on_join(world_, id, &failure) && engine.settle(&failure) &&
          engine.sense(id, false, &failure))) {
      before.roll_back();
      world_.message(id, "error", "The rules failed: " + failure.describe());
      undo_failed_entry();
    }
  }
  update_knowledge(world_, id);
  deliver();
  return id;
}

Applied Game::act(game_api::PlayerId player, const game_api::Command& command,
                  bool tick) {
  Applied applied;
  const MessageStream* stream = messages(player);
  if (!world_.player(player) || !stream)
    return {{{"error", "There is no such player.", world_.turn()}}, false};
  const std::uint64_t seen = stream->last_seq();
  record({LogEntry::Kind::Line, player, format_command(command), tick});
  const std::uint32_t turns_before = world_.player(player)->turns;
  {
    Savepoint before(world_);
    RuleError failure;
    if (!engine().run(player, command, tick, &failure)) {
      before.roll_back();
      world_.message(player, "error",
                     "The rules failed: " + failure.describe() +
                         " (the command was undone)");
      undo_failed_entry();
    }
    for (game_api::PlayerId id : world_.player_ids())
      update_knowledge(world_, id);
    reach_.changed(world_, before.changes());
  }
  deliver();
  applied.turn_spent = world_.player(player)->turns != turns_before;
  applied.messages = messages(player)->since(seen);
  return applied;
}

std::vector<game_api::Message> Game::apply_line(game_api::PlayerId player,
                                                std::string_view line) {
  std::string error;
  const auto command = parse_command(line, &error, verbs());
  if (command) return apply(player, *command);
  const MessageStream* stream = messages(player);
  if (!world_.player(player) || !stream)
    return {{"error", "There is no such player.", world_.turn()}};
  // Replayed, it is answered the same.
  record({LogEntry::Kind::Line, player, std::string(line)});
  world_.message(player, "error", error);
  deliver();
  return messages(player)->newest(1);
}

void Game::tick(const std::string& why) {
  record({LogEntry::Kind::Tick, kNoPlayer, why});
  {
    Savepoint before(world_);
    RuleError failure;
    if (!engine().world_tick(&failure)) {
      before.roll_back();
      world_.message_all("error", "The rules failed: " + failure.describe() +
                                      " (the world's turn was undone)");
      undo_failed_entry();
    }
    for (game_api::PlayerId id : world_.player_ids())
      update_knowledge(world_, id);
    reach_.changed(world_, before.changes());
  }
  deliver();
}

bool Game::begin(World world, RuleError* error) {
  const auto old_players = world_.players();
  world_ = world;
  initial_ = std::move(world);
  cave_changed();
  for (const auto& [id, old] : old_players) {
    const game_api::PlayerId again = world_.add_player(old.name);
    world_.message(again, "info", welcome(world_));
    if (!engine().sense(again, false, error)) return false;
  }
  return true;
}

void Game::post(game_api::PlayerId player, const std::string& kind,
                const std::string& text) {
  if (const auto stream = streams_.find(player); stream != streams_.end())
    stream->second.push({kind, text, world_.turn()});
}

void Game::chat(const std::string& text) {
  record({LogEntry::Kind::Say, kNoPlayer, text});
  for (auto& [player, stream] : streams_)
    stream.push({"chat", text, world_.turn()});
}

void Game::mark_advised(game_api::PlayerId by) {
  if (settings_.advised) return;
  record({LogEntry::Kind::Advised, by, ""});
  settings_.advised = true;
  cave_changed();
}

void Game::leave(game_api::PlayerId player, const std::string& how) {
  if (!world_.player(player)) return;
  record({LogEntry::Kind::Leave, player, how});
  {
    Savepoint before(world_);
    RuleError failure;
    if (!(rules_->on_leave(world_, player, how, &failure) &&
          engine().settle(&failure))) {
      before.roll_back();
      world_.message_all("error", "The rules failed: " + failure.describe() +
                                      " (the leave's effects were undone)");
      undo_failed_entry();
    }
  }
  for (game_api::PlayerId id : world_.player_ids())
    update_knowledge(world_, id);
  deliver();
}

const game_api::CaveInfo& Game::cave() const {
  if (!cave_) cave_ = describe_cave(settings_, world_, initial_, *rules_);
  return *cave_;
}

const MessageStream* Game::messages(game_api::PlayerId player) const {
  const auto stream = streams_.find(player);
  return stream == streams_.end() ? nullptr : &stream->second;
}

void Game::deliver() {
  for (Addressed& addressed : world_.take_outbox())
    streams_[addressed.player].push(std::move(addressed.message));
  // The rules' print output, kept even when the command was undone:
  // that is when a modder needs it most.
  for (const std::string& text : rules_->take_log()) {
    std::size_t start = 0;
    while (start <= text.size()) {
      const std::size_t end = std::min(text.find('\n', start), text.size());
      for (const game_api::PlayerId id : world_.player_ids())
        post(id, "debug", text.substr(start, end - start));
      start = end + 1;
    }
  }
  if (std::exchange(lua_state_stale_, false)) JournalResume::rebuild(*this);
}

void Game::record(LogEntry entry) {
  // A chat line changes only the message streams.
  if (entry.kind != LogEntry::Kind::Line &&
      entry.kind != LogEntry::Kind::Tick && entry.kind != LogEntry::Kind::Say)
    reach_.everyone();
  record_.add(std::move(entry), settings_, world_, initial_);
}

}  // namespace wumpus::game
