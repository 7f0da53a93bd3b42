// The one owner of raw descriptors (base/unique_fd.hpp).
#include "base/unique_fd.hpp"

#include <catch2/catch.hpp>

#include <fcntl.h>
#include <unistd.h>

#include <utility>

using wumpus::base::UniqueFd;

namespace {

bool is_open(int fd) {
  return ::fcntl(fd, F_GETFD) != -1;
}

}  // namespace

TEST_CASE("a descriptor is closed once, by its last owner", "[base][fd]") {
  int raw = -1;
  {
    UniqueFd fd(::open("/dev/null", O_RDONLY | O_CLOEXEC));
    REQUIRE(fd);
    raw = fd.get();
    UniqueFd moved = std::move(fd);
    CHECK_FALSE(fd);
    CHECK(moved.get() == raw);
    CHECK(is_open(raw));
  }
  CHECK_FALSE(is_open(raw));

  UniqueFd kept(::open("/dev/null", O_RDONLY | O_CLOEXEC));
  const int released = kept.release();
  CHECK_FALSE(kept);
  CHECK(is_open(released));
  ::close(released);

  UniqueFd none(-1);
  CHECK_FALSE(none);
  none.reset(::open("/dev/null", O_RDONLY | O_CLOEXEC));
  CHECK(none);
}
