// `wumpus maze` on the shapes of issue 23 as a user runs it: --shape,
// --wrap, --weave, --blocks, --entrance/--exit and --solver, their JSON
// (version 2), reproducibility, and the refusals with their reasons.
#include "app/maze_cli_runner.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
#include <string>
#include <vector>

using wumpus::testing::Result;
using wumpus::testing::run_maze;

namespace {

nlohmann::json json_of(const std::vector<std::string>& args) {
  std::vector<std::string> all = args;
  all.insert(all.end(), {"-f", "json"});
  const Result result = run_maze(all);
  INFO(result.err);
  REQUIRE(result.status == 0);
  return nlohmann::json::parse(result.out);
}

}  // namespace

TEST_CASE("maze --shape carves every shape, JSON version 2, reproducibly",
          "[app][maze-cli][shapes]") {
  for (const char* shape :
       {"square", "hex", "triangle", "polar", "upsilon", "zeta"}) {
    INFO(shape);
    const std::vector<std::string> args = {"--shape", shape, "-W", "7",
                                           "-H",      "6",   "-s", "42"};
    const nlohmann::json doc = json_of(args);
    CHECK(doc["version"] == 2);
    CHECK(doc["shape"] == shape);
    CHECK(doc["wrap"] == "");
    CHECK(doc["weave"] == false);
    CHECK(doc["topology"] == "rectangle");
    CHECK(doc["passages"].size() + 1 == doc["cells"].size());
    CHECK(json_of(args) == doc);  // byte-reproducible per seed
    std::vector<std::string> svg = args;
    svg.insert(svg.end(), {"-f", "svg", "--solve"});
    const Result drawing = run_maze(svg);
    CHECK(drawing.status == 0);
    CHECK(drawing.out.find("</svg>") != std::string::npos);
  }
  const nlohmann::json polar =
      json_of({"--shape", "polar", "-H", "5", "-s", "1"});
  CHECK(polar["rings"] == nlohmann::json::parse("[1,6,12,24,24]"));
  CHECK(polar["cells"][0] == nlohmann::json::parse("[0,0]"));
}

TEST_CASE("maze draws wrapped and woven grids as text",
          "[app][maze-cli][shapes]") {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"--wrap", "xy", "-W", "8", "-H", "5"},
        std::vector<std::string>{"--weave", "-W", "12", "-H", "8"}}) {
    for (const char* format : {"ascii", "unicode", "svg"}) {
      std::vector<std::string> all = args;
      all.insert(all.end(), {"-s", "3", "-f", format, "--solve"});
      const Result result = run_maze(all);
      INFO(result.err);
      CHECK(result.status == 0);
      CHECK_FALSE(result.out.empty());
    }
  }
  CHECK(json_of({"--wrap", "x", "-s", "1"})["wrap"] == "x");
  CHECK(json_of({"--weave", "-s", "1"})["weave"] == true);
}

TEST_CASE("maze refuses shapes it cannot carve or draw, saying why",
          "[app][maze-cli][shapes]") {
  const auto error = [](const std::vector<std::string>& args) {
    const Result result = run_maze(args);
    CHECK(result.status == 2);
    return result.err;
  };
  CHECK_THAT(error({"--shape", "polar"}),
             Catch::Contains("--format ascii cannot draw a polar grid") &&
                 Catch::Contains("svg or json"));
  CHECK_THAT(error({"--shape", "octagon"}), Catch::Contains("unknown shape"));
  CHECK_THAT(error({"--shape", "hex", "-a", "eller", "-f", "svg"}),
             Catch::Contains("eller cannot carve a hex grid: it carves row"));
  CHECK_THAT(error({"--wrap", "x", "-W", "2"}),
             Catch::Contains("at least 3 rooms"));
  CHECK_THAT(error({"--wrap", "z"}), Catch::Contains("x, y or xy"));
  CHECK_THAT(error({"--shape", "hex", "--weave", "-f", "svg"}),
             Catch::Contains("square rooms"));
  CHECK_THAT(error({"--shape", "polar", "-W", "2", "-f", "svg"}),
             Catch::Contains("3 to 16"));
  CHECK_THAT(error({"--shape", "zeta", "-a", "open", "-f", "svg"}),
             Catch::Contains("would cross"));
  CHECK_THAT(error({"--shape", "hex", "--mask", "ring", "-f", "svg"}),
             Catch::Contains("--mask, --graph and --levels"));
  CHECK_THAT(error({"--shape", "hex", "-f", "blocks"}),
             Catch::Contains("block grids"));
}

