// The lists a server sends (the lobby's caves, the best scores), each
// entry's JSON both ways: apart from protocol.cpp, which frames the
// messages that carry them.
#pragma once

#include "game_api/json_reader.hpp"
#include "net/protocol.hpp"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>

namespace wumpus::net::detail {

inline constexpr std::size_t kMaxName = 64;
using game_api::kMaxIdOrNone;

nlohmann::json summary_to_json(const CaveSummary& c);
bool summary_from_json(game_api::JsonReader& r, const nlohmann::json& j,
                       CaveSummary* c);
nlohmann::json score_to_json(const ScoreLine& s);
bool score_from_json(game_api::JsonReader& r, const nlohmann::json& j,
                     ScoreLine* s);

}  // namespace wumpus::net::detail
