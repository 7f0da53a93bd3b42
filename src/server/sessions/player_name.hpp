// Who a peer of the server's socket plays as.
#pragma once

#include "game_api/player_names.hpp"

#include <sys/types.h>

#include <optional>
#include <string>

namespace wumpus::server {

// The name a peer plays under: the one it asks for when it runs as the
// trusted account, else its login. Nothing, with *error, when the name
// is not a valid player name or a stranger claims one.
std::optional<std::string> player_name_for(uid_t peer, uid_t trusted,
                                           const std::string& asked,
                                           std::string* error);

// Whether `name`, in any case, is the login of a local user other than
// `own`: local logins and the names keys give (--name) are kept apart,
// and a name in both is refused.
bool is_others_login(const std::string& name, uid_t own);

// Player names are compared case-insensitively (game_api/player_names.hpp).
using game_api::folded_name;
using game_api::same_name;

}  // namespace wumpus::server
