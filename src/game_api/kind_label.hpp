// What a front end calls a kind: the name its rules gave it ("beacon" for
// a mod's "fellowship:beacon"), else the kind itself.
#pragma once

#include "game_api/player_view.hpp"

#include <string>

namespace wumpus::game_api {

inline const std::string& kind_label(const PlayerView& view,
                                     const std::string& kind) {
  const auto look = view.kinds.find(kind);
  return look != view.kinds.end() && !look->second.name.empty()
             ? look->second.name
             : kind;
}

}  // namespace wumpus::game_api
