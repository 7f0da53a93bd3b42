#include "script/mod_storage.hpp"

#include "base/atomic_file.hpp"
#include "base/data_file.hpp"
#include "base/unique_fd.hpp"

#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <system_error>

namespace wumpus::script {
namespace {

using json = nlohmann::json;

std::string file_of(const std::string& dir, const std::string& mod) {
  return dir + "/" + mod + ".json";
}

std::map<std::string, game::Value> parse(const std::string& text) {
  std::map<std::string, game::Value> values;
  const json j = json::parse(text, nullptr, false);
  if (!j.is_object()) return values;
  for (const auto& [key, value] : j.items()) {
    if (key.size() > ModStorage::kMaxKeyBytes) continue;
    if (value.is_boolean())
      values[key] = value.get<bool>();
    else if (value.is_number_integer())
      values[key] = value.get<std::int64_t>();
    else if (value.is_number_float())
      values[key] = value.get<double>();
    else if (value.is_string())
      values[key] = value.get<std::string>();
  }
  return values;
}

std::string dump(const std::map<std::string, game::Value>& values) {
  json j = json::object();
  for (const auto& [key, value] : values)
    j[key] = std::visit([](const auto& v) { return json(v); }, value);
  return j.dump(1) + "\n";
}

// An exclusive lock on the storage directory itself, held while a store
// reads and rewrites a file: flock excludes other processes and, through
// each lock's own open descriptor, the other caves' threads alike.
base::UniqueFd lock_directory(const std::string& dir, std::string* error) {
  base::UniqueFd fd(::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  int status = fd ? 0 : -1;
  while (fd && (status = ::flock(fd.get(), LOCK_EX)) != 0 && errno == EINTR) {
  }
  if (status != 0) {
    *error = "cannot lock " + dir + ": " + std::strerror(errno);
    return {};
  }
  return fd;
}

}  // namespace

void ModStorage::set_dir(std::string dir) {
  dir_ = std::move(dir);
  mods_.clear();
}

ModStorage::Values& ModStorage::values_of(const std::string& mod) {
  Kept& kept = mods_[mod];
  if (dir_.empty()) return kept.values;
  const std::string file = file_of(dir_, mod);
  struct stat info {};
  Stamp stamp;
  if (::stat(file.c_str(), &info) == 0)
    stamp = {static_cast<std::uint64_t>(info.st_ino),
             static_cast<std::uint64_t>(info.st_size),
             static_cast<std::uint64_t>(info.st_mtim.tv_sec) * 1000000000u +
                 static_cast<std::uint64_t>(info.st_mtim.tv_nsec)};
  if (kept.read && stamp == kept.stamp) return kept.values;
  kept.read = true;
  kept.stamp = stamp;
  kept.values.clear();
  std::string ignored;
  if (const auto text =
          base::read_data_file(file, "mod storage", kMaxFileBytes, &ignored))
    kept.values = parse(*text);
  return kept.values;
}

const game::Value* ModStorage::get(const std::string& mod,
                                   const std::string& key) {
  const Values& values = values_of(mod);
  const auto found = values.find(key);
  return found == values.end() ? nullptr : &found->second;
}

bool ModStorage::set(const std::string& mod, const std::string& key,
                     std::optional<game::Value> value, std::string* error) {
  base::UniqueFd lock;
  if (!dir_.empty()) {
    // Made on the first store, so a game whose mods keep nothing leaves
    // no directory behind.
    std::error_code made;
    std::filesystem::create_directories(dir_, made);
    if (made) {
      *error = "cannot make " + dir_ + ": " + made.message();
      return false;
    }
    if (!(lock = lock_directory(dir_, error))) return false;
  }
  Values& values = values_of(mod);  // as the file stands, under the lock
  Values changed = values;
  if (value)
    changed[key] = std::move(*value);
  else
    changed.erase(key);
  if (changed == values) return true;
  const std::string text = dump(changed);
  if (text.size() > kMaxFileBytes) {
    *error = "the mod's storage would grow past " +
             std::to_string(kMaxFileBytes) + " bytes";
    return false;
  }
  if (!dir_.empty() && !base::write_atomically(file_of(dir_, mod), text, error))
    return false;
  values = std::move(changed);
  mods_[mod].read = dir_.empty();  // else read again, with its new stamp
  return true;
}

}  // namespace wumpus::script
