#include "paths/user_dirs.hpp"

#include <pwd.h>
#include <unistd.h>

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

// $HOME, else the account's home from the password database: never the
// working directory, where a game run from a checkout would litter.
std::string home_dir() {
  if (const char* home = absolute_variable("HOME")) return home;
  const passwd* account = getpwuid(getuid());
  return account != nullptr && account->pw_dir != nullptr &&
                 account->pw_dir[0] == '/'
             ? account->pw_dir
             : "/";
}

std::string base_dir(const char* variable, const char* fallback) {
  if (const char* value = absolute_variable(variable)) return value;
  return home_dir() + "/" + fallback;
}

}  // namespace

std::string user_config_dir() {
  return base_dir("XDG_CONFIG_HOME", ".config") + "/wumpus";
}

std::string user_data_dir() {
  return base_dir("XDG_DATA_HOME", ".local/share") + "/wumpus";
}

std::string scores_file_in(const std::string& dir) {
  return dir + "/scores.sqlite";
}

std::string user_scores_file() {
  return scores_file_in(user_data_dir());
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
