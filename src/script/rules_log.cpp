#include "script/rules_log.hpp"

#include "base/utf8.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <utility>

namespace wumpus::script {
namespace {

// The file rewritten from the tails once it has grown by this much: each
// byte is written at most a few times, and the file stays within the
// tails plus this.
constexpr std::size_t kRewriteAfter = std::size_t{4} << 20;

// "ghosts/ghost.lua:3: boo" -> "ghosts"; "ticker.lua:4: x" -> "ticker";
// "scripts/pit.lua:1: x" -> "scripts"; a line of the engine's -> "".
std::string mod_of_line(const std::string& line) {
  const std::size_t colon = line.find(':');
  if (colon == std::string::npos || colon == 0) return {};
  const std::string file = line.substr(0, colon);
  const std::size_t slash = file.find('/');
  if (slash != std::string::npos) return file.substr(0, slash);
  const std::size_t dot = file.rfind(".lua");
  return dot == std::string::npos ? std::string() : file.substr(0, dot);
}

// Cuts `line` to kMaxLineBytes on a UTF-8 character boundary.
void bound(std::string& line) {
  if (line.size() <= RulesLog::kMaxLineBytes) return;
  const std::size_t end = base::utf8_cut(line, RulesLog::kMaxLineBytes);
  const std::size_t cut = line.size() - end;
  line.resize(end);
  line += " [" + std::to_string(cut) + " more bytes cut]";
}

}  // namespace

RulesLog::File::~File() {
  if (handle) std::fclose(handle);
}

void RulesLog::File::add(const std::string& line) {
  Tail& tail = tails[mod_of_line(line)];
  tail.lines.push_back(line);
  tail.bytes += line.size() + 1;
  while (tail.lines.size() > kMaxLinesPerSource ||
         tail.bytes > kMaxBytesPerSource) {
    tail.bytes -= tail.lines.front().size() + 1;
    tail.lines.pop_front();
    ++tail.cut;
  }
  if (!handle) return;
  std::fprintf(handle, "%s\n", line.c_str());
  std::fflush(handle);
  written += line.size() + 1;
  if (written > kRewriteAfter) rewrite();
}

// The file again from the tails, each source's cut lines said first.
void RulesLog::File::rewrite() {
  if (std::fseek(handle, 0, SEEK_SET) != 0 || ftruncate(fileno(handle), 0) != 0)
    return;
  written = 0;
  for (const auto& [source, tail] : tails) {
    if (tail.cut > 0)
      std::fprintf(handle,
                   "(%zu older lines of %s cut: the log keeps the newest "
                   "%zu lines or %zu KiB of each)\n",
                   tail.cut, source.empty() ? "the engine" : source.c_str(),
                   kMaxLinesPerSource, kMaxBytesPerSource >> 10);
    for (const std::string& line : tail.lines)
      std::fprintf(handle, "%s\n", line.c_str());
  }
  std::fflush(handle);
}

bool RulesLog::open(const std::string& path, std::string* error) {
  std::error_code ignored;
  std::filesystem::create_directories(std::filesystem::path(path).parent_path(),
                                      ignored);
  std::FILE* handle = std::fopen(path.c_str(), "w");
  if (!handle) {
    *error = "cannot write " + path + ": " + std::strerror(errno);
    return false;
  }
  file_ = std::make_shared<File>();
  file_->handle = handle;
  // What was said before the file opened (while the rules loaded).
  for (const std::string& line : queued_) file_->add(line);
  return true;
}

void RulesLog::add(std::string line) {
  bound(line);
  if (file_) file_->add(line);
  queued_.push_back(std::move(line));
  if (queued_.size() > kMaxQueued) {
    queued_.pop_front();
    ++dropped_;
  }
}

std::vector<std::string> RulesLog::take() {
  std::vector<std::string> lines;
  if (dropped_ > 0) {
    // Appended piece by piece: "(" + std::string trips GCC 12's false
    // -Wrestrict at -O3.
    std::string note = "(";
    note += std::to_string(dropped_);
    note += " earlier lines cut: see the mods log";
    if (!file_) note += ", which is not kept here";
    note += ")";
    lines.push_back(std::move(note));
  }
  dropped_ = 0;
  lines.insert(lines.end(), std::make_move_iterator(queued_.begin()),
               std::make_move_iterator(queued_.end()));
  queued_.clear();
  return lines;
}

}  // namespace wumpus::script
