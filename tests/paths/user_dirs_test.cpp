#include "paths/user_dirs.hpp"
#include "scoped_env.hpp"

#include <catch2/catch.hpp>

#include <pwd.h>
#include <unistd.h>

using wumpus::paths::user_data_dir;
using wumpus::testing::ScopedEnv;

// Without HOME the data directory was "./.local/share/wumpus": a game run
// from a checkout wrote its mods log into the working directory.
TEST_CASE("without HOME the user's directories are under the account's home",
          "[paths]") {
  const ScopedEnv no_data("XDG_DATA_HOME", std::nullopt);
  const passwd* account = getpwuid(getuid());
  REQUIRE(account != nullptr);
  SECTION("HOME unset") {
    const ScopedEnv home("HOME", std::nullopt);
    CHECK(user_data_dir() ==
          std::string(account->pw_dir) + "/.local/share/wumpus");
  }
  SECTION("HOME relative, which the XDG rules ignore") {
    const ScopedEnv home("HOME", "somewhere");
    CHECK(user_data_dir().front() == '/');
  }
  SECTION("HOME set") {
    const ScopedEnv home("HOME", "/home/ann");
    CHECK(user_data_dir() == "/home/ann/.local/share/wumpus");
  }
}
