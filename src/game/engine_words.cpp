// What the engine tells a player in words: rooms by number and name, the
// room described (look), the inventory, the names of kinds, and why a
// room graph takes no compass direction.
#include "game/engine.hpp"

#include "game/words.hpp"
#include "game/world/sight.hpp"
#include "game_api/kind_names.hpp"

namespace wumpus::game {
std::string comma_list(const std::vector<std::string>& words) {
  std::string text;
  for (const auto& word : words) text += (text.empty() ? "" : ", ") + word;
  return text;
}

// "3", or "3 (the cellar)" when a mod or the room graph names the room.
std::vector<std::string> Engine::room_names(
    const std::vector<RoomId>& rooms) const {
  std::vector<std::string> names;
  for (RoomId room : rooms) {
    std::string name = std::to_string(room);
    if (const std::string& named = world_.cave().room_name(room);
        !named.empty())
      name += " (" + named + ")";
    names.push_back(std::move(name));
  }
  return names;
}

bool Engine::compass(game_api::PlayerId player) {
  if (maze::has_compass(world_.cave().maze().topology())) return true;
  const Player* p = world_.player(player);
  world_.message(
      player, "info",
      "This cave has no compass: go ROOM, to one of rooms " +
          comma_list(room_names(world_.cave().open_neighbours(p->room))) + ".");
  return false;
}

void Engine::describe_room(game_api::PlayerId player) {
  const Player* p = world_.player(player);
  const auto& topology = world_.cave().maze().topology();
  std::string text;
  if (maze::has_compass(topology)) {
    // Positions count from 0 at the top-left, as in the maze's JSON;
    // levels are told from 1, as the map's title does.
    text = "You are in room " + room_names({p->room}).front() + " at " +
           std::to_string(topology.x_of(p->room)) + "," +
           std::to_string(topology.y_of(p->room));
    if (topology.levels() > 1)
      text += " on level " + std::to_string(topology.z_of(p->room) + 1) +
              " of " + std::to_string(topology.levels());
    std::vector<std::string> ways;
    for (maze::Direction d : maze::kEveryDirection)
      if (world_.cave().step(p->room, d) != kNoRoom)
        ways.push_back(std::string(maze::direction_name(d)));
    text += ", facing " + std::string(maze::direction_name(p->facing)) +
            ". Passages lead " + comma_list(ways) + ".";
  } else {
    std::vector<std::string> ways;
    for (RoomId next : world_.cave().open_neighbours(p->room))
      ways.push_back(joined_room(player, next));
    text = "You are in room " + room_names({p->room}).front() +
           ". Passages lead to rooms " + comma_list(ways) + ".";
  }
  world_.message(player, "info", text);
  tell_room_texts(player);
  if (world_.properties_of(Owner::room(p->room))
          .flag(game_api::builtin::kDark) &&
      !p->torch_lit) {
    world_.message(player, "info", "It is too dark to see what lies here.");
    return;
  }
  std::vector<std::string> things;
  for (const std::string& kind : visible_things(world_, player, p->room))
    things.push_back(display_name(kind));
  if (!things.empty())
    world_.message(player, "info", "You see: " + comma_list(things) + ".");
}

// What mods wrote on the player's room: its description, and the mark
// the player's map holds for it.
void Engine::tell_room_texts(game_api::PlayerId player) {
  const Player* p = world_.player(player);
  if (const std::string& text = world_.cave().room_description(p->room);
      !text.empty())
    world_.message(player, "info", text);
  if (const auto mark = p->marks.find(p->room); mark != p->marks.end())
    world_.message(
        player, "info",
        "Your map marks this room " + mark->second.glyph +
            (mark->second.label.empty() ? "."
                                        : ": " + mark->second.label + "."));
}

// A joined room as `look` lists it on a room graph: its number (and name),
// marked when it is the exit or when the player sensed something there.
std::string Engine::joined_room(game_api::PlayerId player, RoomId room) const {
  std::string text = room_names({room}).front();
  std::vector<std::string> notes;
  if (room == world_.cave().exit()) notes.push_back("the exit");
  const Player* p = world_.player(player);
  if (const auto memory = p->knowledge.find(room);
      memory != p->knowledge.end()) {
    for (const auto& thing : remembered_things(memory->second))
      notes.push_back(thing);
    for (const auto& percept : memory->second.percepts)
      notes.push_back(percept);
  }
  if (!notes.empty()) text += " (" + comma_list(notes) + ")";
  return text;
}

void Engine::tell_inventory(game_api::PlayerId player) {
  const Player* p = world_.player(player);
  std::vector<std::string> parts{std::to_string(p->arrows) + " arrows",
                                 std::to_string(p->gold) + " gold"};
  for (const auto& [item, count] : world_.items(player)) {
    const std::string name = display_name(item);
    std::string part = count > 1 ? std::to_string(count) + " " + name : name;
    if (item == game_api::builtin::kTorch && p->torch_lit) part += " (lit)";
    parts.push_back(part);
  }
  world_.message(player, "info", "You carry " + comma_list(parts) + ".");
}

// What players read for a kind: the rules' display name, else the kind
// without its mod's prefix ("ghosts:ghost" is a ghost).
std::string Engine::display_name(const std::string& kind) const {
  const auto looks = rules_.looks();
  if (const auto look = looks.find(kind);
      look != looks.end() && !look->second.name.empty())
    return look->second.name;
  const auto colon = kind.find(':');
  return colon == std::string::npos ? kind : kind.substr(colon + 1);
}

bool Engine::kind_matches(const std::string& kind,
                          const std::string& typed) const {
  return kind == typed || display_name(kind) == typed;
}

}  // namespace wumpus::game
