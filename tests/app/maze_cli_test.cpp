// `wumpus maze` as a user runs it: the real binary, its stdout, stderr and
// exit status, for good input and for every kind of bad input.
#include "app/maze_cli_runner.hpp"
#include "maze/generator.hpp"

#include <fmt/core.h>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

using wumpus::testing::Result;
using wumpus::testing::run_maze;

namespace {

// A scratch file for masks and graphs, removed with the test case.
struct ScratchFile {
  explicit ScratchFile(const std::string& text)
      : path(std::filesystem::temp_directory_path() /
             ("wumpus-maze-cli-" + std::to_string(getpid()) + "-" +
              std::to_string(next++))) {
    std::ofstream(path) << text;
  }
  ~ScratchFile() { std::filesystem::remove(path); }
  std::string name() const { return path.string(); }
  std::filesystem::path path;
  static inline int next = 0;
};

std::size_t count_char(const std::string& text, char c) {
  return static_cast<std::size_t>(std::count(text.begin(), text.end(), c));
}

}  // namespace

TEST_CASE("maze refuses bad input with one line and status 2",
          "[app][maze-cli]") {
  const ScratchFile empty_mask("; nothing here\n...\n");
  const ScratchFile split_mask("XX..XX\n");
  const ScratchFile bad_char_mask("XX\nXo\n");
  const ScratchFile looped_graph("rooms 2\n0 0\n");
  const ScratchFile split_graph("rooms 3\n0 1\n");
  const std::vector<std::vector<std::string>> cases = {
      {"--algorithm", "nope"},
      {"--width", "0"},
      {"--width", "16385"},
      {"--height", "0"},
      {"--height", "-4"},
      {"--levels", "0"},
      {"--width", "16384", "--height", "16384", "--levels", "2"},
      {"--mask", "/nonexistent/mask"},
      {"--mask", empty_mask.name()},
      {"--mask", split_mask.name()},
      {"--mask", bad_char_mask.name()},
      {"--mask", WUMPUS_SOURCE_DIR},
      {"--mask", "ring", "--width", "5"},
      {"--graph", "/nonexistent/graph"},
      {"--graph", looped_graph.name()},
      {"--graph", split_graph.name()},
      {"--graph", "dodecahedron", "--mask", "ring"},
      {"--graph", "dodecahedron", "--levels", "2"},
      {"--graph", "dodecahedron", "--algorithm", "eller"},
      {"--levels", "2", "--algorithm", "sidewinder"},
      {"--mask", "ring", "--algorithm", "binary-tree"},
      {"--braid", "1.5"},
      {"--braid", "-0.1"},
      {"--format", "pdf"},
      {"--cell-selection", "oldest"},
      {"--complexity", "2"},
      {"--density", "-1"},
      {"--seed", "x12"},
      {"--seed", "-3"},
      {"--width", "abc"},
      {"--no-such-option"},
      {"--width"},
      {"--output", "/nonexistent/dir/maze.txt"},
  };
  for (const auto& args : cases) {
    std::string shown;
    for (const std::string& arg : args) shown += arg + " ";
    INFO("wumpus maze " << shown);
    const Result result = run_maze(args);
    CHECK(result.status == 2);
    CHECK(result.out.empty());
    CHECK(count_char(result.err, '\n') == 1);
    CHECK(result.err.rfind("wumpus maze: ", 0) == 0);
  }
}

TEST_CASE("maze error lines say what is wrong", "[app][maze-cli]") {
  CHECK(run_maze({"-a", "nope"}).err ==
        "wumpus maze: unknown algorithm 'nope' (wumpus maze --list shows "
        "them)\n");
  CHECK(run_maze({"-W", "0"}).err ==
        "wumpus maze: --width must be from 1 to 16384 (got 0)\n");
  CHECK(run_maze({"--graph", "dodecahedron", "-a", "eller"}).err ==
        "wumpus maze: eller cannot carve a room graph: it carves row by "
        "row along the rows and columns of a plain rectangle (it supports: "
        "rectangle)\n");
  CHECK(run_maze({"--mask", "/nonexistent/mask"}).err ==
        "wumpus maze: /nonexistent/mask: cannot open the mask file (No such "
        "file or directory)\n");
}

