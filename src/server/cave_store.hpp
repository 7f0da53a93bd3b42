// The caves a server holds and their keeping on disk. Each cave has, in
// the state directory, its record (cave-N.meta.json: id, owner, how it
// was made), its save (cave-N.json) and its recording (cave-N.rec). The
// store makes new caves, saves changed ones now and then without holding
// up players (the writing happens on a thread, save_writer.hpp), saves
// them all on shutdown, and resumes them all on start. Touched only from
// the event loop.
#pragma once

#include "game/recording.hpp"
#include "game/table.hpp"
#include "net/protocol.hpp"
#include "server/save_writer.hpp"
#include "server/server_setup.hpp"

#include <asio.hpp>

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace wumpus::server {

class Session;

struct Cave {
  std::uint32_t id = 0;
  std::string owner;
  net::CaveOptions options;
  std::shared_ptr<game::Table> table;
  std::set<Session*> sessions;      // seated or watching
  std::set<game::PlayerId> scored;  // seats whose game ended and is scored
  // The last message sent to each seat, so a rejoin sends only newer ones.
  std::map<game::PlayerId, std::uint64_t> delivered;
  std::uint64_t saved_version = 0;
  std::chrono::steady_clock::time_point saved_at{};
  std::unique_ptr<game::RecordingWriter> recording;
  std::uint64_t recorded_bytes = 0;  // the recording's size on disk
  // Made or resumed: a cave is idle since its last input, or since this
  // when nobody has played it in this run.
  std::chrono::steady_clock::time_point opened_at =
      std::chrono::steady_clock::now();
};

// What cave-N.meta.json keeps: enough to load the cave's save again.
struct CaveRecord {
  std::uint32_t id = 0;
  std::string owner;
  net::CaveOptions options;
};

class CaveStore {
 public:
  // `setup` (its state directory, create and load) must outlive the store.
  CaveStore(asio::io_context& io, const ServerSetup& setup);

  // A new cave owned by `owner` playing `game` (made by setup.create,
  // cave_maker.hpp), its record on disk and its first save under way;
  // nothing, with *error, when its record cannot be written.
  Cave* add(const std::string& owner, const net::CaveOptions& options,
            std::unique_ptr<game::Game> game, std::string* error);
  // Saves the cave one last time and lets it go: its save and record
  // leave the state directory, its recording stays for replay.
  void close(std::uint32_t id);
  // Takes up every cave whose record and save are in the state directory;
  // a cave that cannot be (its record or save damaged) is said on stderr
  // by name and listed in damaged().
  void resume();
  // "cave-N: why", one per cave found but not resumed.
  const std::vector<std::string>& damaged() const { return damaged_; }
  Cave* find(std::uint32_t id);
  std::map<std::uint32_t, Cave>& caves() { return caves_; }
  std::size_t size() const { return caves_.size(); }

  // Saves the caves changed since their last save that are due one.
  void save_due();
  // Saves every cave and returns once all is on disk (shutting down).
  void save_all();
  // Prints what failed to be written since the last call, and tells each
  // cave how its saves went (a player's `save` is answered then); the
  // caves whose players were told, to be published.
  std::vector<Cave*> report_saves();

 private:
  game::TableOptions table_options(std::uint32_t id,
                                   const net::CaveOptions& cave);
  // Starts (or continues) the cave's recording.
  void record(Cave& cave);
  // The recording's lines since the last save, or none once the cave's
  // recording is as large as the host allows (then it stops).
  std::string recording_pending(Cave& cave);
  // Hands the cave's state, and its recording since, to the writer.
  void save(Cave& cave);
  void save_next_due();
  std::string cave_path(std::uint32_t id, const char* suffix) const;
  bool resume(const CaveRecord& kept, std::string* error);
  Cave* cave_saved_at(const std::string& path);
  void damaged(const std::string& name, const std::string& why);

  asio::io_context& io_;
  const ServerSetup& setup_;
  std::map<std::uint32_t, Cave> caves_;
  std::uint32_t next_cave_ = 1;
  std::vector<std::uint32_t> due_saves_;  // cave ids, next last
  std::vector<std::string> damaged_;
  SaveWriter writer_;
};

}  // namespace wumpus::server
