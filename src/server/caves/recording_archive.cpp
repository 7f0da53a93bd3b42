#include "server/caves/recording_archive.hpp"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <filesystem>
#include <optional>
#include <vector>

namespace wumpus::server {
namespace {

namespace fs = std::filesystem;

// N of "cave-N.rec".
std::optional<std::uint32_t> recorded_cave(const std::string& file) {
  constexpr std::string_view prefix = "cave-", suffix = ".rec";
  if (file.size() <= prefix.size() + suffix.size() ||
      file.compare(0, prefix.size(), prefix) != 0 ||
      file.compare(file.size() - suffix.size(), suffix.size(), suffix) != 0)
    return std::nullopt;
  std::uint32_t id = 0;
  const char* first = file.data() + prefix.size();
  const char* last = file.data() + file.size() - suffix.size();
  const auto [end, code] = std::from_chars(first, last, id);
  if (code != std::errc() || end != last) return std::nullopt;
  return id;
}

}  // namespace

std::size_t prune_recordings(const std::string& dir,
                             const std::set<std::uint32_t>& live,
                             std::size_t kept, std::uint32_t days) {
  struct Closed {
    fs::path path;
    fs::file_time_type written;
  };
  std::vector<Closed> closed;
  std::error_code code;
  for (const auto& entry : fs::directory_iterator(dir, code)) {
    const auto id = recorded_cave(entry.path().filename().string());
    if (!id || live.count(*id)) continue;
    const auto written = entry.last_write_time(code);
    if (!code) closed.push_back({entry.path(), written});
  }
  std::sort(closed.begin(), closed.end(), [](const Closed& a, const Closed& b) {
    return a.written > b.written;
  });
  const auto oldest_kept =
      fs::file_time_type::clock::now() - std::chrono::hours(24) * days;
  std::size_t removed = 0;
  for (std::size_t i = 0; i < closed.size(); ++i)
    if (i >= kept || closed[i].written < oldest_kept)
      removed += fs::remove(closed[i].path, code) ? 1 : 0;
  return removed;
}

}  // namespace wumpus::server
