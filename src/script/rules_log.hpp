// Where mods' print and game.log lines go: a log file under the player's
// data directory (mods.log), written at once so nothing is lost when a
// hook fails and kept across starts, and a queue the engine empties into
// "debug" messages after each command. Never the terminal: the UI owns
// it. Everything is bounded and printable: a line's length, each mod's
// share of the file (its oldest lines cut, with a line saying so, also
// across starts) and the queue.
#pragma once

#include <cstddef>
#include <cstdio>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace wumpus::script {

class RulesLog {
 public:
  // A line longer than this is cut, saying how much was (a hook error's
  // traceback, at most 22 levels, fits).
  static constexpr std::size_t kMaxLineBytes = 2048;
  // What the file keeps of each mod (or built-in file, or the engine's
  // own lines): its newest lines within both bounds.
  static constexpr std::size_t kMaxLinesPerSource = 2000;
  static constexpr std::size_t kMaxBytesPerSource = std::size_t{256} << 10;
  // A bound on the queue between two commands, so a mod printing in a
  // loop cannot fill memory or the message log: the newest lines stay.
  static constexpr std::size_t kMaxQueued = 200;

  // Writes to `path` from now on, keeping each source's newest lines of
  // what earlier starts wrote there (within the bounds above); false with
  // *error when it cannot be opened. Without a file, lines only queue.
  // Every log of a process open on one path shares one descriptor and
  // one copy of the tails (a server's caves each have rules, and write to
  // one mods.log from their own threads).
  bool open(const std::string& path, std::string* error);
  // The same file, for the rules that replace these on a reload.
  void share_file_with(RulesLog& other) const { other.file_ = file_; }

  void add(std::string line);
  std::vector<std::string> take();
  bool has_file() const { return file_ != nullptr; }

 private:
  // The file and what it holds of each source, shared by every log on
  // its path; its mutex guards all of it.
  struct File {
    ~File();
    static std::shared_ptr<File> shared(const std::string& path,
                                        std::string* error);
    std::mutex mutex;
    std::FILE* handle = nullptr;
    std::size_t written = 0;  // bytes since the file was last rewritten
    struct Tail {
      std::deque<std::string> lines;
      std::size_t bytes = 0;
      std::size_t cut = 0;  // older lines dropped
    };
    std::map<std::string, Tail> tails;
    void keep(const std::string& line);  // in its tail, not yet written
    void add(const std::string& line);
    void read_back();
    void rewrite();
  };

  std::shared_ptr<File> file_;
  std::deque<std::string> queued_;
  std::size_t dropped_ = 0;
};

}  // namespace wumpus::script
