#include "server/caves/cave_store.hpp"

#include "base/atomic_file.hpp"
#include "base/printable.hpp"
#include "game_api/json_parse.hpp"
#include "game_api/json_reader.hpp"
#include "server/caves/cave_clock.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace wumpus::server {
namespace {

using Clock = std::chrono::steady_clock;

std::string read_small_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// A cave's record, as create() wrote it; nothing, with *error, when the
// file is not one (a field missing, of the wrong type, out of range).
std::optional<CaveRecord> read_cave_record(const std::filesystem::path& path,
                                           std::string* error) {
  const auto meta = game_api::parse_json(read_small_file(path), error);
  if (!meta) return std::nullopt;
  game_api::JsonReader r(error);
  CaveRecord record;
  const nlohmann::json* create = nullptr;
  if (!r.number(*meta, "id", 1, UINT32_MAX, &record.id, "record") ||
      !r.string(*meta, "owner", &record.owner, "record") ||
      !(create = r.object(*meta, "create", "record")))
    return std::nullopt;
  auto request = net::decode_client(*create, error);
  const auto* options =
      request ? std::get_if<net::CreateCave>(&*request) : nullptr;
  if (!options) {
    if (request) *error = "record.create is not a cave's options";
    return std::nullopt;
  }
  record.options = options->options;
  return record;
}

}  // namespace

CaveStore::CaveStore(asio::io_context& io, asio::any_io_executor loop,
                     const ServerSetup& setup, Carver carver)
    : io_(io),
      loop_(std::move(loop)),
      setup_(setup),
      carver_(std::move(carver)) {}

Cave* CaveStore::add(const std::string& owner, const net::CaveOptions& options,
                     std::unique_ptr<game::Game> game, std::string* error) {
  // A closed cave's id stays with its recording.
  std::uint32_t id = next_cave_++;
  std::error_code ignored;
  while (std::filesystem::exists(cave_path(id, ".rec"), ignored))
    id = next_cave_++;
  // The record is written here, not by the writer: a state directory the
  // server cannot write to refuses the cave at once.
  const auto meta = net::encode(net::CreateCave{options});
  const nlohmann::json record_text = {
      {"id", id}, {"owner", owner}, {"create", meta}};
  if (!base::write_atomically(cave_path(id, ".meta.json"), record_text.dump(),
                              error)) {
    *error = "cannot keep a new cave: " + *error;
    return nullptr;
  }
  Cave& cave = make_cave(id, owner, options, std::move(game));
  refresh_digest(cave);
  record(cave);
  save(cave);
  return &cave;
}

Cave& CaveStore::make_cave(std::uint32_t id, const std::string& owner,
                           const net::CaveOptions& options,
                           std::unique_ptr<game::Game> game) {
  auto& cave = caves_[id];
  cave = std::make_shared<Cave>(io_);
  cave->id = id;
  cave->owner = owner;
  cave->options = options;
  cave->table =
      std::make_shared<game::Table>(std::move(game), table_options(cave));
  return *cave;
}

Cave* CaveStore::find(std::uint32_t id) {
  const auto found = caves_.find(id);
  return found == caves_.end() ? nullptr : found->second.get();
}

std::shared_ptr<Cave> CaveStore::share(std::uint32_t id) {
  const auto found = caves_.find(id);
  return found == caves_.end() ? nullptr : found->second;
}

game::TableOptions CaveStore::table_options(
    const std::shared_ptr<Cave>& shared) {
  Cave& cave = *shared;
  game::TableOptions options;
  if (carver_ && setup_.carve)
    options.carve = [this, weak = std::weak_ptr<Cave>(shared)](
                        const game::Settings& settings) {
      carver_(weak, settings);
    };
  options.local = false;
  options.save_path = cave_path(cave.id, ".json");
  // Every save of the cave, the server's and a player's `save`, goes
  // with the recording's lines since the last one. The table is the
  // cave's, so the cave outlives it; its mutex is held.
  options.writer = [this, &cave](const std::string& path,
                                 game::SaveSnapshot state) {
    // Shared: a handler std::function copies must be copyable. The
    // journal's new entries reach its file before the save naming them.
    SaveWriter::MakeText text =
        [state = std::make_shared<game::SaveSnapshot>(std::move(state)),
         journal = cave.journal_file, path](std::string* error) {
          return state->text_after_journal(path, journal.get(), error);
        };
    if (!cave.recording) return writer_.post(path, std::move(text));
    // Every save checks the recording (its close too: it saves).
    cave.recording->checkpoint(cave.table->game());
    // Copied first: a recording past its size is let go here.
    const std::string recording_path = cave.recording->path();
    std::string pending = recording_pending(cave);
    return writer_.post(path, std::move(text), recording_path,
                        std::move(pending));
  };
  options.round_deadline = std::chrono::seconds(cave.options.deadline_seconds);
  options.is_private = cave.options.is_private;
  options.away_after = setup_.away_after;
  return options;
}

