// `wumpus replay FILE`: plays a cave's recording back (see game/recording).
#include "app/commands.hpp"
#include "app/mods/mods.hpp"
#include "app/play/play_options.hpp"
#include "game/saves/recording.hpp"
#include "game/saves/world_json.hpp"
#include "ui/sessions/playback.hpp"

#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include <cstdio>
#include <fstream>
#include <memory>
#include <optional>

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

// The followed player's view after each entry, the recording replayed
// as the frames are asked for (one line of it in memory at a time);
// stops with error() when the recording no longer replays to its own
// checkpoints or is damaged further on.
class ReplayFrames : public ui::FrameSource {
 public:
  ReplayFrames(game::RecordingReader& reader, std::unique_ptr<game::Game> game,
               std::string player, bool debug_mods)
      : reader_(reader),
        game_(std::move(game)),
        player_(std::move(player)),
        debug_mods_(debug_mods) {}

  std::optional<ui::PlaybackFrame> next() override {
    while (error_.empty()) {
      auto entry = reader_.next(&error_);
      if (!entry) break;
      entries_ += entry->only_checkpoint ? 0 : 1;
      if (entry->checkpoint &&
          *entry->checkpoint != world_to_json(game_->world())) {
        error_ = (entry->only_checkpoint ? "the checkpoint after entry "
                                         : "entry ") +
                 std::to_string(entries_) +
                 " does not replay to the recorded world (the rules or the "
                 "maze library changed, or a mod read something outside "
                 "the game, such as game.stored)";
        break;
      }
      if (entry->only_checkpoint) continue;
      game::replay(*game_, entry->entry);
      if (!followed_ && entry->entry.kind == game::LogEntry::Kind::Join &&
          (player_.empty() || entry->entry.text == player_))
        followed_ = game_->players().back();
      if (!followed_) continue;
      ui::PlaybackFrame frame{entry->at_ms, game_->view(*followed_)};
      if (!debug_mods_) std::erase_if(frame.view.messages, game_api::is_debug);
      return frame;
    }
    if (error_.empty() && !followed_)
      error_ = player_.empty() ? "nobody plays in it"
                               : "nobody called " + player_ + " plays in it";
    return std::nullopt;
  }
  const std::string& error() const { return error_; }

 private:
  game::RecordingReader& reader_;
  std::unique_ptr<game::Game> game_;
  std::string player_;
  bool debug_mods_;
  std::optional<game_api::PlayerId> followed_;
  std::size_t entries_ = 0;
  std::string error_;
};

// The game a recording starts from, under the rules it was made with.
std::unique_ptr<game::Game> starting_game(const game::Recording& header,
                                          std::string* error) {
  const auto rules = load_rules(header.settings, false, error);
  if (!rules) return nullptr;
  if (!rules->plays_as(header.fingerprint)) {
    *error = "it was recorded under other rules (\"" + header.rules +
             "\"); give the same mods";
    return nullptr;
  }
  return game::Game::create(header.settings, rules, error);
}

int replay(const ReplayOptions& options) {
  int width = 0, height = 0;
  if (!options.cast.empty() &&
      (std::sscanf(options.size.c_str(), "%dx%d", &width, &height) != 2 ||
       width < 80 || height < 24 || width > 500 || height > 200)) {
    fmt::print(stderr,
               "wumpus replay: --size takes WxH, from 80x24 to 500x200\n");
    return kExitUsage;
  }
  std::string error;
  std::ifstream in;
  std::optional<game::RecordingReader> reader;
  std::unique_ptr<game::Game> game;
  if (game::open_recording_file(options.file, in, &error))
    reader = game::RecordingReader::open(in, options.file, &error);
  if (reader) game = starting_game(reader->header(), &error);
  if (!game) {
    fmt::print(stderr, "wumpus replay: cannot replay {}: {}\n", options.file,
               error);
    return kExitFailure;
  }
  ReplayFrames frames(*reader, std::move(game), options.player,
                      options.debug_mods);
  std::size_t written = 0;
  const int status =
      options.cast.empty() ? ui::play_back(frames, options.speed, options.ascii)
      : ui::export_cast(frames, width, height, options.cast, &written, &error)
          ? kExitOk
          : kExitFailure;
  if (!frames.error().empty()) {
    fmt::print(stderr, "wumpus replay: cannot replay {}: {}\n", options.file,
               frames.error());
    return kExitFailure;
  }
  if (status != kExitOk) {
    fmt::print(stderr, "wumpus replay: {}\n", error);
    return status;
  }
  if (!options.cast.empty())
    fmt::print("{} frames written to {}\n", written, options.cast);
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
