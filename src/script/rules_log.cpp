#include "script/rules_log.hpp"

#include "script/lua_rules.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>

namespace wumpus::script {

bool RulesLog::open(const std::string& path, std::string* error) {
  std::error_code ignored;
  std::filesystem::create_directories(std::filesystem::path(path).parent_path(),
                                      ignored);
  std::FILE* file = std::fopen(path.c_str(), "w");
  if (!file) {
    *error = "cannot write " + path + ": " + std::strerror(errno);
    return false;
  }
  file_.reset(file, &std::fclose);
  // What was said before the file opened (while the rules loaded).
  for (const std::string& line : queued_)
    std::fprintf(file, "%s\n", line.c_str());
  std::fflush(file);
  return true;
}

void RulesLog::add(const std::string& line) {
  if (file_) {
    std::fprintf(file_.get(), "%s\n", line.c_str());
    std::fflush(file_.get());
  }
  if (queued_.size() < kMaxQueued)
    queued_.push_back(line);
  else
    ++dropped_;
}

std::vector<std::string> RulesLog::take() {
  if (dropped_ > 0) {
    // Appended piece by piece: "(" + std::string trips GCC 12's false
    // -Wrestrict at -O3.
    std::string note = "(";
    note += std::to_string(dropped_);
    note += " more lines: see the mods log";
    if (!file_) note += ", which is not kept here";
    note += ")";
    queued_.push_back(std::move(note));
  }
  dropped_ = 0;
  return std::exchange(queued_, {});
}

}  // namespace wumpus::script
