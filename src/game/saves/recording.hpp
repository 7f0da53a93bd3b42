// A cave's recording: how it was made (settings and rules), then every
// log entry (joins, commands, ticks, chat, restarts) with the time it
// happened, as JSON lines, and the world every so often as a checkpoint
// a replay checks itself against. Unlike a terminal recording it holds
// no screen, so it plays back at any terminal size.
#pragma once

#include "game/game.hpp"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdint>
#include <fstream>
#include <istream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wumpus::game {

class RecordingWriter {
 public:
  static constexpr std::size_t kCheckpointEvery = 256;

  // Appends to `path`, writing the header first when the file is new.
  static std::unique_ptr<RecordingWriter> open(const std::string& path,
                                               const Game& game,
                                               std::string* error);
  // Takes an entry about to be applied to `game`.
  void add(const LogEntry& entry, const Game& game);
  // A checkpoint of `game` as it stands, with no entry: at every save of
  // the cave and at its close, so a replay checks the recording's end
  // too, not only every kCheckpointEvery entries. Nothing when no entry
  // came since the last checkpoint.
  void checkpoint(const Game& game);
  // Writes what was added since the last flush. The server writes it
  // right after saving the cave, so the recording never runs ahead of
  // the save.
  bool flush(std::string* error);
  // What was added since, for a writer elsewhere (append_recording).
  std::string take_pending();
  const std::string& path() const { return path_; }

 private:
  RecordingWriter() = default;

  std::string path_;
  std::string pending_;
  std::size_t entries_ = 0;
  bool checked_ = false;  // no entry since the last checkpoint
  std::chrono::steady_clock::time_point start_;
  std::uint64_t offset_ms_ = 0;  // time already recorded before this run
};

// Appends text taken from a writer to its recording file.
bool append_recording(const std::string& path, std::string_view text,
                      std::string* error);

struct RecordedEntry {
  std::uint64_t at_ms = 0;
  LogEntry entry;
  std::optional<nlohmann::json> checkpoint;  // the world before the entry
  bool only_checkpoint = false;  // no entry: a save's or the close's check
};

struct Recording {
  Settings settings;
  std::string rules;
  std::string fingerprint;
  std::vector<RecordedEntry> entries;
};

// Reads a recording an entry at a time, so a replay holds one line and
// its game, never the whole file (a recording grows without bound).
class RecordingReader {
 public:
  // Reads the header; nothing, with *error, when `in` holds no
  // recording. `name` names the source in errors (a path). `in` must
  // outlive the reader.
  static std::optional<RecordingReader> open(std::istream& in, std::string name,
                                             std::string* error);
  // The header: the entries of the Recording are left empty.
  const Recording& header() const { return header_; }
  // The next entry; nothing at the end, or with *error (naming the line)
  // when the entry is damaged.
  std::optional<RecordedEntry> next(std::string* error);

 private:
  RecordingReader(std::istream& in, std::string name)
      : in_(&in), name_(std::move(name)) {}
  std::istream* in_;
  std::string name_;
  std::size_t line_ = 1;
  Recording header_;
};

// Reads a whole recording; nothing, with *error naming the line, when it
// is not one, is damaged or is too large.
std::optional<Recording> read_recording(const std::string& path,
                                        std::string* error);
// Checks that `path` is a regular file of a recording's size at most and
// opens it; false with *error.
bool open_recording_file(const std::string& path, std::ifstream& in,
                         std::string* error);

}  // namespace wumpus::game
