// The JSON form of a player's view: what the network protocol sends and
// headless bots read. Decoding validates every field, range and size, so
// a hostile peer gets an error naming the field, never a half-read view.
#pragma once

#include "game_api/player_view.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace wumpus::game_api {

// Bounds a decoded view must keep: more than any cave the program carves.
inline constexpr std::size_t kMaxViewRooms = 1u << 20;
inline constexpr std::size_t kMaxViewStrings = 64;
inline constexpr std::size_t kMaxViewText = 4096;

nlohmann::json message_to_json(const Message& message);
std::optional<Message> message_from_json(const nlohmann::json& json,
                                         std::string* error);

// The whole view; `with_messages` false leaves the log out (the protocol
// sends messages apart, numbered, so a view never repeats them).
nlohmann::json view_to_json(const PlayerView& view, bool with_messages = true);
// The view without its rooms and messages: the fields a view delta
// patches (net/view_delta.hpp).
nlohmann::json view_fields_to_json(const PlayerView& view);
// The patches view_fields_patch made of fields patched key by key (the
// table, the cave), each with the two views it came from: another pair
// of views holding the same two values there gets it without encoding
// either again. A cave's players all get the same table in one update.
// The views it was given must outlive it.
class FieldPatchMemo {
 public:
  const nlohmann::json* find(std::size_t field, const PlayerView& from,
                             const PlayerView& to) const;
  void keep(std::size_t field, const PlayerView& from, const PlayerView& to,
            const nlohmann::json& patch);

 private:
  struct Kept {
    std::size_t field = 0;
    const PlayerView* from = nullptr;
    const PlayerView* to = nullptr;
    nlohmann::json patch;
  };
  std::vector<Kept> kept_;
};
// The JSON merge patch (RFC 7396) that turns view_fields_to_json(from)
// into view_fields_to_json(to). The views are compared field by field
// first, so only the fields that changed are ever encoded; with a memo,
// a field's patch already made for the same two values is not made again.
nlohmann::json view_fields_patch(const PlayerView& from, const PlayerView& to,
                                 FieldPatchMemo* memo = nullptr);
// Every field but "messages" is required, "kinds" too (protocol 4).
std::optional<PlayerView> view_from_json(const nlohmann::json& json,
                                         std::string* error);

const char* outcome_name(Outcome outcome);

// Parts of the view as view_to_json writes them, for headless events that
// show one room or the cave alone.
nlohmann::json room_to_json(const RoomView& room);
// A list of rooms as room_to_json writes them, each validated; `where`
// names the list in an error.
std::optional<std::vector<RoomView>> room_views_from_json(
    const nlohmann::json& list, const std::string& where, std::string* error);
nlohmann::json cave_to_json(const CaveInfo& cave);
// Where the player is and what they have now: room, x, y, z, facing,
// turn, arrows, gold, items, torch_lit, percepts, wumpus_dead, outcome
// and score (the headless `state` event).
nlohmann::json player_state_to_json(const PlayerView& view);

}  // namespace wumpus::game_api
