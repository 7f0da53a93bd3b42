// The maze JSON reader behind `wumpus maze --load` turns hostile text into
// one error line naming the file, never an exception.
#include "maze/files/json_file.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace wumpus::maze;

TEST_CASE("maze JSON with a number past a double's range is refused",
          "[maze][json-file]") {
  // Found by fuzz_maze_json: nlohmann's out_of_range escaped the reader.
  for (const std::string text :
       {"333e3333", "{\"width\":1e999}", "[-1e400]", "{\"vEre3733li}"}) {
    std::string error;
    INFO(text);
    CHECK_NOTHROW(parse_maze_json(text, "given.json", &error));
    CHECK_FALSE(parse_maze_json(text, "given.json", &error));
    CHECK(error.rfind("given.json", 0) == 0);
  }
  std::string error;
  parse_maze_json("{\"width\":1e999}", "given.json", &error);
  CHECK(error == "given.json: a number too large to read");
}
