// `wumpus play` as a user runs it: options, presets, errors, headless
// output. Runs the real binary with the real Lua rules.
#include "game/layout/solver.hpp"
#include "script/lua_game_fixtures.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

namespace {

struct Run {
  int status = -1;
  std::string out, err;
};

// Runs `wumpus play ARGS` with `input` on stdin, in a scratch directory.
Run play(const std::string& args, const std::string& input = "") {
  const wumpus::testing::TempDir scratch("play-cli");
  const auto& dir = scratch.path();
  scratch.write("in", input);
  const std::string command =
      "cd '" + dir.string() +
      "' && WUMPUS_DATA_DIR='" WUMPUS_SOURCE_DIR "' XDG_DATA_HOME='" +
      (dir / "xdg").string() + "' '" WUMPUS_BINARY "' play " + args +
      " <in >out 2>err";
  Run run;
  const int status = std::system(command.c_str());
  run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  run.out = wumpus::testing::read_text(dir / "out");
  run.err = wumpus::testing::read_text(dir / "err");
  return run;
}

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("play --headless starts from a preset with options over it",
          "[app][play]") {
  const Run easy = play("--headless --preset easy --seed 5", "inventory\n");
  REQUIRE(easy.status == 0);
  CHECK(has(easy.out, "wumpus: 6x6 cave, preset easy, seed 5"));
  CHECK(has(easy.out, "You carry 5 arrows"));
  const Run sized = play("--headless --preset hard --seed 5 --size 7", "");
  REQUIRE(sized.status == 0);
  CHECK(has(sized.out, "wumpus: hex 7x7 cave, preset hard"));
  const Run file = play(
      "--headless --preset " WUMPUS_SOURCE_DIR "/data/presets/easy.json", "");
  CHECK(file.status == 0);
  CHECK(has(file.out, "cave, preset easy, seed"));  // the file's stem
}

// Classic has hex rooms: a graph, mask, levels, wrap or weave asked for
// on the command line gets square rooms instead of a refusal, unless
// --shape asks for the tiling too.
TEST_CASE("an outline on the command line wins over the preset's tiling",
          "[app][play]") {
  const Run graph = play("--headless --seed 3 --graph dodecahedron", "");
  INFO(graph.err);
  CHECK(graph.status == 0);
  CHECK(has(graph.out, "wumpus: 20-room cave"));
  CHECK(play("--headless --seed 3 --levels 2 --size 4", "").status == 0);
  CHECK(play("--headless --seed 3 --wrap x", "").status == 0);
  const Run both = play("--headless --shape hex --graph dodecahedron", "");
  CHECK(both.status != 0);
  CHECK(has(both.err, "need plain square rooms, not shape hex"));
}

TEST_CASE("play refuses bad options with a clear message", "[app][play]") {
  Run run = play("--json");
  CHECK(run.status == 2);
  CHECK(has(run.err, "--json needs --headless"));
  run = play("--headless --preset nonesuch");
  CHECK(run.status == 1);
  CHECK(has(run.err, "cannot open the preset"));
  run = play("--headless --size 0");
  CHECK(run.status == 2);
  run = play("--headless --braid 3");
  CHECK(run.status == 2);
  run = play("--headless --seed -4");
  CHECK(run.status == 1);
  CHECK(has(run.err, "--seed must be"));
  run = play("--headless --load /nonexistent/save.json");
  CHECK(run.status == 2);
}

TEST_CASE("play --load refuses a damaged save and resumes a good one",
          "[app][play]") {
  const wumpus::testing::TempDir dir("play-cli-save");
  const std::filesystem::path save = dir.file("save.json");
  Run run = play("--headless --seed 12 --size 5",
                 "wait\nsave " + save.string() + "\n");
  REQUIRE(run.status == 0);
  REQUIRE(has(run.out, "Game saved to"));
  run = play("--headless --load " + save.string(), "inventory\n");
  CHECK(run.status == 0);
  CHECK(has(run.out, "seed 12"));
  CHECK(has(run.out, "turn 1 |"));

  std::string text = wumpus::testing::read_text(save);
  std::ofstream(save) << text.substr(0, text.size() / 2);
  run = play("--headless --load " + save.string());
  CHECK(run.status == 1);
  CHECK(has(run.err, "cannot load"));
}

TEST_CASE("a game solved in process wins when replayed by the binary",
          "[app][play][replay]") {
  using namespace wumpus::game;
  for (const std::uint64_t seed : {21u, 22u, 23u}) {
    Settings settings;
    std::string error;
    REQUIRE(apply_preset(WUMPUS_SOURCE_DIR "/data/presets/classic.json",
                         &settings, &error));
    settings.width = settings.height = 6;
    settings.seed = seed;
    auto game = Game::create(
        settings, wumpus::game::testing::builtin_lua_rules(), &error);
    REQUIRE(game);
    const wumpus::game_api::PlayerId me = game->add_player("player");
    REQUIRE(solve_game(*game, me).won);
    std::string input;
    for (const auto& entry : game->log())
      if (entry.kind == LogEntry::Kind::Line) input += entry.text + "\n";
    const Run run =
        play("--headless --size 6 --seed " + std::to_string(seed), input);
    INFO(run.out << run.err);
    REQUIRE(run.status == 0);
    CHECK(has(run.out, "*** You won! Score " +
                           std::to_string(game->score(me).points) + "."));
  }
}
