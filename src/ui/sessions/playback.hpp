// Playing a recorded cave back from one player's views: in the terminal
// at whatever size it has, or as an asciicast v2 file (Debian's asciinema
// plays it). The views come from replaying the recording's log, so the
// playback is exact and fits any terminal, unlike a ttyrec.
#pragma once

#include "game_api/player_view.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace wumpus::ui {

struct PlaybackFrame {
  std::uint64_t at_ms = 0;
  game_api::PlayerView view;
};

// Where playback takes its frames: one at a time, in order. A replay
// makes each as it goes, so however long the recording, two frames at
// most are held.
class FrameSource {
 public:
  virtual ~FrameSource() = default;
  // The next frame; nothing at the end.
  virtual std::optional<PlaybackFrame> next() = 0;
};

// Longest pause shown between two frames, whatever the recording says.
inline constexpr std::uint64_t kMaxPauseMs = 2000;

// Space pauses, + and - change the speed, q quits. Returns the exit status.
int play_back(FrameSource& frames, double speed, bool ascii);

// Writes the frames drawn at width x height and counts them in *written;
// false with *error.
bool export_cast(FrameSource& frames, int width, int height,
                 const std::string& path, std::size_t* written,
                 std::string* error);

}  // namespace wumpus::ui
