// `wumpus mod check DIR`: what a modder runs before publishing a mod. The
// mod is loaded alone with the shipped rules, then the agent plays a few
// seeded games with it, each twice: a load error, a hook that fails or a
// game that differs between its two plays (a mod that is not
// deterministic breaks replays and shared caves) or state that grows
// while the player waits (mod_growth.hpp) fails the check; load warnings
// and globals read but never set (mostly a misspelt name) are shown.
#include "agent/driver.hpp"
#include "app/commands.hpp"
#include "app/mods/mod_growth.hpp"
#include "app/mods/mods.hpp"
#include "app/play/play_options.hpp"
#include "base/printable.hpp"
#include "game/local_link.hpp"
#include "game_api/command.hpp"
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
  PlayOptions cave;
  int games = 3;
  std::uint64_t seed = 1;
};

// The mod alone on a mod path of its own: a link to it in a fresh
// temporary folder (the folder it lives in may hold other mods).
class LoneModPath {
 public:
  explicit LoneModPath(const fs::path& mod) {
    std::string pattern =
        (fs::temp_directory_path() / "wumpus-mod-check-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) return;
    dir_ = pattern;
    std::error_code code;
    fs::create_symlink(fs::absolute(mod), dir_ / mod.filename(), code);
    if (code) dir_.clear();
  }
  ~LoneModPath() {
    std::error_code ignored;
    if (!dir_.empty()) fs::remove_all(dir_, ignored);
  }
  LoneModPath(const LoneModPath&) = delete;
  LoneModPath& operator=(const LoneModPath&) = delete;
  const fs::path& dir() const { return dir_; }

 private:
  fs::path dir_;
};

struct Played {
  std::string transcript;  // every command and every line it brought
  agent::GameRecord record;
};

// One pass over the seeds, with rules loaded afresh; hook failures are
// counted in `failures` (the first kept in `first_failure`).
std::map<std::uint64_t, Played> play_seeds(const CheckOptions& options,
                                           const game::Settings& base,
                                           int* failures,
                                           std::string* first_failure,
                                           std::set<std::string>* unset_reads,
                                           std::string* error) {
  const auto rules = load_rules(base, true, error);
  if (!rules) return {};
  if (auto lua = std::dynamic_pointer_cast<script::LuaRules>(rules)) {
    lua->set_error_sink([&](const game::RuleError& failure) {
      if ((*failures)++ == 0) *first_failure = failure.describe();
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
    drive.on_step = [&](const agent::Decision& d,
                        const game_api::PlayerView& v) {
      played.transcript +=
          (d.command ? game_api::format_command(*d.command) : "-") + "\n";
      for (const game_api::Message& m : v.messages)
        if (m.seq > seen) played.transcript += m.kind + ": " + m.text + "\n";
      if (!v.messages.empty()) seen = std::max(seen, v.messages.back().seq);
    };
    played.record = agent::play_game(*link, player, drive);
    for (const std::string& line : rules->take_log())
      played.transcript += "log: " + line + "\n";
  }
  if (auto lua = std::dynamic_pointer_cast<script::LuaRules>(rules))
    for (std::string& read : lua->unset_reads())
      unset_reads->insert(std::move(read));
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

  int failures = 0;
  std::string first_failure;
  std::set<std::string> unset_reads;
  const auto first = play_seeds(options, *settings, &failures, &first_failure,
                                &unset_reads, &error);
  const auto second = play_seeds(options, *settings, &failures, &first_failure,
                                 &unset_reads, &error);
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
  fmt::print("hook failures: {}\n", failures);
  if (failures > 0) fmt::print("  first: {}\n", words(first_failure));
  if (differing.empty())
    fmt::print("deterministic: each seed played twice the same way\n");
  for (std::uint64_t seed : differing)
    fmt::print("NOT deterministic: seed {} played differently twice\n", seed);
  fmt::print("globals read but never set: {}\n", unset_reads.size());
  for (const std::string& read : unset_reads) fmt::print("  {}\n", words(read));
  const auto growth = grows(*settings, options.seed, words);
  if (!growth) return kExitFailure;
  const bool ok = failures == 0 && differing.empty() && *growth;
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
      "games with it, each twice: load errors, failing hooks and "
      "nondeterminism fail the check");
  auto options = std::make_shared<CheckOptions>();
  check->add_option("DIR", options->dir, "the mod's folder or .lua file")
      ->required();
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
