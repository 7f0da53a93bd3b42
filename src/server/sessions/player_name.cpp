#include "server/sessions/player_name.hpp"

#include "base/printable.hpp"
#include "game_api/player_names.hpp"

#include <pwd.h>

#include <algorithm>
#include <cctype>

namespace wumpus::server {

bool is_others_login(const std::string& name, uid_t own) {
  for (const std::string& spelling : {name, folded_name(name)}) {
    const passwd* user = getpwnam(spelling.c_str());
    if (user && user->pw_uid != own) return true;
  }
  return false;
}

std::optional<std::string> player_name_for(uid_t peer, uid_t trusted,
                                           const std::string& asked,
                                           std::string* error) {
  if (peer == trusted && is_others_login(asked, trusted)) {
    std::string message(1, '"');
    message += base::printable(asked);
    message += "\" is a local user's login: a key's player is named otherwise";
    *error = std::move(message);
    return std::nullopt;
  }
  std::string name = asked;
  if (peer != trusted || asked.empty()) {
    if (!asked.empty()) {
      *error = "only the hosting account may choose a player name";
      return std::nullopt;
    }
    const passwd* user = getpwuid(peer);
    name = user ? user->pw_name : "";
  }
  if (!game_api::valid_player_name(name)) {
    // Appended piece by piece: "\"" + std::string trips GCC 12's false
    // -Wrestrict at -O3.
    std::string message(1, '"');
    message += base::printable(name);
    message += "\" is not a player name (" + game_api::name_rule() + ")";
    *error = std::move(message);
    return std::nullopt;
  }
  return name;
}

}  // namespace wumpus::server
