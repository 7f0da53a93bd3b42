#include "game/saves/world_json_parts.hpp"

namespace wumpus::game::detail {

using json = nlohmann::json;

json knowledge_to_json(const Player& player) {
  json knowledge = json::array();
  for (const auto& [room, m] : player.knowledge) {
    json memory = {{"room", room},           {"visited", m.visited},
                   {"dark", m.dark},         {"things", m.things},
                   {"percepts", m.percepts}, {"felt", m.felt}};
    // Only when the rules told of some: recordings' checkpoints compare
    // the JSON of older releases.
    if (!m.absent.empty()) memory["absent"] = m.absent;
    knowledge.push_back(std::move(memory));
  }
  return knowledge;
}

bool knowledge_from_json(game_api::JsonReader& r, const World& world,
                         const json& list, Player* player,
                         const std::string& where) {
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string at = where + "[" + std::to_string(i) + "]";
    const json& k = list[i];
    RoomId room = 0;
    RoomMemory m;
    if (!r.number(k, "room", 0, kMaxId, &room, at) ||
        !r.boolean(k, "visited", &m.visited, at) ||
        !r.boolean(k, "dark", &m.dark, at) ||
        !strings_from_json(r, k, "things", &m.things, at) ||
        !strings_from_json(r, k, "percepts", &m.percepts, at) ||
        // Saves from before felt things, or things told absent, have none.
        (k.contains("felt") && !strings_from_json(r, k, "felt", &m.felt, at)) ||
        (k.contains("absent") &&
         !strings_from_json(r, k, "absent", &m.absent, at)))
      return false;
    if (!world.cave().is_room(room) || player->knowledge.count(room))
      return r.fail(at + ".room", "is not a room, or repeated") != nullptr;
    player->knowledge[room] = std::move(m);
  }
  return true;
}

}  // namespace wumpus::game::detail
