// Lists in the words the game tells players.
#pragma once

#include <string>
#include <vector>

namespace wumpus::game {

// "a, b, c" ("" for none).
std::string comma_list(const std::vector<std::string>& words);

}  // namespace wumpus::game
