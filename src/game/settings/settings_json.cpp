// A game's settings and its message logs as saves store them; the world's
// own state is in world_json.cpp.
#include "game/saves/world_json.hpp"
#include "game/saves/world_json_parts.hpp"
#include "game_api/player_view.hpp"
#include "game_api/puzzle_grade.hpp"

#include <fmt/core.h>

namespace wumpus::game {
namespace {

using json = nlohmann::json;
using namespace detail;

// "mods": null or absent (every mod found), or a list of names.
bool mods_from_json(game_api::JsonReader& r, const json& j,
                    std::optional<std::vector<std::string>>* mods,
                    const std::string& where) {
  mods->reset();
  if (!j.contains("mods") || j["mods"].is_null()) return true;
  std::vector<std::string> names;
  if (!strings_from_json(r, j, "mods", &names, where)) return false;
  *mods = std::move(names);
  return true;
}

// The text of the mask or graph a save's cave was carved on. Saves
// written before they carried it name the file instead; that path is not
// opened, so such a save is refused (a plain grid has no file and loads).
bool shape_text_from_json(game_api::JsonReader& r, const json& j,
                          const char* shape, const std::string& file,
                          std::string* text) {
  const std::string key = std::string(shape) + "_text";
  if (j.contains(key)) return r.string(j, key, text, "settings");
  if (file.empty()) return true;
  return r.fail("settings." + key,
                fmt::format("is missing: the save names its {} file instead "
                            "of carrying it (an older wumpus wrote it); start "
                            "the game anew with --{}",
                            shape, shape)) != nullptr;
}

// "policy" and "checker_version": saves from before guess policies do not
// say, and were all "guess".
bool policy_from_json(game_api::JsonReader& r, const json& j, Settings* s,
                      const std::string& where) {
  s->policy = game_api::GuessPolicy::Guess;
  s->checker_version = 0;
  if (!j.contains("policy")) return true;
  if (!r.guess_policy(j, &s->policy, where)) return false;
  return !j.contains("checker_version") ||
         r.number(j, "checker_version", 0, 1'000'000, &s->checker_version,
                  where);
}

// "puzzle_grade" and "grade_version": written for hard puzzles only, so
// every other save reads as it always did.
bool grade_from_json(game_api::JsonReader& r, const json& j, Settings* s,
                     const std::string& where) {
  s->puzzle_grade = game_api::PuzzleGrade::Standard;
  s->grade_version = 0;
  if (!j.contains("puzzle_grade")) return true;
  std::string name;
  if (!r.string(j, "puzzle_grade", &name, where)) return false;
  const auto grade = game_api::grade_from_name(name);
  if (!grade)
    return r.fail(where + ".puzzle_grade",
                  "must be \"standard\" or \"hard\"") != nullptr;
  s->puzzle_grade = *grade;
  return r.number(j, "grade_version", 0, 1'000'000, &s->grade_version, where);
}

// "rules_version": absent in saves and recordings from before the rules
// had versions, which were all made under version 1.
bool rules_version_from_json(game_api::JsonReader& r, const json& j,
                             int* version, const std::string& where) {
  *version = 1;
  return !j.contains("rules_version") ||
         r.number(j, "rules_version", 0, game_api::kMaxRulesVersion, version,
                  where);
}

// "shape", "wrap" and "weave": absent in saves of square caves.
bool tiling_from_json(game_api::JsonReader& r, const json& j, Settings* s,
                      const std::string& where) {
  std::string shape = "square", wrap;
  s->weave = false;
  if ((j.contains("shape") && !r.string(j, "shape", &shape, where)) ||
      (j.contains("wrap") && !r.string(j, "wrap", &wrap, where)) ||
      (j.contains("weave") && !r.boolean(j, "weave", &s->weave, where)))
    return false;
  const auto known = maze::parse_shape(shape);
  if (!known) return r.fail(where + ".shape", "is no known shape") != nullptr;
  s->shape = *known;
  s->wrap = maze::kWrapNone;
  if (!wrap.empty()) {
    const auto sides = maze::parse_wrap(wrap);
    if (!sides) return r.fail(where + ".wrap", "must be x, y or xy") != nullptr;
    s->wrap = *sides;
  }
  return true;
}

}  // namespace

json messages_to_json(const std::vector<game_api::Message>& messages) {
  json out = json::array();
  for (const auto& m : messages)
    out.push_back({{"kind", m.kind}, {"text", m.text}, {"turn", m.turn}});
  return out;
}

bool messages_from_json(const json& j, std::vector<game_api::Message>* out,
                        std::string* error, const std::string& where) {
  game_api::JsonReader r(error);
  if (!j.is_array()) return r.fail(where, "must be an array") != nullptr;
  for (std::size_t i = 0; i < j.size(); ++i) {
    const std::string at = where + "[" + std::to_string(i) + "]";
    game_api::Message m;
    if (!r.string(j[i], "kind", &m.kind, at) ||
        !r.string(j[i], "text", &m.text, at) ||
        !r.number(j[i], "turn", 0, kMaxCount, &m.turn, at))
      return false;
    out->push_back(std::move(m));
  }
  return true;
}

json settings_to_json(const Settings& s) {
  json out = {{"preset", s.preset},
              {"seed", s.seed},
              {"width", s.width},
              {"height", s.height},
              {"levels", s.levels},
              {"algorithm", s.algorithm},
              {"mask_file", s.mask_file},
              {"mask_text", s.mask_text},
              {"graph_file", s.graph_file},
              {"graph_text", s.graph_text},
              {"braid", s.braid},
              {"policy", game_api::guess_policy_name(s.policy)},
              {"checker_version", s.checker_version},
              {"rules_version", s.rules_version},
              // Never the host's directories: a save names its mods (and
              // their versions, in the rules' sources), found again by name
              // on the mod path of whoever loads it. Empty, for older readers.
              {"mods_dirs", json::array()},
              {"mods", s.mods ? json(*s.mods) : json(nullptr)},
              {"show_path", s.show_path},
              {"save_path", s.save_path},
              {"replay", s.replay},
              {"advised", s.advised},
              {"seed_chosen", s.seed_chosen},
              {"resumed", s.resumed},
              {"daily", s.daily},
              {"parameters", s.parameters}};
  // Only when chosen: saves stay as they were without.
  if (!s.mod_settings.empty()) out["mod_settings"] = s.mod_settings;
  if (s.puzzle_grade != game_api::PuzzleGrade::Standard) {
    out["puzzle_grade"] = game_api::grade_name(s.puzzle_grade);
    out["grade_version"] = s.grade_version;
  }
  // Only another tiling is written, so a square cave's save reads as it
  // always did; an older wumpus that ignores these fields carves square
  // rooms and refuses the save on its passage hash.
  if (is_tiled(s)) {
    out["shape"] = maze::shape_name(s.shape);
    out["wrap"] = maze::wrap_name(s.wrap);
    out["weave"] = s.weave;
  }
  return out;
}

bool settings_from_json(const json& j, Settings* s, std::string* error) {
  game_api::JsonReader r(error);
  const std::string where = "settings";
  const json *seed = nullptr, *braid = nullptr, *parameters = nullptr;
  if (!r.string(j, "preset", &s->preset, where) ||
      !(seed = r.field(j, "seed", json::value_t::number_unsigned, where)) ||
      !r.number(j, "width", 1, kMaxId, &s->width, where) ||
      !r.number(j, "height", 1, kMaxId, &s->height, where) ||
      !r.number(j, "levels", 1, kMaxId, &s->levels, where) ||
      !r.string(j, "algorithm", &s->algorithm, where) ||
      !r.string(j, "mask_file", &s->mask_file, where) ||
      !shape_text_from_json(r, j, "mask", s->mask_file, &s->mask_text) ||
      !r.string(j, "graph_file", &s->graph_file, where) ||
      !shape_text_from_json(r, j, "graph", s->graph_file, &s->graph_text) ||
      !(braid = r.field(j, "braid", json::value_t::number_float, where)) ||
      !policy_from_json(r, j, s, where) || !grade_from_json(r, j, s, where) ||
      !rules_version_from_json(r, j, &s->rules_version, where) ||
      !strings_from_json(r, j, "mods_dirs", &s->mods_dirs, where) ||
      !mods_from_json(r, j, &s->mods, where) ||
      !r.boolean(j, "show_path", &s->show_path, where) ||
      !r.string(j, "save_path", &s->save_path, where) ||
      // Saves from before replays were marked do not say.
      (j.contains("replay") && !r.boolean(j, "replay", &s->replay, where)) ||
      // Nor those from before daily caves.
      (j.contains("daily") && !r.string(j, "daily", &s->daily, where)) ||
      (j.contains("seed_chosen") &&
       !r.boolean(j, "seed_chosen", &s->seed_chosen, where)) ||
      (j.contains("resumed") && !r.boolean(j, "resumed", &s->resumed, where)) ||
      // Nor do saves from before the advisor.
      (j.contains("advised") && !r.boolean(j, "advised", &s->advised, where)) ||
      !(parameters = r.object(j, "parameters", where)))
    return false;
  if (!tiling_from_json(r, j, s, where)) return false;
  s->seed = seed->get<std::uint64_t>();
  s->braid = braid->get<double>();
  s->parameters.clear();
  for (const auto& [key, value] : parameters->items()) {
    if (!value.is_number())
      return r.fail(where + ".parameters." + key, "is not a number") != nullptr;
    s->parameters[key] = value.get<double>();
  }
  s->mod_settings.clear();
  if (j.contains("mod_settings")) {
    const json* chosen = r.object(j, "mod_settings", where);
    if (!chosen) return false;
    for (const auto& [key, value] : chosen->items()) {
      if (!value.is_string() || s->mod_settings.size() >= kMaxModSettings)
        return r.fail(where + ".mod_settings." + key,
                      "is not text, or one setting too many") != nullptr;
      s->mod_settings[key] = value.get<std::string>();
    }
  }
  return validate_settings(*s, error);
}

}  // namespace wumpus::game