TEST_CASE("maze gives byte-identical output for the same arguments",
          "[app][maze-cli]") {
  const std::vector<std::string> args = GENERATE(
      std::vector<std::string>{"--seed", "11", "--solve"},
      std::vector<std::string>{"--seed", "12", "-a", "kruskal", "--format",
                               "json", "--solve", "--braid", "0.5"},
      std::vector<std::string>{"--seed", "13", "--mask", "ring", "--format",
                               "svg"},
      std::vector<std::string>{"--seed", "14", "-W", "5", "-H", "4", "-L", "3",
                               "--format", "unicode"},
      std::vector<std::string>{"--seed", "15", "--graph", "dodecahedron", "-a",
                               "wilson", "--format", "json"});
  const Result first = run_maze(args);
  const Result second = run_maze(args);
  REQUIRE(first.status == 0);
  CHECK(first.err.empty());
  CHECK(!first.out.empty());
  CHECK(first.out == second.out);
}

TEST_CASE("maze without --seed prints the seed that reproduces it",
          "[app][maze-cli]") {
  const Result chosen = run_maze({"-W", "9", "-H", "5"});
  REQUIRE(chosen.status == 0);
  REQUIRE(chosen.err.rfind("seed: ", 0) == 0);
  REQUIRE(count_char(chosen.err, '\n') == 1);
  const std::string seed = chosen.err.substr(6, chosen.err.size() - 7);
  const Result again = run_maze({"-W", "9", "-H", "5", "--seed", seed});
  CHECK(again.status == 0);
  CHECK(again.err.empty());
  CHECK(again.out == chosen.out);
}

TEST_CASE("maze --list lists every registered algorithm", "[app][maze-cli]") {
  const Result result = run_maze({"--list"});
  REQUIRE(result.status == 0);
  const auto all = wumpus::maze::generators();
  CHECK(count_char(result.out, '\n') == all.size());
  for (const auto& generator : all) {
    INFO(generator.name);
    const std::string listed = fmt::format("\n{}\n", result.out);
    CHECK(listed.find(fmt::format("\n{} ", generator.name)) !=
          std::string::npos);
  }
}

TEST_CASE("maze --solve draws the path --stats measures", "[app][maze-cli]") {
  const Result result =
      run_maze({"--seed", "5", "-W", "12", "-H", "7", "--solve", "--stats"});
  REQUIRE(result.status == 0);
  const std::string marker = "solution: ";
  const auto at = result.out.find(marker);
  REQUIRE(at != std::string::npos);
  const std::size_t steps = std::stoul(result.out.substr(at + marker.size()));
  CHECK(steps >= 18);  // at least the Manhattan distance between corners
  CHECK(count_char(result.out.substr(0, at), '*') == steps + 1);
  CHECK(result.out.find("rooms: 84\npassages: 83\ndead ends: ") !=
        std::string::npos);
  CHECK(result.out.find("junctions: ") != std::string::npos);
  CHECK(result.out.find("corridors: ") != std::string::npos);
  CHECK(result.out.find("diameter: ") != std::string::npos);
}

TEST_CASE("maze formats: json parses, none prints nothing, --output writes",
          "[app][maze-cli]") {
  const Result json = run_maze({"--seed", "3", "-W", "6", "-H", "4", "--format",
                                "json", "--solve", "--stats"});
  REQUIRE(json.status == 0);
  const auto doc = nlohmann::json::parse(json.out);
  CHECK(doc["seed"] == 3);
  CHECK(doc["algorithm"] == "backtracker");
  CHECK(doc["cells"].size() == 24);
  CHECK(doc["passages"].size() == 23);
  CHECK(doc.contains("solution"));
  CHECK(json.err.find("rooms: 24") != std::string::npos);  // stats beside JSON

  const Result none = run_maze({"--seed", "3", "--format", "none"});
  CHECK(none.status == 0);
  CHECK(none.out.empty());

  const ScratchFile target("");
  const Result written =
      run_maze({"--seed", "3", "--format", "svg", "--output", target.name()});
  CHECK(written.status == 0);
  CHECK(written.out.empty());
  std::ifstream in(target.path);
  std::string first_line;
  std::getline(in, first_line);
  CHECK(first_line.rfind("<?xml", 0) == 0);
}

TEST_CASE("maze finds shipped masks and maps by name", "[app][maze-cli]") {
  const Result ring = run_maze(
      {"--seed", "2", "--mask", "ring", "--stats", "--format", "none"});
  CHECK(ring.status == 0);
  CHECK(ring.out.find("rooms: ") == 0);
  const Result cave = run_maze({"--seed", "2", "--graph", "dodecahedron",
                                "--stats", "--format", "none"});
  CHECK(cave.status == 0);
  CHECK(cave.out.find("rooms: 20\npassages: 19\n") == 0);
  const Result as_is = run_maze({"--graph", "dodecahedron", "--algorithm",
                                 "open", "--stats", "--format", "none"});
  CHECK(as_is.status == 0);
  CHECK(as_is.out.find("rooms: 20\npassages: 30\ndead ends: 0 (0.0%)\n") == 0);
}
