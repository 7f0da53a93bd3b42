#include "server/host/remove_key.hpp"

#include "base/atomic_file.hpp"
#include "server/sessions/player_name.hpp"

#include <sys/stat.h>

#include <fstream>
#include <sstream>

namespace wumpus::server {
namespace {

// The player a line of ours lets in: its last word is "wumpus:NAME".
std::string named_in(const std::string& line) {
  const auto tag = line.rfind(" wumpus:");
  if (tag == std::string::npos) return {};
  const std::string name = line.substr(tag + 8);
  return name.find_first_of(" \t\r") == std::string::npos ? name : "";
}

}  // namespace

bool remove_key(const std::string& path, const std::string& name,
                std::size_t* removed, std::string* error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    *error = "cannot read " + path;
    return false;
  }
  std::string kept;
  *removed = 0;
  for (std::string line; std::getline(in, line);) {
    const std::string player = named_in(line);
    if (!player.empty() && same_name(player, name)) {
      ++*removed;
      continue;
    }
    kept += line + "\n";
  }
  if (*removed == 0) {
    *error = "no key in " + path + " lets in " + name;
    return false;
  }
  if (!base::write_atomically(path, kept, error)) return false;
  ::chmod(path.c_str(), 0600);
  return true;
}

}  // namespace wumpus::server
