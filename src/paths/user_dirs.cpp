#include "paths/user_dirs.hpp"

#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace wumpus::paths {
namespace {

// The spec ignores relative paths in these variables.
const char* absolute_variable(const char* variable) {
  const char* value = std::getenv(variable);
  return value != nullptr && value[0] == '/' ? value : nullptr;
}

std::string base_dir(const char* variable, const char* fallback) {
  if (const char* value = absolute_variable(variable)) return value;
  const char* home = std::getenv("HOME");
  return std::string(home != nullptr && home[0] != '\0' ? home : ".") + "/" +
         fallback;
}

}  // namespace

std::string user_config_dir() {
  return base_dir("XDG_CONFIG_HOME", ".config") + "/wumpus";
}

std::string user_data_dir() {
  return base_dir("XDG_DATA_HOME", ".local/share") + "/wumpus";
}

std::string user_runtime_dir() {
  const char* value = absolute_variable("XDG_RUNTIME_DIR");
  return value != nullptr ? value : "";
}

bool ensure_dir(const std::string& dir, std::string* error) {
  std::error_code code;
  std::filesystem::create_directories(dir, code);
  if (!code) return true;
  if (error != nullptr) *error = "cannot create " + dir + ": " + code.message();
  return false;
}

}  // namespace wumpus::paths
