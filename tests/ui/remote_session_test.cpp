#include "ui/sessions/remote_session.hpp"

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
#include <catch2/catch.hpp>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

using namespace wumpus;

// `ssh HOST COMMAND` runs the forced client with no terminal. Saying
// hello would push the same player's live session out (the server keeps
// one connection per name), so such a client must not connect at all.
TEST_CASE("a client without a terminal never reaches the server",
          "[ui][remote]") {
  const auto path = (std::filesystem::temp_directory_path() /
                     ("wumpus-remote-" + std::to_string(::getpid()) + ".sock"))
                        .string();
  std::filesystem::remove(path);
  const int listener =
      ::socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
  REQUIRE(listener >= 0);
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  std::strncpy(address.sun_path, path.c_str(), sizeof address.sun_path - 1);
  REQUIRE(::bind(listener, reinterpret_cast<sockaddr*>(&address),
                 sizeof address) == 0);
  REQUIRE(::listen(listener, 4) == 0);

  std::FILE* not_a_terminal = std::tmpfile();
  REQUIRE(not_a_terminal != nullptr);
  ui::RemoteOptions options;
  options.socket_path = path;
  options.name = "alice";
  options.terminal.input = not_a_terminal;
  options.terminal.output = not_a_terminal;
  CHECK(ui::run_remote(options) == 1);

  CHECK(::accept(listener, nullptr, nullptr) < 0);
  CHECK(errno == EAGAIN);
  std::fclose(not_a_terminal);
  ::close(listener);
  std::filesystem::remove(path);
}

TEST_CASE("creating a cave sends every choice of the menu", "[ui][remote]") {
  ui::GameChoice choice;
  choice.preset = "hard";
  choice.size = 9;
  choice.levels = 3;
  choice.algorithm = "kruskal";
  choice.graph = "dodecahedron";
  choice.braid = 0.4;
  choice.mods = {"ghosts"};
  choice.settings = {{"ghosts.count", "5"}, {"compass.size", "2"}};
  const net::CaveOptions cave = ui::cave_options(choice, true, true);
  CHECK(cave.preset == "hard");
  CHECK(cave.size == 9);
  CHECK(cave.levels == 3);
  CHECK(cave.algorithm == "kruskal");
  CHECK(cave.graph == "dodecahedron");
  CHECK(cave.braid == 0.4);
  CHECK(cave.mods == std::vector<std::string>{"ghosts"});
  // Only the chosen mods' settings go.
  CHECK(cave.settings ==
        std::map<std::string, std::string>{{"ghosts.count", "5"}});
  CHECK(cave.is_private);
  choice.graph.clear();
  choice.mask = "ring";
  CHECK(ui::cave_options(choice, true, true).mask == "ring");
  // A server that offers no mods plays its own.
  CHECK_FALSE(ui::cave_options(choice, true, false).mods);
  // Nothing chosen: the preset's, and the classic preset by default.
  const net::CaveOptions plain =
      ui::cave_options(ui::GameChoice{}, false, false);
  CHECK(plain.preset == "classic");
  CHECK(plain.levels == 0);
  CHECK(plain.braid < 0);
  CHECK_FALSE(plain.is_private);
}
