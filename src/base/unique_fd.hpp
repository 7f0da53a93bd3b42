// Owns one file descriptor and closes it when it goes: the one way every
// layer holds a descriptor it opened (a socket, a file, a directory), so
// none leaks on an early return and none is closed twice.
#pragma once

#include <unistd.h>

#include <utility>

namespace wumpus::base {

class UniqueFd {
 public:
  UniqueFd() = default;
  // Takes `fd` (-1: none, as a failed open() returns).
  explicit UniqueFd(int fd) : fd_(fd) {}
  ~UniqueFd() { reset(); }
  UniqueFd(UniqueFd&& other) noexcept : fd_(other.release()) {}
  UniqueFd& operator=(UniqueFd&& other) noexcept {
    if (this != &other) reset(other.release());
    return *this;
  }
  UniqueFd(const UniqueFd&) = delete;
  UniqueFd& operator=(const UniqueFd&) = delete;

  int get() const { return fd_; }
  explicit operator bool() const { return fd_ >= 0; }
  // Gives the descriptor up without closing it.
  int release() { return std::exchange(fd_, -1); }
  // Closes the one held, if any, and holds `fd` instead.
  void reset(int fd = -1) {
    if (fd_ >= 0) ::close(fd_);
    fd_ = fd;
  }

 private:
  int fd_ = -1;
};

}  // namespace wumpus::base
