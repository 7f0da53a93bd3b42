// What a host decides about `wumpus serve`: where it listens and keeps
// its caves, whom it trusts, how games are made, and its timings.
#pragma once

#include "game/game.hpp"
#include "net/protocol.hpp"
#include "server/host/limits.hpp"

#include <sys/types.h>

#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>

namespace wumpus::server {

struct ServerSetup {
  std::string socket_path;
  // Caves are saved here (cave-N.json and cave-N.meta.json) and resumed
  // on start; scores.sqlite lives here too.
  std::string state_dir;
  // Peers running as this user may say who they are (--name): the shared
  // account sshd logs players into. Others are named by their login.
  uid_t trusted_uid = 0;
  // How games are made and resumed (presets and Lua rules live above).
  std::function<std::unique_ptr<game::Game>(const net::CaveOptions&,
                                            std::string* error)>
      create;
  std::function<std::unique_ptr<game::Game>(const std::string& path,
                                            std::string* error)>
      load;
  // Carves the world of a cave's `new` from its settings, with rules of
  // its own: it runs on the cave maker's worker (cave_maker.hpp), beside
  // the cave's game. Unset, a cave carves its `new` in place.
  std::function<std::optional<game::World>(const game::Settings&,
                                           std::string* error)>
      carve;
  // Folded names of the players who may `kick` and `mute` the players of
  // the caves they are in (the config file's `admins = NAME, ...`).
  std::set<std::string> admins;
  // The mods a player may pick for a new cave (`create` checks the pick).
  net::ModCatalog mods;
  std::chrono::milliseconds away_after{120'000};
  std::chrono::milliseconds kick_after{30 * 60'000};
  std::chrono::milliseconds save_every{2'000};
  std::size_t max_caves = 1000;
  std::size_t max_sessions = 2000;
  // Threads running the caves and the connections (server.hpp).
  unsigned threads = 2;
  // Threads making and carving caves (cave_maker.hpp): one player's
  // carves take one of them at most.
  unsigned makers = 2;
  // What one player may do, and how long caves live (limits.hpp).
  Limits limits;
  // Output a client may leave unread before it is dropped.
  std::size_t max_queued_bytes = 8 * 1024 * 1024;
  // A connection that has not said hello by then is closed.
  std::chrono::milliseconds hello_timeout{10'000};
};

}  // namespace wumpus::server
