#include "ui/screens/start_menu.hpp"

#include "game_api/player_names.hpp"
#include "ui/screens/menus.hpp"
#include "ui/screens/mod_picker.hpp"
#include "ui/terminal/terminal.hpp"
#include "ui/text/message_log.hpp"

#include <curses.h>
#include <fmt/core.h>

#include <algorithm>
#include <cctype>
#include <cmath>

namespace wumpus::ui {
namespace {

constexpr std::uint32_t kMinSize = 4, kMaxSize = 60, kMaxLevels = 16;
constexpr std::size_t kMaxSeedDigits = 19;
constexpr int kMenuProblemWidth = 60;

const PresetInfo& preset_of(const MenuLists& lists, const GameChoice& choice) {
  static const PresetInfo kNone;
  const std::string name = choice.preset.empty() ? "classic" : choice.preset;
  for (const PresetInfo& preset : lists.presets)
    if (preset.name == name) return preset;
  return kNone;
}

// Steps through `values`, wrapping around.
std::string cycle(const std::vector<std::string>& values,
                  const std::string& current, int step) {
  if (values.empty()) return current;
  const auto found = std::find(values.begin(), values.end(), current);
  const int size = static_cast<int>(values.size());
  const int index =
      found == values.end() ? 0 : static_cast<int>(found - values.begin());
  return values[((index + step) % size + size) % size];
}

// A number field: right from the preset's value goes to the next one, and
// digits replace the value (then extend it); 0 means the preset's.
void step_number(std::uint32_t* value, std::uint32_t preset, int step,
                 std::uint32_t low, std::uint32_t high) {
  const std::int64_t from = *value == 0 ? preset : *value;
  const std::int64_t next = std::clamp<std::int64_t>(from + step, low, high);
  *value = next == preset ? 0 : static_cast<std::uint32_t>(next);
}

void type_number(std::uint32_t* value, int key, bool fresh,
                 std::uint32_t high) {
  if (key == Terminal::kBackspace) {
    *value /= 10;
    return;
  }
  if (!std::isdigit(key)) return;
  const std::uint32_t base = fresh ? 0 : *value;
  *value = std::min<std::uint32_t>(base * 10 + (key - '0'), high);
}

std::string number_or_preset(std::uint32_t value, std::uint32_t preset) {
  return value == 0 ? fmt::format("{} (preset's)", preset)
                    : std::to_string(value);
}

// A cave's outline: the full rectangle, a mask or a room graph (not its
// rooms' shape, which is the tiling).
std::vector<std::string> outlines(const MenuLists& lists) {
  std::vector<std::string> out{""};
  for (const auto& mask : lists.masks) out.push_back("mask " + mask);
  for (const auto& graph : lists.graphs) out.push_back("graph " + graph);
  return out;
}

std::string outline_of(const GameChoice& choice) {
  if (!choice.graph.empty()) return "graph " + choice.graph;
  if (!choice.mask.empty()) return "mask " + choice.mask;
  return "";
}

void set_outline(GameChoice& choice, const std::string& outline) {
  choice.mask = choice.graph = "";
  if (outline.starts_with("mask ")) choice.mask = outline.substr(5);
  if (outline.starts_with("graph ")) choice.graph = outline.substr(6);
}

MenuField preset_field(const MenuLists& lists) {
  std::vector<std::string> names;
  for (const PresetInfo& preset : lists.presets) names.push_back(preset.name);
  return {"Preset",
          [](const GameChoice& c) {
            return c.preset.empty() ? std::string("classic") : c.preset;
          },
          [names](GameChoice& c, int step) {
            c.preset =
                cycle(names, c.preset.empty() ? "classic" : c.preset, step);
          },
          nullptr};
}

MenuField size_field(const MenuLists& lists) {
  return {"Size",
          [&lists](const GameChoice& c) {
            if (!c.graph.empty()) return std::string("(the graph's)");
            return number_or_preset(c.size, preset_of(lists, c).size);
          },
          [&lists](GameChoice& c, int step) {
            step_number(&c.size, preset_of(lists, c).size, step, kMinSize,
                        kMaxSize);
          },
          [](GameChoice& c, int key, bool fresh) {
            type_number(&c.size, key, fresh, kMaxSize);
          }};
}

MenuField levels_field(const MenuLists& lists) {
  return {"Levels",
          [&lists](const GameChoice& c) {
            return number_or_preset(c.levels, preset_of(lists, c).levels);
          },
          [&lists](GameChoice& c, int step) {
            step_number(&c.levels, preset_of(lists, c).levels, step, 1,
                        kMaxLevels);
          },
          [](GameChoice& c, int key, bool fresh) {
            type_number(&c.levels, key, fresh, kMaxLevels);
          }};
}

MenuField outline_field(const MenuLists& lists) {
  return {"Outline",
          [](const GameChoice& c) {
            const std::string outline = outline_of(c);
            return outline.empty() ? std::string("rectangle") : outline;
          },
          [all = outlines(lists)](GameChoice& c, int step) {
            set_outline(c, cycle(all, outline_of(c), step));
          },
          nullptr};
}

// The rooms' tiling, with square rooms' wrap and weave as steps of their
// own: "hex", "square, wrapped xy", "square, woven".
std::string rooms_of(const GameChoice& choice) {
  std::string rooms = choice.shape.empty() ? "square" : choice.shape;
  if (!choice.wrap.empty()) rooms += ", wrapped " + choice.wrap;
  if (choice.weave) rooms += ", woven";
  return rooms;
}

// What the player chose, back to the preset's when it is the preset's own
// tiling (so the line says "(preset's)" and follows the preset).
void set_rooms(GameChoice& choice, const std::string& rooms,
               const std::string& preset_shape) {
  const auto comma = rooms.find(',');
  choice.shape = rooms.substr(0, comma);
  choice.wrap = rooms.find("wrapped ") == std::string::npos
                    ? ""
                    : rooms.substr(rooms.find("wrapped ") + 8);
  choice.weave = rooms.ends_with("woven");
  if (choice.shape == preset_shape && choice.wrap.empty() && !choice.weave)
    choice.shape.clear();
}

MenuField rooms_field(const MenuLists& lists) {
  static const std::vector<std::string> kRooms = {"square",
                                                  "hex",
                                                  "triangle",
                                                  "polar",
                                                  "upsilon",
                                                  "zeta",
                                                  "square, wrapped x",
                                                  "square, wrapped y",
                                                  "square, wrapped xy",
                                                  "square, woven"};
  return {"Rooms",
          [&lists](const GameChoice& c) {
            if (c.shape.empty() && c.wrap.empty() && !c.weave)
              return preset_of(lists, c).shape + " (preset's)";
            return rooms_of(c);
          },
          [&lists](GameChoice& c, int step) {
            const std::string& preset = preset_of(lists, c).shape;
            const bool presets = c.shape.empty() && c.wrap.empty() && !c.weave;
            set_rooms(c, cycle(kRooms, presets ? preset : rooms_of(c), step),
                      preset);
          },
          nullptr};
}

MenuField algorithm_field(const MenuLists& lists) {
  std::vector<std::string> all{""};
  all.insert(all.end(), lists.algorithms.begin(), lists.algorithms.end());
  return {"Algorithm",
          [&lists](const GameChoice& c) {
            if (!c.algorithm.empty()) return c.algorithm;
            if (!c.graph.empty()) return std::string("open (every tunnel)");
            return preset_of(lists, c).algorithm + " (preset's)";
          },
          [all](GameChoice& c, int step) {
            c.algorithm = cycle(all, c.algorithm, step);
          },
          nullptr};
}

// Braid in tenths: a digit sets it (3: 0.3), left and right step it.
MenuField braid_field(const MenuLists& lists) {
  return {
      "Braid",
      [&lists](const GameChoice& c) {
        return c.braid < 0
                   ? fmt::format("{:g} (preset's)", preset_of(lists, c).braid)
                   : fmt::format("{:g}", c.braid);
      },
      [&lists](GameChoice& c, int step) {
        const double from = c.braid < 0 ? preset_of(lists, c).braid : c.braid;
        c.braid = std::clamp(std::round(from * 10 + step) / 10, 0.0, 1.0);
      },
      [](GameChoice& c, int key, bool) {
        if (key == Terminal::kBackspace) c.braid = -1;
        if (std::isdigit(key)) c.braid = (key - '0') / 10.0;
      }};
}

MenuField seed_field() {
  return {"Seed",
          [](const GameChoice& c) {
            return c.seed.empty() ? std::string("(fresh)") : c.seed;
          },
          nullptr,
          [](GameChoice& c, int key, bool fresh) {
            if (fresh && std::isdigit(key)) c.seed.clear();
            if (key == Terminal::kBackspace && !c.seed.empty())
              c.seed.pop_back();
            if (std::isdigit(key) && c.seed.size() < kMaxSeedDigits)
              c.seed += static_cast<char>(key);
          }};
}

MenuField name_field() {
  MenuField field{"Name", [](const GameChoice& c) { return c.name; }, nullptr,
                  [](GameChoice& c, int key, bool fresh) {
                    if (key == Terminal::kBackspace && !c.name.empty())
                      c.name.pop_back();
                    if (key < 0 || key > 127 ||
                        !game_api::is_name_character(static_cast<char>(key)))
                      return;
                    if (fresh) c.name.clear();
                    if (c.name.size() < game_api::kMaxNameBytes)
                      c.name += static_cast<char>(key);
                  }};
  field.text = true;
  return field;
}

// The chosen mods' summary; m (see start_menu) changes them.
MenuField mods_field(const MenuLists& lists) {
  return {"Mods",
          [&lists](const GameChoice& c) { return mods_summary(lists.mods, c); },
          nullptr, nullptr};
}

}  // namespace

bool offers_dodecahedron(const MenuLists& lists) {
  return std::count(lists.graphs.begin(), lists.graphs.end(), kDodecahedron) >
         0;
}

std::vector<MenuField> menu_fields(const MenuLists& lists) {
  std::vector<MenuField> fields = {preset_field(lists),    size_field(lists),
                                   levels_field(lists),    outline_field(lists),
                                   algorithm_field(lists), braid_field(lists)};
  if (!lists.cave_only) {
    fields.push_back(seed_field());
    fields.push_back(name_field());
  }
  if (!lists.mods.empty()) fields.push_back(mods_field(lists));
  // Last, so the fields before it keep their places.
  fields.push_back(rooms_field(lists));
  return fields;
}

Overlay menu_overlay(const GameChoice& choice, const MenuLists& lists,
                     const std::vector<MenuField>& fields, int field,
                     const std::string& problem) {
  Overlay overlay;
  overlay.title = "Hunt the Wumpus";
  for (int i = 0; i < static_cast<int>(fields.size()); ++i) {
    const bool on = i == field;
    // The preset's line says its guess policy.
    const std::string policy =
        i == 0
            ? std::string("  ") + policy_words(preset_of(lists, choice).policy)
            : "";
    overlay.lines.push_back(
        {fmt::format("{} {:<10} < {} >{}", on ? ">" : " ", fields[i].label,
                     fields[i].value(choice), policy),
         on ? Style::Player : Style::Text});
    if (i == 0)
      overlay.lines.push_back(
          {"             " + preset_of(lists, choice).description,
           Style::Item});
  }
  overlay.lines.push_back({"", Style::Text});
  for (const std::string& line : wrap_text(problem, kMenuProblemWidth))
    if (!problem.empty()) overlay.lines.push_back({line, Style::Danger});
  overlay.lines.push_back(
      {"up/down: choose   left/right: change   type: replace", Style::Text});
  std::string keys = "Enter: start   ";
  if (offers_dodecahedron(lists)) keys += "d: dodecahedron   ";
  if (!lists.mods.empty()) keys += "m: mods   ";
  overlay.lines.push_back({keys + "Esc: quit", Style::Text});
  return overlay;
}

MenuKey menu_key(int key, const std::vector<MenuField>& fields,
                 MenuState& state, GameChoice& choice) {
  const int count = static_cast<int>(fields.size());
  const MenuField& field = fields[state.field];
  const bool letters = field.text && key < 128 && std::isprint(key);
  if (key == '\n' || key == '\r' || key == KEY_ENTER) return MenuKey::Start;
  if (key == Terminal::kEsc || (key == 'q' && !letters)) return MenuKey::Quit;
  if ((key == 'm' || key == 'M') && !letters) return MenuKey::PickMods;
  if ((key == 'd' || key == 'D') && !letters) {
    set_outline(choice, choice.graph == kDodecahedron
                            ? ""
                            : std::string("graph ") + kDodecahedron);
    return MenuKey::Stay;
  }
  int move = 0;
  if (key == KEY_UP || (key == 'k' && !letters)) move = -1;
  if (key == KEY_DOWN || key == '\t' || (key == 'j' && !letters)) move = 1;
  if (move != 0) {
    state.field = (state.field + move + count) % count;
    state.fresh = true;
    return MenuKey::Stay;
  }
  int step = 0;
  if (key == KEY_RIGHT || (key == 'l' && !letters)) step = 1;
  if (key == KEY_LEFT || (key == 'h' && !letters)) step = -1;
  if (step != 0 && field.step) {
    field.step(choice, step);
    state.fresh = true;
    return MenuKey::Stay;
  }
  const bool erase = key == KEY_BACKSPACE || key == 127 || key == 8;
  if (field.type && (erase || (key < 128 && std::isprint(key)))) {
    field.type(choice, erase ? Terminal::kBackspace : key, state.fresh);
    state.fresh = false;
  }
  return MenuKey::Stay;
}

std::optional<GameChoice> start_menu(Terminal& terminal, GameChoice choice,
                                     const MenuLists& lists,
                                     const std::string& problem) {
  const std::vector<MenuField> fields = menu_fields(lists);
  MenuState state;
  while (true) {
    show_box(terminal,
             menu_overlay(choice, lists, fields, state.field, problem));
    const int key = wait_key(terminal);
    if (key == Terminal::kGone) return std::nullopt;
    switch (menu_key(key, fields, state, choice)) {
      case MenuKey::Start:
        return choice;
      case MenuKey::Quit:
        return std::nullopt;
      case MenuKey::PickMods: {
        if (lists.mods.empty()) break;
        auto picked = pick_mods(terminal, lists.mods, choice);
        if (!picked) return std::nullopt;
        choice = std::move(*picked);
        break;
      }
      case MenuKey::Stay:
        break;
    }
  }
}

}  // namespace wumpus::ui
