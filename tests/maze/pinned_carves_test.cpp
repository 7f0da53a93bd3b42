// Carves on every shape pinned to what they were before the neighbour
// search read tables (2026-11-27): the order in which a room's neighbours
// come decides every random pick, so a faster search must give the same
// list in the same order, or seeds and saved caves carve other mazes.
#include "maze/generator.hpp"

#include <catch2/catch.hpp>

#include <memory>
#include <string>

using namespace wumpus::maze;

namespace {

// FNV-1a over the two rooms of every open passage, in edge order.
std::uint64_t pinned_passage_hash(const Maze& maze) {
  const Topology& t = maze.topology();
  std::uint64_t hash = 14695981039346656037ull;
  const auto mix = [&](std::uint32_t value) {
    hash = (hash ^ value) * 1099511628211ull;
  };
  for (EdgeId e = 0; e < t.edge_slot_count(); ++e)
    if (maze.is_open(e)) {
      const auto [a, b] = t.edge_rooms(e);
      mix(a);
      mix(b);
    }
  return hash;
}

Tiling pinned_tiling(const std::string& name) {
  if (name == "square") return {Shape::Square, 13, 11};
  if (name == "wide") return {Shape::Square, 61, 37};
  if (name == "hex") return {Shape::Hex, 13, 11};
  if (name == "triangle") return {Shape::Triangle, 13, 11};
  if (name == "polar") return {Shape::Polar, 6, 14};
  if (name == "upsilon") return {Shape::Upsilon, 13, 11};
  if (name == "zeta") return {Shape::Zeta, 13, 11};
  if (name == "wrapped") return {Shape::Square, 13, 11, kWrapX | kWrapY};
  return {Shape::Square, 13, 11, kWrapNone, true};  // woven
}

struct PinnedCarve {
  const char* algorithm;
  const char* shape;
  std::uint64_t hash;
};

}  // namespace

TEST_CASE("maze pinned: carves on every shape stay as recorded",
          "[maze][shapes][pinned]") {
  const PinnedCarve pinned = GENERATE(values<PinnedCarve>({
      {"backtracker", "square", 0x8daa860cec676da1ull},
      {"backtracker", "hex", 0xac5b74699ab4808full},
      {"backtracker", "triangle", 0x913638d362e54d65ull},
      {"backtracker", "polar", 0xed28773a69c5d673ull},
      {"backtracker", "upsilon", 0x6391638e606b7a32ull},
      {"backtracker", "zeta", 0x465e42bcf6c61edcull},
      {"backtracker", "wrapped", 0x78c5e9a5290842dfull},
      {"backtracker", "woven", 0xbac63338c7c55ef2ull},
      {"kruskal", "square", 0xd91c81370bf7c665ull},
      {"kruskal", "hex", 0x876f47efc27740b3ull},
      {"kruskal", "triangle", 0x1e18bebc26d3512dull},
      {"kruskal", "polar", 0x9025393dd62728dbull},
      {"kruskal", "upsilon", 0xc3da4e496836659eull},
      {"kruskal", "zeta", 0x7be2600312403293ull},
      {"kruskal", "wrapped", 0x83708da3c32db083ull},
      {"kruskal", "woven", 0xf219481ff7e62b04ull},
      {"prim", "square", 0x685e217c39f36d55ull},
      {"prim", "hex", 0xfe4aab70f54f80adull},
      {"prim", "triangle", 0xfa7376064a2283b1ull},
      {"prim", "polar", 0x749c316d48321cf1ull},
      {"prim", "upsilon", 0xe8f84ed534214f78ull},
      {"prim", "zeta", 0x71e2cb7c07e9b403ull},
      {"prim", "wrapped", 0x4c9578f387074936ull},
      {"prim", "woven", 0x177c5ed24cf977d1ull},
      {"wilson", "square", 0xb1417dd628172841ull},
      {"wilson", "hex", 0x4a226a97e3a1136bull},
      {"wilson", "triangle", 0x7c8c74f8dad88841ull},
      {"wilson", "polar", 0x52a274a7ea732e86ull},
      {"wilson", "upsilon", 0x5d7d7988b0669364ull},
      {"wilson", "zeta", 0x7fd949737799139aull},
      {"wilson", "wrapped", 0x72da1fcad105ed06ull},
      {"wilson", "woven", 0x085d0300aba8d428ull},
      {"aldous-broder", "square", 0x5737b0f29ceace45ull},
      {"aldous-broder", "hex", 0xf99bbcca70f46b9bull},
      {"aldous-broder", "triangle", 0x3a8ff3219103966dull},
      {"aldous-broder", "polar", 0x9380bea7609fc619ull},
      {"aldous-broder", "upsilon", 0x7d0bdd0f01b64339ull},
      {"aldous-broder", "zeta", 0x3b54b5be8843d126ull},
      {"aldous-broder", "wrapped", 0x0559de7adbc8c703ull},
      {"aldous-broder", "woven", 0x802873bb5025791cull},
      {"hunt-and-kill", "square", 0x5d1ecabe2435d3adull},
      {"hunt-and-kill", "hex", 0xee132ee4fccfc2acull},
      {"hunt-and-kill", "triangle", 0xe1e87ee94eece615ull},
      {"hunt-and-kill", "polar", 0xc64f0778847b1a83ull},
      {"hunt-and-kill", "upsilon", 0x4ab23c2dbee26377ull},
      {"hunt-and-kill", "zeta", 0x221dd93ef4ae3a82ull},
      {"hunt-and-kill", "wrapped", 0xfc54151f8efd81fcull},
      {"hunt-and-kill", "woven", 0xa726858551b4de6bull},
      {"simple-prim", "square", 0xe78a5469c61ef999ull},
      {"simple-prim", "hex", 0xb70e216df0e0d8ceull},
      {"simple-prim", "triangle", 0x318490529712d0c1ull},
      {"simple-prim", "polar", 0x61a7c89c0366de0cull},
      {"simple-prim", "upsilon", 0xd3af43de51405eb9ull},
      {"simple-prim", "zeta", 0x71954c460248ed56ull},
      {"simple-prim", "wrapped", 0x371c8cd749840967ull},
      {"simple-prim", "woven", 0x1e33eadba99d4ba1ull},
      {"backtracker", "wide", 0xb84ab6b95c803cf5ull},
      {"kruskal", "wide", 0x80cc480781fcd691ull},
      {"prim", "wide", 0x1f023f7fac9c5d89ull},
      {"wilson", "wide", 0xe0d3072861f5d819ull},
  }));
  INFO(pinned.algorithm << " on " << pinned.shape);
  Maze maze(std::make_shared<const Topology>(
      Topology::tiled(pinned_tiling(pinned.shape))));
  Random random(7);
  find_generator(pinned.algorithm)->carve(maze, random, {});
  CHECK(pinned_passage_hash(maze) == pinned.hash);
}
