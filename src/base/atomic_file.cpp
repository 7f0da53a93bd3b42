#include "base/atomic_file.hpp"

#include "base/escaped.hpp"
#include "base/unique_fd.hpp"

#include <fmt/core.h>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

namespace wumpus::base {
namespace {

namespace fs = std::filesystem;

bool write_all(int fd, std::string_view text) {
  while (!text.empty()) {
    const ssize_t n = ::write(fd, text.data(), text.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    text.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

// Whether `name` is one of mkstemp's ".NAME.XXXXXX" for `target`.
bool is_temporary_of(const std::string& name, const std::string& target) {
  const std::string prefix = "." + target + ".";
  return name.size() == prefix.size() + 6 && name.starts_with(prefix);
}

// Removes the temporaries of `target` in `dir` that no writer holds: a
// writer holds its lock until it renames the file or dies, so an unlocked
// temporary is one a killed writer left behind.
void remove_stale_temporaries(const fs::path& dir, const std::string& target) {
  std::error_code code;
  for (const auto& entry : fs::directory_iterator(dir, code)) {
    const std::string name = entry.path().filename().string();
    if (!is_temporary_of(name, target)) continue;
    const UniqueFd fd(::open(entry.path().c_str(),
                             O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
    if (!fd) continue;
    struct stat info {};
    if (::fstat(fd.get(), &info) == 0 && S_ISREG(info.st_mode) &&
        ::flock(fd.get(), LOCK_EX | LOCK_NB) == 0)
      ::unlink(entry.path().c_str());
  }
}

// Creates and locks a fresh temporary for `target` in `dir`; none, with
// errno set, when the directory cannot take one.
UniqueFd create_temporary(const fs::path& dir, const std::string& target,
                          std::string* temp) {
  while (true) {
    *temp = (dir / ("." + target + ".XXXXXX")).string();
    UniqueFd fd(::mkstemp(temp->data()));
    if (!fd) return fd;
    // A cleaner may have taken the new file for stale and removed it
    // before the lock was ours: then make another.
    struct stat held {
    }, named{};
    if (::flock(fd.get(), LOCK_EX) == 0 && ::fstat(fd.get(), &held) == 0 &&
        ::stat(temp->c_str(), &named) == 0 && held.st_ino == named.st_ino &&
        held.st_dev == named.st_dev)
      return fd;
  }
}

}  // namespace

bool write_atomically(const std::string& path, std::string_view text,
                      std::string* error, StaleTemporaries stale) {
  const fs::path target(path);
  const fs::path dir =
      target.has_parent_path() ? target.parent_path() : fs::path(".");
  const std::string name = target.filename().string();
  if (stale == StaleTemporaries::Remove) remove_stale_temporaries(dir, name);
  std::string temp;
  UniqueFd fd = create_temporary(dir, name, &temp);
  if (!fd) {
    *error = fmt::format("cannot create a file in {}: {}",
                         base::escaped(dir.string()), std::strerror(errno));
    return false;
  }
  // Renamed while still locked, so no cleaner can take it for stale.
  const bool written = write_all(fd.get(), text) && ::fsync(fd.get()) == 0 &&
                       std::rename(temp.c_str(), path.c_str()) == 0;
  const int problem = errno;
  fd.reset();
  if (!written) {
    ::unlink(temp.c_str());
    *error = fmt::format("cannot write {}: {}", base::escaped(path),
                         std::strerror(problem));
    return false;
  }
  if (const UniqueFd dir_fd(
          ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
      dir_fd)
    ::fsync(dir_fd.get());
  return true;
}

}  // namespace wumpus::base