void CaveStore::save(Cave& cave) {
  std::string ignored;  // a table with a writer cannot fail here
  cave.table->autosave(&ignored);
  writer_.post(cave_path(cave.id, ".table.json"), cave_clock_text(cave));
  cave.saved_version = cave.table->version();
  cave.saved_at = Clock::now();
}

std::vector<std::uint32_t> CaveStore::save_all() {
  // A cave being closed is saved too: its strand may never run again.
  for (const auto& held : {&caves_, &closing_})
    for (const auto& [id, cave] : *held) {
      CaveLock lock(cave->mutex);
      if (!cave->closed) seal(*cave);
    }
  writer_.flush();
  return report_saves();
}

// Making a big cave's save takes milliseconds: each is made on its
// cave's strand, never on the loop, and one at a time, so a batch of a
// hundred never holds up every thread while players wait behind it.
void CaveStore::save_due() {
  if (!due_saves_.empty()) return;  // the last batch is still going
  const auto now = Clock::now();
  std::vector<std::pair<Clock::time_point, std::uint32_t>> due;
  for (const auto& [id, cave] : caves_) {
    CaveTryLock lock(cave->mutex, std::try_to_lock);
    if (lock &&
        (cave->save_failed || cave->saved_version != cave->table->version()) &&
        now - cave->saved_at >= setup_.save_every)
      due.emplace_back(cave->saved_at, id);
  }
  // The longest unsaved last, to be taken first.
  std::sort(due.rbegin(), due.rend());
  for (const auto& [saved_at, id] : due) due_saves_.push_back(id);
  save_next_due();
}

void CaveStore::save_next_due() {
  std::shared_ptr<Cave> cave;
  while (!cave && !due_saves_.empty()) {
    cave = share(due_saves_.back());
    due_saves_.pop_back();
  }
  if (!cave) return;
  asio::post(cave->strand, [this, cave] {
    {
      CaveLock lock(cave->mutex);
      if (!cave->closed &&
          (cave->save_failed || cave->saved_version != cave->table->version()))
        save(*cave);
    }
    asio::post(loop_, [this] { save_next_due(); });
  });
}

std::vector<std::uint32_t> CaveStore::report_saves(
    const std::function<void(Cave&)>& told) {
  std::map<std::uint32_t, bool> failed;  // by cave, its last write
  for (auto& outcome : writer_.take_outcomes()) {
    // A full disk fails every save every few seconds: said when it
    // starts and when it ends, not each time.
    if (!outcome.error.empty() && failing_.insert(outcome.path).second)
      std::fprintf(stderr,
                   "wumpus serve: %s (trying again; said once until a save "
                   "of it lands)\n",
                   outcome.error.c_str());
    if (outcome.error.empty() && failing_.erase(outcome.path) > 0)
      std::fprintf(stderr, "wumpus serve: %s is saved again\n",
                   outcome.path.c_str());
    auto cave = cave_saved_at(outcome.path);
    if (!cave) continue;
    failed[cave->id] = !outcome.error.empty();
    asio::post(cave->strand, [cave, outcome = std::move(outcome), told] {
      CaveLock lock(cave->mutex);
      if (cave->closed) return;
      cave->save_failed = !outcome.error.empty();
      const auto version = cave->table->version();
      cave->table->saved(outcome.ticket, outcome.error);
      if (cave->table->version() != version && told) told(*cave);
    });
  }
  std::vector<std::uint32_t> unsaved;
  for (const auto& [id, failure] : failed)
    if (failure) unsaved.push_back(id);
  return unsaved;
}

std::shared_ptr<Cave> CaveStore::cave_saved_at(const std::string& path) {
  const std::string prefix = setup_.state_dir + "/cave-", suffix = ".json";
  if (path.size() <= prefix.size() + suffix.size() ||
      path.compare(0, prefix.size(), prefix) != 0 ||
      path.compare(path.size() - suffix.size(), suffix.size(), suffix) != 0)
    return nullptr;
  const std::string id =
      path.substr(prefix.size(), path.size() - prefix.size() - suffix.size());
  std::uint32_t number = 0;
  const auto [end, problem] =
      std::from_chars(id.data(), id.data() + id.size(), number);
  return problem == std::errc() && end == id.data() + id.size() ? share(number)
                                                                : nullptr;
}

