#include "server/host/server_lock.hpp"

#include <fcntl.h>
#include <fmt/core.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <sstream>

namespace wumpus::server {
namespace {

constexpr std::size_t kMaxRecord = 8192;

flock whole_file(short type) {
  flock lock{};
  lock.l_type = type;
  lock.l_whence = SEEK_SET;
  return lock;
}

LockRecord read_lock_record(int fd) {
  std::string text(kMaxRecord, '\0');
  const ssize_t n = ::pread(fd, text.data(), text.size(), 0);
  text.resize(n > 0 ? static_cast<std::size_t>(n) : 0);
  LockRecord record;
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    const auto eq = line.find('=');
    if (eq == std::string::npos) continue;
    const std::string key = line.substr(0, eq), value = line.substr(eq + 1);
    if (key == "pid") record.pid = std::strtol(value.c_str(), nullptr, 10);
    if (key == "socket") record.socket_path = value;
    if (key == "state") record.state_dir = value;
  }
  return record;
}

std::string describe(const LockRecord& record) {
  return fmt::format("pid {}, listening on {}, state {}", record.pid,
                     record.socket_path, record.state_dir);
}

// The lock at `path`, taken and recorded; an invalid fd with *error when
// another process holds it or the file cannot be opened.
base::UniqueFd lock_and_record(const std::string& path, const std::string& what,
                               const LockRecord& mine, std::string* error) {
  base::UniqueFd fd(::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600));
  if (!fd) {
    *error = fmt::format("cannot open {}: {}", path, std::strerror(errno));
    return {};
  }
  flock lock = whole_file(F_WRLCK);
  if (::fcntl(fd.get(), F_OFD_SETLK, &lock) != 0) {
    *error =
        errno == EAGAIN || errno == EACCES
            ? fmt::format(
                  "another server uses this {} ({}); stop it "
                  "first, or give this one its own --state and "
                  "--socket",
                  what, describe(read_lock_record(fd.get())))
            : fmt::format("cannot lock {}: {}", path, std::strerror(errno));
    return {};
  }
  const std::string text =
      fmt::format("pid={}\nsocket={}\nstate={}\n", mine.pid, mine.socket_path,
                  mine.state_dir);
  if (::ftruncate(fd.get(), 0) != 0 ||
      ::pwrite(fd.get(), text.data(), text.size(), 0) !=
          static_cast<ssize_t>(text.size())) {
    *error = fmt::format("cannot write {}: {}", path, std::strerror(errno));
    return {};
  }
  return fd;
}

}  // namespace

std::string state_lock_path(const std::string& state_dir) {
  return state_dir + "/serve.lock";
}

std::string socket_lock_path(const std::string& socket_path) {
  return socket_path + ".lock";
}

std::optional<ServerLock> ServerLock::take(const std::string& state_dir,
                                           const std::string& socket_path,
                                           std::string* error) {
  const LockRecord mine{static_cast<long>(::getpid()), socket_path, state_dir};
  auto state = lock_and_record(state_lock_path(state_dir), "state directory",
                               mine, error);
  if (!state) return std::nullopt;
  auto socket =
      lock_and_record(socket_lock_path(socket_path), "socket", mine, error);
  if (!socket) return std::nullopt;
  return ServerLock(std::move(state), std::move(socket));
}

std::optional<LockRecord> running_server(const std::string& lock_path) {
  base::UniqueFd fd(::open(lock_path.c_str(), O_RDONLY | O_CLOEXEC));
  if (!fd) return std::nullopt;
  flock lock = whole_file(F_WRLCK);
  if (::fcntl(fd.get(), F_OFD_GETLK, &lock) != 0 || lock.l_type == F_UNLCK)
    return std::nullopt;
  return read_lock_record(fd.get());
}

}  // namespace wumpus::server
