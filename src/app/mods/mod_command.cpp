// `wumpus mod check DIR`: what a modder runs before publishing a mod. The
// mod is loaded alone with the shipped rules (and the mods it depends on,
// found on the mod path, --mods DIRs first), then the agent plays a few
// seeded games with it, each twice; each verb the mods add is run; each
// game is saved, loaded and played on at a turn drawn from its seed. A
// load error, a hook or verb that fails, a game that differs between its
// two plays or after its resume (a mod that is not deterministic breaks
// replays, shared caves and saves), a thing of a kind no rule registers
// or state that grows while the player waits (mod_growth.hpp) fails the
// check; load warnings, events raised that nothing hooks and globals read
// but never set (mostly a misspelt name) are shown.
#include "agent/driver.hpp"
#include "app/commands.hpp"
#include "app/mods/mod_check_probes.hpp"
#include "app/mods/mod_growth.hpp"
#include "app/mods/mods.hpp"
#include "app/play/play_options.hpp"
#include "base/printable.hpp"
#include "game/table/local_link.hpp"
#include "game_api/command.hpp"
#include "maze/random.hpp"
#include "script/lua_api/registry_keys.hpp"
#include "script/lua_rules.hpp"

#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <system_error>

namespace wumpus::app {
namespace fs = std::filesystem;
namespace {

struct CheckOptions {
  std::string dir;
  std::vector<std::string> mods_dirs;  // where its dependencies are found
  PlayOptions cave;
  int games = 3;
  std::uint64_t seed = 1;
};

// The mod alone on a mod path of its own: a link to it in a fresh
// temporary folder (the folder it lives in may hold other mods), beside
// which the resume probe saves.
class LoneModPath {
 public:
  explicit LoneModPath(const fs::path& mod) {
    std::string pattern =
        (fs::temp_directory_path() / "wumpus-mod-check-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) return;
    scratch_ = pattern;
    dir_ = scratch_ / "mods";
    std::error_code code;
    fs::create_directory(dir_, code);
    if (!code)
      fs::create_symlink(fs::absolute(mod), dir_ / mod.filename(), code);
    if (code) dir_.clear();
  }
  ~LoneModPath() {
    std::error_code ignored;
    if (!scratch_.empty()) fs::remove_all(scratch_, ignored);
  }
  LoneModPath(const LoneModPath&) = delete;
  LoneModPath& operator=(const LoneModPath&) = delete;
  const fs::path& dir() const { return dir_; }
  std::string save_path() const { return (scratch_ / "probe.save").string(); }

 private:
  fs::path scratch_, dir_;
};

struct Played {
  std::string transcript;  // every command and every line it brought
  std::vector<game_api::Command> commands;
  agent::GameRecord record;
};

// What the plays found beyond the games themselves: hook failures (the
// first kept), globals read but never set, the log's warnings.
struct CheckFindings {
  int failures = 0;
  std::string first_failure;
  std::set<std::string> unset_reads;
  std::set<std::string> log_warnings;
};

constexpr int kFailuresPerGame = 20;

// One pass over the seeds, with rules loaded afresh.
std::map<std::uint64_t, Played> play_seeds(const CheckOptions& options,
                                           const game::Settings& base,
                                           CheckFindings* found,
                                           std::string* error) {
  const auto rules = load_rules(base, true, error);
  if (!rules) return {};
  if (auto lua = std::dynamic_pointer_cast<script::LuaRules>(rules)) {
    lua->set_error_sink([found](const game::RuleError& failure) {
      if (found->failures++ == 0) found->first_failure = failure.describe();
    });
    lua->note_unset_reads();
  }
  std::map<std::uint64_t, Played> games;
  for (int i = 0; i < options.games; ++i) {
    game::Settings settings = base;
    settings.seed = options.seed + static_cast<std::uint64_t>(i);
    auto game = game::Game::create(settings, rules, error);
    if (!game) return {};
    Played& played = games[settings.seed];
    auto link = game::seat_alone(std::move(game), "modder", {});
    std::uint64_t seen = 0;
    agent::Agent player;
    agent::DriveOptions drive;
    // A hook that fails on every command undoes every command: once the
    // verdict is certain, the game is not played on to the command limit
    // (a rules rebuild after each failure makes that minutes).
    drive.stop = [found, before = found->failures]() {
      return found->failures - before >= kFailuresPerGame
                 ? std::optional<std::string>(fmt::format(
                       "its hooks failed {} times", kFailuresPerGame))
                 : std::nullopt;
    };
    drive.on_step = [&](const agent::Decision& d,
                        const game_api::PlayerView& v) {
      played.transcript +=
          (d.command ? game_api::format_command(*d.command) : "-") + "\n";
      if (d.command) played.commands.push_back(*d.command);
      for (const game_api::Message& m : v.messages) {
        if (m.seq <= seen) continue;
        played.transcript += m.kind + ": " + m.text + "\n";
        // The mods log reaches the player as debug lines after each command.
        if (game_api::is_debug(m) &&
            m.text.find(": warning: ") != std::string::npos)
          found->log_warnings.insert(m.text);
      }
      if (!v.messages.empty()) seen = std::max(seen, v.messages.back().seq);
    };
    played.record = agent::play_game(*link, player, drive);
    for (const std::string& line : rules->take_log())
      played.transcript += "log: " + line + "\n";
  }
  if (auto lua = std::dynamic_pointer_cast<script::LuaRules>(rules))
    for (std::string& read : lua->unset_reads())
      found->unset_reads.insert(std::move(read));
  return games;
}

// Text that names the private mod path names the mod's own folder
// instead, and a shipped mod checked in place is not said to hide itself.
class PathWords {
 public:
  PathWords(const fs::path& lone, const fs::path& mod)
      : lone_(lone.string()), real_(fs::absolute(mod).parent_path().string()) {}
  std::string operator()(std::string text) const {
    for (auto at = text.find(lone_); at != std::string::npos;
         at = text.find(lone_, at + real_.size()))
      text.replace(at, lone_.size(), real_);
    return base::printable(text);
  }
  bool self_hiding(const std::string& warning) const {
    return warning.starts_with(lone_) &&
           warning.find(" hides ") != std::string::npos;
  }

