// The options `maze` and the game commands (play, agent, solve) share:
// the cave's shape and seed, declared once so that every command spells,
// describes and reads them alike. Each command checks the ranges it can
// carve or play (a maze may be far larger than a playable cave).
#pragma once

#include "app/cli_fwd.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace wumpus::app {

struct ShapeOptions {
  std::string algorithm;  // empty: the command's default (or the preset's)
  std::optional<std::int64_t> width, height, levels;
  std::string mask;   // a file, or a bare name in data/masks
  std::string graph;  // a file, or a bare name in data/maps
  std::optional<double> braid;
  std::string seed;  // empty: a fresh seed
};

// Registers -a/--algorithm, -W/--width, -H/--height, -L/--levels, --mask
// --graph and --braid on `command`, writing into `shape`.
void add_shape_options(CLI::App& command, ShapeOptions& shape);
// Registers -s/--seed, for commands that play or carve one cave.
CLI::Option* add_seed_option(CLI::App& command, ShapeOptions& shape);

// A path, or for a bare name that is no file here, the one shipped in
// data/<folder> (when it exists there).
std::string find_data_file(const std::string& path, const std::string& folder);

// --seed as a number; nullopt with *error set when it is not one.
std::optional<std::uint64_t> parse_seed(const std::string& text,
                                        std::string* error);

}  // namespace wumpus::app