TEST_CASE("maze --entrance and --exit pick rooms, far the farthest",
          "[app][maze-cli][shapes]") {
  const nlohmann::json doc =
      json_of({"-W", "9", "-H", "7", "-s", "5", "--entrance", "4,3", "--exit",
               "8,0", "--solve"});
  CHECK(doc["entrance"] == nlohmann::json::parse("[4,3]"));
  CHECK(doc["exit"] == nlohmann::json::parse("[8,0]"));
  CHECK(doc["solution"].front() == doc["entrance"]);
  CHECK(doc["solution"].back() == doc["exit"]);
  const nlohmann::json far =
      json_of({"-W", "9", "-H", "7", "-s", "5", "--exit", "far", "--solve"});
  CHECK(far["exit"] != far["entrance"]);
  CHECK(json_of({"--shape", "polar", "-s", "2", "--entrance",
                 "3,5"})["entrance"] == nlohmann::json::parse("[3,5]"));
  for (const std::vector<std::string>& bad :
       {std::vector<std::string>{"--entrance", "20,0"},
        std::vector<std::string>{"--exit", "1"},
        std::vector<std::string>{"--exit", "a,b"},
        std::vector<std::string>{"--mask", "ring", "--entrance", "0,0"},
        std::vector<std::string>{"--graph", "dodecahedron", "--exit", "1,1"}}) {
    const Result result = run_maze(bad);
    INFO(bad.front() << " " << bad.back() << ": " << result.err);
    CHECK(result.status == 2);
  }
}

TEST_CASE("maze --solver solves with each solver and --stats counts rooms",
          "[app][maze-cli][solvers]") {
  const Result list = run_maze({"--list-solvers"});
  CHECK(list.status == 0);
  for (const char* name :
       {"shortest", "backtracker", "wall-left", "wall-right", "pledge",
        "tremaux", "dead-end-filling", "cul-de-sac-filling"}) {
    INFO(name);
    CHECK(list.out.find(name) != std::string::npos);
    const Result result = run_maze(
        {"-W", "15", "-H", "9", "-s", "8", "--solver", name, "--stats"});
    CHECK(result.status == 0);
    CHECK(result.out.find(std::string("solver ") + name + ": visited") !=
          std::string::npos);
    CHECK(result.out.find("solved") != std::string::npos);
  }
  const Result refused =
      run_maze({"--graph", "dodecahedron", "--solver", "pledge", "--solve"});
  CHECK(refused.status == 2);
  CHECK_THAT(refused.err, Catch::Contains("room graph has no drawing"));
}

TEST_CASE("maze --blocks reads a block grid and --format blocks writes one",
          "[app][maze-cli][blocks]") {
  const Result triangle =
      run_maze({"--blocks", "triangle", "-s", "9", "-f", "blocks"});
  INFO(triangle.err);
  REQUIRE(triangle.status == 0);
  wumpus::testing::TempDir dir("maze-blocks");
  const std::string file = (dir.path() / "again").string();
  std::ofstream(file) << triangle.out;
  const nlohmann::json doc = json_of({"--blocks", file, "-s", "10"});
  CHECK(doc["cells"].size() == 36);
  CHECK(doc["passages"].size() == 35);
  const Result refused = run_maze({"--blocks", "/dev/null"});
  CHECK(refused.status == 2);
  CHECK_THAT(refused.err, Catch::Contains("/dev/null"));
}
