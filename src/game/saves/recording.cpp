#include "game/saves/recording.hpp"

#include "game/saves/log_json.hpp"
#include "game/saves/world_json.hpp"
#include "game_api/json_parse.hpp"
#include "game_api/json_reader.hpp"

#include <filesystem>
#include <fstream>
#include <utility>

namespace wumpus::game {
namespace {

using json = nlohmann::json;
inline constexpr const char* kRecordingFormat = "wumpus-recording";
// 2: lines holding only a checkpoint (at saves and at the close).
inline constexpr std::int64_t kRecordingVersion = 2;
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
    writer->pending_ = json{{"format", kRecordingFormat},
                            {"version", kRecordingVersion},
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
  checked_ = entries_++ % kCheckpointEvery == 0;
  if (checked_) line["checkpoint"] = world_to_json(game.world());
  pending_ += line.dump() + "\n";
}

void RecordingWriter::checkpoint(const Game& game) {
  if (checked_ || entries_ == 0) return;
  const auto elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(
      std::chrono::steady_clock::now() - start_);
  const json line = {
      {"at", offset_ms_ + static_cast<std::uint64_t>(elapsed.count())},
      {"checkpoint", world_to_json(game.world())}};
  pending_ += line.dump() + "\n";
  checked_ = true;
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

std::optional<RecordingReader> RecordingReader::open(std::istream& in,
                                                     std::string name,
                                                     std::string* error) {
  RecordingReader reader(in, std::move(name));
  std::string line;
  if (!std::getline(in, line)) {
    *error = reader.name_ + " is empty";
    return std::nullopt;
  }
  const std::string where = reader.name_ + ":1";
  std::string problem;
  const auto j = game_api::parse_json(line, &problem);
  if (!j) {
    *error = where + ": " + problem;
    return std::nullopt;
  }
  game_api::JsonReader r(&problem);
  Recording& header = reader.header_;
  std::string format;
  std::int64_t version = 0;
  const json* settings = nullptr;
  if (!r.string(*j, "format", &format, "recording") ||
      format != kRecordingFormat) {
    *error = reader.name_ + " is not a wumpus recording";
    return std::nullopt;
  }
  if (!r.integer(*j, "version", 1, kRecordingVersion, &version, "recording") ||
      !(settings = r.object(*j, "settings", "recording")) ||
      !settings_from_json(*settings, &header.settings, &problem) ||
      !r.string(*j, "rules", &header.rules, "recording") ||
      !r.string(*j, "fingerprint", &header.fingerprint, "recording")) {
    *error = where + ": " + problem;
    return std::nullopt;
  }
  return reader;
}

std::optional<RecordedEntry> RecordingReader::next(std::string* error) {
  std::string line;
  if (!std::getline(*in_, line)) return std::nullopt;
  const std::string where = name_ + ":" + std::to_string(++line_);
  std::string problem;
  const auto j = game_api::parse_json(line, &problem);
  if (!j) {
    *error = where + ": " + problem;
    return std::nullopt;
  }
  game_api::JsonReader r(&problem);
  RecordedEntry entry;
  const json* at = r.field(*j, "at", json::value_t::number_unsigned, "entry");
  entry.only_checkpoint = !j->contains("kind") && j->contains("checkpoint");
  if (!at || (!entry.only_checkpoint &&
              !log_entry_from_json(*j, kRecordingVersion + 1, &entry.entry,
                                   &problem, "entry"))) {
    *error = where + ": " + problem;
    return std::nullopt;
  }
  entry.at_ms = at->get<std::uint64_t>();
  if (j->contains("checkpoint")) entry.checkpoint = (*j)["checkpoint"];
  return entry;
}

bool open_recording_file(const std::string& path, std::ifstream& in,
                         std::string* error) {
  std::error_code code;
  const auto status = std::filesystem::status(path, code);
  if (code || !std::filesystem::is_regular_file(status)) {
    *error = path + ": " +
             (code ? code.message() : std::string("not a regular file"));
    return false;
  }
  if (std::filesystem::file_size(path, code) > kMaxRecordingBytes) {
    *error = path + ": larger than a recording may be";
    return false;
  }
  in.open(path, std::ios::binary);
  if (!in) {
    *error = path + ": cannot be read";
    return false;
  }
  return true;
}

std::optional<Recording> read_recording(const std::string& path,
                                        std::string* error) {
  std::ifstream in;
  if (!open_recording_file(path, in, error)) return std::nullopt;
  auto reader = RecordingReader::open(in, path, error);
  if (!reader) return std::nullopt;
  Recording recording = reader->header();
  error->clear();
  while (auto entry = reader->next(error))
    recording.entries.push_back(std::move(*entry));
  if (!error->empty()) return std::nullopt;
  return recording;
}

}  // namespace wumpus::game
