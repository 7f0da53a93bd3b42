#include "script/rules_log.hpp"

#include "base/printable_lines.hpp"
#include "base/utf8.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <map>
#include <string_view>
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

// How much of the file an earlier start left is read back: the tails it
// kept plus what was appended since they were last written.
constexpr std::size_t kReadBackBytes = kRewriteAfter + (std::size_t{4} << 20);

// Makes `line` printable (no control can forge a line of the file) and
// cuts it to kMaxLineBytes on a UTF-8 character boundary.
void bound(std::string& line) {
  line = base::printable_lines(line);
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

void RulesLog::File::keep(const std::string& line) {
  Tail& tail = tails[mod_of_line(line)];
  tail.lines.push_back(line);
  tail.bytes += line.size() + 1;
  while (tail.lines.size() > kMaxLinesPerSource ||
         tail.bytes > kMaxBytesPerSource) {
    tail.bytes -= tail.lines.front().size() + 1;
    tail.lines.pop_front();
    ++tail.cut;
  }
}

void RulesLog::File::add(const std::string& line) {
  keep(line);
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

// What an earlier start wrote, entry by entry (an entry's traceback lines
// go with it), each mod's newest kept as if just added; the notes of cut
// lines are left out, the rewrite says them again.
void RulesLog::File::read_back() {
  if (std::fseek(handle, 0, SEEK_END) != 0) return;
  const long size = std::ftell(handle);
  if (size <= 0) return;
  const long from = std::max(0L, size - static_cast<long>(kReadBackBytes));
  if (std::fseek(handle, from, SEEK_SET) != 0) return;
  std::string text(static_cast<std::size_t>(size - from), '\0');
  text.resize(std::fread(text.data(), 1, text.size(), handle));
  std::size_t start = 0;
  if (from > 0) {  // from the first whole line
    start = text.find('\n');
    if (start == std::string::npos) return;
    ++start;
  }
  std::string entry;
  const auto keep_entry = [&] {
    bound(entry);  // the file may have been edited since
    if (!entry.empty()) keep(entry);
    entry.clear();
  };
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string_view line(text.data() + start, end - start);
    start = end + 1;
    const bool continues = !line.empty() && !entry.empty() &&
                           (line[0] == ' ' || line[0] == '\t' ||
                            line.starts_with("stack traceback:"));
    if (!continues) keep_entry();
    if (!entry.empty()) entry += '\n';
    const bool cut_note =
        line.starts_with("(") && line.find(" older lines of ") != line.npos;
    if (!cut_note) entry += line;
  }
  keep_entry();
}

std::shared_ptr<RulesLog::File> RulesLog::File::shared(const std::string& path,
                                                       std::string* error) {
  static std::mutex opening;
  static std::map<std::string, std::weak_ptr<File>> open_files;
  std::lock_guard lock(opening);
  std::erase_if(open_files,
                [](const auto& kept) { return kept.second.expired(); });
  std::weak_ptr<File>& known = open_files[path];
  if (auto file = known.lock()) return file;
  std::error_code ignored;
  std::filesystem::create_directories(std::filesystem::path(path).parent_path(),
                                      ignored);
  // Appended to, never wiped: each mod's tail of earlier starts is kept.
  std::FILE* handle = std::fopen(path.c_str(), "a+");
  if (!handle) {
    *error = "cannot write " + path + ": " + std::strerror(errno);
    return nullptr;
  }
  auto file = std::make_shared<File>();
  file->handle = handle;
  file->read_back();
  file->rewrite();
  known = file;
  return file;
}

bool RulesLog::open(const std::string& path, std::string* error) {
  file_ = File::shared(path, error);
  if (!file_) return false;
  // What was said before the file opened (while the rules loaded).
  std::lock_guard lock(file_->mutex);
  for (const std::string& line : queued_) file_->add(line);
  return true;
}

void RulesLog::add(std::string line) {
  bound(line);
  if (file_) {
    std::lock_guard lock(file_->mutex);
    file_->add(line);
  }
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