void CaveStore::record(Cave& cave) {
  const std::string path = cave_path(cave.id, ".rec");
  std::error_code code;
  const auto size = std::filesystem::file_size(path, code);
  cave.recorded_bytes = code ? 0 : size;
  if (cave.recorded_bytes >= setup_.limits.recording_bytes) return;  // full
  std::string error;
  cave.recording =
      game::RecordingWriter::open(path, cave.table->game(), &error);
  if (!cave.recording) return;  // the cave plays on, unrecorded
  game::RecordingWriter* writer = cave.recording.get();
  const game::Table* table = cave.table.get();
  cave.table->set_recorder([writer, table](const game::LogEntry& entry) {
    writer->add(entry, table->game());
  });
}

std::string CaveStore::recording_pending(Cave& cave) {
  std::string pending = cave.recording->take_pending();
  if (cave.recorded_bytes + pending.size() <= setup_.limits.recording_bytes) {
    cave.recorded_bytes += pending.size();
    return pending;
  }
  std::fprintf(stderr,
               "wumpus serve: cave %u: its recording reached %llu bytes, "
               "the most kept: no longer recorded\n",
               cave.id, static_cast<unsigned long long>(cave.recorded_bytes));
  cave.table->set_recorder({});
  cave.recording.reset();
  return {};
}

std::shared_ptr<Cave> CaveStore::take_out(std::uint32_t id) {
  const auto found = caves_.find(id);
  if (found == caves_.end()) return nullptr;
  auto cave = found->second;
  caves_.erase(found);
  closing_[id] = cave;
  return cave;
}

void CaveStore::put_back(std::shared_ptr<Cave> cave) {
  closing_.erase(cave->id);
  caves_[cave->id] = std::move(cave);
}

void CaveStore::seal(Cave& cave) {
  save(cave);
  cave.closed = true;
}

// The writer removes them once the cave's last writes have landed: no
// thread waits for that.
void CaveStore::remove_files(std::uint32_t id) {
  writer_.remove({cave_path(id, ".json"), cave_path(id, ".journal"),
                  cave_path(id, ".table.json"), cave_path(id, ".meta.json")});
}

void CaveStore::let_go(std::uint32_t id) {
  closing_.erase(id);
}

std::set<std::uint32_t> CaveStore::live() const {
  std::set<std::uint32_t> ids;
  for (const auto& held : {&caves_, &closing_})
    for (const auto& [id, cave] : *held) ids.insert(id);
  return ids;
}

void CaveStore::resume() {
  std::error_code code;
  for (const auto& entry :
       std::filesystem::directory_iterator(setup_.state_dir, code)) {
    const std::string file = entry.path().filename().string();
    const auto suffix = file.find(".meta.json");
    if (file.rfind("cave-", 0) != 0 || suffix == std::string::npos) continue;
    const std::string name = file.substr(0, suffix);
    std::string problem;
    auto record = read_cave_record(entry.path(), &problem);
    if (record && cave_path(record->id, "") != setup_.state_dir + "/" + name)
      problem = "its record names cave " + std::to_string(record->id);
    if (record && problem.empty() && !resume(*record, &problem)) record.reset();
    if (!record || !problem.empty()) damaged(name, problem);
  }
}

bool CaveStore::resume(const CaveRecord& kept, std::string* error) {
  if (caves_.count(kept.id)) {
    *error = "another record names cave " + std::to_string(kept.id);
    return false;
  }
  auto game = setup_.load(cave_path(kept.id, ".json"), error);
  if (!game) return false;
  Cave& cave = make_cave(kept.id, kept.owner, kept.options, std::move(game));
  restore_cave_clock(cave, read_small_file(cave_path(kept.id, ".table.json")));
  cave.saved_version = cave.table->version();
  cave.saved_at = Clock::now();
  record(cave);
  for (game_api::PlayerId seat : cave.table->seats())
    if (!cave.table->playing(seat)) cave.scored.insert(seat);
  refresh_digest(cave);  // with the invitations and clock restored
  next_cave_ = std::max(next_cave_, kept.id + 1);
  return true;
}

// Said by name at start, and kept for the host; its files are left as
// they are, to be mended or removed by hand.
void CaveStore::damaged(const std::string& name, const std::string& why) {
  damaged_.push_back(name + ": " + base::printable(why));
  std::fprintf(stderr, "wumpus serve: %s is damaged and was not resumed: %s\n",
               name.c_str(), base::printable(why).c_str());
}

std::string CaveStore::cave_path(std::uint32_t id, const char* suffix) const {
  return setup_.state_dir + "/cave-" + std::to_string(id) + suffix;
}

}  // namespace wumpus::server
