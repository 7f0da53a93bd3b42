// Carves the cave a game is played in from its settings: the maze
// library's topology, generator and braiding, all drawn from the game's
// one seeded random stream.
#pragma once

#include "game/settings/settings.hpp"
#include "maze/maze.hpp"
#include "maze/random.hpp"

#include <cstdint>
#include <memory>
#include <string>

namespace wumpus::game {

// Reads the mask or room graph file the settings name into their text,
// bounded like every data file (see base/data_file.hpp). False, with an
// error naming the file, when it cannot be read.
bool read_cave_files(Settings* settings, std::string* error);

// Carves the cave with `random` (seeded from settings.seed by the caller),
// which then continues into placement and play. Null and *error set on bad
// settings, a bad mask or room graph text, a cave larger than a game
// allows, or an algorithm that cannot carve the chosen shape.
std::shared_ptr<const maze::Maze> build_cave(const Settings& settings,
                                             maze::Random& random,
                                             std::string* error);

// A fingerprint of the cave's shape and open passages, stored in saves to
// detect a maze library that now carves the same seed differently.
std::uint64_t passage_hash(const maze::Maze& maze);

}  // namespace wumpus::game
