// The caves a server holds and their keeping on disk. Each cave has, in
// the state directory, its record (cave-N.meta.json: id, owner, how it
// was made), its save (cave-N.json) and its recording (cave-N.rec). The
// store makes new caves, saves changed ones now and then without holding
// up players (the writing happens on a thread, save_writer.hpp), saves
// them all on shutdown, and resumes them all on start. The store itself
// (which caves there are) is the event loop's; each cave's game is its
// own (see Cave).
#pragma once

#include "game/saves/journal_file.hpp"
#include "game/saves/recording.hpp"
#include "game/table/table.hpp"
#include "net/protocol.hpp"
#include "server/caves/cave_digest.hpp"
#include "server/caves/save_writer.hpp"
#include "server/server_setup.hpp"

#include <asio.hpp>

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace wumpus::server {

class ClientSession;

// Who is sent a cave's changes, and what they were last sent.
struct Recipient {
  std::weak_ptr<ClientSession> session;
  game_api::PlayerId player = 0;  // the seat, or the player watched
  bool watching = false;
  // The session's seat this is (ClientSession::seat_epoch): what is built for
  // one seat is never delivered to the next.
  std::uint64_t seat_epoch = 0;
  std::uint64_t seen_version = 0;
  std::uint64_t seen_seq = 0;
  std::shared_ptr<const game_api::PlayerView> last_view;
};

// A cave's game runs on its strand: its events stay in order while
// other caves' run beside it on the server's other threads. Whatever
// touches the cave's state below (the strand's handlers: moves, joins,
// watches, leaves, saves and its close) holds its mutex; the event loop
// reads the cave through its digest and never waits for the mutex (it
// only tries it, CaveTryLock).
struct Cave {
  explicit Cave(asio::io_context& io) : strand(asio::make_strand(io)) {}

  asio::strand<asio::io_context::executor_type> strand;
  std::mutex mutex;
  bool closed = false;  // closed or shut down: later events are ignored
  std::uint32_t id = 0;
  std::string owner;
  net::CaveOptions options;
  std::shared_ptr<game::Table> table;
  std::map<const ClientSession*, Recipient> recipients;  // seated or watching
  // Each player's view as last built and the game's view revision then:
  // a publish builds again only the views a change reached (Server::publish).
  struct BuiltView {
    std::uint64_t revision = 0;
    std::shared_ptr<const game_api::PlayerView> view;
  };
  std::map<game_api::PlayerId, BuiltView> views;
  DigestSlot digest;                    // what the loop reads without the mutex
  std::set<game_api::PlayerId> scored;  // seats whose game ended and is scored
  // The last message sent to each seat, so a rejoin sends only newer
  // ones: the loop's alone, as the sessions are.
  std::map<game_api::PlayerId, std::uint64_t> delivered;
  std::uint64_t saved_version = 0;
  // The loop's: the most rooms a `new` was asked for here (its creation's
  // at first), what a `new` without a size is charged (request_guard.hpp).
  std::uint64_t new_rooms = 0;
  // The last save of the cave failed (a full disk): it is tried again
  // every save_every, changed or not, until one lands.
  bool save_failed = false;
  std::chrono::steady_clock::time_point saved_at{};
  std::unique_ptr<game::RecordingWriter> recording;
  // What the save writer's thread knows of cave-N.journal (only it
  // touches it).
  std::shared_ptr<game::JournalFileState> journal_file =
      std::make_shared<game::JournalFileState>();
  std::uint64_t recorded_bytes = 0;  // the recording's size on disk
  // Made or resumed: a cave is idle since its last input, or since this
  // when nobody has played it in this run.
  std::chrono::steady_clock::time_point opened_at =
      std::chrono::steady_clock::now();
};

using CaveLock = std::lock_guard<std::mutex>;
// For the loop's periodic checks: a cave busy on its strand (a save
// takes milliseconds) is not waited for but checked on the next tick.
using CaveTryLock = std::unique_lock<std::mutex>;

// What cave-N.meta.json keeps: enough to load the cave's save again.
struct CaveRecord {
  std::uint32_t id = 0;
  std::string owner;
  net::CaveOptions options;
};

class CaveStore {
 public:
  // Called on a cave's strand, its mutex held, when its `new` is to be
  // carved elsewhere (game::TableOptions::carve).
  using Carver = std::function<void(const std::weak_ptr<Cave>& cave,
                                    const game::Settings& settings)>;
  // `setup` (its state directory, create and load) must outlive the store.
  // Caves' strands run on `io`; the store is the loop's (`loop`). Without
  // a carver, caves carve their `new` in place.
  CaveStore(asio::io_context& io, asio::any_io_executor loop,
            const ServerSetup& setup, Carver carver = {});

  // A new cave owned by `owner` playing `game` (made by setup.create,
  // cave_maker.hpp), its record on disk and its first save under way;
  // nothing, with *error, when its record cannot be written.
  Cave* add(const std::string& owner, const net::CaveOptions& options,
            std::unique_ptr<game::Game> game, std::string* error);
  // Closing a cave, in steps that never make the loop wait for the
  // cave's mutex or for the disk. The loop takes it out (no longer found,
  // listed or joined); its strand seals it (a last save, later events
  // ignored; its mutex held), then, the mutex let go, removes its save
  // and record once written (its recording stays for replay); the loop
  // lets it go. A cave its strand finds in use again is put back.
  std::shared_ptr<Cave> take_out(std::uint32_t id);
  void put_back(std::shared_ptr<Cave> cave);
  void seal(Cave& cave);
  void remove_files(std::uint32_t id);
  void let_go(std::uint32_t id);
  // Takes up every cave whose record and save are in the state directory;
  // a cave that cannot be (its record or save damaged) is said on stderr
  // by name and listed in damaged().
  void resume();
  // "cave-N: why", one per cave found but not resumed.
  const std::vector<std::string>& damaged() const { return damaged_; }
  Cave* find(std::uint32_t id);
  std::shared_ptr<Cave> share(std::uint32_t id);
  const std::map<std::uint32_t, std::shared_ptr<Cave>>& caves() const {
    return caves_;
  }
  std::size_t size() const { return caves_.size(); }
  // The caves held and those being closed, whose recordings are written.
  std::set<std::uint32_t> live() const;

  // Has the caves changed since their last save that are due one saved,
  // each on its strand, one after another.
  void save_due();
  // Saves every cave, closes them to further events, and returns once
  // all is on disk (shutting down): the caves that could not be saved.
  std::vector<std::uint32_t> save_all();
  // Tells each cave, on its strand, how its saves went since the last
  // call (a player's `save` is answered then, and its players hear once
  // that saving fails, and once that it works again); `told` is called
  // there, the cave's mutex held, for each cave whose players were told.
  // A file that starts or stops failing is said on stderr, once. Returns
  // the caves whose last write failed.
  std::vector<std::uint32_t> report_saves(
      const std::function<void(Cave&)>& told = {});

 private:
  game::TableOptions table_options(const std::shared_ptr<Cave>& cave);
  // Starts (or continues) the cave's recording.
  void record(Cave& cave);
  // The recording's lines since the last save, or none once the cave's
  // recording is as large as the host allows (then it stops).
  std::string recording_pending(Cave& cave);
  // Hands the cave's state, and its recording since, to the writer; the
  // cave's mutex held.
  void save(Cave& cave);
  void save_next_due();
  Cave& make_cave(std::uint32_t id, const std::string& owner,
                  const net::CaveOptions& options,
                  std::unique_ptr<game::Game> game);
  std::string cave_path(std::uint32_t id, const char* suffix) const;
  bool resume(const CaveRecord& kept, std::string* error);
  std::shared_ptr<Cave> cave_saved_at(const std::string& path);
  void damaged(const std::string& name, const std::string& why);

  asio::io_context& io_;
  asio::any_io_executor loop_;
  const ServerSetup& setup_;
  Carver carver_;
  std::map<std::uint32_t, std::shared_ptr<Cave>> caves_;
  std::map<std::uint32_t, std::shared_ptr<Cave>> closing_;  // taken out
  std::uint32_t next_cave_ = 1;
  std::vector<std::uint32_t> due_saves_;  // cave ids, next last
  std::vector<std::string> damaged_;
  std::set<std::string> failing_;  // paths whose last write failed
  SaveWriter writer_;
};

}  // namespace wumpus::server
