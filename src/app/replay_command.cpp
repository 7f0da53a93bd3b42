// `wumpus replay FILE`: plays a cave's recording back (see game/recording).
#include "app/commands.hpp"
#include "app/mods.hpp"
#include "app/play_options.hpp"
#include "game/local_link.hpp"
#include "game/recording.hpp"
#include "game/world_json.hpp"
#include "ui/playback.hpp"

#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include <memory>

namespace wumpus::app {
namespace {

struct ReplayOptions {
  std::string file;
  std::string player;  // empty: the first to join
  double speed = 1;
  std::string cast;
  std::string size = "100x30";
  bool ascii = false;
  bool debug_mods = false;  // show mods' debug lines, hidden as in play
};

// Replays every entry, keeping the followed player's view after each;
// refuses a recording that no longer replays to its own checkpoints.
bool frames_of(const game::Recording& recording, const ReplayOptions& options,
               std::vector<ui::PlaybackFrame>* frames, std::string* error) {
  const std::string& player = options.player;
  const auto rules = load_rules(recording.settings, false, error);
  if (!rules) return false;
  if (rules->fingerprint() != recording.fingerprint) {
    *error = "it was recorded under other rules (\"" + recording.rules +
             "\"); give the same mods";
    return false;
  }
  auto game = game::Game::create(recording.settings, rules, error);
  if (!game) return false;
  std::optional<game::PlayerId> followed;
  for (std::size_t i = 0; i < recording.entries.size(); ++i) {
    const auto& entry = recording.entries[i];
    if (entry.checkpoint && *entry.checkpoint != world_to_json(game->world())) {
      *error = "entry " + std::to_string(i + 1) +
               " does not replay to the recorded world (the rules or the "
               "maze library changed)";
      return false;
    }
    game::replay(*game, entry.entry);
    if (!followed && entry.entry.kind == game::LogEntry::Kind::Join &&
        (player.empty() || entry.entry.text == player))
      followed = game->players().back();
    if (!followed) continue;
    frames->push_back({entry.at_ms, game->view(*followed)});
    if (!options.debug_mods)
      std::erase_if(frames->back().view.messages, game::is_debug);
  }
  if (!followed) {
    *error = player.empty() ? "nobody plays in it"
                            : "nobody called " + player + " plays in it";
    return false;
  }
  return true;
}

int replay(const ReplayOptions& options) {
  std::string error;
  std::vector<ui::PlaybackFrame> frames;
  const auto recording = game::read_recording(options.file, &error);
  if (!recording || !frames_of(*recording, options, &frames, &error)) {
    fmt::print(stderr, "wumpus replay: cannot replay {}: {}\n", options.file,
               error);
    return kExitFailure;
  }
  if (options.cast.empty())
    return ui::play_back(frames, options.speed, options.ascii);
  int width = 0, height = 0;
  if (std::sscanf(options.size.c_str(), "%dx%d", &width, &height) != 2 ||
      width < 80 || height < 24 || width > 500 || height > 200) {
    fmt::print(stderr,
               "wumpus replay: --size takes WxH, from 80x24 to 500x200\n");
    return kExitUsage;
  }
  if (!ui::export_cast(frames, width, height, options.cast, &error)) {
    fmt::print(stderr, "wumpus replay: {}\n", error);
    return kExitFailure;
  }
  fmt::print("{} frames written to {}\n", frames.size(), options.cast);
  return kExitOk;
}

}  // namespace

void add_replay_command(CLI::App& root, Action& action) {
  auto* command = root.add_subcommand(
      "replay", "play back a cave's recording (a server's cave-N.rec)");
  auto options = std::make_shared<ReplayOptions>();
  command->add_option("FILE", options->file, "the recording")->required();
  command->add_option("--player", options->player,
                      "whose view to follow (default: the first to join)");
  command->add_option("--speed", options->speed, "playback speed")
      ->check(CLI::Range(0.125, 64.0))
      ->capture_default_str();
  command->add_option("--export-cast", options->cast,
                      "write an asciicast v2 file instead of playing");
  command->add_option("--size", options->size, "the cast's terminal size, WxH")
      ->capture_default_str();
  command->add_flag("--ascii", options->ascii, "draw with ASCII only");
  command->add_flag("--debug-mods", options->debug_mods,
                    "show the mods' debug lines (print, game.log)");
  command->callback(
      [&action, options] { action = [options] { return replay(*options); }; });
}

}  // namespace wumpus::app
