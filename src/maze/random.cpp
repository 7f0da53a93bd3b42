#include "maze/random.hpp"

#include <random>
#include <sstream>

namespace wumpus::maze {

std::string Random::state() const {
  std::ostringstream out;
  out << engine_;
  return out.str();
}

bool Random::restore(const std::string& text) {
  std::istringstream in(text);
  Engine engine;
  in >> engine;
  if (in.fail()) return false;
  in >> std::ws;
  if (!in.eof()) return false;
  engine_ = engine;
  return true;
}

std::uint64_t Random::fresh_seed() {
  std::random_device device;
  return (std::uint64_t{device()} << 32 | device()) % 1000000000000ULL;
}

}  // namespace wumpus::maze
