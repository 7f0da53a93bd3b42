// The save codec of what mods write on the cave: rooms' names and
// descriptions, passage edits on top of the carve, and marks on players'
// maps. Each is written only when present, so saves of games without
// them stay as they were and older saves load with none.
#include "game/saves/world_json_parts.hpp"

#include "game/rules/mod_quotas.hpp"

#include "base/printable.hpp"

#include <map>

namespace wumpus::game::detail {
namespace {

using json = nlohmann::json;

// Text a mod wrote, read back from a save the player may have edited:
// bounded as the binding bounds it and printable as it made it.
bool bounded_text(game_api::JsonReader& r, const json& j,
                  const std::string& key, std::size_t limit, std::string* out,
                  const std::string& where) {
  if (!j.contains(key)) return true;
  if (!r.text(j, key, limit, out, where)) return false;
  if (*out != base::printable(*out))
    return r.fail(where + "." + key, "is not printable") != nullptr;
  return true;
}

}  // namespace

void cave_edits_to_json(const World& world, json* out) {
  if (!world.cave().room_texts().empty()) {
    json texts = json::array();
    for (const auto& [room, text] : world.cave().room_texts())
      texts.push_back({{"room", room},
                       {"name", text.name},
                       {"description", text.description}});
    (*out)["room_texts"] = texts;
  }
  const auto edits = world.cave().passage_edits();
  if (!edits.empty()) {
    json passages = json::array();
    for (const PassageEdit& edit : edits)
      passages.push_back({edit.a, edit.b, edit.open});
    (*out)["passages"] = passages;
  }
}

bool cave_edits_from_json(game_api::JsonReader& r, const json& j, World* world,
                          const std::string& where) {
  std::map<RoomId, RoomText> texts;
  if (j.contains("room_texts")) {
    const json* list = r.array(j, "room_texts", where);
    if (!list) return false;
    for (std::size_t i = 0; i < list->size(); ++i) {
      const std::string at = where + ".room_texts[" + std::to_string(i) + "]";
      RoomId room = 0;
      RoomText text;
      if (!r.number((*list)[i], "room", 0, kMaxId, &room, at) ||
          !bounded_text(r, (*list)[i], "name", kMaxRoomNameBytes, &text.name,
                        at) ||
          !bounded_text(r, (*list)[i], "description", kMaxRoomDescriptionBytes,
                        &text.description, at))
        return false;
      if (!world->cave().is_room(room) || texts.count(room))
        return r.fail(at + ".room", "is not a room, or repeated") != nullptr;
      texts[room] = std::move(text);
    }
  }
  world->cave().restore_room_texts(std::move(texts));
  if (!j.contains("passages")) return true;
  const json* list = r.array(j, "passages", where);
  if (!list) return false;
  std::vector<PassageEdit> edits;
  for (const json& item : *list) {
    if (!item.is_array() || item.size() != 3 || !item[0].is_number_unsigned() ||
        !item[1].is_number_unsigned() || !item[2].is_boolean() ||
        item[0].get<std::uint64_t>() > kMaxId ||
        item[1].get<std::uint64_t>() > kMaxId)
      return r.fail(where + ".passages", "must hold [room, room, open]") !=
             nullptr;
    edits.push_back(
        {item[0].get<RoomId>(), item[1].get<RoomId>(), item[2].get<bool>()});
  }
  std::string why;
  if (world->cave().restore_passage_edits(edits, &why)) return true;
  return r.fail(where + ".passages", why) != nullptr;
}

void marks_to_json(const Player& player, json* out) {
  if (player.marks.empty()) return;
  json marks = json::array();
  for (const auto& [room, mark] : player.marks) {
    json entry = {{"room", room}, {"glyph", mark.glyph}, {"label", mark.label}};
    if (const auto owner = player.mark_owners.find(room);
        owner != player.mark_owners.end())
      entry["mod"] = owner->second;
    marks.push_back(std::move(entry));
  }
  (*out)["marks"] = marks;
}

bool marks_from_json(game_api::JsonReader& r, const World& world, const json& j,
                     Player* player, const std::string& where) {
  if (!j.contains("marks")) return true;
  const json* list = r.array(j, "marks", where);
  if (!list) return false;
  if (list->size() > quota::kMarksPerModPerPlayer * quota::kMaxOwners)
    return r.fail(where + ".marks", "is too long") != nullptr;
  std::map<std::string, std::size_t> per_owner;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string at = where + ".marks[" + std::to_string(i) + "]";
    RoomId room = 0;
    game_api::MapMark mark;
    if (!r.number((*list)[i], "room", 0, kMaxId, &room, at) ||
        !r.string((*list)[i], "glyph", &mark.glyph, at) ||
        !bounded_text(r, (*list)[i], "label", kMaxMarkLabelBytes, &mark.label,
                      at))
      return false;
    std::string owner;
    if ((*list)[i].contains("mod") && !r.string((*list)[i], "mod", &owner, at))
      return false;
    if (!world.cave().is_room(room) || !base::one_visible_character(mark.glyph))
      return r.fail(at, "must mark a room with one visible character") !=
             nullptr;
    if (++per_owner[owner] > quota::kMarksPerModPerPlayer ||
        per_owner.size() > quota::kMaxOwners)
      return r.fail(at, "is past the marks one mod may keep") != nullptr;
    player->marks[room] = std::move(mark);
    if (!owner.empty()) player->mark_owners[room] = std::move(owner);
  }
  return true;
}

}  // namespace wumpus::game::detail
