// Where mods' print and game.log lines go: a log file under the player's
// data directory (mods.log), written at once so nothing is lost when a
// hook fails, and a queue the engine empties into "debug" messages after
// each command. Never the terminal: the UI owns it.
#pragma once

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace wumpus::script {

class RulesLog {
 public:
  // Writes to `path` from now on (truncating it); false with *error when
  // it cannot be opened. Without a file, lines only queue.
  bool open(const std::string& path, std::string* error);
  // The same file, for the rules that replace these on a reload.
  void share_file_with(RulesLog& other) const { other.file_ = file_; }

  void add(const std::string& line);
  std::vector<std::string> take();
  bool has_file() const { return file_ != nullptr; }

 private:
  // A bound on the queue between two commands, so a mod printing in a
  // loop cannot fill memory; the file still gets every line.
  static constexpr std::size_t kMaxQueued = 200;

  std::shared_ptr<std::FILE> file_;
  std::vector<std::string> queued_;
  std::size_t dropped_ = 0;
};

}  // namespace wumpus::script
