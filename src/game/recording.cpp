#include "game/recording.hpp"

#include "base/data_file.hpp"
#include "game/log_json.hpp"
#include "game/world_json.hpp"
#include "game_api/json_parse.hpp"
#include "game_api/json_reader.hpp"

#include <fstream>
#include <sstream>
#include <utility>

namespace wumpus::game {
namespace {

using json = nlohmann::json;
inline constexpr const char* kFormat = "wumpus-recording";
inline constexpr std::int64_t kVersion = 1;
inline constexpr std::size_t kMaxRecordingBytes = std::size_t{1} << 30;

// The last entry's time in an existing recording, so a server that
// restarts keeps its clock going.
std::uint64_t last_time(const std::string& path) {
  std::ifstream in(path);
  std::uint64_t last = 0;
  for (std::string line; std::getline(in, line);) {
    const auto j = json::parse(line, nullptr, false, true);
    if (j.is_object() && j.contains("at") && j["at"].is_number_unsigned())
      last = j["at"].get<std::uint64_t>();
  }
  return last;
}

}  // namespace

std::unique_ptr<RecordingWriter> RecordingWriter::open(const std::string& path,
                                                       const Game& game,
                                                       std::string* error) {
  std::unique_ptr<RecordingWriter> writer(new RecordingWriter);
  writer->offset_ms_ = last_time(path);
  std::ofstream out(path, std::ios::app | std::ios::binary);
  if (!out) {
    *error = "cannot write the recording " + path;
    return nullptr;
  }
  writer->path_ = path;
  writer->start_ = std::chrono::steady_clock::now();
  if (out.tellp() == 0) {
    // A recording stays on the host that made it and is replayed there:
    // unlike a save, it keeps where the host's mods lie.
    json settings = settings_to_json(game.settings());
    settings["mods_dirs"] = game.settings().mods_dirs;
    writer->pending_ = json{{"format", kFormat},
                            {"version", kVersion},
                            {"settings", settings},
                            {"rules", game.rules().name()},
                            {"fingerprint", game.rules().fingerprint()}}
                           .dump() +
                       "\n";
  }
  return writer;
}

void RecordingWriter::add(const LogEntry& entry, const Game& game) {
  const auto elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(
      std::chrono::steady_clock::now() - start_);
  json line = log_entry_to_json(entry);
  line["at"] = offset_ms_ + static_cast<std::uint64_t>(elapsed.count());
  if (entries_++ % kCheckpointEvery == 0)
    line["checkpoint"] = world_to_json(game.world());
  pending_ += line.dump() + "\n";
}

std::string RecordingWriter::take_pending() {
  return std::exchange(pending_, {});
}

bool RecordingWriter::flush(std::string* error) {
  return append_recording(path_, take_pending(), error);
}

bool append_recording(const std::string& path, std::string_view text,
                      std::string* error) {
  if (text.empty()) return true;
  std::ofstream out(path, std::ios::app | std::ios::binary);
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
  out.flush();
  if (!out) {
    *error = "cannot write the recording " + path;
    return false;
  }
  return true;
}

std::optional<Recording> read_recording(const std::string& path,
                                        std::string* error) {
  const auto text =
      base::read_data_file(path, "recording", kMaxRecordingBytes, error);
  if (!text) return std::nullopt;
  std::istringstream in(*text);
  Recording recording;
  std::size_t number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    const std::string where = path + ":" + std::to_string(number);
    std::string problem;
    const auto j = parse_json(line, &problem);
    if (!j) {
      *error = where + ": " + problem;
      return std::nullopt;
    }
    JsonReader r(&problem);
    if (number == 1) {
      std::string format;
      std::int64_t version = 0;
      const json* settings = nullptr;
      if (!r.string(*j, "format", &format, "recording") || format != kFormat) {
        *error = path + " is not a wumpus recording";
        return std::nullopt;
      }
      if (!r.integer(*j, "version", 1, kVersion, &version, "recording") ||
          !(settings = r.object(*j, "settings", "recording")) ||
          !settings_from_json(*settings, &recording.settings, &problem) ||
          !r.string(*j, "rules", &recording.rules, "recording") ||
          !r.string(*j, "fingerprint", &recording.fingerprint, "recording")) {
        *error = where + ": " + problem;
        return std::nullopt;
      }
      continue;
    }
    RecordedEntry entry;
    const json* at = r.field(*j, "at", json::value_t::number_unsigned, "entry");
    if (!at || !log_entry_from_json(*j, kVersion + 1, &entry.entry, &problem,
                                    "entry")) {
      *error = where + ": " + problem;
      return std::nullopt;
    }
    entry.at_ms = at->get<std::uint64_t>();
    if (j->contains("checkpoint")) entry.checkpoint = (*j)["checkpoint"];
    recording.entries.push_back(std::move(entry));
  }
  if (number == 0) {
    *error = path + " is empty";
    return std::nullopt;
  }
  return recording;
}

}  // namespace wumpus::game
