#include "ui/xdg.hpp"

#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace wumpus::ui {
namespace {

// The XDG spec ignores relative paths in these variables.
std::string base_dir(const char* variable, const char* fallback) {
  const char* value = std::getenv(variable);
  if (value != nullptr && value[0] == '/') return value;
  const char* home = std::getenv("HOME");
  return std::string(home != nullptr && home[0] != '\0' ? home : ".") + "/" +
         fallback;
}

}  // namespace

std::string config_dir() {
  return base_dir("XDG_CONFIG_HOME", ".config") + "/wumpus";
}

std::string data_dir() {
  return base_dir("XDG_DATA_HOME", ".local/share") + "/wumpus";
}

bool ensure_dir(const std::string& dir, std::string* error) {
  std::error_code code;
  std::filesystem::create_directories(dir, code);
  if (!code) return true;
  if (error != nullptr) *error = "cannot create " + dir + ": " + code.message();
  return false;
}

std::string default_score_path() {
  return data_dir() + "/scores.sqlite";
}

}  // namespace wumpus::ui
