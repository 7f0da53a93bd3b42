#include "game/saves/journal_file.hpp"

#include "base/atomic_file.hpp"
#include "base/data_file.hpp"
#include "base/hex.hpp"
#include "base/unique_fd.hpp"
#include "game/saves/log_json.hpp"
#include "game_api/json_parse.hpp"
#include "game_api/json_reader.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <string_view>

namespace wumpus::game {
namespace {

using json = nlohmann::json;
inline constexpr const char* kJournalFormat = "wumpus-journal";
inline constexpr std::int64_t kJournalVersion = 1;
// The entries' form: as a version-4 save writes its log.
inline constexpr std::int64_t kEntryForm = 4;
// GameRecord::kJournalBytes bounds the entries' text; a line adds its
// keys, and escaping may make each byte six.
inline constexpr std::size_t kMaxJournalFileBytes = std::size_t{64} << 20;

std::string header_line(std::uint64_t id) {
  return json{{"format", kJournalFormat},
              {"version", kJournalVersion},
              {"id", base::hex64(id)}}
             .dump() +
         "\n";
}

std::string entry_lines(const std::vector<LogEntry>& entries,
                        std::size_t from) {
  std::string text;
  for (std::size_t i = from; i < entries.size(); ++i)
    text += log_entry_to_json(entries[i]).dump() + "\n";
  return text;
}

std::string system_error(const std::string& what, const std::string& path) {
  return "cannot " + what + " " + path + ": " + std::strerror(errno);
}

// Checks the header of `text` (the file at `path`) names journal `id`,
// and leaves `rest` at the first entry.
bool check_header(std::string_view text, const std::string& path,
                  std::uint64_t id, std::string_view* rest,
                  std::string* error) {
  *rest = text;
  if (rest->empty()) {
    *error = path + " is empty";
    return false;
  }
  std::string problem;
  const auto header = game_api::parse_json(base::next_line(*rest), &problem);
  game_api::JsonReader r(&problem);
  std::string format, named;
  std::int64_t version = 0;
  if (!header || !r.string(*header, "format", &format, "journal") ||
      format != kJournalFormat) {
    *error = path + " is not a wumpus journal";
    return false;
  }
  if (!r.integer(*header, "version", 1, kJournalVersion, &version, "journal") ||
      !r.string(*header, "id", &named, "journal")) {
    *error = path + ": " + problem;
    return false;
  }
  if (named != base::hex64(id)) {
    *error = path + " holds another journal (" + named + ", not " +
             base::hex64(id) + ")";
    return false;
  }
  return true;
}

// The first `count` entry lines of journal `id` in `text`, the file at
// `path`, and the bytes they end at.
bool first_entries(std::string_view text, const std::string& path,
                   std::uint64_t id, std::uint64_t count,
                   std::vector<std::string_view>* lines, std::size_t* length,
                   std::string* error) {
  std::string_view rest;
  if (!check_header(text, path, id, &rest, error)) return false;
  for (std::uint64_t i = 0; i < count; ++i) {
    if (rest.find('\n') == std::string_view::npos) {
      *error = path + " holds " + std::to_string(i) + " entries, not " +
               std::to_string(count) + " (it was cut short)";
      return false;
    }
    const std::string_view line = base::next_line(rest);
    if (lines) lines->push_back(line);
  }
  *length = text.size() - rest.size();
  return true;
}

bool append_lines(const std::string& path, std::size_t keep,
                  std::string_view text, std::string* error) {
  base::UniqueFd fd(::open(path.c_str(), O_WRONLY | O_CLOEXEC));
  if (!fd) {
    *error = system_error("open the journal", path);
    return false;
  }
  // A failed append may have left part of a line: it goes.
  if (::ftruncate(fd.get(), static_cast<off_t>(keep)) != 0 ||
      ::lseek(fd.get(), 0, SEEK_END) < 0) {
    *error = system_error("cut the journal", path);
    return false;
  }
  while (!text.empty()) {
    const ssize_t wrote = ::write(fd.get(), text.data(), text.size());
    if (wrote < 0 && errno == EINTR) continue;
    if (wrote <= 0) {
      *error = system_error("write the journal", path);
      return false;
    }
    text.remove_prefix(static_cast<std::size_t>(wrote));
  }
  if (::fdatasync(fd.get()) != 0) {
    *error = system_error("sync the journal", path);
    return false;
  }
  return true;
}

}  // namespace

std::string journal_path_for(const std::string& save_path) {
  return std::filesystem::path(save_path).replace_extension(".journal");
}

bool write_journal(const std::string& path, std::uint64_t id,
                   std::uint64_t first, const std::vector<LogEntry>& entries,
                   JournalFileState* state, std::string* error) {
  const std::uint64_t total = first + entries.size();
  const bool same = state->known && state->id == id;
  if (same && !state->lost.empty()) return true;  // nothing to add to
  if (!same && first == 0) {
    // A new journal, or one whose entries are all at hand: whole.
    state->known = false;
    std::string text = header_line(id) + entry_lines(entries, 0);
    if (!base::write_atomically(path, text, error)) return false;
    *state = {true, id, total, text.size(), ""};
    return true;
  }
  std::size_t keep = state->bytes;
  std::size_t from = 0;
  if (same && state->entries >= first && state->entries <= total) {
    from = state->entries - first;
  } else {
    // Not written in this run (a resumed cave), or a write failed.
    std::string why;
    const auto text =
        base::read_data_file(path, "journal", kMaxJournalFileBytes, &why);
    if (!text || !first_entries(*text, path, id, first, nullptr, &keep, &why)) {
      *state = {true, id, 0, 0, why};
      return true;
    }
  }
  state->known = false;  // until this append lands
  const std::string text = entry_lines(entries, from);
  if (!text.empty() && !append_lines(path, keep, text, error)) return false;
  *state = {true, id, total, keep + text.size(), ""};
  return true;
}

bool read_journal(const std::string& path, std::uint64_t id,
                  std::uint64_t count, std::vector<LogEntry>* out,
                  std::string* error) {
  const auto text =
      base::read_data_file(path, "journal", kMaxJournalFileBytes, error);
  return text && parse_journal(*text, path, id, count, out, error);
}

bool parse_journal(std::string_view text, const std::string& name,
                   std::uint64_t id, std::uint64_t count,
                   std::vector<LogEntry>* out, std::string* error) {
  std::vector<std::string_view> lines;
  std::size_t length = 0;
  if (!first_entries(text, name, id, count, &lines, &length, error))
    return false;
  out->clear();
  for (std::size_t i = 0; i < lines.size(); ++i) {
    std::string problem;
    const auto line = game_api::parse_json(lines[i], &problem);
    LogEntry entry;
    if (!line ||
        !log_entry_from_json(*line, kEntryForm, &entry, &problem, "entry")) {
      *error = name + ":" + std::to_string(i + 2) + ": " + problem;
      return false;
    }
    out->push_back(std::move(entry));
  }
  return true;
}

}  // namespace wumpus::game
