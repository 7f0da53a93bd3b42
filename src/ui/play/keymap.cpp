#include "ui/play/keymap.hpp"

#include "base/data_file.hpp"
#include "base/escaped.hpp"
#include "paths/user_dirs.hpp"

#include <curses.h>
#include <fmt/core.h>

#include <filesystem>
#include <sstream>

namespace wumpus::ui {
namespace {

struct NamedKey {
  std::string_view name;
  int key;
};

const NamedKey kNamedKeys[] = {
    {"up", KEY_UP},
    {"down", KEY_DOWN},
    {"left", KEY_LEFT},
    {"right", KEY_RIGHT},
    {"pgup", KEY_PPAGE},
    {"pgdn", KEY_NPAGE},
    {"home", KEY_HOME},
    {"end", KEY_END},
    {"insert", KEY_IC},
    {"delete", KEY_DC},
    {"backspace", KEY_BACKSPACE},
    {"enter", '\n'},
    {"tab", '\t'},
    {"esc", 27},
    {"space", ' '},
    {"hash", '#'},
};

constexpr int kFunctionKeys = 12;
// A keymap is a few dozen short lines.
constexpr std::size_t kMaxKeymapBytes = std::size_t{1} << 20;
constexpr std::size_t kMaxKeymapLine = 1024;

}  // namespace

const std::vector<ActionInfo>& action_infos() {
  static const std::vector<ActionInfo> kInfos = {
      {Action::MoveNorth, "move-north", "move north"},
      {Action::MoveEast, "move-east", "move east"},
      {Action::MoveSouth, "move-south", "move south"},
      {Action::MoveWest, "move-west", "move west"},
      {Action::MoveUp, "move-up", "climb up a level"},
      {Action::MoveDown, "move-down", "go down a level"},
      {Action::MoveNorthEast, "move-northeast",
       "move northeast (hexagons, octagons, zeta mazes)"},
      {Action::MoveSouthEast, "move-southeast", "move southeast"},
      {Action::MoveSouthWest, "move-southwest", "move southwest"},
      {Action::MoveNorthWest, "move-northwest", "move northwest"},
      {Action::Go, "go", "step the way you face"},
      {Action::TurnLeft, "turn-left", "turn left"},
      {Action::TurnRight, "turn-right", "turn right"},
      {Action::TurnAround, "turn-around", "turn around"},
      {Action::FaceNorth, "face-north", "face north"},
      {Action::FaceEast, "face-east", "face east"},
      {Action::FaceSouth, "face-south", "face south"},
      {Action::FaceWest, "face-west", "face west"},
      {Action::Shoot, "shoot",
       "aim, then shoot (directions draw the arrow's path)"},
      {Action::Travel, "travel",
       "travel: pick a remembered room, walk there by safe ways"},
      {Action::Explore, "explore",
       "explore: walk to the nearest unexplored safe room"},
      {Action::ExploreRidingBats, "explore-bats",
       "explore, then let known bats carry you to a random room"},
      {Action::WalkSpeed, "walk-speed",
       "how fast travel and explore walk: fast, instant, slow"},
      {Action::ToggleMarks, "toggle-marks",
       "show or hide what your percepts prove (safe, pit, Wumpus)"},
      {Action::Note, "note",
       "note on a room: ?, pit, wumpus or your own words (empty clears)"},
      {Action::Advisor, "advisor",
       "the advisor: the agent's risk of each room and its next step "
       "(marks the score as advised)"},

      {Action::Take, "take", "take what is here"},
      {Action::Use, "use", "use an item (asks which)"},
      {Action::Wait, "wait", "wait a turn"},
      {Action::Look, "look", "look around"},
      {Action::LookAt, "look-at",
       "look at a room: the map cursor says what you know of it"},
      {Action::WholeMap, "whole-map",
       "the whole map on one screen (move keys pan a bigger one)"},
      {Action::Inventory, "inventory", "list what you carry"},
      {Action::Prompt, "prompt",
       "type a command (go, turn 90, face n, shoot ...)"},
      {Action::Say, "say", "talk to the others in the cave (shared play)"},
      {Action::ChatHistory, "chat-history",
       "the chat so far, lines naming you bright (shared play)"},
      {Action::Help, "help", "this help"},
      {Action::LogOlder, "log-older", "scroll the messages back"},
      {Action::LogNewer, "log-newer", "scroll the messages forward"},
      {Action::Redraw, "redraw", "redraw the screen"},
      {Action::Reload, "reload", "reload the rules and mods from disk"},
      {Action::ToggleDebug, "toggle-debug",
       "show or hide mods' debug lines (print, game.log)"},
      {Action::SaveQuit, "save-quit", "save the game and quit"},
      {Action::Quit, "quit", "quit (asks first)"},
  };
  return kInfos;
}

std::optional<Action> parse_action(std::string_view name) {
  for (const ActionInfo& info : action_infos())
    if (info.name == name) return info.action;
  return std::nullopt;
}

const ActionInfo& action_info(Action action) {
  for (const ActionInfo& info : action_infos())
    if (info.action == action) return info;
  return action_infos().front();
}

std::optional<int> parse_key(std::string_view name) {
  if (name.size() == 1 && name[0] > ' ' && name[0] < 127) return name[0];
  if (name.size() == 2 && name[0] == '^') {
    const char c = static_cast<char>(name[1] & ~0x20);
    if (c >= 'A' && c <= 'Z') return c - 'A' + 1;
  }
  for (const NamedKey& named : kNamedKeys)
    if (named.name == name) return named.key;
  // Two digits at most: f4294967297 must not overflow into f1.
  if (name.size() >= 2 && name.size() <= 3 && name[0] == 'f') {
    int n = 0;
    for (char c : name.substr(1)) {
      if (c < '0' || c > '9') return std::nullopt;
      n = n * 10 + (c - '0');
    }
    if (n >= 1 && n <= kFunctionKeys) return KEY_F(n);
  }
  return std::nullopt;
}

std::string key_name(int key) {
  for (const NamedKey& named : kNamedKeys)
    if (named.key == key && named.name != "hash")
      return std::string(named.name);
  if (key > ' ' && key < 127) return std::string(1, static_cast<char>(key));
  if (key >= 1 && key <= 26)
    return fmt::format("^{}", static_cast<char>('A' + key - 1));
  for (int n = 1; n <= kFunctionKeys; ++n)
    if (key == KEY_F(n)) return fmt::format("f{}", n);
  return fmt::format("key{}", key);
}

bool is_diagonal_move(Action action) {
  return action == Action::MoveNorthEast || action == Action::MoveSouthEast ||
         action == Action::MoveSouthWest || action == Action::MoveNorthWest;
}

std::optional<Action> Keymap::lookup(int key, bool diagonals) const {
  if (diagonals)
    if (const auto diagonal = diagonal_.find(key); diagonal != diagonal_.end())
      return diagonal->second;
  const auto found = bindings_.find(key);
  if (found == bindings_.end()) return std::nullopt;
  return found->second;
}

std::vector<int> Keymap::keys_for(Action action) const {
  std::vector<int> keys;
  for (const auto* map : {&bindings_, &diagonal_})
    for (const auto& [key, bound] : *map)
      if (bound == action) keys.push_back(key);
  return keys;
}

void Keymap::parse(std::string_view text, const std::string& source,
                   std::vector<std::string>* errors) {
  for (int number = 1; !text.empty(); ++number) {
    const std::string_view line = base::next_line(text);
    const auto fail = [&](const std::string& why) {
      if (errors != nullptr)
        errors->push_back(
            base::escaped(fmt::format("{}:{}: {}", source, number, why)));
    };
    if (line.size() > kMaxKeymapLine) {
      fail(
          fmt::format("the line is longer than {} characters", kMaxKeymapLine));
      continue;
    }
    std::istringstream words{std::string(line)};
    std::string key_word, action_word, extra;
    if (!(words >> key_word) || key_word[0] == '#') continue;
    if (!(words >> action_word)) {
      fail(fmt::format("`{}` has no action", key_word));
      continue;
    }
    if (words >> extra) {
      fail(fmt::format("unexpected `{}` after the action", extra));
      continue;
    }
    const std::optional<int> key = parse_key(key_word);
    if (!key) {
      fail(fmt::format("unknown key `{}`", key_word));
      continue;
    }
    if (action_word == "none") {
      unbind(*key);
      continue;
    }
    const std::optional<Action> action = parse_action(action_word);
    if (!action) {
      fail(fmt::format("unknown action `{}`", action_word));
      continue;
    }
    bind(*key, *action);
  }
}

bool Keymap::load(const std::string& path, std::vector<std::string>* errors) {
  std::string error;
  const auto text =
      base::read_data_file(path, "keymap", kMaxKeymapBytes, &error);
  if (!text) {
    if (errors != nullptr) errors->push_back(error);
    return false;
  }
  parse(*text, path, errors);
  return true;
}

Keymap load_keymap(const std::string& defaults_file,
                   std::vector<std::string>* errors) {
  Keymap keymap;
  keymap.load(defaults_file, errors);
  const std::string user = paths::user_config_dir() + "/keymap";
  if (std::filesystem::exists(user)) keymap.load(user, errors);
  return keymap;
}

std::string first_key(const Keymap& keymap, Action action) {
  const std::vector<int> keys = keymap.keys_for(action);
  return keys.empty() ? "(unbound)" : key_name(keys.front());
}

std::optional<maze::Direction> move_direction(Action action) {
  switch (action) {
    case Action::MoveNorth:
      return maze::Direction::North;
    case Action::MoveEast:
      return maze::Direction::East;
    case Action::MoveSouth:
      return maze::Direction::South;
    case Action::MoveWest:
      return maze::Direction::West;
    case Action::MoveUp:
      return maze::Direction::Up;
    case Action::MoveDown:
      return maze::Direction::Down;
    case Action::MoveNorthEast:
      return maze::Direction::NorthEast;
    case Action::MoveSouthEast:
      return maze::Direction::SouthEast;
    case Action::MoveSouthWest:
      return maze::Direction::SouthWest;
    case Action::MoveNorthWest:
      return maze::Direction::NorthWest;
    default:
      return std::nullopt;
  }
}

}  // namespace wumpus::ui
