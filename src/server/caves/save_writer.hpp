// Makes and writes the server's saves on a thread of their own. A cave's
// state is copied under its lock (game/saves/save_snapshot.hpp) and handed over
// with what makes its text; that text (hundreds of milliseconds for a
// 1000x1000 cave), the writing and its fsyncs then never hold up a
// player's command, nor a join waiting for the cave's lock. A newer save
// of a path replaces one not yet written: only the latest state matters. The
// cave's recording lines go with its save and are appended after it, in
// order, so a recording never runs ahead of the save it resumes from.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

namespace wumpus::server {

class SaveWriter {
 public:
  SaveWriter();
  // Writes whatever is still pending, then stops.
  ~SaveWriter();
  SaveWriter(const SaveWriter&) = delete;
  SaveWriter& operator=(const SaveWriter&) = delete;

  // Called on the writer's thread: the save's text, or nothing with
  // *error when what it stands on could not be written first.
  using MakeText = std::function<std::optional<std::string>(std::string*)>;
  // Writes what `make_text` makes to `path` atomically
  // (base/atomic_file.hpp), then appends `recorded` to the recording at
  // `recording_path` (if any), soon. Returns its ticket: the outcome of a
  // write carries the newest ticket it wrote, so a caller knows which of
  // its posts that write settled.
  std::uint64_t post(const std::string& path, MakeText make_text,
                     const std::string& recording_path = "",
                     std::string recorded = "");
  std::uint64_t post(const std::string& path, std::string text,
                     const std::string& recording_path = "",
                     std::string recorded = "");
  // Returns once everything posted before the call is on disk (or failed),
  // and every removal asked for is done.
  void flush();
  // Removes the files at `paths` once no write to any of them is pending,
  // and returns at once: a closing cave's strand (or thread) never waits
  // for a slow disk. Nothing is to be posted to them afterwards.
  void remove(std::vector<std::string> paths);
  // How each write finished since the last call: its path, and why it
  // failed ("" when it was written).
  struct Outcome {
    std::string path;
    std::string error;
    std::uint64_t ticket = 0;
  };
  std::vector<Outcome> take_outcomes();

 private:
  struct Job {
    MakeText make_text;
    std::string recording_path;
    std::string recorded;  // lines of every job this one replaced, too
    std::uint64_t ticket = 0;
  };
  void work();
  // Takes the removals none of whose paths is pending (under the lock).
  std::vector<std::vector<std::string>> take_ready_removals();
  void keep_unsaved(const std::string& path, std::string recorded);
  std::string take_unsaved(const std::string& path);

  std::mutex mutex_;
  std::condition_variable wake_;                    // work to do, or stopping
  std::condition_variable idle_;                    // a write done
  std::map<std::string, Job> pending_;              // by save path
  std::vector<std::vector<std::string>> removals_;  // see remove()
  // Recording lines whose save failed, by save path (keep_unsaved).
  std::map<std::string, std::string> unsaved_;
  // Paths written once already, their stale temporaries gone (written
  // only by the writing thread).
  std::set<std::string> written_;
  std::uint64_t last_ticket_ = 0;
  bool busy_ = false;  // writing a save, or removing files
  bool stopping_ = false;
  std::vector<Outcome> outcomes_;
  std::thread thread_;
};

}  // namespace wumpus::server
