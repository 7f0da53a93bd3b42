#include "game/atomic_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

namespace wumpus::game {
namespace {

bool write_all(int fd, const std::string& text) {
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

}  // namespace

bool write_atomically(const std::string& path, const std::string& text,
                      std::string* error) {
  const std::filesystem::path target(path);
  const auto dir = target.has_parent_path() ? target.parent_path()
                                            : std::filesystem::path(".");
  std::string temp =
      (dir / ("." + target.filename().string() + ".XXXXXX")).string();
  const int fd = ::mkstemp(temp.data());
  if (fd < 0) {
    *error =
        "cannot create a file in " + dir.string() + ": " + std::strerror(errno);
    return false;
  }
  const bool written = write_all(fd, text) && ::fsync(fd) == 0;
  const int saved_errno = errno;
  ::close(fd);
  if (!written || std::rename(temp.c_str(), path.c_str()) != 0) {
    *error = "cannot write " + path + ": " +
             std::strerror(written ? errno : saved_errno);
    ::unlink(temp.c_str());
    return false;
  }
  const int dir_fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY);
  if (dir_fd >= 0) {
    ::fsync(dir_fd);
    ::close(dir_fd);
  }
  return true;
}

}  // namespace wumpus::game
