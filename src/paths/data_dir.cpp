#include "paths/data_dir.hpp"

#include <cstdlib>
#include <filesystem>

namespace wumpus::paths {

std::string data_dir() {
  const char* from_environment = std::getenv("WUMPUS_DATA_DIR");
  if (from_environment && *from_environment) return from_environment;
  std::error_code code;
  const auto binary = std::filesystem::read_symlink("/proc/self/exe", code);
  if (!code) {
    const auto installed =
        (binary.parent_path() / WUMPUS_INSTALLED_DATA_DIR).lexically_normal();
    if (std::filesystem::is_directory(installed / "scripts", code))
      return installed.string();
  }
  return WUMPUS_SOURCE_DATA_DIR;
}

std::string data_path(const std::string& relative) {
  return (std::filesystem::path(data_dir()) / relative).string();
}

}  // namespace wumpus::paths
