#include "app/data_dir.hpp"

#include <cstdlib>
#include <filesystem>

namespace wumpus::app {

std::string data_dir() {
  const char* from_environment = std::getenv("WUMPUS_DATA_DIR");
  if (from_environment && *from_environment) return from_environment;
  return WUMPUS_DATA_DIR;
}

std::string data_path(const std::string& relative) {
  return (std::filesystem::path(data_dir()) / relative).string();
}

}  // namespace wumpus::app