 private:
  std::string lone_, real_;
};

std::string ending(const agent::GameRecord& record) {
  switch (record.outcome) {
    case game_api::Outcome::Won:
      return fmt::format("won in {} turns, score {}", record.turns,
                         record.score);
    case game_api::Outcome::Dead:
      return fmt::format("died ({}) after {} turns", record.cause,
                         record.turns);
    case game_api::Outcome::Playing:
      break;
  }
  return fmt::format("stopped ({}) after {} turns", record.cause, record.turns);
}

// Prints whether what the mod keeps stays bounded while a player waits:
// true when it does, false when it grows; nothing when no game starts.
std::optional<bool> grows(const game::Settings& settings, std::uint64_t seed,
                          const PathWords& words) {
  std::string error;
  const auto rules = load_rules(settings, true, &error);
  game::Settings waiting = settings;
  waiting.seed = seed;
  const auto report =
      rules ? probe_growth(waiting, rules, &error) : std::nullopt;
  if (!report) {
    fmt::print("a game could not start: {}\nFAILED\n", words(error));
    return std::nullopt;
  }
  if (report->waited == 0)
    fmt::print("growth: not measured (the waiting player's game ended)\n");
  else if (report->growing.empty())
    fmt::print("bounded: nothing grows over {} turns of waiting\n",
               report->waited);
  for (const std::string& line : report->growing)
    fmt::print("GROWS: {}\n", words(line));
  return report->growing.empty();
}

// Save points a game: drawn from its seed, and after its last command
// (the whole journal replayed).
constexpr int kDrawnSavePoints = 2;

// Saves each seed's game after numbers of its commands drawn from the
// seed and after all of them, loads it and plays the rest: false when a
// save fails or a resumed game goes otherwise than the uninterrupted one.
bool resume_each(const game::Settings& base,
                 const std::map<std::uint64_t, Played>& games,
                 const std::string& save_path, const PathWords& words) {
  bool all = true;
  for (const auto& [seed, played] : games) {
    maze::Random draw(seed);
    const std::size_t count = played.commands.size();
    std::set<std::size_t> points{count};
    for (int i = 0; i < kDrawnSavePoints && count > 0; ++i)
      points.insert(draw.below(static_cast<std::uint32_t>(count)) + 1);
    game::Settings settings = base;
    settings.seed = seed;
    for (const std::size_t at : points) {
      const std::string problem =
          probe_resume(settings, played.commands, at, save_path);
      if (problem.empty()) continue;
      fmt::print("NOT resumable: seed {}: {}\n", seed, words(problem));
      all = false;
      break;
    }
  }
  if (all)
    fmt::print(
        "resumable: each seed saved at up to {} turns, loaded and played "
        "on the same way\n",
        kDrawnSavePoints + 1);
  return all;
}

// Runs every verb the mods add: false when one fails.
bool verbs_pass(game::Settings settings, std::uint64_t seed,
                const PathWords& words) {
  settings.seed = seed;
  std::vector<std::string> failures;
  std::string error;
  if (!probe_verbs(settings, &failures, &error)) {
    fmt::print("VERBS not run: {}\n", words(error));
    return false;
  }
  for (const std::string& failure : failures)
    fmt::print("VERB FAILS: {}\n", words(failure));
  if (failures.empty()) fmt::print("verbs: each ran without failing\n");
  return failures.empty();
}

// Things placed or given of a kind no rule registers fail the check; an
// event raised that nothing hooks is only shown (a dependent may hook it).
bool kinds_registered(const std::set<std::string>& log_warnings,
                      const PathWords& words) {
  bool all = true;
  for (const std::string& warning : log_warnings) {
    const bool unregistered =
        warning.find(script::kUnregisteredKind) != std::string::npos;
    fmt::print("{}: {}\n", unregistered ? "UNREGISTERED KIND" : "  warning",
               words(warning));
    if (unregistered) all = false;
  }
  return all;
}

int run_check(CheckOptions options) {
  fs::path mod = fs::path(options.dir).lexically_normal();
  if (mod.filename().empty()) mod = mod.parent_path();  // "ghosts/"
  std::error_code code;
  const bool folder = fs::is_directory(mod, code);
  if (!folder &&
      !(fs::is_regular_file(mod, code) && mod.extension() == ".lua")) {
    fmt::print(stderr,
               "wumpus mod check: {} is neither a mod's folder nor a .lua "
               "file\n",
               base::printable(options.dir));
    return kExitUsage;
  }
  const std::string name =
      folder ? mod.filename().string() : mod.stem().string();
  const LoneModPath path(mod);
  if (path.dir().empty()) {
    fmt::print(stderr, "wumpus mod check: cannot make a temporary mod path\n");
    return kExitFailure;
  }
  const PathWords words(path.dir(), mod);
  options.cave.mods_dirs = {path.dir().string()};
  for (const std::string& dir : options.mods_dirs)
    options.cave.mods_dirs.push_back(dir);
  options.cave.mods = {name};
  std::string error;
  auto settings = make_settings(options.cave, &error);
  if (settings) settings->mods = std::vector<std::string>{name};
  const auto rules = settings ? load_rules(*settings, true, &error) : nullptr;
  fmt::print("wumpus mod check: {}\n", base::printable(name));
  if (!rules) {
    fmt::print("does not load: {}\nFAILED\n", words(error));
    return kExitFailure;
  }
  std::vector<std::string> warnings;
  for (const std::string& warning : rules->warnings())
    if (!words.self_hiding(warning)) warnings.push_back(words(warning));
  fmt::print("loads with the shipped rules; {} warning{}\n", warnings.size(),
             warnings.size() == 1 ? "" : "s");
  for (const std::string& warning : warnings)
    fmt::print("  warning: {}\n", warning);

  CheckFindings found;
  const auto first = play_seeds(options, *settings, &found, &error);
  const auto second = play_seeds(options, *settings, &found, &error);
  if (first.empty() || second.empty()) {
    fmt::print("a game could not start: {}\nFAILED\n", words(error));
    return kExitFailure;
  }
  std::vector<std::uint64_t> differing;
  for (const auto& [seed, played] : first) {
    fmt::print("seed {}: {}\n", seed, ending(played.record));
    if (second.at(seed).transcript != played.transcript)
      differing.push_back(seed);
  }
  fmt::print("hook failures: {}\n", found.failures);
  if (found.failures > 0)
    fmt::print("  first: {}\n", words(found.first_failure));
  if (differing.empty())
    fmt::print("deterministic: each seed played twice the same way\n");
  for (std::uint64_t seed : differing)
    fmt::print("NOT deterministic: seed {} played differently twice\n", seed);
  const bool resumes = resume_each(*settings, first, path.save_path(), words);
  const bool verbs = verbs_pass(*settings, options.seed, words);
  const bool kinds = kinds_registered(found.log_warnings, words);
  fmt::print("globals read but never set: {}\n", found.unset_reads.size());
  for (const std::string& read : found.unset_reads)
    fmt::print("  {}\n", words(read));
  const auto growth = grows(*settings, options.seed, words);
  if (!growth) return kExitFailure;
  const bool ok = found.failures == 0 && differing.empty() && resumes &&
                  verbs && kinds && *growth;
  fmt::print("{}\n", ok ? "OK" : "FAILED");
  return ok ? kExitOk : kExitFailure;
}

}  // namespace

void add_mod_command(CLI::App& root, Action& action) {
  auto* mod = root.add_subcommand("mod", "tools for writing mods");
  mod->require_subcommand(1);
  auto* check = mod->add_subcommand(
      "check",
      "load a mod with the shipped rules and let the agent play seeded "
      "games with it, each twice, then save, load and play each on, and "
      "run every verb: load errors, failing hooks and verbs, "
      "nondeterminism, resumes that differ and things of unregistered "
      "kinds fail the check");
  auto options = std::make_shared<CheckOptions>();
  check->add_option("DIR", options->dir, "the mod's folder or .lua file")
      ->required();
  check->add_option("--mods", options->mods_dirs,
                    "a directory of mods the mod depends on (repeatable; "
                    "searched before your mods directory and the shipped "
                    "examples)");
  check->add_option("--games", options->games, "games to play (each twice)")
      ->check(CLI::Range(1, 100))
      ->capture_default_str();
  check->add_option("--seed", options->seed, "the first game's seed")
      ->capture_default_str();
  check
      ->add_option("--preset", options->cave.preset, "the preset the games use")
      ->capture_default_str();
  check->callback([&action, options] {
    action = [options] { return run_check(*options); };
  });
  add_mod_list_command(mod, action);
}

}  // namespace wumpus::app
