#include "paths/socket_dir.hpp"

#include "paths/user_dirs.hpp"

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>

namespace wumpus::paths {
namespace {

std::string parent_of(const std::string& socket_path) {
  const auto parent = std::filesystem::path(socket_path).parent_path();
  return parent.empty() ? "." : parent.string();
}

std::string user_called(uid_t uid) {
  const passwd* user = ::getpwuid(uid);
  return user
             ? std::string(user->pw_name) + " (uid " + std::to_string(uid) + ")"
             : "uid " + std::to_string(uid);
}

}  // namespace

std::string private_socket_dir() {
  std::error_code ignored;
  const auto temp = std::filesystem::temp_directory_path(ignored);
  return (temp.empty() ? std::filesystem::path("/tmp") : temp).string() +
         "/wumpus-" + std::to_string(::getuid());
}

std::string default_socket_path() {
  if (const char* path = std::getenv("WUMPUS_SOCKET"); path && *path)
    return path;
  if (const std::string runtime = user_runtime_dir(); !runtime.empty())
    return runtime + "/wumpus.sock";
  return private_socket_dir() + "/wumpus.sock";
}

bool safe_socket_dir(const std::string& socket_path, std::optional<uid_t> owner,
                     std::string* error) {
  const std::string dir = parent_of(socket_path);
  struct stat info {};
  if (::stat(dir.c_str(), &info) != 0) {
    *error = "cannot use the socket " + socket_path + ": " + dir + ": " +
             std::strerror(errno);
    return false;
  }
  const std::string refusing = "refusing the socket " + socket_path + ": ";
  if (!S_ISDIR(info.st_mode)) {
    *error = refusing + dir + " is not a directory";
    return false;
  }
  if ((info.st_mode & (S_IWGRP | S_IWOTH)) != 0) {
    char mode[8];
    std::snprintf(mode, sizeof mode, "%04o",
                  static_cast<unsigned>(info.st_mode & 07777));
    *error = refusing + "other users can write its directory " + dir +
             " (mode " + mode +
             "), so its socket may be anyone's; use a directory only its "
             "owner can write (--socket)";
    return false;
  }
  if (owner && info.st_uid != *owner && info.st_uid != 0) {
    *error = refusing + "its directory " + dir + " belongs to " +
             user_called(info.st_uid) + ", not to " + user_called(*owner) +
             "; someone else may have made it to catch your connection";
    return false;
  }
  return true;
}

bool prepare_socket_dir(const std::string& socket_path, std::string* error) {
  const std::string dir = parent_of(socket_path);
  if (::mkdir(dir.c_str(), 0700) != 0 && errno != EEXIST) {
    *error = "cannot create " + dir + ": " + std::strerror(errno);
    return false;
  }
  return safe_socket_dir(socket_path, ::geteuid(), error);
}

}  // namespace wumpus::paths
